import { Icon, Tag, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import { PLAYBACK_CODES } from '../../shared/spec-codes';
import { rangeOn } from './format';
import { dayItemTarget, dayItemTitle, dayItemType, progressKey, progressStatus, type DayItemType } from './rules';
import type { DayItem } from './types';

const TYPE_ICON: Record<DayItemType, IconName> = {
  live: 'mobile-video',
  exam: 'manually-entered-data',
  offline_train: 'people',
  online_train: 'learning',
  map: 'map',
  defence: 'microphone',
};

const STATUS_INTENT: Record<ReturnType<typeof progressKey>, Intent> = {
  notStarted: 'none',
  inProgress: 'primary',
  completed: 'success',
};

function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <span className="day-item__fact">
      <Icon icon={icon} size={12} />
      {children}
    </span>
  );
}

/** The facts of a study day item, by its kind (spec section 3 "Study day item"). */
function Facts({ item, day }: { item: DayItem; day: string }) {
  const { t } = useTranslation();
  const when = <Fact icon="time">{rangeOn(item.startsAt, item.endsAt, day)}</Fact>;
  switch (item.__typename) {
    case 'LiveLessonDayItem':
      return (
        <>
          {item.lessonTitle && <Fact icon="video">{item.lessonTitle}</Fact>}
          {when}
          {item.lecturerName && (
            <Fact icon="person">
              {item.lecturerName}
              {item.lecturerTitle && <span className="day-item__muted"> · {item.lecturerTitle}</span>}
            </Fact>
          )}
        </>
      );
    case 'ExamDayItem':
      return (
        <>
          {when}
          {item.durationMinutes !== null && <Fact icon="stopwatch">{t('home.calendar.examLong', { minutes: item.durationMinutes })}</Fact>}
          {item.passScore !== null && <Fact icon="endorsed">{t('home.calendar.passScore', { score: item.passScore })}</Fact>}
        </>
      );
    case 'OfflineTrainingDayItem':
      return (
        <>
          {when}
          {item.address && <Fact icon="map-marker">{item.address}</Fact>}
          {item.isEnrolled !== null && (
            <Tag minimal round intent={item.isEnrolled ? 'success' : 'none'}>
              {item.isEnrolled ? t('home.calendar.applied') : t('home.calendar.notApplied')}
            </Tag>
          )}
        </>
      );
    case 'OnlineTrainingDayItem':
      return (
        <>
          {when}
          <span className="day-item__counts">
            {item.stageCount ? <span>{t('home.calendar.counts.phases', { count: item.stageCount })}</span> : null}
            {item.courseCount ? <span>{t('home.calendar.counts.courses', { count: item.courseCount })}</span> : null}
            {item.examCount ? <span>{t('home.calendar.counts.exams', { count: item.examCount })}</span> : null}
            {item.questionnaireCount ? <span>{t('home.calendar.counts.questionnaires', { count: item.questionnaireCount })}</span> : null}
            {item.defenceCount ? <span>{t('home.calendar.counts.arguments', { count: item.defenceCount })}</span> : null}
          </span>
        </>
      );
    case 'LearningMapStageDayItem':
      return (
        <>
          {item.stageTitle && <Fact icon="flag">{t('home.calendar.phase', { index: item.stageIndex, title: item.stageTitle })}</Fact>}
          {when}
          {item.studyOrder && <Tag minimal round>{item.studyOrder === 'FREE' ? t('home.calendar.studyType.1') : t('home.calendar.studyType.2')}</Tag>}
        </>
      );
    case 'DefenceDayItem':
      return (
        <>
          {when}
          {item.address && <Fact icon="map-marker">{item.address}</Fact>}
          {item.kind && <Tag minimal round>{t(`defences.kind.${DEFENCE_KIND_CODE[item.kind]}`)}</Tag>}
        </>
      );
  }
}

/** The spec's defence kind numbers, which the kinds' texts are keyed by. */
const DEFENCE_KIND_CODE = { OFFLINE: 6, REMOTE: 7, INTERACTIVE: 8, AI: 9 } as const;

/** The action of a day item: live classes open the live entry; the others go to their page. */
function Action({ item }: { item: DayItem }) {
  const { t } = useTranslation();
  if (item.__typename === 'LiveLessonDayItem')
    return (
      <LiveEntry
        small
        progress={progressStatus(item.progress)}
        video_id={Number(item.lessonId)}
        is_generate_playback={PLAYBACK_CODES[item.playback]}
        playback_url={item.playbackUrl}
        course_id={Number(item.courseId)}
        chapter_id={Number(item.lessonId)}
      />
    );
  const target = dayItemTarget(item);
  if (!target) return null;
  const finished = item.progress === 'FINISHED';
  const label =
    item.__typename === 'ExamDayItem'
      ? finished
        ? t('home.calendar.viewExam')
        : t('home.calendar.goExam')
      : item.__typename === 'OfflineTrainingDayItem'
        ? t('home.calendar.viewTrain')
        : item.__typename === 'OnlineTrainingDayItem'
          ? t('home.calendar.goTask')
          : item.__typename === 'DefenceDayItem'
            ? t('home.calendar.goDefence')
            : t('home.calendar.goMap');
  const className = `bp6-button bp6-small ${finished ? 'bp6-variant-outlined' : 'bp6-intent-primary'}`;
  return target.to === '/knowledge/map-detail' ? (
    <Link to={target.to} search={target.search} className={className} data-testid="day-item-action">
      {label}
    </Link>
  ) : target.to === '/knowledge/replay-explain' ? (
    <Link to={target.to} search={target.search} className={className} data-testid="day-item-action">
      {label}
    </Link>
  ) : (
    <Link to={target.to} params={{ id: target.id }} className={className} data-testid="day-item-action">
      {label}
    </Link>
  );
}

/** One entry of the day's timeline. */
export function DayItemCard({ item, day }: { item: DayItem; day: string }) {
  const { t } = useTranslation();
  const type = dayItemType(item);
  const status = progressKey(item.progress);
  return (
    <div className={`day-item day-item--${type}`} data-testid="day-item" data-type={type} data-status={progressStatus(item.progress)}>
      <div className="day-item__main">
        <div className="day-item__head">
          <Tag minimal className={`day-item__type day-item__type--${type}`} icon={TYPE_ICON[type]}>
            {t(`home.calendar.types.${type}`)}
          </Tag>
          <span className="day-item__title" title={dayItemTitle(item)}>
            {dayItemTitle(item)}
          </span>
        </div>
        <div className="day-item__facts">
          <Facts item={item} day={day} />
        </div>
      </div>
      <div className="day-item__side">
        <Tag round minimal intent={STATUS_INTENT[status]} className="day-item__status" data-testid="day-item-status">
          {t(`home.calendar.status.${status}`)}
        </Tag>
        <Action item={item} />
      </div>
    </div>
  );
}
