import { linkOptions } from '@tanstack/react-router';
import { NotifyItemType, NotifyType } from '../../shared/spec-codes';

/**
 * Where a notification opens, by its notify item type (spec section 3): 1 course, 2 map,
 * 3 online training, 4 offline training, 5 live reminder, 6 offline defence, 7 remote
 * defence, 8 interactive, 9 AI defence, 10 formal exam, 11 class test, 12 map exam,
 * 13 training exam. System notices (notify type 3) open nothing. Without a target id an
 * item opens the list page of its kind. The router builds the address from the options.
 */
export function notifyTarget(notifyType: number, type: number, id: number | null) {
  if (notifyType === NotifyType.system) return null;
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
