import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import { toNumber } from '../../core/db/database.js';
import { translate } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import { companyDays } from './defence-report.js';
import type { RedemptionReportRepo } from './redemption-report-repo.js';
import type { RedemptionReportFilter, RedemptionRow, RedemptionSort } from './redemption-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery, ReportsRepo } from './reports-repo.js';
import type { ExportColumn } from './reports-service.js';

/** The mall redemptions report's filters as asked: a department (with those below it), the first and last company day of redemption. */
export interface RedemptionReportInput {
  departmentId?: number;
  from?: string;
  to?: string;
}

/** The export of the mall redemptions report (ExportRequest in reports-service.ts). */
export type RedemptionExportRequest = { report: 'redemptions'; filter: RedemptionReportInput; sort: RedemptionSort; order: Direction };

/**
 * The mall redemptions report: each redemption of the credits mall made in the days asked,
 * with the rows' totals (redemptions, points, people) and the export.
 */
export class RedemptionReport {
  constructor(
    private readonly repo: RedemptionReportRepo,
    private readonly reports: ReportsRepo,
    private readonly calendar: CompanyCalendar,
    /** The reports' department check (a department that does not exist is refused at department_id). */
    private readonly checkDepartment: (departmentId: number | undefined) => Promise<void>,
  ) {}

  /** A page of the redemptions, and the totals of every row the filters find. */
  async list(input: RedemptionReportInput, sort: RedemptionSort, order: Direction, page: number, limit: number) {
    const query = this.repo.redemptions(await this.filter(input), sort, order);
    const [{ rows, total }, totals] = await Promise.all([this.reports.page<RedemptionRow>(query, page, limit), this.repo.totals(query)]);
    return { list: rows.map(item), total, current_page: page, totals };
  }

  /** The query and columns of the export (ReportsService.export streams them). */
  async exportOf(request: RedemptionExportRequest): Promise<{ query: ReportQuery; columns: ExportColumn<never>[] }> {
    return { query: this.repo.redemptions(await this.filter(request.filter), request.sort, request.order), columns: this.columns() as ExportColumn<never>[] };
  }

  private async filter(input: RedemptionReportInput): Promise<RedemptionReportFilter> {
    await this.checkDepartment(input.departmentId);
    return { departmentId: input.departmentId, ...companyDays(this.calendar, input.from, input.to) };
  }

  private columns(): ExportColumn<RedemptionRow>[] {
    const time = (value: Date) => DateTime.fromJSDate(new Date(value), { zone: this.calendar.zone }).toFormat('yyyy-MM-dd HH:mm');
    return [
      { header: 'reportColumn.account', cell: (row) => row.account },
      { header: 'reportColumn.name', cell: (row) => row.name },
      { header: 'reportColumn.department', cell: (row, locale) => row.department_name ?? translate('reportNoDepartment', locale) },
      { header: 'reportColumn.goods', cell: (row) => row.goods_title },
      { header: 'reportColumn.quantity', cell: (row) => toNumber(row.quantity) },
      { header: 'reportColumn.pointsSpent', cell: (row) => toNumber(row.points) },
      { header: 'reportColumn.status', cell: (row, locale) => translate(`reportRedemptionStatus.${row.status}`, locale) },
      { header: 'reportColumn.redeemedAt', cell: (row) => time(row.created_at) },
    ];
  }
}

/** A redemption as REST answers it: times in unix seconds. */
function item(row: RedemptionRow) {
  return {
    redemption_id: row.redemption_id,
    user_id: row.user_id,
    account: row.account,
    name: row.name,
    department_id: row.department_id,
    department_name: row.department_name,
    goods_id: row.goods_id,
    goods_title: row.goods_title,
    quantity: toNumber(row.quantity),
    points: toNumber(row.points),
    status: row.status,
    created_at: unixSeconds(row.created_at),
    collected_at: row.collected_at === null ? null : unixSeconds(row.collected_at),
  };
}
