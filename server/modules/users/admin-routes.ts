import multipart from '@fastify/multipart';
import { Type, type TLiteral } from 'typebox';
import { EMPLOYEE_IMPORT_FORMATS, EMPLOYEE_IMPORT_MAX_MB, EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImportFormat } from '../../../src/shared/upload-rules.js';
import { DomainError } from '../../core/errors.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, PageOf, Unix } from '../../core/http/schema-kit.js';
import { EMPLOYEE_FIELDS } from './employee-records.js';
import type { EmployeeImport } from './employee-import.js';
import { EMPLOYEE_SORTS, type EmployeeEdit, type EmployeeSort, type EmployeeStatus, type EmployeesAdmin } from './employees-admin.js';

type RoleIdValue = 1 | 2 | 3;

const Status = Type.Integer({ minimum: 1, maximum: 2, description: '1 active, 2 disabled (the next request of a disabled employee is a forced logout)' });

const RoleId = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 learner, 2 lecturer, 3 examiner' });
const AdminFlag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 may open the back office' });
const UserType = Type.Integer({ minimum: 1, maximum: 2, description: 'Employee status (spec: user type): 1 probation, 2 official' });
const EmployeeType = Type.Integer({ minimum: 0, maximum: 5, description: '0 none, 1 full-time, 2 part-time, 3 intern, 4 re-employed retiree, 5 labour dispatch' });
const PositionLevel = Type.Union([Type.Integer(), Type.Null()], { description: '1 junior manager, 3 senior manager, null none' });
const PositionLevelIn = Type.Union([Type.Literal(1), Type.Literal(3), Type.Null()], { description: '1 junior manager, 3 senior manager, null none' });
const Text = (maxLength: number, description: string) => Type.Union([Type.String({ maxLength }), Type.Null()], { description });

