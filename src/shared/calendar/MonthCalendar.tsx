import { Button } from '@blueprintjs/core';
import { DateTime, Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FIRST_DAY, monthGrid, shiftMonth, weekdayOrder } from './month-grid';

export interface MonthCalendarProps {
  /** 'YYYY-MM' shown. */
  month: string;
  onMonthChange: (month: string) => void;
  /** 'YYYY-MM-DD' chosen. */
  selected: string;
  onSelect: (date: string) => void;
  /** Today in the company's calendar, 'YYYY-MM-DD'. */
  today: string;
  /** Days that have study items. */
  marked?: ReadonlySet<string>;
  /** First weekday of the header, 1 Monday ... 7 Sunday. */
  firstDay?: number;
}

/** The calendar widget: year-month header, previous/next month, today link, marked days. */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, today, marked, firstDay = DEFAULT_FIRST_DAY }: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const weeks = monthGrid(month, firstDay);
  const names = Info.weekdays('short', { locale });
  const heading = DateTime.fromISO(`${month}-01`).setLocale(locale).toLocaleString({ year: 'numeric', month: 'long' });

  return (
    <div className="month-calendar" data-testid="calendar">
      <div className="month-calendar__head">
        <Button variant="minimal" icon="chevron-left" aria-label={t('calendar.prevMonth')} onClick={() => onMonthChange(shiftMonth(month, -1))} />
        <strong className="month-calendar__title" aria-live="polite">
          {heading}
        </strong>
        <Button variant="minimal" icon="chevron-right" aria-label={t('calendar.nextMonth')} onClick={() => onMonthChange(shiftMonth(month, 1))} />
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          text={t('calendar.today')}
          onClick={() => {
            onMonthChange(today.slice(0, 7));
            onSelect(today);
          }}
        />
      </div>
      <table className="month-calendar__grid" role="grid">
        <thead>
          <tr>
            {weekdayOrder(firstDay).map((weekday) => (
              <th key={weekday} scope="col">
                {names[weekday - 1]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => {
                const classes = [
                  'month-calendar__day',
                  cell.inMonth ? '' : 'is-outside',
                  cell.date === today ? 'is-today' : '',
                  cell.date === selected ? 'is-selected' : '',
                  marked?.has(cell.date) ? 'is-marked' : '',
                ].filter(Boolean);
                return (
                  <td key={cell.date}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      aria-pressed={cell.date === selected}
                      aria-label={DateTime.fromISO(cell.date).setLocale(locale).toLocaleString(DateTime.DATE_FULL)}
                      onClick={() => onSelect(cell.date)}
                    >
                      {cell.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
