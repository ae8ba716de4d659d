import { DEFAULT_STUDY_CARDS_PER_ROW, cardSpan } from '../../shared/grid/spans';
import type { CourseType } from '../../graphql/generated/home';

/**
 * The spec's study card (section 2 "Shared cards"): a course the user is studying, with
 * its progress. The home page lists the caller's started courses with it. The spec's "id
 * from id or course_basis_id" and "course_cover or cover" are the graph's (Course.id and
 * cover of User.coursesInProgress).
 */
export interface StudyCardFields {
  id: string;
  type: CourseType;
  title: string;
  cover: string;
  /** Percent, 0-100. */
  progress: number;
  /** ISO 8601; null when never studied. */
  lastStudiedAt: string | null;
}

export type StudyCardRoute = '/course/face-show/$id' | '/course/course-show/$id';

/** FaceShow for a face-to-face course, else CourseShow. */
export function studyCardRoute(card: Pick<StudyCardFields, 'type'>): StudyCardRoute {
  return card.type === 'FACE_TO_FACE' ? '/course/face-show/$id' : '/course/course-show/$id';
}

/** The last study time shows only when more than one card is listed; a single card invites to study. */
export function showsLastStudyTime(cardsListed: number): boolean {
  return cardsListed > 1;
}

/** Columns (of 24) a study card spans; 4 cards per row unless told otherwise. */
export function studyCardSpan(cardsPerRow = DEFAULT_STUDY_CARDS_PER_ROW): number {
  return cardSpan(cardsPerRow);
}
