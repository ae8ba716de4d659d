import { useQuery } from '@apollo/client/react';
import { HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditEntriesDocument, type AuditEntriesQuery } from '../../../graphql/generated/admin';
import { formatDateTime } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column } from '../../shared/DataTable';

type Entry = AuditEntriesQuery['auditEntries']['nodes'][number];

/** The actions the filter offers (the ones the back office records today). */
const ACTIONS = [
  'employee.create',
  'employee.update',
  'employee.password_reset',
  'employee.unlock',
  'employee.disable',
  'employee.enable',
  'employee.move',
  'employee.import',
  'department.create',
  'department.update',
  'department.move',
  'department.merge',
  'department.disable',
  'department.enable',
  'department.delete',
  'position.create',
  'position.update',
  'position.delete',
  'settings.update',
  'announcement.create',
  'announcement.update',
  'announcement.cancel',
  'dingtalk.departments',
  'dingtalk.sync',
  'dingtalk.schedule',
  'banner.create',
  'banner.update',
  'banner.delete',
  'banner.reorder',
] as const;

/**
 * The audit trail: every change made in the back office, newest first: when, by whom, what
 * record and what each touched field was and became; filtered by action, paged.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(['changes']));
  const { data, previousData, loading, error, refetch } = useQuery(AuditEntriesDocument, { variables: { action: action || null, page: paging.page, pageSize: paging.pageSize }, fetchPolicy: 'cache-and-network' });
  const shownData = data ?? previousData;
  if (!shownData && loading) return <LoadingState rows={8} />;
  if (!shownData) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { nodes, totalCount } = shownData.auditEntries;

  const named = (group: 'actionName' | 'entityName' | 'field', key: string) => (i18n.exists(`admin.audit.${group}.${key}`) ? t(`admin.audit.${group}.${key}` as 'admin.audit.none') : key);
  /** A field's name for the record's kind (a department's `name` is its name, an employee's their full name), else the shared one. */
  const fieldName = (entity: string, field: string) => (i18n.exists(`admin.audit.entityField.${entity}.${field}`) ? t(`admin.audit.entityField.${entity}.${field}` as 'admin.audit.none') : named('field', field));
  /** A field's value as a reader knows it (a status's name), else the JSON text the server kept. */
  const valueOf = (field: string, json: string | null) => {
    if (json === null) return t('admin.audit.none');
    const key = `admin.audit.value.${field}.${json}`;
    if (i18n.exists(key)) return t(key as 'admin.audit.none');
    // A text as itself (a name), not as its JSON with quotes.
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : json;
  };
  const columns: Column<Entry, never>[] = [
    { key: 'time', label: t('admin.audit.column.time'), cell: (entry) => formatDateTime(entry.createdAt, i18n.language) },
    { key: 'actor', label: t('admin.audit.column.actor'), cell: (entry) => entry.actor.name },
    { key: 'action', label: t('admin.audit.column.action'), cell: (entry) => named('actionName', entry.action) },
    { key: 'record', label: t('admin.audit.column.record'), cell: (entry) => `${named('entityName', entry.entity)}${entry.entityId ? ` #${entry.entityId}` : ''}` },
    {
      key: 'changes',
      label: t('admin.audit.column.changes'),
      hideable: true,
      cell: (entry) => (
        <ul className="admin-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>{t('admin.audit.change', { field: fieldName(entry.entity, change.field), before: valueOf(change.field, change.before), after: valueOf(change.field, change.after) })}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className="admin-page__title">
        {t('admin.audit.title')}
      </h1>
      <div className="admin-toolbar">
        <HTMLSelect
          aria-label={t('admin.audit.action')}
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPaging({ ...paging, page: 1 });
          }}
          options={[{ value: '', label: t('admin.audit.allActions') }, ...ACTIONS.map((value) => ({ value, label: named('actionName', value) }))]}
        />
      </div>
      <DataTable caption={t('admin.audit.title')} columns={columns} rows={nodes} rowKey={(entry) => entry.id} shown={shown} onShownChange={setShown} />
      <Pager total={totalCount} page={paging.page} limit={paging.pageSize} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
    </section>
  );
}
