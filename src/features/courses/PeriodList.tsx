import { H3, Icon, Tag, type IconName } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CourseCatalogsQuery } from '../../graphql/generated/courses';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import { present } from '../../shared/present';
import { toast } from '../../shared/toaster';
import { LiveStatus, PeriodType } from '../../shared/spec-codes';
import { EmptyState } from '../../shared/state/LoadState';

type Chapter = NonNullable<NonNullable<NonNullable<CourseCatalogsQuery['courseCatalogs']>['data']>[number]>;
type Period = NonNullable<Chapter['periods'][number]>;

const ICONS: Record<number, IconName> = {
  [PeriodType.live]: 'mobile-video',
  [PeriodType.video]: 'video',
  [PeriodType.audio]: 'music',
  [PeriodType.document]: 'document',
  [PeriodType.test]: 'form',
  [PeriodType.questionnaire]: 'clipboard',
};

function PeriodState({ period }: { period: Period }) {
  const { t } = useTranslation();
  if (period.transcoding) return <Tag minimal intent="warning">{t('courses.period.transcoding')}</Tag>;
  if (period.locked) return <Tag minimal icon="lock">{t('courses.period.locked')}</Tag>;
  if (period.period_type === PeriodType.live) {
    const key = period.live_status === LiveStatus.live ? 'liveOn' : period.live_status === LiveStatus.ended ? 'liveEnded' : 'liveNotStarted';
    return <Tag minimal intent={period.live_status === LiveStatus.live ? 'danger' : 'none'}>{t(`courses.period.${key}`)}</Tag>;
  }
  if (period.completed) return <Tag minimal intent="success" icon="tick">{t('courses.period.completed')}</Tag>;
  if (period.progress > 0) return <Tag minimal intent="primary">{t('courses.period.learning', { progress: period.progress })}</Tag>;
  return <Tag minimal>{t('courses.period.notStarted')}</Tag>;
}

/**
 * The catalogue of a course: chapters, periods of every type with the learner's state; opening
 * follows the type. In a course not joined yet, `joinFirst` takes the click instead (the
 * course page offers the join in place, rather than opening a lesson the server refuses).
 */
export function PeriodList({ chapters, courseId, joinFirst }: { chapters: Chapter[]; courseId: number; joinFirst?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const periods = chapters.flatMap((c) => present(c.periods));
  if (periods.length === 0) return <EmptyState title={t('courses.course.noPeriods')} />;

  const open = (period: Period) => {
    if (joinFirst) return joinFirst();
    if (period.locked) return toast.error(t('courses.period.lockedHint'));
    const id = period.id;
    switch (period.period_type) {
      case PeriodType.video:
        return navigate({ to: '/course/video/$id', params: { id } });
      case PeriodType.audio:
        return navigate({ to: '/course/local-audio/$id', params: { id } });
      case PeriodType.document:
        return navigate({ to: '/course/document/$id', params: { id } });
      case PeriodType.test:
        return period.resource_id ? navigate({ to: '/course/exam-show/$id', params: { id: period.resource_id } }) : toast.info(t('courses.period.type5'));
      case PeriodType.questionnaire:
        return navigate({ to: '/knowledge/questionnaire', search: { id: period.resource_id ?? undefined, period_id: period.id, course_id: courseId } });
    }
  };

  return (
    <div className="period-list" data-testid="catalogue">
      {chapters.map((chapter) => (
        <section key={chapter.id} className="period-list__chapter">
          {/* A level below the course title (h2); sized like the small heading it was. */}
          <H3 className="period-list__chapter-title">{chapter.title}</H3>
          <ul>
            {present(chapter.periods).map((period) => (
              <li key={period.id}>
                {period.period_type === PeriodType.live && !joinFirst ? (
                  // A live period: the live entry (room, playback, or why not); the row is its trigger.
                  <LiveEntry
                    progress={period.live_status}
                    video_id={period.id}
                    is_generate_playback={period.is_generate_playback}
                    playback_url={period.playback_url}
                    course_id={courseId}
                    chapter_id={period.id}
                  >
                    {(live) => <PeriodRow period={period} onOpen={() => (period.locked ? toast.error(t('courses.period.lockedHint')) : live.open())} />}
                  </LiveEntry>
                ) : (
                  <PeriodRow period={period} onOpen={() => void open(period)} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function PeriodRow({ period, onOpen }: { period: Period; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`period-row${period.locked ? ' period-row--locked' : ''}`} onClick={onOpen} data-testid="period" data-period-id={period.id}>
      <Icon icon={period.locked ? 'lock' : (ICONS[period.period_type] ?? 'document')} />
      <span className="period-row__type">{t(`courses.period.type${period.period_type}` as 'courses.period.type1')}</span>
      <span className="period-row__title">{period.title}</span>
      <span className="period-row__meta">
        {period.media_seconds ? t('courses.period.minutes', { minutes: Math.max(1, Math.round(period.media_seconds / 60)) }) : period.pages ? t('courses.period.pages', { count: period.pages }) : ''}
      </span>
      <PeriodState period={period} />
    </button>
  );
}
