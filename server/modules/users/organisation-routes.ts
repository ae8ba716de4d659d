import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { Id, IdParams, Int, ListOf, Nullable } from '../../core/http/schema-kit.js';
import type { OrganisationAdmin, OrganisationStatus } from './organisation-admin.js';

const Status = Type.Integer({ minimum: 1, maximum: 2, description: '1 active, 2 disabled (kept for the people who name it, offered for nothing new)' });
/** A department's or a position's name: trimmed by the service, which refuses an empty one on the field. */
const Name = Type.String({ minLength: 1, maxLength: 50 });

const Department = Type.Object(
  {
    id: Id(),
    parent_id: Nullable(Id({ description: 'null: a top-level department' })),
    name: Type.String(),
    sort: Int({ description: 'Order among its siblings, ascending' }),
    status: Status,
    employee_count: Int({ description: 'People whose department it is, either status' }),
  },
  { title: 'AdminDepartment' },
);

const Position = Type.Object({ id: Id(), name: Type.String(), sort: Int(), status: Status, employee_count: Int({ description: 'People who hold it, either status' }) }, { title: 'AdminPosition' });

const Changed = Type.Object({ id: Id() }, { title: 'OrganisationChange' });

/** The back office's routes of the organisation (departments and positions), behind the back office's guard. */
export function organisationAdminRoutes(scopes: RouteScopes, { organisation }: { organisation: OrganisationAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get('/api/admin/departments', { operationId: 'adminDepartments', summary: 'The whole department tree, as a list linked by parent_id', admin: true, data: ListOf('AdminDepartmentList', Department) }, async () => ({
    list: await organisation.departments(),
  }));
  route.post(
    '/api/admin/departments',
    {
      operationId: 'adminCreateDepartment',
      summary: 'Create a department',
      description: 'Under an active parent (or at the top); the name unique among its siblings. Refusals name the field (`field`).',
      admin: true,
      body: Type.Object({ name: Name, parent_id: Nullable(Id()) }),
      data: Changed,
    },
    ({ userId, body }) => organisation.createDepartment(userId, body),
  );
  route.put(
    '/api/admin/departments/:id',
    {
      operationId: 'adminUpdateDepartment',
      summary: 'Rename, move or reorder a department',
      description: 'A move under itself or one of its sub-departments, or under a disabled one, is refused.',
      admin: true,
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), parent_id: Type.Optional(Nullable(Id())), sort: Type.Optional(Int()) }),
      data: Changed,
    },
    ({ userId, params, body }) => organisation.updateDepartment(userId, params.id, body),
  );
  route.post(
    '/api/admin/departments/:id/merge',
    {
      operationId: 'adminMergeDepartment',
      summary: 'Merge a department into another',
      description: 'Its people and sub-departments move into the other, and it is removed.',
      admin: true,
      params: IdParams,
      body: Type.Object({ into_id: Id() }),
      data: Type.Object({ id: Id(), employees_moved: Int() }, { title: 'DepartmentMerge' }),
    },
    ({ userId, params, body }) => organisation.mergeDepartment(userId, params.id, body.into_id),
  );
  route.put(
    '/api/admin/departments/:id/status',
    {
      operationId: 'adminSetDepartmentStatus',
      summary: 'Disable or enable a department',
      description: 'Disabling is refused while active people or active sub-departments are in it; enabling, under a disabled parent.',
      admin: true,
      params: IdParams,
      body: Type.Object({ status: Status }),
      data: Type.Object({ id: Id(), status: Status }, { title: 'DepartmentStatusChange' }),
    },
    ({ userId, params, body }) => organisation.setDepartmentStatus(userId, params.id, body.status as OrganisationStatus),
  );
  route.delete(
    '/api/admin/departments/:id',
    { operationId: 'adminDeleteDepartment', summary: 'Delete an empty department', description: 'Refused while anyone or any sub-department is in it (merge it instead).', admin: true, params: IdParams, data: Changed },
    ({ userId, params }) => organisation.deleteDepartment(userId, params.id),
  );
  route.put(
    '/api/admin/employees/department',
    {
      operationId: 'adminMoveEmployees',
      summary: 'Move employees into a department',
      admin: true,
      body: Type.Object({ user_ids: Type.Array(Id(), { minItems: 1, maxItems: 500 }), department_id: Id() }),
      data: Type.Object({ department_id: Id(), moved: Int() }, { title: 'EmployeesMove' }),
    },
    ({ userId, body }) => organisation.moveEmployees(userId, body.user_ids, body.department_id),
  );

  route.get('/api/admin/positions', { operationId: 'adminPositions', summary: 'The positions', admin: true, data: ListOf('AdminPositionList', Position) }, async () => ({ list: await organisation.positions() }));
  route.post(
    '/api/admin/positions',
    { operationId: 'adminCreatePosition', summary: 'Create a position', description: 'Its name unique in the company.', admin: true, body: Type.Object({ name: Name }), data: Changed },
    ({ userId, body }) => organisation.createPosition(userId, body),
  );
  route.put(
    '/api/admin/positions/:id',
    {
      operationId: 'adminUpdatePosition',
      summary: 'Rename, disable or enable a position',
      admin: true,
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), status: Type.Optional(Status) }),
      data: Changed,
    },
    ({ userId, params, body }) => organisation.updatePosition(userId, params.id, { name: body.name, status: body.status as OrganisationStatus | undefined }),
  );
  route.delete(
    '/api/admin/positions/:id',
    { operationId: 'adminDeletePosition', summary: 'Delete a position nobody holds', admin: true, params: IdParams, data: Changed },
    ({ userId, params }) => organisation.deletePosition(userId, params.id),
  );
}
