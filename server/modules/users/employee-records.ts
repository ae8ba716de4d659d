import { randomInt } from 'node:crypto';
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

/** Each field's name in either language: the import's column headers (the template's are the reader's language; both are read) and the form's labels in refusals. */
export const EMPLOYEE_FIELD_LABELS: Record<EmployeeField, { 'zh-CN': string; 'en-US': string; also?: string[] }> = {
  account: { 'zh-CN': '账号', 'en-US': 'Account', also: ['帐号'] },
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  mobile: { 'zh-CN': '手机号', 'en-US': 'Mobile', also: ['手机', '手机号码'] },
  mail: { 'zh-CN': '邮箱', 'en-US': 'Mail', also: ['email', 'e-mail', '电子邮箱'] },
  work_number: { 'zh-CN': '工号', 'en-US': 'Work number' },
  department: { 'zh-CN': '部门', 'en-US': 'Department' },
  position: { 'zh-CN': '岗位', 'en-US': 'Position', also: ['职位'] },
  role: { 'zh-CN': '角色', 'en-US': 'Role' },
  entry_time: { 'zh-CN': '入职日期', 'en-US': 'Entry date' },
  password: { 'zh-CN': '初始密码', 'en-US': 'Initial password' },
};

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

/**
 * An initial password for the new employees given none: one per import (or per form), random, passing the
 * password rule, shown once in the import's answer for the admin to hand out (each employee then
 * sets their own). Chosen over a fixed default, which anyone who read the manual would know, and
 * over one password per row, which would need 10,000 argon2 hashes (about 100 s on two cores)
 * where one is enough.
 */
export function generatedPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  for (;;) {
    const pick = (from: string, n: number) => Array.from({ length: n }, () => from[randomInt(from.length)]).join('');
    const password = `${pick(letters, 6)}${pick(digits, 4)}@`;
    if (isValidPassword(password)) return password;
  }
}

/** A checked draft: the employee, or why not. */
export type Checked = { employee: NewEmployee; problems: [] } | { employee: null; problems: EmployeeProblem[] };

/** Longest text a field keeps (the account as sign-in takes it, names as the profile does). */
const MAX_LENGTH: Record<EmployeeField, number> = { account: 64, name: 64, mobile: 11, mail: 254, work_number: 32, department: 200, position: 64, role: 32, entry_time: 10, password: 16 };

/**
 * Departments by their path from the root (`总部/销售部`) and by a name no other department has,
 * positions by name, and the ids of both that are active (what a form may pick).
 */
export interface Directory {
  departments: Map<string, number>;
  positions: Map<string, number>;
  activeDepartmentIds: Set<number>;
  activePositionIds: Set<number>;
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
  return { departments: found, positions: positionIds, activeDepartmentIds: new Set(active.map((d) => d.id)), activePositionIds: new Set(positions.map((p) => p.id)) };
}

/** A day written YYYY-MM-DD that exists in the calendar (2026-02-30 does not). */
function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text, { zone: 'utc' }).isValid;
}

/** Accounts sign in as typed: letters, digits and . _ - @ only, so no look-alike spaces or markup. */
const ACCOUNT = /^[A-Za-z0-9._@-]+$/;

/** The fields written as text in both the import's rows and the back office's form (the others are picked there). */
export const TEXT_FIELDS = ['account', 'name', 'mobile', 'mail', 'work_number', 'entry_time', 'password'] as const satisfies readonly EmployeeField[];
type TextField = (typeof TEXT_FIELDS)[number];

/** Text as a field keeps it: markup and control characters out, trimmed. */
const cleaned = (text: string | null | undefined) => plainText(text ?? '').trim();

/** The problems of the text fields `fields` of `value` (cleaned): required, length and format. */
function textProblems(value: Partial<Record<EmployeeField, string>>, fields: readonly EmployeeField[]): EmployeeProblem[] {
  const problems: EmployeeProblem[] = [];
  const text = (field: EmployeeField) => value[field] ?? '';
  for (const field of fields) {
    if (text(field) === '' && REQUIRED_FIELDS.includes(field)) problems.push({ field, code: 'required' });
    else if (text(field).length > MAX_LENGTH[field] && field !== 'mobile' && field !== 'password') problems.push({ field, code: 'tooLong' });
  }
  const checks = (field: EmployeeField) => fields.includes(field) && !problems.some((p) => p.field === field);
  if (checks('account') && !ACCOUNT.test(text('account'))) problems.push({ field: 'account', code: 'badAccount' });
  if (checks('mobile') && !isValidMobile(text('mobile'))) problems.push({ field: 'mobile', code: 'badMobile' });
  if (checks('mail') && text('mail') !== '' && !isValidMail(text('mail'))) problems.push({ field: 'mail', code: 'badMail' });
  if (checks('entry_time') && text('entry_time') !== '' && !isDay(text('entry_time'))) problems.push({ field: 'entry_time', code: 'badDate' });
  // Every password that is set passes the one password rule, an initial one too.
  if (checks('password') && text('password') !== '' && !isValidPassword(text('password'))) problems.push({ field: 'password', code: 'badPassword' });
  return problems;
}

