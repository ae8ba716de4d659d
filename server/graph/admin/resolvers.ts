import type { Static } from 'typebox';
import type { AuditItem } from '../../modules/audit/routes.js';
import type { AdminEmployee } from '../../modules/users/admin-routes.js';
import type { SyncRun } from '../../modules/dingtalk/sync-routes.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromDateText, fromUnixSeconds, orNull, toUnixSeconds } from '../scalars.js';

/** An employee as REST answers them (`GET /api/admin/employees`, `.../:id`). */
type EmployeeData = Static<typeof AdminEmployee>;
/** An audit entry as REST answers it (`GET /api/admin/audit`). */
type AuditData = Static<typeof AuditItem>;

/** A run of the DingTalk contacts sync as REST answers it (`GET /api/admin/dingtalk/sync`). */
type SyncRunData = Static<typeof SyncRun>;
/** The sync's overview as REST answers it. */
interface SyncOverviewData {
  configured: boolean;
  schedule: { every_hours: number | null; updated_at: number | null };
  current: SyncRunData | null;
  runs: SyncRunData[];
}

/** The back office's REST routes (the back-office token the request carries goes with each). */
const ROUTES = {
  employees: '/api/admin/employees',
  employee: '/api/admin/employees/:id',
  status: '/api/admin/employees/:id/status',
  audit: '/api/admin/audit',
  departments: '/api/admin/departments',
  department: '/api/admin/departments/:id',
  departmentStatus: '/api/admin/departments/:id/status',
  merge: '/api/admin/departments/:id/merge',
  moveEmployees: '/api/admin/employees/department',
  positions: '/api/admin/positions',
  password: '/api/admin/employees/:id/password',
  lock: '/api/admin/employees/:id/lock',
  position: '/api/admin/positions/:id',
  dingTalkSync: '/api/admin/dingtalk/sync',
  dingTalkSchedule: '/api/admin/dingtalk/sync/schedule',
} as const;

/** A department as the back office's REST answers it (`GET /api/admin/departments`). */
interface DepartmentData {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  status: number;
  employee_count: number;
}
/** A position as REST answers it (`GET /api/admin/positions`). */
interface PositionData {
  id: number;
  name: string;
  sort: number;
  status: number;
  employee_count: number;
}

/** The tree (read once per operation), or, after a change, read again. */
async function tree(rest: GraphContext['rest'], fresh = false): Promise<DepartmentData[]> {
  return fresh ? (await rest.send<{ list: DepartmentData[] }>('GET', ROUTES.departments)).list : (await rest.get<{ list: DepartmentData[] }>(ROUTES.departments)).list;
}

/** One department of the tree as a change left it (NOT_FOUND is REST's when it is gone). */
async function changed(rest: GraphContext['rest'], id: number | string): Promise<DepartmentData> {
  const found = (await tree(rest, true)).find((row) => row.id === Number(id));
  if (!found) throw new Error(`department ${id} is not in the tree it was just written to`);
  return found;
}

/** REST's organisation status. */
const ORG_STATUS = { ACTIVE: 1, DISABLED: 2 } as const;
type OrgStatus = (typeof ORG_STATUS)[keyof typeof ORG_STATUS];

/** REST's employee status. */
const STATUS = { ACTIVE: 1, DISABLED: 2 } as const;

/** REST's sort column of each EmployeeOrderField. */
const ORDER = { NAME: 'name', ACCOUNT: 'account', WORK_NUMBER: 'work_number', DEPARTMENT: 'department', ENTRY_DATE: 'entry_time', CREATED_AT: 'created_at' } as const;

interface EmployeesArgs extends PageArgs {
  keyword?: string | null;
  departmentId?: string | null;
  status?: (typeof STATUS)[keyof typeof STATUS] | null;
  orderBy: keyof typeof ORDER;
  direction: 'ASC' | 'DESC';
}

interface AuditArgs extends PageArgs {
  entity?: string | null;
  entityId?: string | null;
  actorId?: string | null;
  action?: string | null;
  since?: Date | null;
  until?: Date | null;
}

/** The fields one change touched, in the order the record lists them, each as JSON text. */
function changesOf(entry: AuditData): { field: string; before: string | null; after: string | null }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

/** One position as a change left it. */
async function changedPosition(rest: GraphContext['rest'], id: number | string): Promise<PositionData> {
  const found = (await rest.send<{ list: PositionData[] }>('GET', ROUTES.positions)).list.find((row) => row.id === Number(id));
  if (!found) throw new Error(`position ${id} is not in the list it was just written to`);
  return found;
}

