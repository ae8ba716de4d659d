import type { CompanyCalendar } from '../../core/calendar.js';
import { translate } from '../../core/i18n.js';
import type { ForumReportRepo } from './forum-report-repo.js';
import type { ForumActivityRow, ForumReportFilter, ForumReportSort } from './forum-report-shapes.js';
import { monthRange, monthsOf } from './report-range.js';
import type { Direction, StudyFilter } from './report-shapes.js';
import type { ReportQuery, ReportsRepo } from './reports-repo.js';
import type { ExportColumn, StudyInput } from './reports-service.js';

/** The forum activity report's filters as asked: a department (with those below it), the first and last company month (the study report's: the last twelve by default). */
export type ForumReportInput = StudyInput;

/** The export of the forum activity report (ExportRequest in reports-service.ts). */
export interface ForumExportRequest {
  report: 'forum';
  filter: ForumReportInput;
  sort: ForumReportSort;
  order: Direction;
}

/**
 * The forum activity report: posts, comments, likes received and active people by department
 * and company month (see forum-report-repo.ts for what counts and why), the range's totals with its top
 * posters, and the rows of its export.
 */
export class ForumReport {
  constructor(
    private readonly repo: ForumReportRepo,
    private readonly reports: ReportsRepo,
    private readonly calendar: CompanyCalendar,
    /** The reports' months check (the study report's): the department checked, the months asked or the last twelve, the first not after the last. */
    private readonly months: (input: StudyInput) => Promise<StudyFilter>,
  ) {}

  /** A page of the departments' months, and the months read. */
  async list(input: ForumReportInput, sort: ForumReportSort, order: Direction, page: number, limit: number) {
    const { filter, from, to } = await this.filter(input);
    const { rows, total } = await this.reports.page<ForumActivityRow>(this.repo.activity(filter, sort, order), page, limit);
    return { list: rows, total, current_page: page, from, to };
  }

  /** The range's figures and its top posters. */
  async summary(input: ForumReportInput) {
    const { filter, from, to } = await this.filter(input);
    return { from, to, ...(await this.repo.totals(filter)) };
  }

  /** The query and columns of the export (ReportsService.export streams them). */
  async exportOf(request: ForumExportRequest): Promise<{ query: ReportQuery; columns: ExportColumn<never>[] }> {
    const { filter } = await this.filter(request.filter);
    return { query: this.repo.activity(filter, request.sort, request.order), columns: COLUMNS as ExportColumn<never>[] };
  }

  private async filter(input: ForumReportInput): Promise<{ filter: ForumReportFilter; from: string; to: string }> {
    const months = await this.months(input);
    const range = monthRange(this.calendar.zone, months.from, months.to);
    return { filter: { ...range, departmentId: months.departmentId, months: monthsOf(this.calendar.zone, months.from, months.to) }, from: months.from, to: months.to };
  }
}

const COLUMNS: ExportColumn<ForumActivityRow>[] = [
  { header: 'reportColumn.month', cell: (row) => row.month },
  { header: 'reportColumn.department', cell: (row, locale) => row.department_name ?? translate('reportNoDepartment', locale) },
  { header: 'reportColumn.posts', cell: (row) => row.posts },
  { header: 'reportColumn.comments', cell: (row) => row.comments },
  { header: 'reportColumn.likesReceived', cell: (row) => row.likes_received },
  { header: 'reportColumn.activePeople', cell: (row) => row.active_people },
];