/**
 * Checks one draft on its own (fields, formats, names of the directory); uniqueness, which
 * needs the other rows and the database, is `checkAll`'s.
 */
export function checkDraft(draft: EmployeeDraft, directory: Directory): Checked {
  const value = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, cleaned(draft[field])])) as EmployeeDraft;
  const problems = textProblems(value, EMPLOYEE_FIELDS);
  const bad = (field: EmployeeField) => problems.some((p) => p.field === field);
  const departmentId = directory.departments.get(pathKey(value.department));
  if (!bad('department') && departmentId === undefined) problems.push({ field: 'department', code: 'unknownDepartment' });
  const positionId = value.position === '' ? null : directory.positions.get(value.position);
  if (!bad('position') && positionId === undefined) problems.push({ field: 'position', code: 'unknownPosition' });
  const roleId = value.role === '' ? 1 : ROLE_WORDS[value.role.toLowerCase()];
  if (!bad('role') && roleId === undefined) problems.push({ field: 'role', code: 'unknownRole' });
  if (problems.length > 0) return { employee: null, problems };
  return { employee: employeeOf(value, departmentId!, positionId ?? null, roleId!), problems: [] };
}

/** The new employee of cleaned text fields and the directory's ids. */
function employeeOf(value: Record<TextField, string>, departmentId: number, positionId: number | null, roleId: 1 | 2 | 3): NewEmployee {
  return {
    account: value.account,
    name: value.name,
    mobile: value.mobile,
    mail: value.mail || null,
    work_number: value.work_number || null,
    department_id: departmentId,
    position_id: positionId,
    role_id: roleId,
    entry_time: value.entry_time || null,
    password: value.password || null,
  };
}

/** An employee as the back office's form sends them: text as typed, the department and position picked by id. */
export interface EmployeeForm {
  account: string;
  name: string;
  mobile: string;
  mail?: string | null;
  work_number?: string | null;
  entry_time?: string | null;
  /** Empty on a new employee: one is generated and shown once. Not part of an edit. */
  password?: string | null;
  department_id: number | null;
  position_id?: number | null;
  role_id: 1 | 2 | 3;
}

/**
 * Checks the back office's form by the same rule as an imported row: the text fields alike; the
 * department and position must be active ones, except that an edit may keep the one the
 * employee already has (`kept`: a disabled department stays on the people in it, but nobody new
 * goes there). `fields` leaves out what the form does not send (the password of an edit).
 */
export function checkForm(form: EmployeeForm, directory: Directory, kept: { department_id?: number | null; position_id?: number | null } = {}, fields: readonly TextField[] = TEXT_FIELDS): Checked {
  const value = Object.fromEntries(TEXT_FIELDS.map((field) => [field, fields.includes(field) ? cleaned(form[field]) : ''])) as Record<TextField, string>;
  const problems = textProblems(value, fields);
  const departmentId = form.department_id;
  if (departmentId === null) problems.push({ field: 'department', code: 'required' });
  else if (!directory.activeDepartmentIds.has(departmentId) && departmentId !== kept.department_id) problems.push({ field: 'department', code: 'unknownDepartment' });
  const positionId = form.position_id ?? null;
  if (positionId !== null && !directory.activePositionIds.has(positionId) && positionId !== kept.position_id) problems.push({ field: 'position', code: 'unknownPosition' });
  if (problems.length > 0) return { employee: null, problems };
  return { employee: employeeOf(value, departmentId!, positionId, form.role_id), problems: [] };
}

/** The unique columns of users a new employee must not share with anyone (in the file or already stored). */
export const UNIQUE_FIELDS = ['account', 'mobile', 'mail'] as const;
export type UniqueField = (typeof UNIQUE_FIELDS)[number];
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
 * The first unique field of `employee` (in UNIQUE_FIELDS' order) that someone other than
 * `exceptId` already holds: the form's check (an import checks its rows at once, `checkAll`).
 */
export async function firstTaken(db: Db, employee: Pick<NewEmployee, UniqueField>, exceptId: number | null): Promise<UniqueField | null> {
  for (const field of UNIQUE_FIELDS) {
    const value = employee[field];
    if (!value) continue;
    let taken = db.selectFrom('users').select('id').where(field, '=', value);
    if (exceptId !== null) taken = taken.where('id', '<>', exceptId);
    if (await taken.executeTakeFirst()) return field;
  }
  return null;
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
