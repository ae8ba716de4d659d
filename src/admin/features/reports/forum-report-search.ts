import { reportSearch } from './search';

/** The forum activity report's filters as its address keeps them (?department=&from=YYYY-MM&to=YYYY-MM&page=). */
export interface ForumReportSearch {
  /** The department's id (with the departments below it). */
  department?: number;
  /** The first and last company month, YYYY-MM (by default the server's: the last twelve). */
  from?: string;
  to?: string;
  page?: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Each key the forum activity report owns: undefined when absent or malformed. */
export function forumReportSearch(search: Record<string, unknown>): ForumReportSearch {
  const { department, page } = reportSearch(search);
  const month = (value: unknown) => (typeof value === 'string' && MONTH.test(value) ? value : undefined);
  return { department, from: month(search.from), to: month(search.to), page };
}