export const adminResolvers = {
  Query: {
    employees: async (_: unknown, args: EmployeesArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        keyword: args.keyword ?? undefined,
        department_id: args.departmentId ?? undefined,
        status: args.status ?? undefined,
        sort: ORDER[args.orderBy],
        order: args.direction === 'ASC' ? 'asc' : 'desc',
      };
      return connection(await rest.get<RestPage<EmployeeData>>(ROUTES.employees, {}, query), page);
    },
    employee: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<EmployeeData>(ROUTES.employee, { id }),
    departments: async (_: unknown, __: unknown, { rest }: GraphContext) => tree(rest),
    positions: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ list: PositionData[] }>(ROUTES.positions)).list,
    auditEntries: async (_: unknown, args: AuditArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        entity: args.entity ?? undefined,
        entity_id: args.entityId ?? undefined,
        actor_id: args.actorId ?? undefined,
        action: args.action ?? undefined,
        since: toUnixSeconds(args.since),
        until: toUnixSeconds(args.until),
      };
      return connection(await rest.get<RestPage<AuditData>>(ROUTES.audit, {}, query), page);
    },
    dingTalkSync: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<SyncOverviewData>(ROUTES.dingTalkSync),
  },
  Mutation: {
    setEmployeeStatus: async (_: unknown, { input }: { input: { employeeId: string; status: (typeof STATUS)[keyof typeof STATUS] } }, { rest }: GraphContext) => {
      await rest.send('PUT', ROUTES.status, { id: input.employeeId }, { status: input.status });
      // The employee as the change left them (a read after the write: not the operation's cached one).
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }) };
    },
    createDepartment: async (_: unknown, { input }: { input: { name: string; parentId?: string | null } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('POST', ROUTES.departments, {}, { name: input.name, parent_id: input.parentId == null ? null : Number(input.parentId) });
      return { department: await changed(rest, id) };
    },
    updateDepartment: async (_: unknown, { input }: { input: { departmentId: string; name?: string | null; parentId?: string | null; moveToTop?: boolean | null; sort?: number | null } }, { rest }: GraphContext) => {
      const body = {
        ...(input.name == null ? {} : { name: input.name }),
        ...(input.moveToTop ? { parent_id: null } : input.parentId == null ? {} : { parent_id: Number(input.parentId) }),
        ...(input.sort == null ? {} : { sort: input.sort }),
      };
      await rest.send('PUT', ROUTES.department, { id: input.departmentId }, body);
      return { department: await changed(rest, input.departmentId) };
    },
    mergeDepartment: async (_: unknown, { input }: { input: { departmentId: string; intoId: string } }, { rest }: GraphContext) => {
      const merged = await rest.send<{ id: number; employees_moved: number }>('POST', ROUTES.merge, { id: input.departmentId }, { into_id: Number(input.intoId) });
      return { into: await changed(rest, merged.id), employeesMoved: merged.employees_moved };
    },
    setDepartmentStatus: async (_: unknown, { input }: { input: { departmentId: string; status: OrgStatus } }, { rest }: GraphContext) => {
      await rest.send('PUT', ROUTES.departmentStatus, { id: input.departmentId }, { status: input.status });
      return { department: await changed(rest, input.departmentId) };
    },
    deleteDepartment: async (_: unknown, { input }: { input: { departmentId: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('DELETE', ROUTES.department, { id: input.departmentId });
      return { deletedId: String(id) };
    },
    moveEmployees: async (_: unknown, { input }: { input: { employeeIds: string[]; departmentId: string } }, { rest }: GraphContext) => {
      const moved = await rest.send<{ department_id: number; moved: number }>('PUT', ROUTES.moveEmployees, {}, { user_ids: input.employeeIds.map(Number), department_id: Number(input.departmentId) });
      return { department: await changed(rest, moved.department_id), movedCount: moved.moved };
    },
    resetEmployeePassword: async (_: unknown, { input }: { input: { employeeId: string; password: string } }, { rest }: GraphContext) => {
      const reset = await rest.send<{ sessions_ended: number }>('PUT', ROUTES.password, { id: input.employeeId }, { password: input.password });
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }), sessionsEnded: reset.sessions_ended };
    },
    unlockEmployee: async (_: unknown, { input }: { input: { employeeId: string } }, { rest }: GraphContext) => {
      const unlocked = await rest.send<{ unlocked_addresses: number }>('DELETE', ROUTES.lock, { id: input.employeeId });
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }), unlockedAddresses: unlocked.unlocked_addresses };
    },
    createPosition: async (_: unknown, { input }: { input: { name: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('POST', ROUTES.positions, {}, { name: input.name });
      return { position: await changedPosition(rest, id) };
    },
    updatePosition: async (_: unknown, { input }: { input: { positionId: string; name?: string | null; status?: OrgStatus | null } }, { rest }: GraphContext) => {
      const body = { ...(input.name == null ? {} : { name: input.name }), ...(input.status == null ? {} : { status: input.status }) };
      await rest.send('PUT', ROUTES.position, { id: input.positionId }, body);
      return { position: await changedPosition(rest, input.positionId) };
    },
    deletePosition: async (_: unknown, { input }: { input: { positionId: string } }, { rest }: GraphContext) => {
      const { id } = await rest.send<{ id: number }>('DELETE', ROUTES.position, { id: input.positionId });
      return { deletedId: String(id) };
    },
    startDingTalkSync: (_: unknown, __: unknown, { rest }: GraphContext) => rest.send<{ run: SyncRunData; started: boolean }>('POST', ROUTES.dingTalkSync),
    setDingTalkSyncSchedule: async (_: unknown, { input }: { input: { everyHours?: number | null } }, { rest }: GraphContext) => ({
      schedule: await rest.send<SyncOverviewData['schedule']>('PUT', ROUTES.dingTalkSchedule, {}, { every_hours: input.everyHours ?? 0 }),
    }),
  },
  OrganisationUnit: {
    id: (unit: DepartmentData) => String(unit.id),
    parentId: (unit: DepartmentData) => (unit.parent_id === null ? null : String(unit.parent_id)),
    parent: async (unit: DepartmentData, _: unknown, { rest }: GraphContext) => (unit.parent_id === null ? null : ((await tree(rest)).find((other) => other.id === unit.parent_id) ?? null)),
    children: async (unit: DepartmentData, _: unknown, { rest }: GraphContext) => (await tree(rest)).filter((other) => other.parent_id === unit.id),
    employeeCount: (unit: DepartmentData) => unit.employee_count,
  },
  Position: {
    id: (position: PositionData) => String(position.id),
    employeeCount: (position: PositionData) => position.employee_count,
  },
  OrganisationStatus: ORG_STATUS,
  Employee: {
    id: (employee: EmployeeData) => String(employee.id),
    mobile: (employee: EmployeeData) => orNull(employee.mobile),
    mail: (employee: EmployeeData) => orNull(employee.mail),
    workNumber: (employee: EmployeeData) => orNull(employee.work_number),
    departmentId: (employee: EmployeeData) => (employee.department_id === null ? null : String(employee.department_id)),
    department: (employee: EmployeeData) => (employee.department_name ? { name: employee.department_name } : null),
    positionName: (employee: EmployeeData) => orNull(employee.position_name),
    role: (employee: EmployeeData) => employee.role_id,
    isAdmin: (employee: EmployeeData) => flag(employee.is_admin),
    entryDate: (employee: EmployeeData, _: unknown, { zone }: GraphContext) => fromDateText(employee.entry_time, zone),
    createdAt: (employee: EmployeeData) => fromUnixSeconds(employee.created_at),
  },
  AuditEntry: {
    id: (entry: AuditData) => String(entry.id),
    actor: (entry: AuditData) => ({ id: entry.actor_id, name: entry.actor_name }),
    entityId: (entry: AuditData) => (entry.entity_id === null ? null : String(entry.entity_id)),
    changes: changesOf,
    createdAt: (entry: AuditData) => fromUnixSeconds(entry.created_at),
  },
  /** REST's status. */
  AccountStatus: STATUS,
  DingTalkSync: {
    runs: (sync: SyncOverviewData) => sync.runs,
  },
  DingTalkSyncSchedule: {
    everyHours: (schedule: SyncOverviewData['schedule']) => schedule.every_hours,
    updatedAt: (schedule: SyncOverviewData['schedule']) => fromUnixSeconds(schedule.updated_at),
  },
  DingTalkSyncRun: {
    id: (run: SyncRunData) => String(run.id),
    startedByName: (run: SyncRunData) => run.started_by_name,
    resumedFrom: (run: SyncRunData) => (run.resumed_from === null ? null : String(run.resumed_from)),
    departmentsTotal: (run: SyncRunData) => run.departments_total,
    departmentsDone: (run: SyncRunData) => run.departments_done,
    createdAt: (run: SyncRunData) => fromUnixSeconds(run.created_at),
    finishedAt: (run: SyncRunData) => fromUnixSeconds(run.finished_at),
  },
  DingTalkSyncProblem: {
    dingTalkUserId: (problem: SyncRunData['problems'][number]) => problem.dingtalk_user_id,
  },
  /** REST's words. */
  DingTalkSyncStatus: { QUEUED: 'queued', RUNNING: 'running', DONE: 'done', FAILED: 'failed' },
  DingTalkSyncOrigin: { MANUAL: 'manual', SCHEDULE: 'schedule' },
  DingTalkSyncPhase: { DEPARTMENTS: 'departments', USERS: 'users', DISABLE: 'disable' },
};
