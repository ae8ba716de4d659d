import { Type, type TLiteral } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, PageOf, Unix } from '../../core/http/schema-kit.js';
import { EMPLOYEE_SORTS, type EmployeeSort, type EmployeeStatus, type EmployeesAdmin } from './employees-admin.js';

const Status = Type.Integer({ minimum: 1, maximum: 2, description: '1 active, 2 disabled (the next request of a disabled employee is a forced logout)' });

export const AdminEmployee = Type.Object(
  {
    id: Id(),
    account: Type.String(),
    name: Type.String(),
    mobile: Type.Union([Type.String(), Type.Null()]),
    mail: Type.Union([Type.String(), Type.Null()]),
    work_number: Type.Union([Type.String(), Type.Null()]),
    department_id: Type.Union([Id(), Type.Null()]),
    department_name: Type.Union([Type.String(), Type.Null()]),
    position_name: Type.Union([Type.String(), Type.Null()]),
    role_id: Type.Integer({ description: '1 learner, 2 lecturer, 3 examiner' }),
    is_admin: Type.Integer({ description: '1 may open the back office' }),
    status: Status,
    entry_time: Type.Union([Type.String(), Type.Null()], { description: 'Day of entry, YYYY-MM-DD' }),
    created_at: Unix('When the account was made, unix seconds'),
  },
  { title: 'AdminEmployee' },
);

const EmployeesQuery = Type.Object({
  ...GridPaging,
  keyword: Keywords({ description: 'In the account, name, mobile, mail or work number' }),
  department_id: Type.Optional(Id({ description: 'Employees of this department and of the departments below it' })),
  status: Type.Optional(Status),
  sort: Type.Optional(Type.Union(EMPLOYEE_SORTS.map((sort) => Type.Literal(sort)) as [TLiteral<EmployeeSort>], { default: 'created_at', description: 'The column to sort by' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
});

/** The back office's routes of the people module (/api/admin/..., behind the back office's guard). */
export function employeeAdminRoutes(scopes: RouteScopes, { employees }: { employees: EmployeesAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/employees',
    { operationId: 'adminEmployees', summary: 'The employees, filtered, sorted and paged', admin: true, query: EmployeesQuery, data: PageOf('AdminEmployeePage', AdminEmployee) },
    ({ query }) =>
      employees.page({ keyword: query.keyword?.trim() || undefined, departmentId: query.department_id, status: query.status as EmployeeStatus | undefined, sort: query.sort ?? 'created_at', order: query.order ?? 'desc' }, query.page, query.limit),
  );
  route.get(
    '/api/admin/employees/:id',
    { operationId: 'adminEmployee', summary: 'One employee', admin: true, params: IdParams, data: AdminEmployee, envelope: 'AdminEmployeeEnvelope' },
    ({ params }) => employees.one(params.id),
  );
  route.put(
    '/api/admin/employees/:id/status',
    {
      operationId: 'adminSetEmployeeStatus',
      summary: 'Disable or enable an employee',
      description: "A disabled employee's next request is refused (205 on the user-info call: a forced logout); recorded in the audit trail. An admin cannot disable their own account (422).",
      admin: true,
      params: IdParams,
      body: Type.Object({ status: Status }),
      data: Type.Object({ id: Id(), status: Status }, { title: 'EmployeeStatusChange' }),
    },
    ({ userId, params, body }) => employees.setStatus(userId, params.id, body.status as EmployeeStatus),
  );
}
