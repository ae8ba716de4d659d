import { Button, ButtonGroup, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { LiveScheduleDocument, type LiveClassFieldsFragment } from '../../graphql/generated/learning';
import { EmptyState, QueryState } from '../../shared/state/LoadState';
import { formatDateTime, longDay, todayIso } from '../../shared/dates';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import { LIVE_STATUS_CODES, PLAYBACK_CODES } from '../../shared/spec-codes';
import './learning.css';

function LiveList({ items, testId }: { items: LiveClassFieldsFragment[]; testId: string }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <EmptyState title={t('learning.live.empty')} size="small" />;
  return (
    <ul className="learning-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <span>
            <strong>{item.title}</strong>
            <br />
            <span className="learning-card__muted">
              {t('learning.live.course', { title: item.courseTitle })} · {formatDateTime(item.startsAt, i18n.language)}
              {item.lecturerName ? ` · ${item.lecturerName}` : ''}
            </span>
          </span>
          <Tag minimal>{t(`learning.live.status.${item.status}`)}</Tag>
          <LiveEntry
            progress={LIVE_STATUS_CODES[item.status]}
            video_id={Number(item.id)}
            is_generate_playback={PLAYBACK_CODES[item.playback]}
            playback_url={item.playbackUrl}
            course_id={Number(item.courseId)}
            chapter_id={Number(item.id)}
            small
          />
        </li>
      ))}
    </ul>
  );
}

const memberCourse = getRouteApi('/auth/member/member-course');

/** member-course: the live class schedule of my courses, the day's and its week's, with the live entry; ?date= moves between weeks. */
export function MemberCoursePage() {
  const { t, i18n } = useTranslation();
  const { date } = memberCourse.useSearch();
  const navigate = memberCourse.useNavigate();
  const { data, loading, error, refetch } = useQuery(LiveScheduleDocument, { variables: { date }, fetchPolicy: 'cache-and-network' });
  const result = data?.viewer?.liveSchedule;
  const weekStart = result ? DateTime.fromISO(result.weekStart) : null;
  const today = todayIso();
  // The day list is today's only when the address names today (or no day); a week is this week when it holds today.
  const showToday = !date || date === today;
  const thisWeek = showToday || result?.weekStart === DateTime.fromISO(today).startOf('week').toISODate();
  const goWeek = (weeks: number) => weekStart && void navigate({ search: { date: weekStart.plus({ weeks }).toISODate()! } });
  return (
    <section className="learning-centre" data-testid="member-course">
      <h1 className="bp6-heading">{t('learning.live.heading')}</h1>
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')}>
        {showToday && (
          <Card data-testid="live-today-card">
            <h2 className="bp6-heading">{t('learning.live.today')}</h2>
            <LiveList items={result?.day ?? []} testId="live-today" />
          </Card>
        )}
        <Card>
          <div className="learning-week">
            <h2 className="bp6-heading" data-testid="live-week-title">
              {thisWeek ? t('learning.live.week') : t('learning.live.weekOf', { from: weekStart ? longDay(weekStart.toISODate()!, i18n.language) : '', to: weekStart ? longDay(weekStart.plus({ days: 6 }).toISODate()!, i18n.language) : '' })}
            </h2>
            <ButtonGroup>
              <Button icon="chevron-left" text={t('learning.live.previousWeek')} onClick={() => goWeek(-1)} data-testid="live-week-previous" />
              <Button text={t('learning.live.thisWeek')} disabled={thisWeek} onClick={() => void navigate({ search: { date: undefined } })} data-testid="live-week-current" />
              <Button endIcon="chevron-right" text={t('learning.live.nextWeek')} onClick={() => goWeek(1)} data-testid="live-week-next" />
            </ButtonGroup>
          </div>
          <LiveList items={result?.week ?? []} testId="live-week" />
        </Card>
      </QueryState>
    </section>
  );
}
