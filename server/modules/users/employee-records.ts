import { DateTime } from 'luxon';
import { isValidMail, isValidMobile, isValidPassword } from '../../../src/shared/validators.js';
import type { Db } from '../../core/db/database.js';
import { plainText } from '../../core/text.js';

/**
 * THE rule of a valid new employee, and their insert: what the back office's import (and any
 * later "add an employee" form) checks a person against before the users table sees them.
 */

/** The fields of a new employee as people write them (a spreadsheet row, a form), every one text. */
export const EMPLOYEE_FIELDS = ['account', 'name', 'mobile', 'mail', 'work_number', 'department', 'position', 'role', 'entry_time', 'password'] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];
export type EmployeeDraft = Record<EmployeeField, string>;

/**
 * Required: the account and the name sign in and name the person; the mobile is how the portal
 * recovers a password and binds DingTalk, so an employee without one could not be helped; the
 * department is what every list and ranking groups by. An empty role is a learner (what almost
 * every employee is); the rest may be filled in later by the employee or an admin.
 */
export const REQUIRED_FIELDS: readonly EmployeeField[] = ['account', 'name', 'mobile', 'department'];

/** The roles by the words either language writes them in (users.role_id). */
const ROLE_WORDS: Record<string, 1 | 2 | 3> = {
  learner: 1,
  employee: 1,
  学员: 1,
  员工: 1,
  lecturer: 2,
  讲师: 2,
  examiner: 3,
  reviewer: 3,
  考评员: 3,
  阅卷人: 3,
};

/** What is wrong with one field of a row; each has a message `employeeProblem.<code>` in messages.json. */
export type EmployeeProblemCode =
  | 'required'
  | 'tooLong'
  | 'badAccount'
  | 'badMobile'
  | 'badMail'
  | 'badDate'
  | 'badPassword'
  | 'unknownDepartment'
  | 'unknownPosition'
  | 'unknownRole'
  | 'duplicateAccount'
  | 'duplicateMobile'
  | 'duplicateMail';

export interface EmployeeProblem {
  field: EmployeeField;
  code: EmployeeProblemCode;
}

/** A new employee as the users table takes them (the password still in clear: hashed at insert). */
export interface NewEmployee {
  account: string;
  name: string;
  mobile: string;
  mail: string | null;
  work_number: string | null;
  department_id: number;
  position_id: number | null;
  role_id: 1 | 2 | 3;
  entry_time: string | null;
  /** null: the import's one generated password (employee-import.ts). */
  password: string | null;
}

/** A checked draft: the employee, or why not. */
export type Checked = { employee: NewEmployee; problems: [] } | { employee: null; problems: EmployeeProblem[] };

/** Longest text a field keeps (the account as sign-in takes it, names as the profile does). */
const MAX_LENGTH: Record<EmployeeField, number> = { account: 64, name: 64, mobile: 11, mail: 254, work_number: 32, department: 200, position: 64, role: 32, entry_time: 10, password: 16 };

/** Departments by their path from the root (`总部/销售部`) and by a name no other department has. */
export interface Directory {
  departments: Map<string, number>;
  positions: Map<string, number>;
}

/** A department path as written, with spaces around the slashes or none: `总部 / 销售部` is `总部/销售部`. */
function pathKey(path: string): string {
  return path
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/');
}

/** The departments and positions a row may name, read once per check (not once per row). */
export async function loadDirectory(db: Db): Promise<Directory> {
  const [departments, positions] = await Promise.all([db.selectFrom('departments').select(['id', 'parent_id', 'name', 'status']).execute(), db.selectFrom('positions').select(['id', 'name']).where('status', '=', 1).execute()]);
  const byId = new Map(departments.map((d) => [d.id, d]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    // The seen set guards against a cycle a hand-edited table could hold.
    for (let at = byId.get(id), seen = new Set<number>(); at && !seen.has(at.id); seen.add(at.id), at = at.parent_id === null ? undefined : byId.get(at.parent_id)) names.unshift(at.name.trim());
    return names.join('/');
  };
  const found = new Map<string, number>();
  const nameCount = new Map<string, number>();
  for (const d of departments) nameCount.set(d.name.trim(), (nameCount.get(d.name.trim()) ?? 0) + 1);
  // A bare name stands for its department only when no other has it (else the path is needed).
  // A disabled department or position is offered for nothing new: a row naming one names an unknown one.
  const active = departments.filter((d) => d.status === 1);
  for (const d of active) if (nameCount.get(d.name.trim()) === 1) found.set(d.name.trim(), d.id);
  for (const d of active) found.set(pathKey(pathOf(d.id)), d.id);
  const positionIds = new Map<string, number>();
  // Two positions of one name: the first (lowest id) answers to it, as the list shows names only.
  for (const p of [...positions].sort((a, b) => b.id - a.id)) positionIds.set(p.name.trim(), p.id);
  return { departments: found, positions: positionIds };
}

/** A day written YYYY-MM-DD that exists in the calendar (2026-02-30 does not). */
function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text, { zone: 'utc' }).isValid;
}

/** Accounts sign in as typed: letters, digits and . _ - @ only, so no look-alike spaces or markup. */
const ACCOUNT = /^[A-Za-z0-9._@-]+$/;

/**
 * Checks one draft on its own (fields, formats, names of the directory); uniqueness, which
 * needs the other rows and the database, is `checkAll`'s.
 */
