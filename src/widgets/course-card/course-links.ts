import { CourseType, JoinState, YES } from '../../shared/spec-codes';

/** Spec section 9: one day is 86400 seconds, used for the days remaining. */
export const DAY_SECONDS = 86400;
/** At most 3 participant photos per card. */
export const MAX_CARD_PHOTOS = 3;

export interface CardLinkFields {
  id: number;
  course_type: number;
  join_state: number | null;
  is_optional: number;
}

export type CourseRoute = '/course/face-show/$id' | '/course/course-show/$id' | '/course/course-detail/$id';

/** Spec "Shared cards": FaceShow for type 7; CourseShow when join_state is 3 or is_optional is 1; else CourseDetail. */
export function courseRouteOf(card: CardLinkFields): CourseRoute {
  if (card.course_type === CourseType.faceToFace) return '/course/face-show/$id';
  if (card.join_state === JoinState.elective || card.is_optional === YES) return '/course/course-show/$id';
  return '/course/course-detail/$id';
}

/** Spec "Shared cards": a go-learn button when join_state is set and not 3, else the join-elective button. */
export function showsGoLearn(card: Pick<CardLinkFields, 'join_state'>): boolean {
  return card.join_state !== null && card.join_state !== JoinState.elective;
}

/** Whole days from now until the expiry, only when above 0 (else null). */
export function daysRemaining(expiredAt: number | null, nowSeconds = Date.now() / 1000): number | null {
  if (expiredAt === null) return null;
  const days = Math.floor((expiredAt - nowSeconds) / DAY_SECONDS);
  return days > 0 ? days : null;
}
