import type { Readable } from 'node:stream';
import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { translate, type Locale, type MessageKey } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import { EXPORT_CONTENT_TYPES, streamReport, type Cell, type ExportFormat } from './report-export.js';
import type { CompletionFilter, CompletionRow, CompletionSort, Direction, StudyFilter, StudyRow, StudySort } from './report-shapes.js';
import type { ReportQuery, ReportsRepo } from './reports-repo.js';
import { ExamReport, type ExamExportRequest } from './exam-report.js';
import { ExamReportRepo } from './exam-report-repo.js';
import { DefenceReport, type DefenceExportRequest } from './defence-report.js';
import { DefenceReportRepo } from './defence-report-repo.js';
import { RedemptionReport, type RedemptionExportRequest } from './redemption-report.js';
import { RedemptionReportRepo } from './redemption-report-repo.js';
import { ForumReport, type ForumExportRequest } from './forum-report.js';
import { ForumReportRepo } from './forum-report-repo.js';

/** The reports there are. */
export const REPORTS = ['completion', 'study', 'exams', 'exam-questions', 'defences', 'redemptions', 'forum'] as const;
export type ReportName = (typeof REPORTS)[number];

/** A month as the reports take it: 'YYYY-MM'. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** A report's column in an export: its header (in the reader's language) and its cell. */
export interface ExportColumn<Row> {
  header: MessageKey;
  cell: (row: Row, locale: Locale) => Cell;
}

/** The months of the study report when none are asked: the last twelve, this one included. */
const DEFAULT_MONTHS = 12;

export interface StudyInput {
  departmentId?: number;
  from?: string;
  to?: string;
}

export type ExportRequest =
  | { report: 'completion'; filter: CompletionFilter; sort: CompletionSort; order: Direction }
  | { report: 'study'; filter: StudyInput; sort: StudySort; order: Direction }
  | ExamExportRequest
  | DefenceExportRequest
  | RedemptionExportRequest
  | ForumExportRequest;

