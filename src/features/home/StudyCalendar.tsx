import { Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeStudyDayDocument, HomeStudyDaysDocument } from '../../graphql/generated/home';
import { MonthCalendar } from '../../shared/calendar/MonthCalendar';
import { DEFAULT_FIRST_DAY } from '../../shared/calendar/month-grid';
import { present } from '../../shared/present';
import { DayItemCard } from './DayItemCard';
import { longDay, todayIso } from '../../shared/dates';
import { startsOn } from './format';
import { arrivalVariables } from './arrival';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import { DAY_STATUS_TABS, dayItemKey, progressStatus } from './rules';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/**
 * The study calendar (spec section 2 "Home screen"): the month with its study days marked,
 * the chosen day's items in a timeline, filtered by status tabs.
 */
export function StudyCalendar({ firstDay = DEFAULT_FIRST_DAY }: { firstDay?: number }) {
  const { t, i18n } = useTranslation();
  const [today] = useState(todayIso);
  // The first month, day and tab are the arrival operation's, so they come from the cache.
  const [first] = useState(() => arrivalVariables(today));
  const [month, setMonth] = useState(first.month);
  const [selected, setSelected] = useState(first.date);
  const [status, setStatus] = useState<(typeof DAY_STATUS_TABS)[number]['status']>(DAY_STATUS_TABS[0].status);
  const progress = DAY_STATUS_TABS.find((tab) => tab.status === status)!.progress;
  const arrived = useHomeArrived();

  const monthQuery = useQuery(HomeStudyDaysDocument, { variables: { month }, context: { handlesErrors: true }, skip: !arrived });
  const marked = useMemo(() => new Set(present(monthQuery.data?.viewer.studyDays)), [monthQuery.data]);
  const dayQuery = useQuery(HomeStudyDayDocument, { variables: { date: selected, progress }, context: { handlesErrors: true }, notifyOnNetworkStatusChange: true, skip: !arrived });
  const items = present(dayQuery.data?.viewer.studyDay);
  // Show the skeleton also while another day or tab loads, never the previous day's items.
  const loading = !arrived || dayQuery.loading;

  return (
    <HomeBlock title={t('home.calendar.title')} icon="calendar" testId="home-calendar" className="study-calendar">
      <div className="study-calendar__body">
        <div className="study-calendar__month">
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={(date) => {
              setSelected(date);
              if (date.slice(0, 7) !== month) setMonth(date.slice(0, 7));
            }}
            today={today}
            marked={marked}
            firstDay={firstDay}
          />
        </div>
        <div className="study-calendar__day">
          <h3 className="study-calendar__day-title" data-testid="calendar-day-title" data-date={selected}>
            {t('home.calendar.dayTitle', { date: longDay(selected, i18n.language) })}
          </h3>
          <Tabs id="home-day-status" selectedTabId={status} onChange={(next) => setStatus(Number(next) as typeof status)} aria-label={t('home.calendar.tabsLabel')} className="study-calendar__tabs">
            {DAY_STATUS_TABS.map((tab) => (
              <Tab key={tab.status} id={tab.status} title={t(`home.calendar.tabs.${tab.key}`)} data-testid={`day-tab-${tab.status}`} />
            ))}
          </Tabs>
          <FilterTabPanel tabsId="home-day-status" selected={status}>
            <div className="study-calendar__timeline" data-testid="day-timeline" aria-busy={loading}>
              <QueryState query={{ ...dayQuery, loading }} size="small" empty={items.length === 0} emptyTitle={t('home.calendar.empty')} emptyIcon="calendar" skeletonRows={3}>
                <ol className="timeline">
                  {items.map((item) => {
                    const start = startsOn(item.startsAt, selected);
                    return (
                      <li key={dayItemKey(item)} className="timeline__entry">
                        <span className="timeline__time">{start ?? t('home.calendar.allDay')}</span>
                        <span className={`timeline__dot timeline__dot--${progressStatus(item.progress)}`} aria-hidden="true" />
                        <DayItemCard item={item} day={selected} />
                      </li>
                    );
                  })}
                </ol>
              </QueryState>
            </div>
          </FilterTabPanel>
        </div>
      </div>
    </HomeBlock>
  );
}
