import { linkOptions } from '@tanstack/react-router';

/** Notify type 3: a system notice. */
export const NOTIFY_SYSTEM = 3;

/**
 * Where a notification opens, by its notify item type (spec section 3): 1 course, 2 map,
 * 3 online training, 4 offline training, 5 live reminder, 6 offline defence, 7 remote
 * defence, 8 interactive, 9 AI defence, 10 formal exam, 11 class test, 12 map exam,
 * 13 training exam. System notices (notify type 3) open nothing. Without a target id an
 * item opens the list page of its kind. The router builds the address from the options.
 */
export function notifyTarget(notifyType: number, type: number, id: number | null) {
  if (notifyType === NOTIFY_SYSTEM) return null;
  switch (type) {
    case 1:
      return id !== null ? linkOptions({ to: '/course/course-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case 2:
      return id !== null ? linkOptions({ to: '/knowledge/map-detail', search: { mapId: id } }) : linkOptions({ to: '/knowledge' });
    case 3:
    case 4:
      return id !== null ? linkOptions({ to: '/mine-train/mine-train-show/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case 5:
      return linkOptions({ to: '/member/member-course' });
    case 6:
    case 7:
    case 8:
    case 9:
      return id !== null ? linkOptions({ to: '/knowledge/replay-explain', search: { id } }) : linkOptions({ to: '/member/memberAssess' });
    case 10:
    case 13:
      return id !== null ? linkOptions({ to: '/mine-exam/mine-exam-explain/$id', params: { id } }) : linkOptions({ to: '/knowledge' });
    case 11:
      return id !== null ? linkOptions({ to: '/course/exam-show/$id', params: { id } }) : linkOptions({ to: '/course' });
    case 12:
      return id !== null ? linkOptions({ to: '/knowledge/stage-exam-explain', search: { id } }) : linkOptions({ to: '/knowledge' });
    default:
      return null;
  }
}