/**
 * The back office's reports: pages of each report's rows, the dashboard's figures (sums of the
 * same rows the tables show) and the streamed exports, whose headers and labels are in the
 * reader's language.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly repo: ReportsRepo,
    private readonly calendar: CompanyCalendar,
  ) {}

  // -- completion ------------------------------------------------------------------------------

  async completion(filter: CompletionFilter, sort: CompletionSort, order: Direction, page: number, limit: number) {
    await this.checkDepartment(filter.departmentId);
    const { rows, total } = await this.repo.page<CompletionRow>(this.repo.completion(filter, sort, order), page, limit);
    return { list: rows.map(completionItem), total, current_page: page };
  }

  async completionSummary(filter: CompletionFilter) {
    await this.checkDepartment(filter.departmentId);
    return this.repo.completionTotals(this.repo.completion(filter, 'name', 'asc'));
  }

  // -- study time and credits ------------------------------------------------------------------

  async study(input: StudyInput, sort: StudySort, order: Direction, page: number, limit: number) {
    const filter = await this.studyFilter(input);
    const { rows, total } = await this.repo.page<StudyRow>(this.repo.study(filter, sort, order), page, limit);
    return { list: rows.map(studyItem), total, current_page: page, from: filter.from, to: filter.to };
  }

  /**
   * The dashboard: study time and credits in all and month by month (the study report's rows
   * summed), and the completion figures (the completion report's rows counted), of one
   * department with those below it, or of the company.
   */
  async dashboard(input: StudyInput) {
    const filter = await this.studyFilter(input);
    const [study, completion] = await Promise.all([
      this.repo.studyTotals(this.repo.study(filter, 'month', 'asc')),
      this.repo.completionTotals(this.repo.completion({ departmentId: filter.departmentId }, 'name', 'asc')),
    ]);
    return { from: filter.from, to: filter.to, study, completion };
  }

  // -- exports ----------------------------------------------------------------------------------

  /** A report's whole rows as a file, streamed: its name (the report's and today's date), type and bytes. */
  async export(request: ExportRequest, format: ExportFormat, locale: Locale): Promise<{ fileName: string; contentType: string; stream: Readable }> {
    let query: ReportQuery;
    let columns: ExportColumn<never>[];
    if (request.report === 'completion') {
      await this.checkDepartment(request.filter.departmentId);
      query = this.repo.completion(request.filter, request.sort, request.order);
      columns = this.completionColumns() as ExportColumn<never>[];
    } else if (request.report === 'study') {
      query = this.repo.study(await this.studyFilter(request.filter), request.sort, request.order);
      columns = this.studyColumns() as ExportColumn<never>[];
    } else if (request.report === 'redemptions') {
      ({ query, columns } = await this.redemptions.exportOf(request));
    } else if (request.report === 'defences') {
      ({ query, columns } = await this.defences.exportOf(request));
    } else if (request.report === 'forum') {
      ({ query, columns } = await this.forum.exportOf(request));
    } else {
      ({ query, columns } = await this.exams.exportOf(request));
    }
    const headers = columns.map((column) => translate(column.header, locale));
    const stream = streamReport(format, translate(`reportSheet.${request.report}`, locale), headers, async (write) => {
      await this.repo.each<never>(query, (rows) => write(rows.map((row) => columns.map((column) => column.cell(row, locale)))));
    });
    const name = translate(`reportName.${request.report}`, locale).replace(/\s+/g, '-');
    return { fileName: `${name}-${this.calendar.today()}.${format}`, contentType: EXPORT_CONTENT_TYPES[format], stream };
  }

  private completionColumns(): ExportColumn<CompletionRow>[] {
    const time = (value: Date | null) => (value === null ? null : DateTime.fromJSDate(new Date(value), { zone: this.calendar.zone }).toFormat('yyyy-MM-dd HH:mm'));
    return [
      { header: 'reportColumn.account', cell: (row) => row.account },
      { header: 'reportColumn.name', cell: (row) => row.name },
      { header: 'reportColumn.department', cell: (row, locale) => row.department_name ?? translate('reportNoDepartment', locale) },
      { header: 'reportColumn.kind', cell: (row, locale) => translate(`reportKind.${row.kind}`, locale) },
      { header: 'reportColumn.item', cell: (row) => row.item_title },
      { header: 'reportColumn.status', cell: (row, locale) => translate(row.finished ? 'reportStatus.finished' : row.overdue ? 'reportStatus.overdue' : 'reportStatus.unfinished', locale) },
      { header: 'reportColumn.progress', cell: (row) => toNumber(row.progress) },
      { header: 'reportColumn.finishedAt', cell: (row) => time(row.finished_at) },
      { header: 'reportColumn.deadline', cell: (row) => time(row.deadline) },
    ];
  }

  private studyColumns(): ExportColumn<StudyRow>[] {
    return [
      { header: 'reportColumn.month', cell: (row) => row.month },
      { header: 'reportColumn.department', cell: (row, locale) => row.department_name ?? translate('reportNoDepartment', locale) },
      { header: 'reportColumn.people', cell: (row) => toNumber(row.people) },
      { header: 'reportColumn.learners', cell: (row) => toNumber(row.learners) },
      { header: 'reportColumn.studyHours', cell: (row) => hours(toNumber(row.study_seconds)) },
      { header: 'reportColumn.credits', cell: (row) => toNumber(row.credits) },
    ];
  }

  // -- exam results (exam-report.ts) ----------------------------------------------------------

  private examReport?: ExamReport;

  /** The exam results report: the exams' figures, one exam's distribution and question analysis. */
  get exams(): ExamReport {
    this.examReport ??= new ExamReport(new ExamReportRepo(this.db), this.repo, this.calendar, (departmentId) => this.checkDepartment(departmentId));
    return this.examReport;
  }

  // -- defence results (defence-report.ts) -----------------------------------------------------

  private defenceReport?: DefenceReport;

  /** The defence results report: each participant's score and result, with the totals. */
  get defences(): DefenceReport {
    this.defenceReport ??= new DefenceReport(new DefenceReportRepo(this.db), this.repo, this.calendar, (departmentId) => this.checkDepartment(departmentId));
    return this.defenceReport;
  }

  // -- mall redemptions (redemption-report.ts) ------------------------------------------------

  private redemptionReport?: RedemptionReport;

  /** The mall redemptions report: each redemption with the totals. */
  get redemptions(): RedemptionReport {
    this.redemptionReport ??= new RedemptionReport(new RedemptionReportRepo(this.db), this.repo, this.calendar, (departmentId) => this.checkDepartment(departmentId));
    return this.redemptionReport;
  }

  // -- forum activity (forum-report.ts) --------------------------------------------------------

  private forumReport?: ForumReport;

  /** The forum activity report: posts, comments, likes received and active people by department and month, the top posters. */
  get forum(): ForumReport {
    this.forumReport ??= new ForumReport(new ForumReportRepo(this.db), this.repo, this.calendar, (input) => this.studyFilter(input));
    return this.forumReport;
  }

  // -- inputs -----------------------------------------------------------------------------------

  private async checkDepartment(departmentId: number | undefined): Promise<void> {
    if (departmentId === undefined) return;
    const found = await this.db.selectFrom('departments').select('id').where('id', '=', departmentId).executeTakeFirst();
    if (!found) throw new DomainError('notFound', 'reportDepartmentMissing', {}, 'department_id');
  }

  /** The months asked, or the last twelve; the first not after the last. */
  private async studyFilter(input: StudyInput): Promise<StudyFilter> {
    await this.checkDepartment(input.departmentId);
    const to = input.to ?? this.calendar.month();
    const from = input.from ?? DateTime.fromFormat(to, 'yyyy-MM').minus({ months: DEFAULT_MONTHS - 1 }).toFormat('yyyy-MM');
    if (from > to) throw new DomainError('invalid', 'reportMonthRange', {}, 'from');
    return { departmentId: input.departmentId, from, to };
  }
}

/** Study seconds as hours, two decimals. */
function hours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

/** A completion row as REST answers it: times in unix seconds. */
function completionItem(row: CompletionRow) {
  return {
    user_id: row.user_id,
    account: row.account,
    name: row.name,
    department_id: row.department_id,
    department_name: row.department_name,
    kind: row.kind,
    item_id: row.item_id,
    item_title: row.item_title,
    finished: row.finished,
    progress: toNumber(row.progress),
    finished_at: row.finished_at === null ? null : unixSeconds(row.finished_at),
    deadline: row.deadline === null ? null : unixSeconds(row.deadline),
    overdue: row.overdue,
  };
}

function studyItem(row: StudyRow) {
  return {
    month: row.month,
    department_id: row.department_id,
    department_name: row.department_name,
    people: toNumber(row.people),
    learners: toNumber(row.learners),
    study_seconds: toNumber(row.study_seconds),
    credits: toNumber(row.credits),
  };
}
