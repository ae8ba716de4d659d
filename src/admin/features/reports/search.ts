/** The reports' filters as their addresses keep them (?department=&kind=&status=&page=). */
export interface ReportSearch {
  /** The department's id (a number: the router writes a string's quotes into the address). */
  department?: number;
  kind?: 'COURSE' | 'TASK' | 'ONLINE_TRAINING' | 'MAP' | 'TRAINING';
  status?: 'FINISHED' | 'UNFINISHED' | 'OVERDUE';
  page?: number;
}

const KINDS = ['COURSE', 'TASK', 'ONLINE_TRAINING', 'MAP', 'TRAINING'] as const;
const STATUSES = ['FINISHED', 'UNFINISHED', 'OVERDUE'] as const;

/** Each key the reports own: undefined when absent or malformed. */
export function reportSearch(search: Record<string, unknown>): ReportSearch {
  const department = Number(search.department);
  const page = Number(search.page);
  return {
    department: Number.isInteger(department) && department > 0 && department <= 2147483647 ? department : undefined,
    kind: KINDS.find((kind) => kind === search.kind),
    status: STATUSES.find((status) => status === search.status),
    page: Number.isInteger(page) && page > 1 && page <= 100000 ? page : undefined,
  };
}
