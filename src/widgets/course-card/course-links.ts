/** Spec section 9: one day is 86400 seconds, used for the days remaining. */
export const DAY_SECONDS = 86400;
/** At most 3 participant photos per card. */
export const MAX_CARD_PHOTOS = 3;

/** What the card rule reads of a course: its kind and how the reader holds it (the graph's CourseType and CourseJoinState). */
export interface CardLinkFields {
  type: string;
  joinState: string | null;
}

export type CourseRoute = '/course/face-show/$id' | '/course/course-show/$id' | '/course/course-detail/$id';

/** Spec "Shared cards": FaceShow for a face-to-face course; CourseShow for a joined elective; else CourseDetail. */
export function courseRouteOf(card: CardLinkFields): CourseRoute {
  if (card.type === 'FACE_TO_FACE') return '/course/face-show/$id';
  if (card.joinState === 'ELECTIVE') return '/course/course-show/$id';
  return '/course/course-detail/$id';
}

/** Spec "Shared cards": a go-learn button when the course is held and not as an elective, else the join-elective button. */
export function showsGoLearn(card: Pick<CardLinkFields, 'joinState'>): boolean {
  return card.joinState !== null && card.joinState !== 'ELECTIVE';
}

/** Whole days from now until the expiry (an ISO time), only when above 0 (else null). */
export function daysRemaining(expiresAt: string | null, nowMs = Date.now()): number | null {
  if (expiresAt === null) return null;
  const days = Math.floor((Date.parse(expiresAt) - nowMs) / 1000 / DAY_SECONDS);
  return days > 0 ? days : null;
}
