import { linkOptions } from '@tanstack/react-router';
import { NotifyItemType, NotifyType } from '../../shared/spec-codes';

/**
 * Where a notification opens, by its notify item type (spec section 3): 1 course, 2 map,
 * 3 online training, 4 offline training, 5 live reminder, 6 offline defence, 7 remote
 * defence, 8 interactive, 9 AI defence, 10 formal exam, 11 class test, 12 map exam,
 * 13 training exam. System notices (notify type 3) open nothing. Without a target id an
 * item opens the list page of its kind. The router builds the address from the options.
 * An interaction notice without an item type (a reply in a course's Q&A; the spec's item
 * types name none for it, 8 being the interactive defence) opens that course's Q&A.
 */
export function notifyTarget(notifyType: number, type: number, id: number | null) {
  if (notifyType === NotifyType.system) return null;
  if (notifyType === NotifyType.interaction && !isItemType(type)) {
    return id !== null ? linkOptions({ to: '/course/question-show/$id', params: { id } }) : linkOptions({ to: '/member/member-question' });
  }
  switch (type) {
    case NotifyItemType.course:
      return id !== null ? linkOptions({ to: '/course/course-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case NotifyItemType.map:
      return id !== null ? linkOptions({ to: '/knowledge/map-detail', search: { mapId: id } }) : linkOptions({ to: '/knowledge' });
    case NotifyItemType.onlineTraining:
    case NotifyItemType.offlineTraining:
      return id !== null ? linkOptions({ to: '/mine-train/mine-train-show/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case NotifyItemType.liveReminder:
      return linkOptions({ to: '/member/member-course' });
    case NotifyItemType.offlineDefence:
    case NotifyItemType.remoteDefence:
    case NotifyItemType.interactive:
    case NotifyItemType.aiDefence:
      return id !== null ? linkOptions({ to: '/knowledge/replay-explain', search: { id } }) : linkOptions({ to: '/member/memberAssess' });
    case NotifyItemType.formalExam:
    case NotifyItemType.trainingExam:
      return id !== null ? linkOptions({ to: '/mine-exam/mine-exam-explain/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case NotifyItemType.classTest:
      return id !== null ? linkOptions({ to: '/course/exam-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case NotifyItemType.mapExam:
      return id !== null ? linkOptions({ to: '/knowledge/stage-exam-explain', search: { id } }) : linkOptions({ to: '/knowledge' });
    default:
      return null;
  }
}

function isItemType(type: number): boolean {
  return (Object.values(NotifyItemType) as number[]).includes(type);
}

/** The tag of a notice: its item type, else its notify type (an interaction notice without an item type). */
export function notifyKindKey(notifyType: number, type: number): `notify.types.${number}` | `notify.tabs.${number}` | `notify.systemTypes.${number}` {
  if (notifyType === NotifyType.system) return `notify.systemTypes.${type}`;
  if (isItemType(type)) return `notify.types.${type}`;
  return `notify.tabs.${notifyType}`;
}
