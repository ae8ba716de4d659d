import { studyCardRoute } from '../../widgets/study-card/study-card';
import { ProgressStatus, RecordTaskType, StudyDayFilter, StudyRecordType } from '../../shared/spec-codes';

/**
 * Pure rules of the home page blocks: ranking medals, study-time display, library file
 * kinds, study day items and study records (spec sections 2, 3 and 9).
 */

// Rankings ---------------------------------------------------------------------------

export type Medal = 'gold' | 'silver' | 'bronze';

/** Spec section 9: rows 1-3 get medal styling; the number is shown from 4 on. */
export function medalOf(rowno: number): Medal | null {
  return rowno === 1 ? 'gold' : rowno === 2 ? 'silver' : rowno === 3 ? 'bronze' : null;
}

/** The two scopes of a ranking, as the API's with_department. */
export const RANK_SCOPES = [
  { key: 'all', withDepartment: 0 },
  { key: 'department', withDepartment: 1 },
] as const;

// Study time -----------------------------------------------------------------------

/** Seconds of study as whole hours and the remaining whole minutes. */
export function splitStudyTime(seconds: number | null | undefined): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
}

// Library ---------------------------------------------------------------------------

export { libraryKind, type LibraryKind } from '../../shared/file-badge/library-kind';

// Study day items -----------------------------------------------------------------

/** Tabs of the day's timeline, one per status filter of the API. */
export const DAY_STATUS_TABS = [
  { status: StudyDayFilter.all, key: 'all' },
  { status: StudyDayFilter.notStarted, key: 'notStarted' },
  { status: StudyDayFilter.inProgress, key: 'inProgress' },
  { status: StudyDayFilter.finished, key: 'completed' },
] as const;

export type DayItemType = 'live' | 'exam' | 'offline_train' | 'online_train' | 'map' | 'defence';

export interface DayItemFields {
  type_name: string;
  id: number | null;
  task_id: number | null;
  course_title: string | null;
  task_name: string | null;
  name: string | null;
  title: string | null;
}

const DAY_ITEM_TYPES: readonly string[] = ['live', 'exam', 'offline_train', 'online_train', 'map', 'defence'];

export function dayItemType(item: Pick<DayItemFields, 'type_name'>): DayItemType | null {
  return DAY_ITEM_TYPES.includes(item.type_name) ? (item.type_name as DayItemType) : null;
}

/** The headline of a day item: the course of a live class, the exam or task, the training, the map, the defence. */
export function dayItemTitle(item: DayItemFields): string {
  switch (item.type_name) {
    case 'live':
      return item.course_title ?? '';
    case 'exam':
    case 'online_train':
      return item.task_name ?? item.title ?? '';
    case 'offline_train':
      return item.name ?? '';
    case 'map':
    case 'defence':
      return item.title ?? '';
    default:
      return item.title ?? '';
  }
}

/**
 * Where a day item's action leads (live classes open the live entry instead): an exam to
 * its explanation page under my exams, an offline training to my training, an online
 * training to its task, a map to its detail page, a defence to its explanation page.
 */
export type DayItemTarget =
  | { to: '/mine-exam/mine-exam-explain/$id'; id: number }
  | { to: '/mine-train/mine-train-show/$id'; id: number }
  | { to: '/mine-task/mine-task-show/$id'; id: number }
  | MapTarget
  | DefenceTarget;

/** A learning map's detail page: the spec's route takes ?mapId= (section 2, Knowledge). */
export interface MapTarget {
  to: '/knowledge/map-detail';
  search: { mapId: number };
}
const mapTarget = (mapId: number): MapTarget => ({ to: '/knowledge/map-detail', search: { mapId } });

/** A defence's explanation page: the spec's route takes ?id= (section 2, Knowledge). */
export interface DefenceTarget {
  to: '/knowledge/replay-explain';
  search: { id: number };
}

export function dayItemTarget(item: DayItemFields): DayItemTarget | null {
  switch (item.type_name) {
    case 'exam':
      return item.id ? { to: '/mine-exam/mine-exam-explain/$id', id: item.id } : null;
    case 'offline_train':
      return item.id ? { to: '/mine-train/mine-train-show/$id', id: item.id } : null;
    case 'online_train':
      return item.task_id ? { to: '/mine-task/mine-task-show/$id', id: item.task_id } : null;
    case 'map':
      return item.id ? mapTarget(item.id) : null;
    case 'defence':
      return item.id ? { to: '/knowledge/replay-explain', search: { id: item.id } } : null;
    default:
      return null;
  }
}

/** The label key of a day item's progress_status. */
export function progressKey(status: number): 'notStarted' | 'inProgress' | 'completed' {
  return status === ProgressStatus.finished ? 'completed' : status === ProgressStatus.inProgress ? 'inProgress' : 'notStarted';
}

// Study records ----------------------------------------------------------------------

export interface RecordFields {
  type: number;
  task_type: number;
  target_id: number | null;
  course_title: string | null;
  course_cover: string | null;
  course_type: number | null;
  task_name: string | null;
  task_img: string | null;
  map_title: string | null;
  map_cover: string | null;
}

export type RecordKind = 'course' | 'exam' | 'task' | 'map';

/** What a study record is about: its type, and for a task or exam its task_type. */
export function recordKind(record: Pick<RecordFields, 'type' | 'task_type'>): RecordKind | null {
  if (record.type === StudyRecordType.course) return 'course';
  if (record.type === StudyRecordType.taskOrExam) return record.task_type === RecordTaskType.exam ? 'exam' : 'task';
  if (record.type === StudyRecordType.map) return 'map';
  return null;
}

export function recordTitle(record: RecordFields): string {
  const kind = recordKind(record);
  if (kind === 'course') return record.course_title ?? '';
  if (kind === 'exam' || kind === 'task') return record.task_name ?? '';
  if (kind === 'map') return record.map_title ?? '';
  return '';
}

export function recordCover(record: RecordFields): string {
  const kind = recordKind(record);
  if (kind === 'course') return record.course_cover ?? '';
  if (kind === 'exam' || kind === 'task') return record.task_img ?? '';
  if (kind === 'map') return record.map_cover ?? '';
  return '';
}

export type RecordTarget =
  | { to: '/course/face-show/$id' | '/course/course-show/$id' | '/mine-exam/mine-exam-explain/$id' | '/mine-task/mine-task-show/$id'; id: number }
  | MapTarget;

/** The studied thing's page: the course (FaceShow for course_type 7), the exam, the task, the map. */
export function recordTarget(record: RecordFields): RecordTarget | null {
  if (!record.target_id) return null;
  const id = record.target_id;
  switch (recordKind(record)) {
    case 'course':
      return { to: studyCardRoute({ course_type: record.course_type ?? 0 }), id };
    case 'exam':
      return { to: '/mine-exam/mine-exam-explain/$id', id };
    case 'task':
      return { to: '/mine-task/mine-task-show/$id', id };
    case 'map':
      return mapTarget(id);
    default:
      return null;
  }
}

/** Spec section 9: at most 3 participant photos. */
export const MAX_STUDY_USER_PHOTOS = 3;
