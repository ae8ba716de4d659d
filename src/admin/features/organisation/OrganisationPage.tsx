import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, ButtonGroup, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, InputGroup, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { OrganisationDocument } from '../../../graphql/generated/admin';
import { backOfficeChangeMachine, hasForm, type BackOfficeChange, type BackOfficeChangeKind, type FormKind } from '../../../machines/back-office-change';
import { withServerMessage } from '../../../shared/api-errors';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';
import { DepartmentOptions, ordered, saveBackOfficeChange, subtreeOf } from './organisation-changes';

/**
 * The back office's organisation: the department tree (create, rename, move, merge, disable,
 * enable, delete) and the positions (create, rename, disable, enable, delete). Every change is one
 * run of the back-office-change machine: a form where there is something to fill, a confirmation
 * before what removes or hides, the server's refusal shown at its field.
 */
export function OrganisationPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(OrganisationDocument, { fetchPolicy: 'cache-and-network' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const [state, send] = useMachine(
    backOfficeChangeMachine.provide({
      actors: {
        save: fromPromise<string | undefined, BackOfficeChange>(({ input }) => withServerMessage(async () => {
          await saveBackOfficeChange(client, input);
          return undefined;
        })),
      },
      actions: {
        announce: (_, { change }) => toast.success(t(`admin.organisation.done.${change.kind}`, { name: change.values.name || change.targetName })),
        refresh: () => void refetch(),
      },
    }),
  );

  const units = useMemo(() => data?.departments ?? [], [data]);
  const tree = useMemo(() => ordered(units), [units]);
  if (!data && loading) return <LoadingState rows={8} />;
  if (!data) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const selected = units.find((unit) => unit.id === selectedId) ?? null;
  /** The people of a department and of every department below it (the tree shows these; the server counts each department's own). */
  const totalOf = (id: string) => {
    const below = subtreeOf(units, id);
    return units.reduce((sum, unit) => sum + (below.has(unit.id) ? unit.employeeCount : 0), 0);
  };
  const pathOf = (id: string | null | undefined) => tree.find((entry) => entry.unit.id === id)?.path ?? '';
  const open = (kind: BackOfficeChangeKind, target: { id: string; name: string } | null, values: Record<string, string> = {}) =>
    send({ type: 'edit.open', change: { kind, targetId: target?.id ?? null, targetName: target?.name ?? '', values } });

  const nodesUnder = (parent: string | null): TreeNodeInfo<string>[] =>
    units
      .filter((unit) => (unit.parentId ?? null) === parent)
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id))
      .map((unit) => {
        const children = nodesUnder(unit.id);
        return {
          id: unit.id,
          nodeData: unit.id,
          label: unit.name,
          icon: 'folder-close',
          isSelected: unit.id === selectedId,
          isExpanded: expanded.has(unit.id),
          hasCaret: children.length > 0,
          childNodes: children,
          secondaryLabel: (
            <span className="admin-org__counts">
              {unit.status === 'DISABLED' && (
                <Tag minimal intent="danger">
                  {t('admin.organisation.disabled')}
                </Tag>
              )}{' '}
              {t('admin.organisation.people', { count: totalOf(unit.id) })}
            </span>
          ),
        };
      });
  const toggle = (id: string, on: boolean) => setExpanded((current) => (on ? new Set(current).add(id) : new Set([...current].filter((other) => other !== id))));

  const change = state.context.change;
  const refusal = state.context.refusal;
  const formOpen = state.matches('editing') || ((state.matches('saving') || state.matches('refused')) && change !== null && dialogIsForm(change.kind));
  const confirmOpen = state.matches('confirming') || ((state.matches('saving') || state.matches('refused')) && change !== null && !dialogIsForm(change.kind));
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  return (
    <section aria-labelledby="admin-org-title" className="admin-org">
      <h1 id="admin-org-title" className="admin-page__title">
        {t('admin.organisation.title')}
      </h1>
      <div className="admin-org__columns">
        <div className="admin-org__tree">
          <div className="admin-toolbar">
            <h2 className="admin-org__subtitle">{t('admin.organisation.departments')}</h2>
            <Button icon="add" intent="primary" text={t('admin.organisation.addTop')} onClick={() => open('createDepartment', null, { name: '', parentId: '' })} data-testid="add-top-department" />
          </div>
          {units.length === 0 ? (
            <Callout>{t('admin.organisation.noDepartments')}</Callout>
          ) : (
            <Tree<string>
              contents={nodesUnder(null)}
              onNodeClick={(node) => setSelectedId(node.nodeData ?? null)}
              onNodeExpand={(node) => toggle(node.nodeData!, true)}
              onNodeCollapse={(node) => toggle(node.nodeData!, false)}
              aria-label={t('admin.organisation.departments')}
            />
          )}
        </div>
        <div className="admin-org__detail" aria-live="polite">
          {selected ? (
            <div data-testid="department-detail">
              <h2 className="admin-org__subtitle">{selected.name}</h2>
              <p className="admin-org__path">{pathOf(selected.id)}</p>
              <p>
                <Tag minimal intent={selected.status === 'ACTIVE' ? 'success' : 'danger'}>
                  {t(`admin.people.statusValue.${selected.status}`)}
                </Tag>{' '}
                {t('admin.organisation.peopleHere', { count: selected.employeeCount, total: totalOf(selected.id) })}
              </p>
              <ButtonGroup className="admin-org__actions">
                <Button icon="add" text={t('admin.organisation.addChild')} disabled={selected.status !== 'ACTIVE'} onClick={() => open('createDepartment', null, { name: '', parentId: selected.id })} />
                <Button icon="edit" text={t('admin.organisation.rename')} onClick={() => open('renameDepartment', selected, { name: selected.name })} />
                <Button icon="move" text={t('admin.organisation.move')} onClick={() => open('moveDepartment', selected, { parentId: selected.parentId ?? '' })} />
                <Button icon="merge-columns" text={t('admin.organisation.merge')} onClick={() => open('mergeDepartment', selected, { intoId: '' })} />
                {selected.status === 'ACTIVE' ? (
                  <Button icon="disable" intent="warning" text={t('admin.organisation.disable')} onClick={() => open('disableDepartment', selected)} />
                ) : (
                  <Button icon="confirm" intent="success" text={t('admin.organisation.enable')} onClick={() => open('enableDepartment', selected)} />
                )}
                <Button icon="trash" intent="danger" text={t('admin.organisation.delete')} onClick={() => open('deleteDepartment', selected)} />
              </ButtonGroup>
            </div>
          ) : (
            <Callout icon="info-sign">{t('admin.organisation.choose')}</Callout>
          )}
        </div>
      </div>

      <div className="admin-toolbar">
        <h2 className="admin-org__subtitle">{t('admin.organisation.positions')}</h2>
        <Button icon="add" text={t('admin.organisation.addPosition')} onClick={() => open('createPosition', null, { name: '' })} />
      </div>
      <HTMLTable compact striped className="admin-table">
        <caption className="visually-hidden">{t('admin.organisation.positions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.organisation.positionName')}</th>
            <th scope="col">{t('admin.people.column.status')}</th>
            <th scope="col">{t('admin.organisation.holders')}</th>
            <th scope="col">{t('admin.people.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.positions.map((position) => (
            <tr key={position.id}>
              <td>{position.name}</td>
              <td>
                <Tag minimal intent={position.status === 'ACTIVE' ? 'success' : 'danger'}>
                  {t(`admin.people.statusValue.${position.status}`)}
                </Tag>
              </td>
              <td>{position.employeeCount}</td>
              <td>
                <Button size="small" variant="minimal" text={t('admin.organisation.rename')} aria-label={`${t('admin.organisation.rename')} ${position.name}`} onClick={() => open('renamePosition', position, { name: position.name })} />
                <Button
                  size="small"
                  variant="minimal"
                  intent={position.status === 'ACTIVE' ? 'warning' : 'success'}
                  text={t(position.status === 'ACTIVE' ? 'admin.organisation.disable' : 'admin.organisation.enable')}
                  aria-label={`${t(position.status === 'ACTIVE' ? 'admin.organisation.disable' : 'admin.organisation.enable')} ${position.name}`}
                  onClick={() => open(position.status === 'ACTIVE' ? 'disablePosition' : 'enablePosition', position)}
                />
                <Button size="small" variant="minimal" intent="danger" text={t('admin.organisation.delete')} aria-label={`${t('admin.organisation.delete')} ${position.name}`} onClick={() => open('deletePosition', position)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>

      <Dialog isOpen={formOpen} onClose={() => send({ type: 'edit.cancel' })} title={change && hasForm(change.kind) ? t(`admin.organisation.form.${change.kind}`, { name: change.targetName }) : ''}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'edit.submit' });
          }}
        >
          <DialogBody>
            {change && 'name' in change.values && (
              <FormGroup label={t('admin.organisation.name')} labelFor="org-name" intent={fieldError('name') ? 'danger' : 'none'} helperText={fieldError('name')}>
                <InputGroup id="org-name" autoFocus value={change.values.name} maxLength={50} intent={fieldError('name') ? 'danger' : 'none'} onValueChange={(value) => send({ type: 'edit.change', field: 'name', value })} required />
              </FormGroup>
            )}
            {change && 'parentId' in change.values && change.kind !== 'createDepartment' && (
              <FormGroup label={t('admin.organisation.parent')} labelFor="org-parent" intent={fieldError('parentId') ? 'danger' : 'none'} helperText={fieldError('parentId')}>
                <HTMLSelect id="org-parent" fill value={change.values.parentId} onChange={(event) => send({ type: 'edit.change', field: 'parentId', value: event.target.value })}>
                  <option value="">{t('admin.organisation.top')}</option>
                  <DepartmentOptions units={units} without={change.targetId} />
                </HTMLSelect>
              </FormGroup>
            )}
            {change?.kind === 'createDepartment' && <p className="admin-org__path">{change.values.parentId ? t('admin.organisation.under', { path: pathOf(change.values.parentId) }) : t('admin.organisation.atTop')}</p>}
            {change && 'intoId' in change.values && (
              <FormGroup label={t('admin.organisation.into')} labelFor="org-into" helperText={fieldError('intoId') ?? t('admin.organisation.mergeHint')} intent={fieldError('intoId') ? 'danger' : 'none'}>
                <HTMLSelect id="org-into" fill value={change.values.intoId} required onChange={(event) => send({ type: 'edit.change', field: 'intoId', value: event.target.value })}>
                  <option value="">{t('admin.organisation.chooseDepartment')}</option>
                  <DepartmentOptions units={units} without={change.targetId} />
                </HTMLSelect>
              </FormGroup>
            )}
            {refusal && !refusal.field && (
              <Callout intent="danger" role="alert">
                {refusal.message}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('admin.people.cancel')} onClick={() => send({ type: 'edit.cancel' })} />
                <Button type="submit" intent="primary" loading={state.matches('saving')} text={t('admin.organisation.save')} data-testid="org-save" />
              </>
            }
          />
        </form>
      </Dialog>

      <Alert
        isOpen={confirmOpen}
        intent={change && /delete|disable|merge/i.test(change.kind) ? 'danger' : 'primary'}
        icon="warning-sign"
        confirmButtonText={t('admin.organisation.confirm')}
        cancelButtonText={t('admin.people.cancel')}
        loading={state.matches('saving')}
        onConfirm={() => send({ type: 'edit.confirm' })}
        onCancel={() => send({ type: 'edit.cancel' })}
      >
        <p>{change && !dialogIsForm(change.kind) && t(`admin.organisation.ask.${change.kind}`, { name: change.targetName, into: pathOf(change.values.intoId) })}</p>
        {refusal && (
          <p className="bp6-text-danger" role="alert">
            {refusal.message}
          </p>
        )}
      </Alert>
    </section>
  );
}

/** The changes whose dialog is their form: a merge's form gives way to its confirmation once sent. */
function dialogIsForm(kind: BackOfficeChangeKind): kind is Exclude<FormKind, 'mergeDepartment'> {
  return hasForm(kind) && kind !== 'mergeDepartment';
}
