import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { reportExportMachine, type ExportedFile, type ExportRequest } from '../../../machines/report-export';
import { downloadReport, fileSize, type ExportedReport } from './report-download';

/** The filters that are set, as the export's query takes them. */
function defined(filters: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * A report's Export XLSX and Export CSV (the report-export machine): the file of the filters and
 * sort shown, downloading with the bytes received and a cancel, then its name, or the failure
 * with a retry.
 */
export function ExportButtons({ report, filters }: { report: ExportedReport; filters: Record<string, string | undefined> }) {
  const { t, i18n } = useTranslation();
  const [state, send] = useMachine(
    reportExportMachine.provide({
      actors: {
        download: fromPromise<ExportedFile, ExportRequest>(({ input, signal }) => downloadReport(report, input.format, input.filters, (bytes) => send({ type: 'progress', bytes }), signal)),
      },
    }),
  );
  const { format, received, file, error } = state.context;
  const busy = state.matches('downloading');
  return (
    <div className="admin-report-export">
      <ButtonGroup>
        {(['xlsx', 'csv'] as const).map((kind) => (
          <Button
            key={kind}
            icon="download"
            disabled={busy}
            loading={busy && format === kind}
            text={t(kind === 'xlsx' ? 'admin.reports.exportXlsx' : 'admin.reports.exportCsv')}
            onClick={() => send({ type: 'export.start', format: kind, filters: defined(filters) })}
            data-testid={`export-${kind}`}
          />
        ))}
      </ButtonGroup>
      <div aria-live="polite" className="admin-report-export__status">
        {busy && (
          <Callout icon={<Spinner size={16} />} intent="primary" compact>
            {t('admin.reports.exporting', { format: (format ?? '').toUpperCase(), size: fileSize(received, i18n.language) })}{' '}
            <Button size="small" variant="minimal" text={t('admin.reports.cancelExport')} onClick={() => send({ type: 'export.cancel' })} />
          </Callout>
        )}
        {state.matches('done') && file && (
          <Callout intent="success" compact data-testid="export-done">
            {t('admin.reports.exported', { name: file.fileName, size: fileSize(file.bytes, i18n.language) })}{' '}
            <Button size="small" variant="minimal" text={t('admin.reports.dismiss')} onClick={() => send({ type: 'dismiss' })} />
          </Callout>
        )}
        {state.matches('failed') && (
          <Callout intent="danger" compact role="alert">
            {t('admin.reports.exportFailed', { error: error ?? '' })} <Button size="small" icon="refresh" text={t('admin.reports.retry')} onClick={() => send({ type: 'retry' })} />{' '}
            <Button size="small" variant="minimal" text={t('admin.reports.dismiss')} onClick={() => send({ type: 'dismiss' })} />
          </Callout>
        )}
      </div>
    </div>
  );
}
