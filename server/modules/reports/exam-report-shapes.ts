/** The exam results report's filters, rows and sort columns (what its routes take and its repository reads; see exam-report-repo.ts). */

/** The filters of the exam results report. */
export interface ExamReportFilter {
  /** The attempts of the people of this department and of the departments below it (their department now). */
  departmentId?: number;
  /** Attempts submitted at or after this instant (the first company day asked, at its start). */
  since?: Date;
  /** Attempts submitted before this instant (the day after the last company day asked, at its start). */
  until?: Date;
}

/** One exam of the list: its attempts' figures (each person's best marked attempt: exam-report-repo.ts). */
export interface ExamListRow {
  exam_id: number;
  title: string;
  exam_start: Date;
  exam_end: Date;
  full_score: number;
  pass_score: number;
  /** Every marked attempt. */
  attempts: number;
  /** People with a marked attempt. */
  examinees: number;
  /** Of them, those whose best attempt passed. */
  passed: number;
  pass_rate: number | null;
  average_score: number | null;
  average_seconds: number | null;
}

export const EXAM_LIST_SORTS = ['title', 'exam_start', 'attempts', 'examinees', 'average_score', 'pass_rate', 'average_seconds'] as const;
export type ExamListSort = (typeof EXAM_LIST_SORTS)[number];

/** One exam's figures over its people's best marked attempts. */
export interface ExamFiguresRow {
  attempts: number;
  examinees: number;
  passed: number;
  average_score: number | null;
  highest_score: number | null;
  lowest_score: number | null;
  average_seconds: number | null;
  median_seconds: number | null;
}

/** One question of an exam with how its examinees answered it. */
export interface ExamQuestionRow {
  question_id: number;
  /** Its place in the exam, from 1. */
  position: number;
  type: number;
  /** The question's text without markup, its first 80 characters. */
  excerpt: string;
  /** Its points in the exam. */
  score: number;
  examinees: number;
  /** Examinees whose best attempt answered it correctly. */
  correct: number;
  correct_rate: number | null;
  discrimination: number | null;
}

export const EXAM_QUESTION_SORTS = ['position', 'type', 'correct_rate', 'discrimination'] as const;
export type ExamQuestionSort = (typeof EXAM_QUESTION_SORTS)[number];
