import { Button, ButtonGroup, Callout, FileInput, FormGroup, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { employeeImportMachine, type ImportProblem, type ImportReport } from '../../../machines/employee-import';
import { readAdminToken } from '../../../shared/local-session';
import { EMPLOYEE_IMPORT_MAX_MB, EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImportFormat } from '../../../shared/upload-rules';
import { toast } from '../../../shared/toaster';
import { adminSession } from '../../session';

/**
 * The import's calls go to REST, not the graph: the file is a multipart upload (as the portal
 * sends its uploads), and the template is a file; both carry the back-office token. The page
 * shows the REST answer as it is.
 */
async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { DeviceType: 'PC', 'Accept-Language': i18next.language };
  const token = readAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new Error(i18next.t('common.networkError'));
  }
  // The token expired or its admin is one no more: the shell says how to come back.
  if (response.status === 401 || response.status === 403) adminSession.refuse();
  return response;
}

async function sendImport(file: File, dryRun: boolean): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  const response = await call(`/api/admin/employees/import?dry_run=${dryRun ? 1 : 0}`, { method: 'POST', body: form });
  let body: { code: number; msg: string; data: ImportReport | null };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(i18next.t('common.networkError'));
  }
  if (body.code !== 200 || !body.data) throw new Error(body.msg);
  return body.data;
}

/** Saves the template the server makes in the reader's language. */
async function downloadTemplate(format: EmployeeImportFormat) {
  const response = await call(`/api/admin/employees/import-template?format=${format}`);
  if (!response.ok) throw new Error(i18next.t('common.networkError'));
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : `employees.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The problems of a file, row by row. */
function ProblemTable({ problems, caption }: { problems: ImportProblem[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <HTMLTable className="admin-table admin-import__problems" compact striped data-testid="import-problems">
      <caption className="admin-import__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.import.column.row')}</th>
          <th scope="col">{t('admin.import.column.field')}</th>
          <th scope="col">{t('admin.import.column.message')}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem) => (
          <tr key={`${problem.row}-${problem.field}-${problem.code}`}>
            <td>{problem.row}</td>
            <td>{t(`admin.import.field.${problem.field}` as 'admin.import.field.account')}</td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * Importing employees from an XLSX or CSV file (the employee-import machine): the template in
 * both formats, the file, its dry run's counts and problems, the import, its result (with the
 * generated password, shown once) or the failure with a retry.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, send] = useMachine(
    employeeImportMachine.provide({
      actors: {
        check: fromPromise<ImportReport, File>(({ input: file }) => sendImport(file, true)),
        importFile: fromPromise<ImportReport, File>(({ input: file }) => sendImport(file, false)),
      },
    }),
  );
  const { file, report, result, error, tooLarge } = state.context;
  const busy = state.matches('checking') || state.matches('importing');

  return (
    <section aria-labelledby="admin-import-title" className="admin-import">
      <h1 id="admin-import-title" className="admin-page__title">
        {t('admin.import.title')}
      </h1>
      <p>{t('admin.import.intro')}</p>
      <p>{t('admin.import.limits', { count: EMPLOYEE_IMPORT_MAX_ROWS, mb: EMPLOYEE_IMPORT_MAX_MB })}</p>
      <FormGroup label={t('admin.import.template')}>
        <ButtonGroup>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              icon="download"
              text={t(format === 'xlsx' ? 'admin.import.templateXlsx' : 'admin.import.templateCsv')}
              onClick={() => void downloadTemplate(format).catch((failure: unknown) => toast.error(failure instanceof Error ? failure.message : String(failure)))}
            />
          ))}
        </ButtonGroup>
      </FormGroup>
      <FormGroup label={t('admin.import.file')} labelFor={inputId} helperText={tooLarge ? t('admin.import.tooLarge', { mb: EMPLOYEE_IMPORT_MAX_MB }) : undefined} intent={tooLarge ? 'danger' : 'none'}>
        <FileInput
          fill
          disabled={busy}
          text={file?.name ?? t('admin.import.chooseFile')}
          hasSelection={Boolean(file)}
          buttonText={t('admin.import.browse')}
          inputProps={{
            id: inputId,
            ref: input,
            accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
          }}
          onInputChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) send({ type: 'file.choose', file: chosen });
            // The same file may be chosen again (after correcting it): the input forgets it.
            event.currentTarget.value = '';
          }}
        />
      </FormGroup>

      <div aria-live="polite" className="admin-import__status">
        {busy && (
          <Callout icon={<Spinner size={16} />} intent="primary">
            {t(state.matches('checking') ? 'admin.import.checking' : 'admin.import.importing', { name: file?.name ?? '' })}
          </Callout>
        )}
        {state.matches('reviewed') && report && (
          <Callout intent={report.valid === 0 ? 'danger' : report.invalid > 0 ? 'warning' : 'success'} data-testid="import-counts">
            <p>{t('admin.import.counts', { total: report.total, valid: report.valid, invalid: report.invalid })}</p>
            <p>{report.valid === 0 ? t('admin.import.nothingValid') : report.invalid === 0 ? t('admin.import.noProblems') : t('admin.import.another')}</p>
          </Callout>
        )}
        {state.matches('done') && result && (
          <Callout intent="success" data-testid="import-done">
            <p>{t('admin.import.done', { added: result.added, refused: result.refused })}</p>
            {result.generated_password && <p>{t('admin.import.password', { password: result.generated_password })}</p>}
            <Link to={'/employees' as never}>{t('admin.import.toList')}</Link>
          </Callout>
        )}
        {(state.matches('checkFailed') || state.matches('importFailed')) && (
          <Callout intent="danger" role="alert">
            <p>{t('admin.import.failed', { error: error ?? '' })}</p>
            <Button icon="refresh" text={t('admin.import.retry')} onClick={() => send({ type: 'retry' })} />
          </Callout>
        )}
      </div>

      {state.matches('reviewed') && report && (
        <>
          {report.valid > 0 && <Button className="admin-import__start" intent="primary" icon="import" text={t('admin.import.start', { count: report.valid })} onClick={() => send({ type: 'import.start' })} />}
          {report.problems.length > 0 && <ProblemTable problems={report.problems} caption={t('admin.import.problems')} />}
        </>
      )}
      {state.matches('done') && result && result.problems.length > 0 && <ProblemTable problems={result.problems} caption={t('admin.import.refusedRows')} />}
    </section>
  );
}
