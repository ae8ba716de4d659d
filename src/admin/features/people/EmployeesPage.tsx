import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { EmployeesDocument, OrganisationDocument, ResetEmployeePasswordDocument, SetEmployeeStatusDocument, UnlockEmployeeDocument, type EmployeeFormFragment, type EmployeeOrderField, type AccountStatus } from '../../../graphql/generated/admin';
import { employeeStatusMachine, type StatusTarget } from '../../../machines/employee-status';
import { backOfficeChangeMachine, type BackOfficeChange } from '../../../machines/back-office-change';
import { DepartmentOptions, saveBackOfficeChange } from '../organisation/organisation-changes';
import { withServerMessage } from '../../../shared/api-errors';
import { formatDate } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { EmployeeFormDialog, employeeValues, newEmployeeValues, saveEmployee } from './EmployeeFormDialog';

/** The columns a reader may hide, shown at first. */
const HIDEABLE = ['mobile', 'workNumber', 'department', 'position', 'role', 'entryDate'];

/**
 * The back office's employees: searched (account, name, mobile, mail, work number), filtered by
 * status, sorted by the server on a column's header, paged; each row disabled or enabled after a
 * confirmation (the employee-status machine), recorded in the audit trail by the server.
 */
export function EmployeesPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<AccountStatus | ''>('');
  const [sort, setSort] = useState<Sort<EmployeeOrderField>>({ key: 'CREATED_AT', direction: 'DESC' });
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const [departmentId, setDepartmentId] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The initial password a new employee was given, shown once after the save.
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const organisation = useQuery(OrganisationDocument, { fetchPolicy: 'cache-and-network' });
  const units = organisation.data?.departments ?? [];
  const variables = { keyword: keyword || null, departmentId: departmentId || null, status: status || null, orderBy: sort.key, direction: sort.direction, page: paging.page, pageSize: paging.pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(EmployeesDocument, { variables, fetchPolicy: 'cache-and-network' });

  const [state, send] = useMachine(
    employeeStatusMachine.provide({
      actors: {
        save: fromPromise<void, StatusTarget>(({ input }) =>
          withServerMessage(async () => {
            await client.mutate({ mutation: SetEmployeeStatusDocument, variables: { input: { employeeId: input.id, status: input.status } }, context: { handlesErrors: true } });
          }),
        ),
      },
      actions: {
        announce: (_, { target }) => toast.success(t(target.status === 'DISABLED' ? 'admin.people.disabled' : 'admin.people.enabled', { name: target.name })),
        refresh: () => void refetch(),
      },
    }),
  );
  const target = state.context.target;

  // The chosen people into a department, a new password, an unlock: each a run of the back-office change machine.
  const [move, sendMove] = useMachine(
    backOfficeChangeMachine.provide({
      actors: {
        save: fromPromise<string | undefined, BackOfficeChange>(({ input }) =>
          withServerMessage(async () => {
            const context = { handlesErrors: true };
            if (input.kind === 'createEmployee' || input.kind === 'editEmployee') {
              const password = await saveEmployee(client, input);
              const name = input.values.name ?? '';
              if (password) setIssued({ name, password });
              return t(`admin.organisation.done.${input.kind}`, { name });
            }
            if (input.kind === 'resetPassword') {
              await client.mutate({ mutation: ResetEmployeePasswordDocument, variables: { input: { employeeId: input.targetId!, password: input.values.password ?? '' } }, context });
              return undefined;
            }
            if (input.kind === 'unlockEmployee') {
              const { data } = await client.mutate({ mutation: UnlockEmployeeDocument, variables: { input: { employeeId: input.targetId! } }, context });
              return t(data?.unlockEmployee.unlockedAddresses ? 'admin.organisation.done.unlockEmployee' : 'admin.people.notLocked', { name: input.targetName });
            }
            await saveBackOfficeChange(client, input);
            return undefined;
          }),
        ),
      },
      actions: {
        announce: (_, { change, report }) => {
          if (report) toast.success(report);
          else if (change.kind === 'resetPassword') toast.success(t('admin.organisation.done.resetPassword', { name: change.targetName }));
          else toast.success(t('admin.organisation.done.moveEmployees', { count: change.values.employeeIds!.split(',').length, name: units.find((unit) => unit.id === change.values.departmentId)?.name ?? '' }));
        },
        refresh: () => {
          setSelected(new Set());
          void refetch();
          void organisation.refetch();
        },
      },
    }),
  );
  const moving = move.context.change;

  const shownData = data ?? previousData;
  if (!shownData && loading) return <LoadingState rows={8} />;
  if (!shownData) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { nodes, totalCount } = shownData.employees;

  const columns: Column<EmployeeFormFragment, EmployeeOrderField>[] = [
    { key: 'account', label: t('admin.people.column.account'), cell: (row) => row.account, sortKey: 'ACCOUNT' },
    { key: 'name', label: t('admin.people.column.name'), cell: (row) => row.name, sortKey: 'NAME' },
    { key: 'mobile', label: t('admin.people.column.mobile'), cell: (row) => row.mobile ?? '', hideable: true },
    { key: 'workNumber', label: t('admin.people.column.workNumber'), cell: (row) => row.workNumber ?? '', sortKey: 'WORK_NUMBER', hideable: true },
    { key: 'department', label: t('admin.people.column.department'), cell: (row) => row.department?.name ?? '', sortKey: 'DEPARTMENT', hideable: true },
    { key: 'position', label: t('admin.people.column.position'), cell: (row) => row.positionName ?? '', hideable: true },
    {
      key: 'role',
      label: t('admin.people.column.role'),
      cell: (row) => (
        <>
          {t(`admin.people.role.${row.role}`)}
          {row.isAdmin && (
            <Tag minimal intent="primary" className="admin-tag">
              {t('admin.people.admin')}
            </Tag>
          )}
        </>
      ),
      hideable: true,
    },
    { key: 'entryDate', label: t('admin.people.column.entryDate'), cell: (row) => formatDate(row.entryDate, i18n.language), sortKey: 'ENTRY_DATE', hideable: true },
    {
      key: 'status',
      label: t('admin.people.column.status'),
      cell: (row) => (
        <Tag minimal intent={row.status === 'ACTIVE' ? 'success' : 'danger'}>
          {t(`admin.people.statusValue.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      label: t('admin.people.column.actions'),
      cell: (row) => {
        const next: AccountStatus = row.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
        const person = { kind: 'resetPassword' as const, targetId: row.id, targetName: row.name };
        return (
          <span className="admin-row-actions">
            <Button
              size="small"
              variant="minimal"
              intent={next === 'DISABLED' ? 'danger' : 'success'}
              text={t(next === 'DISABLED' ? 'admin.people.disable' : 'admin.people.enable')}
              aria-label={`${t(next === 'DISABLED' ? 'admin.people.disable' : 'admin.people.enable')} ${row.name}`}
              onClick={() => send({ type: 'change.ask', target: { id: row.id, name: row.name, status: next } })}
            />
            <Button size="small" variant="minimal" text={t('admin.people.edit')} aria-label={`${t('admin.people.edit')} ${row.name}`} onClick={() => sendMove({ type: 'edit.open', change: { kind: 'editEmployee', targetId: row.id, targetName: row.name, values: employeeValues(row) } })} />
            <Button size="small" variant="minimal" text={t('admin.people.setPassword')} aria-label={`${t('admin.people.setPassword')} ${row.name}`} onClick={() => sendMove({ type: 'edit.open', change: { ...person, values: { password: '' } } })} />
            <Button size="small" variant="minimal" text={t('admin.people.unlock')} aria-label={`${t('admin.people.unlock')} ${row.name}`} onClick={() => sendMove({ type: 'edit.open', change: { ...person, kind: 'unlockEmployee', values: {} } })} />
          </span>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-people-title">
      <div className="admin-page__head">
        <h1 id="admin-people-title" className="admin-page__title">
          {t('admin.people.title')}
        </h1>
        <span className="admin-page__actions">
          <Button icon="add" intent="primary" text={t('admin.people.add')} onClick={() => sendMove({ type: 'edit.open', change: { kind: 'createEmployee', targetId: null, targetName: '', values: newEmployeeValues() } })} data-testid="employee-add" />
          <Link to={'/people/import' as never} className="bp6-button" data-testid="employee-import">
            {t('admin.people.import')}
          </Link>
        </span>
      </div>
      <form
        className="admin-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(typed.trim());
          setPaging({ ...paging, page: 1 });
        }}
      >
        <InputGroup
          className="admin-toolbar__search"
          leftIcon="search"
          type="search"
          value={typed}
          onValueChange={setTyped}
          placeholder={t('admin.people.search')}
          aria-label={t('admin.people.search')}
          data-testid="employee-search"
        />
        <HTMLSelect
          aria-label={t('admin.people.department')}
          value={departmentId}
          onChange={(event) => {
            setDepartmentId(event.target.value);
            setPaging({ ...paging, page: 1 });
          }}
          data-testid="department-filter"
        >
          <option value="">{t('admin.people.allDepartments')}</option>
          <DepartmentOptions units={units} />
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('admin.people.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AccountStatus | '');
            setPaging({ ...paging, page: 1 });
          }}
          options={[
            { value: '', label: t('admin.people.allStatuses') },
            { value: 'ACTIVE', label: t('admin.people.statusValue.ACTIVE') },
            { value: 'DISABLED', label: t('admin.people.statusValue.DISABLED') },
          ]}
        />
        <Button
          icon="move"
          disabled={selected.size === 0}
          text={t('admin.people.moveChosen', { count: selected.size })}
          onClick={() => sendMove({ type: 'edit.open', change: { kind: 'moveEmployees', targetId: null, targetName: '', values: { employeeIds: [...selected].join(','), departmentId: '' } } })}
          data-testid="move-chosen"
        />
      </form>
      <DataTable
        selection={{ selected, onChange: setSelected, label: (row) => row.name }}
        caption={t('admin.people.title')}
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPaging({ ...paging, page: 1 });
        }}
        shown={shown}
        onShownChange={setShown}
      />
      <Pager total={totalCount} page={paging.page} limit={paging.pageSize} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
      <Alert
        isOpen={state.matches('confirming') || state.matches('saving') || state.matches('refused')}
        intent={target?.status === 'DISABLED' ? 'danger' : 'primary'}
        icon={target?.status === 'DISABLED' ? 'disable' : 'confirm'}
        confirmButtonText={t(target?.status === 'DISABLED' ? 'admin.people.disable' : 'admin.people.enable')}
        cancelButtonText={t('admin.people.cancel')}
        loading={state.matches('saving')}
        onConfirm={() => send({ type: 'change.confirm' })}
        onCancel={() => send({ type: 'change.cancel' })}
      >
        <p>{target && t(target.status === 'DISABLED' ? 'admin.people.confirmDisable' : 'admin.people.confirmEnable', { name: target.name })}</p>
        {state.context.error && (
          <p className="bp6-text-danger" role="alert">
            {state.context.error}
          </p>
        )}
      </Alert>
      <Dialog isOpen={moving?.kind === 'resetPassword'} onClose={() => sendMove({ type: 'edit.cancel' })} title={moving ? t('admin.organisation.form.resetPassword', { name: moving.targetName }) : ''}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sendMove({ type: 'edit.submit' });
          }}
        >
          <DialogBody>
            <FormGroup
              label={t('admin.people.newPassword')}
              labelFor="new-password"
              intent={move.context.refusal ? 'danger' : 'none'}
              helperText={move.context.refusal?.message ?? t('admin.people.passwordRule')}
            >
              <InputGroup id="new-password" type="password" autoComplete="new-password" autoFocus maxLength={64} value={moving?.values.password ?? ''} intent={move.context.refusal ? 'danger' : 'none'} onValueChange={(value) => sendMove({ type: 'edit.change', field: 'password', value })} required />
            </FormGroup>
            <Callout intent="warning" icon="log-out">
              {t('admin.people.passwordEndsSessions')}
            </Callout>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('admin.people.cancel')} onClick={() => sendMove({ type: 'edit.cancel' })} />
                <Button type="submit" intent="primary" loading={move.matches('saving')} text={t('admin.organisation.save')} />
              </>
            }
          />
        </form>
      </Dialog>
      <Dialog isOpen={moving?.kind === 'moveEmployees'} onClose={() => sendMove({ type: 'edit.cancel' })} title={t('admin.organisation.form.moveEmployees')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sendMove({ type: 'edit.submit' });
          }}
        >
          <DialogBody>
            <p>{t('admin.people.moveWho', { count: moving?.values.employeeIds?.split(',').length ?? 0 })}</p>
            <FormGroup
              label={t('admin.people.moveInto')}
              labelFor="move-into"
              intent={move.context.refusal ? 'danger' : 'none'}
              helperText={move.context.refusal?.message}
            >
              <HTMLSelect id="move-into" fill required value={moving?.values.departmentId ?? ''} onChange={(event) => sendMove({ type: 'edit.change', field: 'departmentId', value: event.target.value })}>
                <option value="">{t('admin.organisation.chooseDepartment')}</option>
                <DepartmentOptions units={units} />
              </HTMLSelect>
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('admin.people.cancel')} onClick={() => sendMove({ type: 'edit.cancel' })} />
                <Button type="submit" intent="primary" loading={move.matches('saving')} text={t('admin.organisation.save')} />
              </>
            }
          />
        </form>
      </Dialog>
      <EmployeeFormDialog
        change={moving}
        refusal={move.context.refusal}
        saving={move.matches('saving')}
        units={units}
        positions={organisation.data?.positions ?? []}
        onChange={(field, value) => sendMove({ type: 'edit.change', field, value })}
        onSubmit={() => sendMove({ type: 'edit.submit' })}
        onCancel={() => sendMove({ type: 'edit.cancel' })}
      />
      <Dialog isOpen={issued !== null} onClose={() => setIssued(null)} title={t('admin.people.form.issuedTitle', { name: issued?.name ?? '' })}>
        <DialogBody>
          <p>{t('admin.people.form.issuedBody', { name: issued?.name ?? '' })}</p>
          <p>
            <code className="admin-issued-password" data-testid="issued-password">
              {issued?.password}
            </code>
          </p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('admin.people.form.done')} onClick={() => setIssued(null)} />} />
      </Dialog>
    </section>
  );
}
