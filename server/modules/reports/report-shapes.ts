/** The reports' filters, rows and sort columns (what the routes take and the repository reads). */

/** What an assignment is: a required course, a task, an online training (a task of kind 2), a learning map, an offline training. */
export const ASSIGNMENT_KINDS = ['course', 'task', 'online_training', 'map', 'training'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export interface CompletionFilter {
  /** The department's people and those of the departments below it. */
  departmentId?: number;
  kind?: AssignmentKind;
  /** One course, task, map or training (with kind). */
  itemId?: number;
  /** finished, unfinished (any not finished), or overdue (not finished past the deadline). */
  status?: 'finished' | 'unfinished' | 'overdue';
}

/** One person's one assignment. */
export interface CompletionRow {
  user_id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  kind: AssignmentKind;
  item_id: number;
  item_title: string;
  finished: boolean;
  progress: number;
  finished_at: Date | null;
  deadline: Date | null;
  overdue: boolean;
}

export const COMPLETION_SORTS = ['name', 'account', 'department', 'kind', 'item', 'status', 'progress', 'deadline', 'finished_at'] as const;
export type CompletionSort = (typeof COMPLETION_SORTS)[number];

export interface StudyFilter {
  departmentId?: number;
  /** First and last company month, 'YYYY-MM', both included. */
  from: string;
  to: string;
}

/** One department's one month: what its people studied and earned (their own department, not its sub-departments'). */
export interface StudyRow {
  month: string;
  department_id: number | null;
  department_name: string | null;
  /** People of the department with a month score (credits or study time). */
  people: number;
  /** Of them, those who studied. */
  learners: number;
  study_seconds: number;
  credits: number;
}

export const STUDY_SORTS = ['month', 'department', 'people', 'learners', 'study_seconds', 'credits'] as const;
export type StudySort = (typeof STUDY_SORTS)[number];

export type Direction = 'asc' | 'desc';

