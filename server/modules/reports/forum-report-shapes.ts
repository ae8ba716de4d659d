/** The forum activity report's filters, rows and sort columns (what its routes take and its repository reads; what counts: forum-report-repo.ts). */

export const FORUM_REPORT_SORTS = ['month', 'department', 'posts', 'comments', 'likes_received', 'active_people'] as const;
export type ForumReportSort = (typeof FORUM_REPORT_SORTS)[number];

/** People listed as the top posters. */
export const TOP_POSTERS = 10;

export interface ForumReportFilter {
  /** From the first month's first instant (included) to the first instant after the last month (excluded). */
  since: Date;
  until: Date;
  departmentId?: number;
  /** The months of the range, oldest first: each one's name ('YYYY-MM') and first instant in the company's zone. */
  months: { label: string; start: Date }[];
}

/** One department's one month. */
export interface ForumActivityRow {
  month: string;
  department_id: number | null;
  department_name: string | null;
  posts: number;
  comments: number;
  likes_received: number;
  active_people: number;
}

export interface ForumTopPosterRow {
  user_id: number;
  account: string;
  name: string;
  department_name: string | null;
  posts: number;
  comments: number;
  likes_received: number;
}
