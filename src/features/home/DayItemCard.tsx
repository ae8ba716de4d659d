import { Icon, Tag, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import { rangeOn } from './format';
import { dayItemTarget, dayItemTitle, dayItemType, progressKey, type DayItemType } from './rules';
import type { DayItem } from './types';
import { MapStudyType, ProgressStatus, YES } from '../../shared/spec-codes';

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
  switch (item.type_name) {
    case 'live':
      return (
        <>
          {item.chapter_title && <Fact icon="video">{item.chapter_title}</Fact>}
          <Fact icon="time">{rangeOn(item.start_time, item.end_time, day)}</Fact>
          {item.teacher && (
            <Fact icon="person">
              {item.teacher.name}
              {item.teacher.title && <span className="day-item__muted"> · {item.teacher.title}</span>}
            </Fact>
          )}
        </>
      );
    case 'exam':
      return (
        <>
          <Fact icon="time">{rangeOn(item.exam_start ?? item.start_time, item.exam_end ?? item.end_time, day)}</Fact>
          {item.exam_long !== null && <Fact icon="stopwatch">{t('home.calendar.examLong', { minutes: item.exam_long })}</Fact>}
          {item.pass_score !== null && <Fact icon="endorsed">{t('home.calendar.passScore', { score: item.pass_score })}</Fact>}
        </>
      );
    case 'offline_train':
      return (
        <>
          <Fact icon="time">{rangeOn(item.start_time, item.end_time, day)}</Fact>
          {item.address && <Fact icon="map-marker">{item.address}</Fact>}
          {item.is_apply !== null && (
            <Tag minimal round intent={item.is_apply === YES ? 'success' : 'none'}>
              {item.is_apply === YES ? t('home.calendar.applied') : t('home.calendar.notApplied')}
            </Tag>
          )}
        </>
      );
    case 'online_train':
      return (
        <>
          <Fact icon="time">{rangeOn(item.start_time, item.end_time, day)}</Fact>
          <span className="day-item__counts">
            {item.phase_num ? <span>{t('home.calendar.counts.phases', { count: item.phase_num })}</span> : null}
            {item.course_num ? <span>{t('home.calendar.counts.courses', { count: item.course_num })}</span> : null}
            {item.exam_num ? <span>{t('home.calendar.counts.exams', { count: item.exam_num })}</span> : null}
            {item.qn_num ? <span>{t('home.calendar.counts.questionnaires', { count: item.qn_num })}</span> : null}
            {item.argument_num ? <span>{t('home.calendar.counts.arguments', { count: item.argument_num })}</span> : null}
          </span>
        </>
      );
    case 'map':
      return (
        <>
          {item.phase_title && <Fact icon="flag">{t('home.calendar.phase', { index: item.phase_index ?? 1, title: item.phase_title })}</Fact>}
          <Fact icon="time">{rangeOn(item.start_time, item.end_time, day)}</Fact>
          {(item.study_type === MapStudyType.free || item.study_type === MapStudyType.fixed) && (
            <Tag minimal round>
              {item.study_type === MapStudyType.free ? t('home.calendar.studyType.1') : t('home.calendar.studyType.2')}
            </Tag>
          )}
        </>
      );
    case 'defence':
      return (
        <>
          <Fact icon="time">{rangeOn(item.start_time, item.end_time, day)}</Fact>
          {item.address && <Fact icon="map-marker">{item.address}</Fact>}
          {item.defence_kind !== null && item.defence_kind >= 6 && item.defence_kind <= 9 && (
            <Tag minimal round>
              {t(`defences.kind.${item.defence_kind}` as 'defences.kind.6')}
            </Tag>
          )}
        </>
      );
    default:
      return null;
  }
}

/** The action of a day item: live classes open the live entry; the others go to their page. */
function Action({ item }: { item: DayItem }) {
  const { t } = useTranslation();
  if (item.type_name === 'live')
    return (
      <LiveEntry
        small
        progress={item.progress_status}
        video_id={item.video_id}
        is_generate_playback={item.is_generate_playback}
        playback_url={item.playback_url}
        course_id={item.course_id}
        chapter_id={item.chapter_id}
      />
    );
  const target = dayItemTarget(item);
  if (!target) return null;
  const label =
    item.type_name === 'exam'
      ? item.progress_status === ProgressStatus.finished
        ? t('home.calendar.viewExam')
        : t('home.calendar.goExam')
      : item.type_name === 'offline_train'
        ? t('home.calendar.viewTrain')
        : item.type_name === 'online_train'
          ? t('home.calendar.goTask')
          : item.type_name === 'defence'
            ? t('home.calendar.goDefence')
            : t('home.calendar.goMap');
  const className = `bp6-button bp6-small ${item.progress_status === ProgressStatus.finished ? 'bp6-variant-outlined' : 'bp6-intent-primary'}`;
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
  const status = progressKey(item.progress_status);
  return (
    <div className={`day-item day-item--${type ?? 'other'}`} data-testid="day-item" data-type={item.type_name} data-status={item.progress_status}>
      <div className="day-item__main">
        <div className="day-item__head">
          {type && (
            <Tag minimal className={`day-item__type day-item__type--${type}`} icon={TYPE_ICON[type]}>
              {t(`home.calendar.types.${type}`)}
            </Tag>
          )}
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
