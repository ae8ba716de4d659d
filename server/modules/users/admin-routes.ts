import multipart from '@fastify/multipart';
import { Type, type TLiteral } from 'typebox';
import { EMPLOYEE_IMPORT_FORMATS, EMPLOYEE_IMPORT_MAX_MB, EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImportFormat } from '../../../src/shared/upload-rules.js';
import { DomainError } from '../../core/errors.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, PageOf, Unix } from '../../core/http/schema-kit.js';
import { EMPLOYEE_FIELDS } from './employee-records.js';
import type { EmployeeImport } from './employee-import.js';
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
