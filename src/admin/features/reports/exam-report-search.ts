import { reportSearch } from './search';

/** The exam results report's filters as its addresses keep them (?department=&from=&to=&page=). */
export interface ExamReportSearch {
  /** The department's id (with the departments below it). */
  department?: number;
  /** The first and last company day of submission, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each key the exam results report owns: undefined when absent or malformed. */
export function examReportSearch(search: Record<string, unknown>): ExamReportSearch {
  const { department, page } = reportSearch(search);
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  return { department, from: day(search.from), to: day(search.to), page };
}

/** The filters a report's page hands on to another (the list to an exam and back): the page left out. */
export function examReportFilters(search: ExamReportSearch): ExamReportSearch {
  return { department: search.department, from: search.from, to: search.to };
}

/** The filters as the exports' query takes them (department_id, from, to). */
export function examExportFilters(search: ExamReportSearch): Record<string, string | undefined> {
  return { department_id: search.department ? String(search.department) : undefined, from: search.from, to: search.to };
}
