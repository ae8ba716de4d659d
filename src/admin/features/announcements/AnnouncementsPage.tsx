import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, NonIdealState, Tag, type Intent } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { AnnouncementsDocument, type AnnouncementRowFragment } from '../../../graphql/generated/admin';
import { announcementComposeMachine, type ComposeReport, type ComposeSave } from '../../../machines/announcement-compose';
import { withServerMessage } from '../../../shared/api-errors';
import { formatDateTime } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';
import { DataTable, type Column } from '../../shared/DataTable';
import { draftOf, EMPTY_DRAFT, saveAnnouncement } from './announcement-save';
import { ComposeDialog } from './ComposeDialog';

type Row = AnnouncementRowFragment;

const STATE_INTENT: Record<Row['state'], Intent> = { SCHEDULED: 'primary', DELIVERED: 'success', CANCELLED: 'none' };

/**
 * The back office's announcements: the list (who each is for, its state, when, to how many and
 * how many have read it), paged; a new one composed and sent at once or scheduled (the
 * announcement-compose machine: a confirmation before anything goes to everyone, the server's
 * refusal at its field); a scheduled one edited or cancelled until it is sent. Sent, it is each
 * recipient's notification in the portal's bell.
 */
export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(['author']));
  const { data, previousData, loading, error, refetch } = useQuery(AnnouncementsDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const [state, send] = useMachine(
    announcementComposeMachine.provide({
      actors: {
        save: fromPromise<ComposeReport, ComposeSave>(({ input }) => withServerMessage(() => saveAnnouncement(client, input, t('admin.announcements.atMissing')))),
      },
      actions: {
        announce: (_, { save, report }) => {
          if (save.kind === 'cancel') toast.success(t('admin.announcements.done.cancelled', { title: save.title }));
          else if (report.deliveredTo !== null) toast.success(t('admin.announcements.done.sent', { count: report.deliveredTo }));
          else if (save.kind === 'update') toast.success(t('admin.announcements.done.updated'));
          else toast.success(t('admin.announcements.done.scheduled', { at: when(DateTime.fromISO(save.draft.sendAt).toISO() ?? '') }));
        },
        refresh: () => void refetch(),
      },
    }),
  );

  const shownData = data ?? previousData;
  if (!shownData && loading) return <LoadingState rows={8} />;
  if (!shownData) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { nodes, totalCount } = shownData.announcements;

  const { draft, editingId, withdrawing, refusal } = state.context;
  const composing = draft !== null && (state.matches('composing') || state.matches('saving') || state.matches('refused') || state.matches('confirming'));
  const askEveryone = draft !== null && state.matches('confirming');
  const askWithdraw = withdrawing !== null && (state.matches('confirming') || state.matches('saving') || state.matches('refused'));

  const audienceOf = (row: Row) => {
    const names = row.audience === 'DEPARTMENTS' ? row.departments.map((d) => d.name) : row.audience === 'PEOPLE' ? row.people.map((p) => p.name) : [];
    if (row.audience === 'EVERYONE') return t('admin.announcements.everyoneShort');
    if (names.length <= 2) return names.join(i18n.language === 'en-US' ? ', ' : '、');
    const first = names.slice(0, 2).join(i18n.language === 'en-US' ? ', ' : '、');
    // Chinese counts people and departments with their own measure words (人, 个部门).
    return t(row.audience === 'PEOPLE' ? 'admin.announcements.andMorePeople' : 'admin.announcements.andMoreDepartments', { first, count: names.length - 2 });
  };
  const columns: Column<Row, never>[] = [
    {
      key: 'title',
      label: t('admin.announcements.column.title'),
      cell: (row) => (
        <>
          <strong className="user-text">{row.title}</strong>
          <div className="bp6-text-muted bp6-text-small user-text admin-announce__body">{row.body}</div>
        </>
      ),
    },
    { key: 'audience', label: t('admin.announcements.column.audience'), cell: audienceOf },
    {
      key: 'state',
      label: t('admin.announcements.column.state'),
      cell: (row) => (
        <Tag minimal intent={STATE_INTENT[row.state]}>
          {t(`admin.announcements.state.${row.state}`)}
        </Tag>
      ),
    },
    { key: 'sendAt', label: t('admin.announcements.column.sendAt'), cell: (row) => when(row.deliveredAt ?? row.sendAt) },
    { key: 'recipients', label: t('admin.announcements.column.recipients'), cell: (row) => row.recipientCount ?? t('admin.announcements.notYet') },
    {
      key: 'read',
      label: t('admin.announcements.column.read'),
      cell: (row) => (row.recipientCount === null ? t('admin.announcements.notYet') : <span data-testid="announce-read">{t('admin.announcements.readOf', { read: row.readCount, total: row.recipientCount })}</span>),
    },
    { key: 'author', label: t('admin.announcements.column.author'), hideable: true, cell: (row) => row.authorName },
    {
      key: 'actions',
      label: t('admin.announcements.column.actions'),
      cell: (row) =>
        row.state === 'SCHEDULED' ? (
          <>
            <Button size="small" variant="minimal" text={t('admin.announcements.edit')} aria-label={`${t('admin.announcements.edit')} ${row.title}`} onClick={() => send({ type: 'compose.open', draft: draftOf(row), editingId: row.id })} />
            <Button size="small" variant="minimal" intent="danger" text={t('admin.announcements.withdraw')} aria-label={`${t('admin.announcements.withdraw')} ${row.title}`} onClick={() => send({ type: 'withdraw.ask', id: row.id, title: row.title })} />
          </>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="admin-announce-title" className="admin-announce">
      <h1 id="admin-announce-title" className="admin-page__title">
        {t('admin.announcements.title')}
      </h1>
      <div className="admin-toolbar">
        <Button icon="add" intent="primary" text={t('admin.announcements.compose')} onClick={() => send({ type: 'compose.open', draft: EMPTY_DRAFT, editingId: null })} data-testid="announce-new" />
      </div>
      {totalCount === 0 ? (
        <NonIdealState icon="notifications" title={t('admin.announcements.empty')} />
      ) : (
        <>
          <DataTable caption={t('admin.announcements.caption')} columns={columns} rows={nodes} rowKey={(row) => row.id} shown={shown} onShownChange={setShown} />
          <Pager total={totalCount} page={paging.page} limit={paging.pageSize} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
        </>
      )}

      <ComposeDialog
        open={composing && !askEveryone}
        draft={draft}
        editing={editingId !== null}
        saving={state.matches('saving')}
        refusal={refusal}
        onChange={(change) => send({ type: 'compose.change', draft: change })}
        onSubmit={() => send({ type: 'compose.submit' })}
        onClose={() => send({ type: 'compose.close' })}
      />

      <Alert
        isOpen={askEveryone}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('admin.announcements.confirmSend')}
        cancelButtonText={t('admin.announcements.cancel')}
        onConfirm={() => send({ type: 'compose.confirm' })}
        onCancel={() => send({ type: 'compose.close' })}
      >
        <p>{draft?.schedule && draft.sendAt ? t('admin.announcements.confirmEveryoneLater', { at: when(draft.sendAt) }) : t('admin.announcements.confirmEveryone')}</p>
      </Alert>

      <Alert
        isOpen={askWithdraw}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('admin.announcements.withdrawYes')}
        cancelButtonText={t('admin.announcements.keep')}
        loading={state.matches('saving')}
        onConfirm={() => send({ type: 'compose.confirm' })}
        onCancel={() => send({ type: 'compose.close' })}
      >
        <p>{withdrawing && t('admin.announcements.confirmWithdraw', { title: withdrawing.title })}</p>
        {withdrawing && refusal && (
          <p className="bp6-text-danger" role="alert">
            {refusal.message}
          </p>
        )}
      </Alert>
    </section>
  );
}
