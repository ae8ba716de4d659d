import { ExamType, MapStudyType } from '../../../src/shared/spec-codes.js';

/** Map kinds (study_maps.map_type); study orders, chapter and stage item types are the spec's codes. */
export const MapType = { jobPost: 1, newEmployee: 2 } as const;
export { ChapterType, MapItemType, MapStudyType as StudyType } from '../../../src/shared/spec-codes.js';
/** The exam types of map stage exams (spec: 17 and 18 map test). */
export const MAP_EXAM_TYPES: readonly number[] = [ExamType.mapTest, ExamType.mapStageTest];

/**
 * Which stages are locked: none in a free map; in a fixed map every stage after the first
 * one that is not complete (stages unlock in order, by completion, not by calendar).
 */
export function stageLocks(studyType: number, complete: boolean[]): boolean[] {
  if (studyType !== MapStudyType.fixed) return complete.map(() => false);
  let open = true;
  return complete.map((done) => {
    const locked = !open;
    if (!done) open = false;
    return locked;
  });
}

/** Whole percent of the units done (0 for a map without content). */
export function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((100 * done) / total);
}
