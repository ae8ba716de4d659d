import { NotifyItemType, NotifyType } from '../../shared/spec-codes';
/**
 * Where a notification opens, by its notify item type (spec section 3): 1 course, 2 map,
 * 3 online training, 4 offline training, 5 live reminder, 6 offline defence, 7 remote
 * defence, 8 interactive, 9 AI defence, 10 formal exam, 11 class test, 12 map exam,
 * 13 training exam. System notices (notify type 3) open nothing. Without a target id an
 * item opens the list page of its kind.
 */
export interface NotifyTarget {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string | number>;
}

export function notifyTarget(notifyType: number, type: number, targetId: number | null): NotifyTarget | null {
  if (notifyType === NotifyType.system) return null;
  const id = targetId === null ? null : String(targetId);
  switch (type) {
    case NotifyItemType.course:
      return id ? { to: '/course/course-show/$id', params: { id } } : { to: '/course' };
    case NotifyItemType.map:
      return id ? { to: '/knowledge/map-detail', search: { mapId: Number(id) } } : { to: '/knowledge' };
    case NotifyItemType.onlineTraining:
    case NotifyItemType.offlineTraining:
      return id ? { to: '/mine-train/mine-train-show/$id', params: { id } } : { to: '/knowledge' };
    case NotifyItemType.liveReminder:
      return { to: '/member/member-course' };
    case NotifyItemType.offlineDefence:
    case NotifyItemType.remoteDefence:
    case NotifyItemType.interactive:
    case NotifyItemType.aiDefence:
      return id ? { to: '/knowledge/replay-explain', search: { id: Number(id) } } : { to: '/member/memberAssess' };
    case NotifyItemType.formalExam:
    case NotifyItemType.trainingExam:
      return id ? { to: '/mine-exam/mine-exam-explain/$id', params: { id } } : { to: '/knowledge' };
    case NotifyItemType.classTest:
      return id ? { to: '/course/exam-show/$id', params: { id } } : { to: '/course' };
    case NotifyItemType.mapExam:
      return id ? { to: '/knowledge/stage-exam-explain', search: { id: Number(id) } } : { to: '/knowledge' };
    default:
      return null;
  }
}
