import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuditTrail } from '../audit/index.js';
import { inDepartmentTree } from './department-tree.js';

/** An employee's status: 1 active, 2 disabled by an admin (their next request is a forced logout). */
export type EmployeeStatus = 1 | 2;

/** The columns the employee list sorts by. */
export const EMPLOYEE_SORTS = ['name', 'account', 'work_number', 'department', 'entry_time', 'created_at'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export interface EmployeeFilter {
  /** In the account, name, mobile, mail or work number. */
  keyword?: string;
  /** The department's people and those of the departments below it. */
  departmentId?: number;
  status?: EmployeeStatus;
  sort: EmployeeSort;
  order: 'asc' | 'desc';
}

/** A row as REST answers it: times in unix seconds. */
function listed<Row extends { created_at: Date }>(row: Row): Omit<Row, 'created_at'> & { created_at: number } {
  return { ...row, created_at: unixSeconds(row.created_at) };
}

/** The fields of an employee the audit trail keeps before and after a change. */
const AUDITED = ['account', 'name', 'status', 'department_id', 'role_id', 'is_admin'] as const;

/**
 * The back office's people: the employee list with its filters and sorting, and the changes an
 * admin makes to an employee, each recorded in the audit trail in the change's transaction.
 */
export class EmployeesAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  /** One employee, as the list shows them. */
  async one(userId: number) {
    const row = await this.selection(this.people().where('u.id', '=', userId)).executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'employeeMissing');
    return listed(row);
  }

  async page(filter: EmployeeFilter, page: number, limit: number) {
    let rows = this.people();
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      rows = rows.where((eb) => eb.or([eb('u.account', 'ilike', pattern), eb('u.name', 'ilike', pattern), eb('u.mobile', 'ilike', pattern), eb('u.mail', 'ilike', pattern), eb('u.work_number', 'ilike', pattern)]));
    }
    if (filter.departmentId !== undefined) {
      // A department's people with those of every department below it (a division shows its teams' people).
      rows = rows.where(inDepartmentTree('u.department_id', filter.departmentId));
    }
    if (filter.status !== undefined) rows = rows.where('u.status', '=', filter.status);
    const column = filter.sort === 'department' ? 'd.name' : (`u.${filter.sort}` as const);
    const ordered = this.selection(rows)
      // Rows without the sorted value last either way; the id keeps pages apart when values tie.
      .orderBy(column, (ob) => (filter.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy('u.id', filter.order);
    const { rows: found, total } = await pageAndTotal(ordered, rows, page, limit);
    return { list: found.map(listed), total, current_page: page };
  }

  /** The users with their department and position. */
  private people() {
    return this.db.selectFrom('users as u').leftJoin('departments as d', 'd.id', 'u.department_id').leftJoin('positions as p', 'p.id', 'u.position_id');
  }

  /** What the list shows of each. */
  private selection(people: ReturnType<EmployeesAdmin['people']>) {
    return people.select([
      'u.id',
      'u.account',
      'u.name',
      'u.mobile',
      'u.mail',
      'u.work_number',
      'u.department_id',
      'd.name as department_name',
      'p.name as position_name',
      'u.role_id',
      'u.is_admin',
      'u.status',
      'u.entry_time',
      'u.created_at',
    ]);
  }

  /**
   * Disables (2) or enables (1) an employee. A disabled employee's portal session ends at their
   * next request (the user-info call answers 205, any other 202); their sessions stay, so an
   * enabled employee is signed in again. An admin cannot disable their own account.
   */
  async setStatus(actorId: number, userId: number, status: EmployeeStatus) {
    if (userId === actorId && status === 2) throw new DomainError('invalid', 'adminCannotDisableSelf');
    return this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select(['id', ...AUDITED]).where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!before) throw new DomainError('notFound', 'employeeMissing');
      if (before.status !== status) {
        await trx.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', userId).execute();
        const { id: _id, ...was } = before;
        await this.audit.record(trx, { actorId, action: status === 2 ? 'employee.disable' : 'employee.enable', entity: 'user', entityId: userId, before: was, after: { ...was, status } });
      }
      return { id: userId, status };
    });
  }
}
