import { linkOptions } from '@tanstack/react-router';
import type { NotificationKind } from '../../graphql/generated/notify';

/**
 * Where a notification opens, by its kind (spec section 3's notify item types: course, map,
 * online and offline training, live reminder, the four defences, formal exam, class test, map
 * exam, training exam; and a reply in a course's Q&A). System notices (and an announcement
 * without a link) open nothing. Without a
 * target id an item opens the list page of its kind. The router builds the address from the
 * options.
 */
export function notifyTarget(kind: NotificationKind, targetId: string | null) {
  const id = targetId === null ? null : Number(targetId);
  switch (kind) {
    case 'COURSE':
      return id !== null ? linkOptions({ to: '/course/course-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case 'LEARNING_MAP':
      return id !== null ? linkOptions({ to: '/knowledge/map-detail', search: { mapId: id } }) : linkOptions({ to: '/knowledge' });
    case 'ONLINE_TRAINING':
    case 'OFFLINE_TRAINING':
      return id !== null ? linkOptions({ to: '/mine-train/mine-train-show/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case 'LIVE_REMINDER':
      return linkOptions({ to: '/member/member-course' });
    case 'OFFLINE_DEFENCE':
    case 'REMOTE_DEFENCE':
    case 'INTERACTIVE_DEFENCE':
    case 'AI_DEFENCE':
      return id !== null ? linkOptions({ to: '/knowledge/replay-explain', search: { id } }) : linkOptions({ to: '/member/memberAssess' });
    case 'FORMAL_EXAM':
    case 'TRAINING_EXAM':
      return id !== null ? linkOptions({ to: '/mine-exam/mine-exam-explain/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case 'CLASS_TEST':
      return id !== null ? linkOptions({ to: '/course/exam-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case 'MAP_EXAM':
      return id !== null ? linkOptions({ to: '/knowledge/stage-exam-explain', search: { id } }) : linkOptions({ to: '/knowledge' });
    case 'COURSE_QUESTION_REPLY':
      return id !== null ? linkOptions({ to: '/course/question-show/$id', params: { id } }) : linkOptions({ to: '/member/member-question' });
    case 'MUTE_REMINDER':
    case 'SYSTEM_NOTICE':
    case 'ANNOUNCEMENT':
      return null;
  }
}

/** The tag of each kind (the notify item type's name; a Q&A reply is tagged as an interaction). */
const KIND_KEYS = {
  COURSE: 'notify.types.1',
  LEARNING_MAP: 'notify.types.2',
  ONLINE_TRAINING: 'notify.types.3',
  OFFLINE_TRAINING: 'notify.types.4',
  LIVE_REMINDER: 'notify.types.5',
  OFFLINE_DEFENCE: 'notify.types.6',
  REMOTE_DEFENCE: 'notify.types.7',
  INTERACTIVE_DEFENCE: 'notify.types.8',
  AI_DEFENCE: 'notify.types.9',
  FORMAL_EXAM: 'notify.types.10',
  CLASS_TEST: 'notify.types.11',
  MAP_EXAM: 'notify.types.12',
  TRAINING_EXAM: 'notify.types.13',
  COURSE_QUESTION_REPLY: 'notify.tabs.2',
  MUTE_REMINDER: 'notify.systemTypes.1',
  SYSTEM_NOTICE: 'notify.systemLabel',
  ANNOUNCEMENT: 'notify.systemTypes.2',
} as const satisfies Record<NotificationKind, string>;

/** The translation key of a notification's tag. */
export function notifyKindKey(kind: NotificationKind): (typeof KIND_KEYS)[NotificationKind] {
  return KIND_KEYS[kind];
}
