import { isUniqueViolation, type Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { DomainError } from '../../core/errors.js';
import { plainText } from '../../core/text.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuditTrail } from '../audit/index.js';
import type { HashPassword } from './employee-import.js';
import { checkForm, EMPLOYEE_FIELD_LABELS, firstTaken, generatedPassword, insertEmployees, loadDirectory, type EmployeeField, type EmployeeForm, type EmployeeProblem, type NewEmployee } from './employee-records.js';
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

/** Free text HR types (the supervisor's name): markup out, trimmed, empty as none. */
function cleanedOrNull(text: string | null | undefined): string | null {
  return plainText(text ?? '').trim() || null;
}

/** A row as REST answers it: times in unix seconds. */
function listed<Row extends { created_at: Date }>(row: Row): Omit<Row, 'created_at'> & { created_at: number } {
  return { ...row, created_at: unixSeconds(row.created_at) };
}

/** The fields of an employee the audit trail keeps before and after a change. */
const AUDITED = ['account', 'name', 'status', 'department_id', 'role_id', 'is_admin'] as const;

/**
 * What HR keeps of an employee and the back office's form edits: the new-employee rule's
 * fields (employee-records.ts) and the HR fields of the spec's profile (employee status and
 * type, supervisor, manager level). The employee edits the rest in the portal; mobile and mail
 * they change there only through a code, here an administrator corrects them.
 */
export interface EmployeeEdit extends Omit<EmployeeForm, 'password'> {
  is_admin: 0 | 1;
  user_type: 1 | 2;
  employee_type: 0 | 1 | 2 | 3 | 4 | 5;
  supervisor?: string | null;
  position_level?: 1 | 3 | null;
}

/** The columns an edit writes (and the audit trail compares before and after). */
const EDITED = ['account', 'name', 'mobile', 'mail', 'work_number', 'department_id', 'position_id', 'role_id', 'is_admin', 'entry_time', 'user_type', 'employee_type', 'supervisor', 'position_level'] as const;

/** The body property each field of the rule is sent as (a refusal names it, so the form shows it at that field). */
const BODY_FIELD: Partial<Record<EmployeeField, string>> = { department: 'department_id', position: 'position_id', role: 'role_id' };

/** A refusal of the form, at its field, worded with the field's label in the reader's language. */
function refusal({ field, code }: EmployeeProblem): DomainError {
  return new DomainError('invalid', `employeeProblem.${code}`, { field: EMPLOYEE_FIELD_LABELS[field] }, BODY_FIELD[field] ?? field);
}

/** The refusal of a value another employee already holds. */
function taken(field: 'account' | 'mobile' | 'mail'): DomainError {
  return new DomainError('invalid', 'employeeValueTaken', { field: EMPLOYEE_FIELD_LABELS[field] }, field);
}


/**
 * The back office's people: the employee list with its filters and sorting, and the changes an
 * admin makes to an employee, each recorded in the audit trail in the change's transaction.
 */
export class EmployeesAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly hashPassword: HashPassword,
  ) {}

  /**
   * Adds one employee by the new-employee rule (the import's): the first problem is refused at
   * its field. Without a password one is generated and answered this once. Audited.
   */
  async create(actorId: number, form: EmployeeForm & { is_admin?: 0 | 1 }) {
    const checked = checkForm(form, await loadDirectory(this.db));
    if (!checked.employee) throw refusal(checked.problems[0]!);
    const employee: NewEmployee = checked.employee;
    const clash = await firstTaken(this.db, employee, null);
    if (clash) throw taken(clash);
    const generated = employee.password === null ? generatedPassword() : null;
    const passwordHash = await this.hashPassword(employee.password ?? generated!);
    const id = await this.db.transaction().execute(async (trx) => {
      const added = await insertEmployees(trx, [{ employee, passwordHash }]);
      const newId = added.get(employee.account);
      if (newId === undefined) return null;
      if (form.is_admin === 1) await trx.updateTable('users').set({ is_admin: 1 }).where('id', '=', newId).execute();
      const { password: _password, ...recorded } = employee;
      await this.audit.record(trx, { actorId, action: 'employee.create', entity: 'user', entityId: newId, before: null, after: { ...recorded, is_admin: form.is_admin ?? 0 } });
      return newId;
    });
    if (id === null) {
      // Someone stored the account, mobile or mail between the check and the insert.
      throw taken((await firstTaken(this.db, employee, null)) ?? 'account');
    }
    return { ...(await this.one(id)), generated_password: generated };
  }

  /**
   * Changes what HR keeps of an employee (every field of `EmployeeEdit`; the password has its
   * own route). The same rule as a new employee's, except that the department and position the
   * employee already has may stay though disabled. An administrator cannot take their own
   * administrator flag (nobody could give it back from a locked-out back office). Audited with
   * the fields that changed.
   */
  async update(actorId: number, userId: number, edit: EmployeeEdit) {
    const current = await this.db.selectFrom('users').select(['department_id', 'position_id']).where('id', '=', userId).executeTakeFirst();
    if (!current) throw new DomainError('notFound', 'employeeMissing');
    const checked = checkForm(edit, await loadDirectory(this.db), current, ['account', 'name', 'mobile', 'mail', 'work_number', 'entry_time']);
    if (!checked.employee) throw refusal(checked.problems[0]!);
    if (userId === actorId && edit.is_admin === 0) throw new DomainError('invalid', 'adminCannotDemoteSelf', {}, 'is_admin');
    const clash = await firstTaken(this.db, checked.employee, userId);
    if (clash) throw taken(clash);
    const { password: _password, ...rule } = checked.employee;
    const next = { ...rule, is_admin: edit.is_admin, user_type: edit.user_type, employee_type: edit.employee_type, supervisor: cleanedOrNull(edit.supervisor), position_level: edit.position_level ?? null };
    try {
      await this.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select([...EDITED]).where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!before) throw new DomainError('notFound', 'employeeMissing');
        const changed = EDITED.filter((column) => before[column] !== next[column]);
        if (changed.length === 0) return;
        await trx.updateTable('users').set({ ...next, updated_at: new Date() }).where('id', '=', userId).execute();
        await this.audit.record(trx, {
          actorId,
          action: 'employee.update',
          entity: 'user',
          entityId: userId,
          before: Object.fromEntries(changed.map((column) => [column, before[column]])),
          after: Object.fromEntries(changed.map((column) => [column, next[column]])),
        });
      });
    } catch (error) {
      // Another change stored the same account, mobile or mail since the check.
      if (isUniqueViolation(error)) throw taken((await firstTaken(this.db, checked.employee, userId)) ?? 'account');
      throw error;
    }
    return this.one(userId);
  }

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
      'u.position_id',
      'p.name as position_name',
      'u.role_id',
      'u.is_admin',
      'u.status',
      'u.entry_time',
      'u.user_type',
      'u.employee_type',
      'u.supervisor',
      'u.position_level',
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
