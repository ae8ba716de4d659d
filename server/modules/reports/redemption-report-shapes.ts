/** The mall redemptions report's filters, rows and sort columns (what its routes take and its repository reads; see redemption-report-repo.ts). */

/** The filters of the mall redemptions report. */
export interface RedemptionReportFilter {
  /** The redemptions of the people of this department and of the departments below it (their department now). */
  departmentId?: number;
  /** Redemptions made at or after this instant (the first company day asked, at its start). */
  since?: Date;
  /** Redemptions made before this instant (the day after the last company day asked, at its start). */
  until?: Date;
}

/** A redemption's state (shop_redemptions.status): 1 waiting to be collected, 2 collected. */
export const REDEMPTION_STATUSES = ['waiting', 'collected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** One redemption of the credits mall. */
export interface RedemptionRow {
  redemption_id: number;
  user_id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  goods_id: number;
  goods_title: string;
  quantity: number;
  points: number;
  status: RedemptionStatus;
  created_at: Date;
  collected_at: Date | null;
}

export const REDEMPTION_SORTS = ['name', 'department', 'goods', 'quantity', 'points', 'status', 'created_at'] as const;
export type RedemptionSort = (typeof REDEMPTION_SORTS)[number];