/** What the form sends of a new employee and of an edit (the rule's text fields are checked by employee-records.ts, which words the refusals). */
const EmployeeFields = {
  account: Type.String({ maxLength: 200, description: 'The sign-in account: letters, digits and . _ - @, unique' }),
  name: Type.String({ maxLength: 200 }),
  mobile: Type.String({ maxLength: 40, description: '11 digits, unique' }),
  mail: Type.Optional(Text(400, 'Unique when given')),
  work_number: Type.Optional(Text(200, 'The work number HR gives')),
  entry_time: Type.Optional(Text(40, 'Day of entry, YYYY-MM-DD')),
  department_id: Type.Union([Id(), Type.Null()], { description: 'An active department (an edit may keep a disabled one the employee is in)' }),
  position_id: Type.Optional(Type.Union([Id(), Type.Null()], { description: 'An active position, or none' })),
  role_id: RoleId,
};

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
    position_id: Type.Union([Id(), Type.Null()]),
    position_name: Type.Union([Type.String(), Type.Null()]),
    role_id: Type.Integer({ description: '1 learner, 2 lecturer, 3 examiner' }),
    is_admin: Type.Integer({ description: '1 may open the back office' }),
    status: Status,
    entry_time: Type.Union([Type.String(), Type.Null()], { description: 'Day of entry, YYYY-MM-DD' }),
    user_type: UserType,
    employee_type: EmployeeType,
    supervisor: Type.Union([Type.String(), Type.Null()], { description: "The supervisor's name" }),
    position_level: PositionLevel,
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
export function employeeAdminRoutes(scopes: RouteScopes, { employees, employeeImport }: { employees: EmployeesAdmin; employeeImport: EmployeeImport }) {
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
  route.post(
    '/api/admin/employees',
    {
      operationId: 'adminCreateEmployee',
      summary: 'Add an employee',
      description:
        "The rule of the import's rows (required account, name, mobile and department; formats; account, mobile and mail unique; an active department and position), refused at its field (422 with `field`). Without a password one is generated and answered this once in generated_password. Recorded in the audit trail (employee.create).",
      admin: true,
      body: Type.Object({ ...EmployeeFields, password: Type.Optional(Text(40, 'The initial password (the password rule); empty: one is generated')), is_admin: Type.Optional(AdminFlag) }),
      data: Type.Object({ ...AdminEmployee.properties, generated_password: Type.Union([Type.String(), Type.Null()], { description: 'The generated initial password, shown this once' }) }, { title: 'CreatedEmployee' }),
    },
    async ({ userId, body }) => withMessage(await employees.create(userId, { ...body, role_id: body.role_id as RoleIdValue, is_admin: body.is_admin as 0 | 1 | undefined }), 'employeeCreated'),
  );
  route.put(
    '/api/admin/employees/:id',
    {
      operationId: 'adminUpdateEmployee',
      summary: 'Change what HR keeps of an employee',
      description:
        "Every field is sent (the form's whole state). The new-employee rule applies, except that the employee may stay in a department or position since disabled. An administrator cannot take away their own administrator flag (422 on is_admin). The password has its own route. Recorded in the audit trail (employee.update) with the fields that changed.",
      admin: true,
      params: IdParams,
      body: Type.Object({ ...EmployeeFields, is_admin: AdminFlag, user_type: UserType, employee_type: EmployeeType, supervisor: Type.Optional(Text(64, "The supervisor's name")), position_level: Type.Optional(PositionLevelIn) }),
      data: AdminEmployee,
    },
    async ({ userId, params, body }) =>
      withMessage(
        await employees.update(userId, params.id, {
          ...body,
          role_id: body.role_id as RoleIdValue,
          is_admin: body.is_admin as 0 | 1,
          user_type: body.user_type as 1 | 2,
          employee_type: body.employee_type as EmployeeEdit['employee_type'],
          position_level: body.position_level as 1 | 3 | null | undefined,
        }),
        'employeeUpdated',
      ),
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
  employeeImportRoutes(scopes, employeeImport);
}

const ImportProblem = Type.Object(
  {
    row: Type.Integer({ description: "The row's number in the sheet (the header is row 1)" }),
    field: Type.Union(EMPLOYEE_FIELDS.map((field) => Type.Literal(field)) as [TLiteral<string>]),
    code: Type.String({ description: 'required, tooLong, badAccount, badMobile, badMail, badDate, badPassword, unknownDepartment, unknownPosition, unknownRole, duplicateAccount, duplicateMobile or duplicateMail' }),
    message: Type.String({ description: "The problem in the reader's language" }),
  },
  { title: 'EmployeeImportProblem' },
);

const ImportResult = Type.Object(
  {
    dry_run: Type.Boolean(),
    file_name: Type.String(),
    total: Type.Integer({ description: 'Rows with any text below the header' }),
    valid: Type.Integer(),
    invalid: Type.Integer(),
    problems: Type.Array(ImportProblem, { description: 'Every problem of every row, by row' }),
    added: Type.Integer({ description: 'Employees added (0 on a dry run)' }),
    refused: Type.Integer({ description: 'Rows not added, each named in problems' }),
    generated_password: Type.Union([Type.String(), Type.Null()], { description: 'The initial password of the added rows that left theirs empty, shown this once' }),
  },
  { title: 'EmployeeImportResult' },
);

/**
 * The import's two routes. The file goes over REST, not the graph: a multipart upload, sent by
 * the admin site with its back-office token (as the portal sends its uploads), answered with the
 * result the page shows as it is. They sit in a child of the guarded scope with a multipart
 * parser of their own (the import's size cap), marked for the back office's guard by the route
 * helper, as the uploads module's routes are for the portal's.
 */
function employeeImportRoutes(scopes: RouteScopes, employeeImport: EmployeeImport) {
  const maxBytes = EMPLOYEE_IMPORT_MAX_MB * 1024 * 1024;
  void scopes.guarded.register(async (scope) => {
    // throwFileSizeLimit: a file past the cap is refused with the import's own message, below.
    await scope.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6 } });
    const route = routes({ ...scopes, guarded: scope }, ['admin']);
    route.post(
      '/api/admin/employees/import',
      {
        operationId: 'adminImportEmployees',
        summary: `Check (dry_run=1) or import (dry_run=0) employees from an XLSX or CSV file (multipart/form-data, field "file"), at most ${EMPLOYEE_IMPORT_MAX_ROWS} rows and ${EMPLOYEE_IMPORT_MAX_MB} MB`,
        description:
          "The first row names the columns, in Chinese or English (the template's). A dry run lists every row's problems and changes nothing; an import checks everything again and adds the valid rows in batches, each in one transaction with its audit entry (employee.import), never half a row. More rows than the limit, a larger file, an unreadable one or one without the required columns is refused (422) with nothing changed.",
        admin: true,
        query: Type.Object({ dry_run: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1, description: '1 checks only (the default), 0 imports' })) }),
        data: ImportResult,
      },
      async ({ userId, request, query, locale }) => {
        if (!request.isMultipart()) throw new DomainError('invalid', 'importMissingFile');
        const part = await request.file();
        if (!part) throw new DomainError('invalid', 'importMissingFile');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('invalid', 'importTooLarge', { mb: EMPLOYEE_IMPORT_MAX_MB });
          throw error;
        }
        const dryRun = (query.dry_run ?? 1) === 1;
        const result = await employeeImport.run(userId, { bytes, name: part.filename ?? '' }, dryRun, locale);
        return withMessage(result, dryRun ? 'importChecked' : 'importDone');
      },
    );
  });

  // A file, not an envelope: left out of the API reference (and so of the graph); the admin site downloads it.
  scopes.guarded.get<{ Querystring: { format?: EmployeeImportFormat } }>(
    '/api/admin/employees/import-template',
    {
      schema: { hide: true, querystring: Type.Object({ format: Type.Optional(Type.Union(EMPLOYEE_IMPORT_FORMATS.map((format) => Type.Literal(format)) as [TLiteral<EmployeeImportFormat>], { default: 'xlsx' })) }) },
      config: { guarded: 'admin' },
    },
    async (request, reply) => {
      const file = await employeeImport.template(request.query.format ?? 'xlsx', request.locale);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
