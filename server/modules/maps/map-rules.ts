/** Map kinds (study_maps.map_type), study orders (study_type) and stage item types. */
export const MapType = { jobPost: 1, newEmployee: 2 } as const;
export const StudyType = { free: 1, fixed: 2 } as const;
export const ChapterType = { video: 5, imageText: 6 } as const;
export const MapItemType = { exam: 2, questionnaire: 3, argument: 4 } as const;
/** The exam types of map stage exams (spec: 17 and 18 map test). */
export const MAP_EXAM_TYPES = [17, 18];
/** A comment on a punch-in holds at most this many characters of text. */
export const COMMENT_MAX = 500;

/**
 * Which stages are locked: none in a free map; in a fixed map every stage after the first
 * one that is not complete (stages unlock in order, by completion, not by calendar).
 */
export function stageLocks(studyType: number, complete: boolean[]): boolean[] {
  if (studyType !== StudyType.fixed) return complete.map(() => false);
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
