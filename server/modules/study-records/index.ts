import type { Db } from '../../core/db/database.js';
import { StudyRecordsRepo } from './study-records-repo.js';
import './tables.js';

export { RecordType, TaskType, thingKey, type FeedRow, type StudiedThing } from './study-records-repo.js';

/** The study-record feed (what each person studied last: courses, exams, tasks, maps), the study clock and the study time credited per day. */
export type StudyRecords = Pick<StudyRecordsRepo, 'touch' | 'count' | 'feed' | 'otherStudents' | 'creditStudySeconds' | 'lockClock' | 'addStudyTime'>;

/** Study records have no routes of their own: courses and exams write them, the home page reads them. */
export function createStudyRecordsModule(deps: { db: Db }): { services: { studyRecords: StudyRecords } } {
  return { services: { studyRecords: new StudyRecordsRepo(deps.db) } };
}
