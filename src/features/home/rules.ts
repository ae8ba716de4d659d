import type { StudyProgress, StudyRecordKind } from '../../graphql/generated/home';
import type { DayItem, StudyRecord } from './types';

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

/** The two scopes of a ranking: the company, or the caller's department. */
export const RANK_SCOPES = [
  { key: 'all', department: false },
  { key: 'department', department: true },
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

/** Tabs of the day's timeline: every item, or one state (the tab id is the spec's status 0-3). */
export const DAY_STATUS_TABS = [
  { status: 0, key: 'all', progress: null },
  { status: 1, key: 'notStarted', progress: 'NOT_STARTED' },
  { status: 2, key: 'inProgress', progress: 'IN_PROGRESS' },
  { status: 3, key: 'completed', progress: 'FINISHED' },
] as const satisfies readonly { status: number; key: string; progress: StudyProgress | null }[];

export type DayItemType = 'live' | 'exam' | 'offline_train' | 'online_train' | 'map' | 'defence';

/** The spec's item type (its type_name) of each of the graph's day item types. */
const DAY_ITEM_TYPES: Record<DayItem['__typename'], DayItemType> = {
  LiveLessonDayItem: 'live',
  ExamDayItem: 'exam',
  OfflineTrainingDayItem: 'offline_train',
  OnlineTrainingDayItem: 'online_train',
  LearningMapStageDayItem: 'map',
  DefenceDayItem: 'defence',
};

export function dayItemType(item: Pick<DayItem, '__typename'>): DayItemType {
  return DAY_ITEM_TYPES[item.__typename];
}

/** The headline of a day item: the course of a live class, the exam or task, the training, the map, the defence. */
export function dayItemTitle(item: DayItem): string {
  switch (item.__typename) {
    case 'LiveLessonDayItem':
      return item.courseTitle;
    case 'ExamDayItem':
    case 'DefenceDayItem':
      return item.title;
    case 'OnlineTrainingDayItem':
    case 'OfflineTrainingDayItem':
      return item.name;
    case 'LearningMapStageDayItem':
      return item.mapTitle;
  }
}

/** A key of a day item, unique within a day. */
export function dayItemKey(item: DayItem): string {
  switch (item.__typename) {
    case 'LiveLessonDayItem':
      return `live-${item.lessonId}`;
    case 'ExamDayItem':
      return `exam-${item.exam.id}`;
    case 'OfflineTrainingDayItem':
      return `offline-${item.trainingId}`;
    case 'OnlineTrainingDayItem':
      return `online-${item.taskId}`;
    case 'LearningMapStageDayItem':
      return `map-${item.mapId}-${item.stageId}`;
    case 'DefenceDayItem':
      return `defence-${item.defenceId}`;
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

export function dayItemTarget(item: DayItem): DayItemTarget | null {
  switch (item.__typename) {
    case 'ExamDayItem':
      return { to: '/mine-exam/mine-exam-explain/$id', id: Number(item.exam.id) };
    case 'OfflineTrainingDayItem':
      return { to: '/mine-train/mine-train-show/$id', id: Number(item.trainingId) };
    case 'OnlineTrainingDayItem':
      return { to: '/mine-task/mine-task-show/$id', id: Number(item.taskId) };
    case 'LearningMapStageDayItem':
      return mapTarget(Number(item.mapId));
    case 'DefenceDayItem':
      return { to: '/knowledge/replay-explain', search: { id: Number(item.defenceId) } };
    default:
      return null;
  }
}

/** The label key of a day item's progress. */
export function progressKey(progress: StudyProgress): 'notStarted' | 'inProgress' | 'completed' {
  return progress === 'FINISHED' ? 'completed' : progress === 'IN_PROGRESS' ? 'inProgress' : 'notStarted';
}

/** The spec's progress_status (0 not started, 1 in progress, 2 finished) of a progress: the live entry's and the timeline dot's. */
export function progressStatus(progress: StudyProgress): 0 | 1 | 2 {
  return progress === 'FINISHED' ? 2 : progress === 'IN_PROGRESS' ? 1 : 0;
}

// Study records ----------------------------------------------------------------------

export type RecordKind = 'course' | 'exam' | 'task' | 'map';

const RECORD_KINDS: Record<StudyRecordKind, RecordKind> = { COURSE: 'course', EXAM: 'exam', TASK: 'task', LEARNING_MAP: 'map' };

/** What a study record is about. */
export function recordKind(record: Pick<StudyRecord, 'kind'>): RecordKind {
  return RECORD_KINDS[record.kind];
}

export type RecordTarget =
  | { to: '/course/face-show/$id' | '/course/course-show/$id' | '/mine-exam/mine-exam-explain/$id' | '/mine-task/mine-task-show/$id'; id: number }
  | MapTarget;

/** The studied thing's page: the course (FaceShow for a face-to-face one), the exam, the task, the map. */
export function recordTarget(record: Pick<StudyRecord, 'kind' | 'targetId' | 'courseType'>): RecordTarget | null {
  const id = Number(record.targetId);
  if (!id) return null;
  switch (record.kind) {
    case 'COURSE':
      return { to: record.courseType === 'FACE_TO_FACE' ? '/course/face-show/$id' : '/course/course-show/$id', id };
    case 'EXAM':
      return { to: '/mine-exam/mine-exam-explain/$id', id };
    case 'TASK':
      return { to: '/mine-task/mine-task-show/$id', id };
    case 'LEARNING_MAP':
      return mapTarget(id);
  }
}

/** Spec section 9: at most 3 participant photos. */
export const MAX_STUDY_USER_PHOTOS = 3;
