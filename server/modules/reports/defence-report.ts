import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import { toNumber } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { translate } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { DefenceReportRepo } from './defence-report-repo.js';
import type { DefenceReportFilter, DefenceResultRow, DefenceResultSort } from './defence-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery, ReportsRepo } from './reports-repo.js';
import type { ExportColumn } from './reports-service.js';

/** The defence results report's filters as asked: a department (with those below it), the first and last company day the defences start on. */
export interface DefenceReportInput {
  departmentId?: number;
  from?: string;
  to?: string;
}

/** The export of the defence results report (ExportRequest in reports-service.ts). */
export type DefenceExportRequest = { report: 'defences'; filter: DefenceReportInput; sort: DefenceResultSort; order: Direction };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Company days asked ('YYYY-MM-DD', both included) as the instants they start and end in the
 * company's zone; the first not after the last (refused at `from`), a malformed day refused at its field.
 */
export function companyDays(calendar: CompanyCalendar, from: string | undefined, to: string | undefined): { since?: Date; until?: Date } {
  const day = (text: string | undefined, field: string) => {
    if (text === undefined) return undefined;
    const value = DateTime.fromISO(text, { zone: calendar.zone });
    if (!value.isValid) throw new DomainError('invalid', 'reportDateInvalid', {}, field);
    return value.startOf('day');
  };
  const first = day(from, 'from');
  const last = day(to, 'to');
  if (first && last && first > last) throw new DomainError('invalid', 'reportDateRange', {}, 'from');
  return { since: first?.toJSDate(), until: last?.plus({ days: 1 }).toJSDate() };
}

/**
 * The defence results report: each participant of the defences starting in the days asked,
 * with the score and result (see defence-report-repo.ts), the rows' totals and the export.
 */
export class DefenceReport {
  constructor(
    private readonly repo: DefenceReportRepo,
    private readonly reports: ReportsRepo,
    private readonly calendar: CompanyCalendar,
    /** The reports' department check (a department that does not exist is refused at department_id). */
    private readonly checkDepartment: (departmentId: number | undefined) => Promise<void>,
  ) {}

  /** A page of the participants, and the totals of every row the filters find. */
  async list(input: DefenceReportInput, sort: DefenceResultSort, order: Direction, page: number, limit: number) {
    const query = this.repo.participants(await this.filter(input), sort, order);
    const [{ rows, total }, totals] = await Promise.all([this.reports.page<DefenceResultRow>(query, page, limit), this.repo.totals(query)]);
    return {
      list: rows.map(item),
      total,
      current_page: page,
      totals: { ...totals, pass_rate: totals.assessed > 0 ? round(totals.passed / totals.assessed, 4) : null },
    };
  }

  /** The query and columns of the export (ReportsService.export streams them). */
  async exportOf(request: DefenceExportRequest): Promise<{ query: ReportQuery; columns: ExportColumn<never>[] }> {
    return { query: this.repo.participants(await this.filter(request.filter), request.sort, request.order), columns: this.columns() as ExportColumn<never>[] };
  }

  private async filter(input: DefenceReportInput): Promise<DefenceReportFilter> {
    await this.checkDepartment(input.departmentId);
    return { departmentId: input.departmentId, ...companyDays(this.calendar, input.from, input.to) };
  }

  private columns(): ExportColumn<DefenceResultRow>[] {
    const time = (value: Date) => DateTime.fromJSDate(new Date(value), { zone: this.calendar.zone }).toFormat('yyyy-MM-dd HH:mm');
    return [
      { header: 'reportColumn.account', cell: (row) => row.account },
      { header: 'reportColumn.name', cell: (row) => row.name },
      { header: 'reportColumn.department', cell: (row, locale) => row.department_name ?? translate('reportNoDepartment', locale) },
      { header: 'reportColumn.defence', cell: (row) => row.title },
      { header: 'reportColumn.defenceStart', cell: (row) => time(row.starts_at) },
      { header: 'reportColumn.score', cell: (row) => (row.score === null ? null : toNumber(row.score)) },
      { header: 'reportColumn.passScore', cell: (row) => toNumber(row.pass_score) },
      { header: 'reportColumn.result', cell: (row, locale) => translate(`reportDefenceResult.${row.result}`, locale) },
    ];
  }
}

/** A participant as REST answers it: times in unix seconds. */
function item(row: DefenceResultRow) {
  return {
    user_id: row.user_id,
    account: row.account,
    name: row.name,
    department_id: row.department_id,
    department_name: row.department_name,
    defence_id: row.defence_id,
    title: row.title,
    starts_at: unixSeconds(row.starts_at),
    full_score: toNumber(row.full_score),
    pass_score: toNumber(row.pass_score),
    score: row.score === null ? null : toNumber(row.score),
    result: row.result,
  };
}
