/** The defence results report's filters, rows and sort columns (what its routes take and its repository reads; see defence-report-repo.ts). */

/** The filters of the defence results report. */
export interface DefenceReportFilter {
  /** The participants of this department and of the departments below it (their department now). */
  departmentId?: number;
  /** Defences starting at or after this instant (the first company day asked, at its start). */
  since?: Date;
  /** Defences starting before this instant (the day after the last company day asked, at its start). */
  until?: Date;
}

/** A participant's result: reviewed at or above the pass score, reviewed below it, or not reviewed (absent or not assessed yet). */
export const DEFENCE_RESULTS = ['passed', 'failed', 'not_assessed'] as const;
export type DefenceResult = (typeof DEFENCE_RESULTS)[number];

/** One participant of a defence. */
export interface DefenceResultRow {
  attempt_id: number;
  user_id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  defence_id: number;
  title: string;
  starts_at: Date;
  full_score: number;
  pass_score: number;
  /** The reviewed score; null until reviewed. */
  score: number | null;
  result: DefenceResult;
}

export const DEFENCE_RESULT_SORTS = ['name', 'department', 'title', 'starts_at', 'score', 'result'] as const;
export type DefenceResultSort = (typeof DEFENCE_RESULT_SORTS)[number];
