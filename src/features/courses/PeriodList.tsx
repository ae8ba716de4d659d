import { H3, Icon, Tag, type IconName } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LessonKind, LessonRowFieldsFragment } from '../../graphql/generated/courses';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import { LIVE_STATUS_CODES, PLAYBACK_CODES } from '../../shared/spec-codes';
import { toast } from '../../shared/toaster';
import { EmptyState } from '../../shared/state/LoadState';

interface Chapter {
  id: string;
  title: string;
  lessons: Period[];
}
type Period = LessonRowFieldsFragment;

const ICONS: Record<LessonKind, IconName> = {
  LIVE: 'mobile-video',
  VIDEO: 'video',
  AUDIO: 'music',
  DOCUMENT: 'document',
  EXAM: 'form',
  QUESTIONNAIRE: 'clipboard',
};

function PeriodState({ period }: { period: Period }) {
  const { t } = useTranslation();
  if (period.isTranscoding) return <Tag minimal intent="warning">{t('courses.period.transcoding')}</Tag>;
  if (period.isLocked) return <Tag minimal icon="lock">{t('courses.period.locked')}</Tag>;
  if (period.kind === 'LIVE') {
    const key = period.liveStatus === 'LIVE' ? 'liveOn' : period.liveStatus === 'ENDED' ? 'liveEnded' : 'liveNotStarted';
    return <Tag minimal intent={period.liveStatus === 'LIVE' ? 'danger' : 'none'}>{t(`courses.period.${key}`)}</Tag>;
  }
  if (period.isCompleted) return <Tag minimal intent="success" icon="tick">{t('courses.period.completed')}</Tag>;
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
  const periods = chapters.flatMap((c) => c.lessons);
  if (periods.length === 0) return <EmptyState title={t('courses.course.noPeriods')} />;

  const open = (period: Period) => {
    if (joinFirst) return joinFirst();
    if (period.isLocked) return toast.error(t('courses.period.lockedHint'));
    const id = Number(period.id);
    const resourceId = period.resourceId === null ? undefined : Number(period.resourceId);
    switch (period.kind) {
      case 'VIDEO':
        return navigate({ to: '/course/video/$id', params: { id } });
      case 'AUDIO':
        return navigate({ to: '/course/local-audio/$id', params: { id } });
      case 'DOCUMENT':
        return navigate({ to: '/course/document/$id', params: { id } });
      case 'EXAM':
        return resourceId ? navigate({ to: '/course/exam-show/$id', params: { id: resourceId } }) : toast.info(t('courses.period.kind.EXAM'));
      case 'QUESTIONNAIRE':
        return navigate({ to: '/knowledge/questionnaire', search: { id: resourceId, period_id: id, course_id: courseId } });
    }
  };

  return (
    <div className="period-list" data-testid="catalogue">
      {chapters.map((chapter) => (
        <section key={chapter.id} className="period-list__chapter">
          {/* A level below the course title (h2); sized like the small heading it was. */}
          <H3 className="period-list__chapter-title">{chapter.title}</H3>
          <ul>
            {chapter.lessons.map((period) => (
              <li key={period.id}>
                {period.kind === 'LIVE' && !joinFirst ? (
                  // A live period: the live entry (room, playback, or why not); the row is its trigger.
                  <LiveEntry
                    progress={period.liveStatus === null ? null : LIVE_STATUS_CODES[period.liveStatus]}
                    video_id={Number(period.id)}
                    is_generate_playback={period.playback === null ? null : PLAYBACK_CODES[period.playback]}
                    playback_url={period.playbackUrl}
                    course_id={courseId}
                    chapter_id={Number(period.id)}
                  >
                    {(live) => <PeriodRow period={period} onOpen={() => (period.isLocked ? toast.error(t('courses.period.lockedHint')) : live.open())} />}
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
    <button type="button" className={`period-row${period.isLocked ? ' period-row--locked' : ''}`} onClick={onOpen} data-testid="period" data-period-id={period.id}>
      <Icon icon={period.isLocked ? 'lock' : ICONS[period.kind]} />
      <span className="period-row__type">{t(`courses.period.kind.${period.kind}`)}</span>
      <span className="period-row__title">{period.title}</span>
      <span className="period-row__meta">
        {period.mediaSeconds ? t('courses.period.minutes', { minutes: Math.max(1, Math.round(period.mediaSeconds / 60)) }) : period.pages ? t('courses.period.pages', { count: period.pages }) : ''}
      </span>
      <PeriodState period={period} />
    </button>
  );
}
