import type { Static } from 'typebox';
import type { AuditItem } from '../../modules/audit/routes.js';
import type { AdminEmployee } from '../../modules/users/admin-routes.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromDateText, fromUnixSeconds, orNull, toUnixSeconds } from '../scalars.js';

/** An employee as REST answers them (`GET /api/admin/employees`, `.../:id`). */
type EmployeeData = Static<typeof AdminEmployee>;
/** An audit entry as REST answers it (`GET /api/admin/audit`). */
type AuditData = Static<typeof AuditItem>;

/** The back office's REST routes (the back-office token the request carries goes with each). */
const ROUTES = {
  employees: '/api/admin/employees',
  employee: '/api/admin/employees/:id',
  status: '/api/admin/employees/:id/status',
  audit: '/api/admin/audit',
} as const;

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
  },
  Mutation: {
    setEmployeeStatus: async (_: unknown, { input }: { input: { employeeId: string; status: (typeof STATUS)[keyof typeof STATUS] } }, { rest }: GraphContext) => {
      await rest.send('PUT', ROUTES.status, { id: input.employeeId }, { status: input.status });
      // The employee as the change left them (a read after the write: not the operation's cached one).
      return { employee: await rest.send<EmployeeData>('GET', ROUTES.employee, { id: input.employeeId }) };
    },
  },
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
};
