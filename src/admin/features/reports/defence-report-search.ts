import { examReportSearch, type ExamReportSearch } from './exam-report-search';

/** The defence results report's filters as its address keeps them (?department=&from=&to=&page=): the days the defences start on. */
export type DefenceReportSearch = ExamReportSearch;

/** Each key the defence results report owns: undefined when absent or malformed (the same keys as the exam results report's). */
export function defenceReportSearch(search: Record<string, unknown>): DefenceReportSearch {
  return examReportSearch(search);
}
