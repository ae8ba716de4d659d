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

export const NOTIFY_SYSTEM = 3;

export function notifyTarget(notifyType: number, type: number, targetId: number | null): NotifyTarget | null {
  if (notifyType === NOTIFY_SYSTEM) return null;
  const id = targetId === null ? null : String(targetId);
  switch (type) {
    case 1:
      return id ? { to: '/course/course-show/$id', params: { id } } : { to: '/course' };
    case 2:
      return id ? { to: '/knowledge/map-detail', search: { mapId: Number(id) } } : { to: '/knowledge' };
    case 3:
    case 4:
      return id ? { to: '/mine-train/mine-train-show/$id', params: { id } } : { to: '/knowledge' };
    case 5:
      return { to: '/member/member-course' };
    case 6:
    case 7:
    case 8:
    case 9:
      return id ? { to: '/knowledge/replay-explain', search: { id: Number(id) } } : { to: '/member/memberAssess' };
    case 10:
    case 13:
      return id ? { to: '/mine-exam/mine-exam-explain/$id', params: { id } } : { to: '/knowledge' };
    case 11:
      return id ? { to: '/course/exam-show/$id', params: { id } } : { to: '/course' };
    case 12:
      return id ? { to: '/knowledge/stage-exam-explain', search: { id: Number(id) } } : { to: '/knowledge' };
    default:
      return null;
  }
}