export function checkDraft(draft: EmployeeDraft, directory: Directory): Checked {
  const problems: EmployeeProblem[] = [];
  const value = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, plainText(draft[field] ?? '').trim()])) as EmployeeDraft;
  for (const field of EMPLOYEE_FIELDS) {
    if (value[field] === '' && REQUIRED_FIELDS.includes(field)) problems.push({ field, code: 'required' });
    else if (value[field].length > MAX_LENGTH[field] && field !== 'mobile' && field !== 'password') problems.push({ field, code: 'tooLong' });
  }
  const bad = (field: EmployeeField) => problems.some((p) => p.field === field);
  if (!bad('account') && !ACCOUNT.test(value.account)) problems.push({ field: 'account', code: 'badAccount' });
  if (!bad('mobile') && !isValidMobile(value.mobile)) problems.push({ field: 'mobile', code: 'badMobile' });
  if (!bad('mail') && value.mail !== '' && !isValidMail(value.mail)) problems.push({ field: 'mail', code: 'badMail' });
  if (!bad('entry_time') && value.entry_time !== '' && !isDay(value.entry_time)) problems.push({ field: 'entry_time', code: 'badDate' });
  // Every password that is set passes the one password rule, an initial one too.
  if (value.password !== '' && !isValidPassword(value.password)) problems.push({ field: 'password', code: 'badPassword' });
  const departmentId = directory.departments.get(pathKey(value.department));
  if (!bad('department') && departmentId === undefined) problems.push({ field: 'department', code: 'unknownDepartment' });
  const positionId = value.position === '' ? null : directory.positions.get(value.position);
  if (!bad('position') && positionId === undefined) problems.push({ field: 'position', code: 'unknownPosition' });
  const roleId = value.role === '' ? 1 : ROLE_WORDS[value.role.toLowerCase()];
  if (!bad('role') && roleId === undefined) problems.push({ field: 'role', code: 'unknownRole' });
  if (problems.length > 0) return { employee: null, problems };
  return {
    employee: {
      account: value.account,
      name: value.name,
      mobile: value.mobile,
      mail: value.mail || null,
      work_number: value.work_number || null,
      department_id: departmentId!,
      position_id: positionId ?? null,
      role_id: roleId!,
      entry_time: value.entry_time || null,
      password: value.password || null,
    },
    problems: [],
  };
}

/** The unique columns of users a new employee must not share with anyone (in the file or already stored). */
export const UNIQUE_FIELDS = ['account', 'mobile', 'mail'] as const;
type UniqueField = (typeof UNIQUE_FIELDS)[number];
const DUPLICATE: Record<UniqueField, EmployeeProblemCode> = { account: 'duplicateAccount', mobile: 'duplicateMobile', mail: 'duplicateMail' };

/** Values to look up per query: well under either driver's limit of bound parameters. */
const LOOKUP_CHUNK = 2000;

/** Which of `values` a unique column of users already holds. */
export async function takenValues(db: Db, field: UniqueField, values: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    const chunk = values.slice(start, start + LOOKUP_CHUNK);
    const rows = await db.selectFrom('users').select(field).where(field, 'in', chunk).execute();
    for (const row of rows) if (row[field] !== null) taken.add(row[field]);
  }
  return taken;
}

/**
 * Checks every draft: each on its own, then against the others (the first row with an
 * account, mobile or mail keeps it; a later one is the duplicate) and against the users
 * already stored. The answer is in the drafts' order. `directory`: the departments and
 * positions the drafts may name, when the caller has read them (the DingTalk sync adds its
 * departments under their DingTalk keys); read here otherwise.
 */
export async function checkAll(db: Db, drafts: EmployeeDraft[], directory?: Directory): Promise<Checked[]> {
  directory ??= await loadDirectory(db);
  const known = directory;
  const checked = drafts.map((draft) => checkDraft(draft, known));
  const problemsOf = checked.map((c) => [...c.problems]);
  for (const field of UNIQUE_FIELDS) {
    const firstRow = new Map<string, number>();
    checked.forEach((c, index) => {
      const value = c.employee?.[field];
      if (!value) return;
      if (firstRow.has(value)) problemsOf[index]!.push({ field, code: DUPLICATE[field] });
      else firstRow.set(value, index);
    });
    const taken = await takenValues(db, field, [...firstRow.keys()]);
    for (const [value, index] of firstRow) if (taken.has(value)) problemsOf[index]!.push({ field, code: DUPLICATE[field] });
  }
  return checked.map((c, index) => (problemsOf[index]!.length > 0 ? { employee: null, problems: problemsOf[index]! } : c));
}

/**
 * Inserts employees with their password hashes, in `trx` (the caller's transaction), one row
 * per employee in one statement. A row whose account, mobile or mail someone else stored in the
 * meantime (another import committed after this one's check) is skipped whole by the unique
 * indexes (never half a row); the answer names the accounts that were added.
 */
export async function insertEmployees(trx: Db, employees: { employee: NewEmployee; passwordHash: string }[]): Promise<Map<string, number>> {
  if (employees.length === 0) return new Map();
  const rows = await trx
    .insertInto('users')
    .values(
      employees.map(({ employee: e, passwordHash }) => ({
        account: e.account,
        password_hash: passwordHash,
        name: e.name,
        // No photo yet: the portal shows its default avatar until the employee picks one.
        photo: '',
        mobile: e.mobile,
        mail: e.mail,
        work_number: e.work_number,
        department_id: e.department_id,
        position_id: e.position_id,
        role_id: e.role_id,
        entry_time: e.entry_time,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'account'])
    .execute();
  return new Map(rows.map((row) => [row.account, row.id]));
}
