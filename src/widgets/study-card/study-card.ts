import { DEFAULT_STUDY_CARDS_PER_ROW, cardSpan } from '../../shared/grid/spans';
import { CourseType } from '../../shared/spec-codes';

/**
 * The spec's study card (section 2 "Shared cards"): a course the user is studying, with
 * its progress. The home page lists the caller's started courses with it.
 */
export interface StudyCardFields {
  id: number | null;
  course_basis_id: number | null;
  course_type: number;
  title: string;
  cover: string | null;
  course_cover: string | null;
  /** Percent, 0-100. */
  progress: number;
  last_study_time: number | null;
}

export type StudyCardRoute = '/course/face-show/$id' | '/course/course-show/$id';

/** FaceShow for a face-to-face course (course_type 7), else CourseShow. */
export function studyCardRoute(card: Pick<StudyCardFields, 'course_type'>): StudyCardRoute {
  return card.course_type === CourseType.faceToFace ? '/course/face-show/$id' : '/course/course-show/$id';
}

/** The course id: `id`, or `course_basis_id` when a list gives no `id`. */
export function studyCardId(card: Pick<StudyCardFields, 'id' | 'course_basis_id'>): number | null {
  return card.id || card.course_basis_id || null;
}

/** The cover: `course_cover`, or `cover` when there is none. */
export function studyCardCover(card: Pick<StudyCardFields, 'cover' | 'course_cover'>): string {
  return card.course_cover || card.cover || '';
}

/** The last study time shows only when more than one card is listed; a single card invites to study. */
export function showsLastStudyTime(cardsListed: number): boolean {
  return cardsListed > 1;
}

/** Columns (of 24) a study card spans; 4 cards per row unless told otherwise. */
export function studyCardSpan(cardsPerRow = DEFAULT_STUDY_CARDS_PER_ROW): number {
  return cardSpan(cardsPerRow);
}
