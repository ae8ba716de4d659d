import { Alert, Button, Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ForumBansDocument, ForumModerationLogDocument, ForumReportQueueDocument, LiftForumBanDocument, ModerateForumReportsDocument, type ForumBansQuery, type ForumModerationAction, type ForumModerationDecision, type ForumReportQueueQuery } from '../../graphql/generated/forum';
import { BAN_DAYS, forumModerationMachine, MODERATION_REASON_MAX, moderationReasonGiven, type ModerationAction, type ModerationChoice } from '../../machines/forum-moderation';
import { FORUM_CODE_OK, type ForumAnswer } from '../../machines/forum-report';
import { messageOfError } from '../../shared/api-errors';
import { formatDateTime } from '../../shared/dates';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import './forum.css';

type Group = ForumReportQueueQuery['forumReportQueue']['nodes'][number];

/** The audit's action, as its text's key. */
const ACTION_KEYS: Record<ForumModerationAction, 'dismiss' | 'remove' | 'ban' | 'lift'> = { DISMISS: 'dismiss', REMOVE: 'remove', BAN: 'ban', LIFT: 'lift' };

const DECISIONS: Record<ModerationAction, ForumModerationDecision> = { dismiss: 'DISMISS', remove: 'REMOVE', ban: 'BAN' };

/**
 * After an action whose payload answers only the id that left a list (a handled group, a lifted
 * ban): the page reads again (its items shift and its total changes), then what left, and the
 * content a removal or ban took offline, is dropped from the cache, so no other list shows it.
 */
function useDropAfter(refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  return async (...gone: { __typename: string; id: string }[]) => {
    await refetch();
    for (const object of gone) client.cache.evict({ id: client.cache.identify(object) });
    client.cache.gc();
  };
}

/**
 * One reported post or comment with its reports and the three actions, driven by the
 * moderation machine (src/machines/forum-moderation.ts): a reason (and for a ban the period),
 * the action, its confirmation, then done (the group leaves the queue) or failed (kept to retry).
 */
function ReportGroup({ group, onDone }: { group: Group; onDone: (group: Group, decision: ForumModerationDecision) => unknown }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const reasonId = useId();
  const daysId = useId();
  // The logic is read once, on the first render (as useMachine does).
  const machine = forumModerationMachine.provide({
    actors: {
      moderate: fromPromise<ForumAnswer, ModerationChoice>(async ({ input }) => {
        try {
          const { data } = await client.mutate({
            mutation: ModerateForumReportsDocument,
            variables: { input: { postId: group.post.id, commentId: group.commentId ?? undefined, decision: DECISIONS[input.action], banDays: input.banDays ?? undefined, reason: input.reason } },
            context: { handlesErrors: true },
          });
          if (data?.moderateForumReports.handledGroupId !== group.id) throw new Error(t('common.loadFailed'));
          return { code: FORUM_CODE_OK, msg: t('forum.done.moderated') };
        } catch (error) {
          throw new Error(messageOfError(error) || t('common.loadFailed'));
        }
      }),
    },
    actions: {
      announce: (_, { message }) => toast.success(message),
      refresh: ({ context }) => void onDone(group, DECISIONS[context.action ?? 'dismiss']),
    },
  });
  const [state, send] = useMachine(machine);
  const { reason, banDays, action, tried, error } = state.context;
  const busy = state.matches('acting') || state.matches('done');
  const missing = tried && !moderationReasonGiven(reason);
  const period = banDays === 0 ? t('forum.moderation.forever') : t('forum.moderation.forPeriod', { count: banDays });

  return (
    <Card className="forum-report" data-testid="report-group">
      <div className="forum-report__head">
        <Tag intent="danger">{t('forum.moderation.reports', { count: group.reportCount })}</Tag>
        <Tag minimal>{group.commentId ? t('forum.moderation.comment') : t('forum.moderation.post')}</Tag>
        <span className="forum-muted">
          {t('forum.moderation.author', { name: group.author.name })} · {group.plate.name} · <TimeAgo at={group.lastReportedAt} />
        </span>
      </div>
      {group.commentId ? <p className="forum-comment__text">{group.content}</p> : <RichText html={group.content} className="forum-report__content" />}
      {group.commentId && <p className="forum-muted">{t('forum.member.onPost', { excerpt: group.postExcerpt })}</p>}
      <ul className="forum-report__complaints">
        {group.reports.map((c) => (
          <li key={c.id}>
            <strong>{c.reporterName}</strong>
            {t('punct.colon')}
            {c.reason} <span className="forum-muted">(<TimeAgo at={c.createdAt} />)</span>
          </li>
        ))}
      </ul>
      {error !== null && (
        <Callout intent="danger" icon="error" data-testid="moderation-error">
          {t('forum.moderation.failed', { message: error })}
        </Callout>
      )}
      <div className="forum-report__form">
        <FormGroup label={t('forum.moderation.reason')} labelFor={reasonId} labelInfo={t('forum.required')} intent={missing ? 'danger' : 'none'} helperText={missing ? t('forum.moderation.reasonRequired') : undefined}>
          <InputGroup id={reasonId} value={reason} maxLength={MODERATION_REASON_MAX} disabled={busy} onChange={(e) => send({ type: 'reason.change', reason: e.target.value })} data-testid="moderation-reason" />
        </FormGroup>
        <FormGroup label={t('forum.moderation.banFor')} labelFor={daysId}>
          <HTMLSelect id={daysId} value={banDays} disabled={busy} onChange={(e) => send({ type: 'period.change', days: Number(e.target.value) })} data-testid="ban-days">
            {BAN_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 0 ? t('forum.moderation.permanent') : t('forum.moderation.days', { count: d })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="forum-report__buttons">
          <Button text={t('forum.moderation.dismiss')} disabled={busy} loading={busy && action === 'dismiss'} onClick={() => send({ type: 'moderation.choose', action: 'dismiss' })} data-testid="moderation-dismiss" />
          <Button intent="warning" text={t('forum.moderation.remove')} disabled={busy} loading={busy && action === 'remove'} onClick={() => send({ type: 'moderation.choose', action: 'remove' })} data-testid="moderation-remove" />
          <Button intent="danger" text={t('forum.moderation.ban')} disabled={busy} loading={busy && action === 'ban'} onClick={() => send({ type: 'moderation.choose', action: 'ban' })} data-testid="moderation-ban" />
        </div>
      </div>
      <Alert
        isOpen={state.matches('confirming')}
        intent={action === 'dismiss' ? 'primary' : 'danger'}
        icon={action === 'ban' ? 'disable' : action === 'remove' ? 'trash' : 'tick'}
        confirmButtonText={t('forum.moderation.confirmButton')}
        cancelButtonText={t('forum.moderation.keep')}
        onConfirm={() => send({ type: 'moderation.confirm' })}
        onCancel={() => send({ type: 'moderation.cancel' })}
        canEscapeKeyCancel
      >
        <p data-testid="moderation-confirm">{action ? t(`forum.moderation.confirm.${action}`, { period }) : ''}</p>
      </Alert>
    </Card>
  );
}

function Queue() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumReportQueueDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const dropAfter = useDropAfter(refetch);
  const page = data?.forumReportQueue;
  const list = page?.nodes ?? [];
  const handled = (group: Group, decision: ForumModerationDecision) =>
    dropAfter(
      { __typename: 'ForumReportGroup', id: group.id },
      ...(decision === 'DISMISS' ? [] : [group.commentId ? { __typename: 'ForumComment', id: group.commentId } : { __typename: 'ForumPost', id: group.post.id }]),
    );
  return (
    <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('forum.moderation.empty')} emptyIcon="tick-circle">
      {list.map((g) => (
        <ReportGroup key={g.id} group={g} onDone={handled} />
      ))}
      <Pager total={page?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </QueryState>
  );
}

function Audit() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumModerationLogDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const page = data?.forumModerationLog;
  const list = page?.nodes ?? [];
  return (
    <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('forum.moderation.auditEmpty')}>
      <HTMLTable striped className="forum-audit" data-testid="moderation-audit">
        <thead>
          <tr>
            <th scope="col">{t('forum.moderation.when')}</th>
            <th scope="col">{t('forum.moderation.who')}</th>
            <th scope="col">{t('forum.moderation.what')}</th>
            <th scope="col">{t('forum.moderation.whom')}</th>
            <th scope="col">{t('forum.moderation.why')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id}>
              <td>
                <TimeAgo at={r.createdAt} />
              </td>
              <td>{r.adminName}</td>
              <td>
                {t(`forum.moderation.action.${ACTION_KEYS[r.action]}`)}
                {r.action === 'BAN' && r.banDays !== null && ` (${r.banDays === 0 ? t('forum.moderation.permanent') : t('forum.moderation.days', { count: r.banDays })})`}
              </td>
              <td>{r.targetUserName}</td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager total={page?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </QueryState>
  );
}

/** A ban in force with its lift control: a reason is required (kept in the audit, sent to the user). */
function BanItem({ ban, onLifted }: { ban: BanRecord; onLifted: (ban: BanRecord) => unknown }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const missing = tried && !moderationReasonGiven(reason);
  /** Like every other moderation action, a lift is confirmed before it is sent. */
  function ask() {
    setTried(true);
    if (moderationReasonGiven(reason)) setConfirming(true);
  }
  async function lift() {
    setConfirming(false);
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: LiftForumBanDocument, variables: { banId: ban.id, reason: reason.trim() }, context: { handlesErrors: true } });
      if (data?.liftForumBan.liftedBanId !== ban.id) throw new Error(t('common.loadFailed'));
      toast.success(t('forum.done.banLifted'));
      await onLifted(ban);
    } catch (error) {
      toast.error(messageOfError(error) || t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <tr data-testid="ban-row">
      <td>{ban.user.name}</td>
      <td>{ban.reason}</td>
      <td>{ban.endsAt ? formatDateTime(ban.endsAt, i18n.language) : t('forum.moderation.permanent')}</td>
      <td>{ban.adminName}</td>
      <td>
        <div className="forum-ban-lift">
          <InputGroup
            size="small"
            value={reason}
            maxLength={MODERATION_REASON_MAX}
            placeholder={t('forum.moderation.liftReason')}
            aria-label={t('forum.moderation.liftReason')}
            intent={missing ? 'danger' : 'none'}
            onChange={(e) => setReason(e.target.value)}
            data-testid="lift-reason"
          />
          <Button size="small" intent="primary" text={t('forum.moderation.lift')} loading={busy} onClick={ask} data-testid="lift-ban" />
        </div>
        {missing && <div className="bp6-form-helper-text forum-error">{t('forum.moderation.reasonRequired')}</div>}
        <Alert
          isOpen={confirming}
          intent="primary"
          icon="unlock"
          confirmButtonText={t('forum.moderation.confirmButton')}
          cancelButtonText={t('forum.moderation.keep')}
          onConfirm={() => void lift()}
          onCancel={() => setConfirming(false)}
          canEscapeKeyCancel
        >
          <p data-testid="lift-confirm">{t('forum.moderation.confirmLift', { name: ban.user.name })}</p>
        </Alert>
      </td>
    </tr>
  );
}

type BanRecord = ForumBansQuery['forumBans']['nodes'][number];

/** The bans in force; an admin lifts one by hand (audited like the other actions). */
function Bans() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumBansDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const dropAfter = useDropAfter(refetch);
  const page = data?.forumBans;
  const list = page?.nodes ?? [];
  return (
    <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('forum.moderation.noBans')} emptyIcon="tick-circle">
      <HTMLTable striped className="forum-audit" data-testid="ban-list">
        <thead>
          <tr>
            <th scope="col">{t('forum.moderation.whom')}</th>
            <th scope="col">{t('forum.moderation.why')}</th>
            <th scope="col">{t('forum.moderation.until')}</th>
            <th scope="col">{t('forum.moderation.who')}</th>
            <th scope="col">{t('forum.moderation.lift')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <BanItem key={b.id} ban={b} onLifted={(lifted) => dropAfter({ __typename: 'ForumBan', id: lifted.id })} />
          ))}
        </tbody>
      </HTMLTable>
      <Pager total={page?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </QueryState>
  );
}

/** The report queue (admins, is_admin 1): waiting reports and the audit of what was done. */
export function ModerationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'queue' | 'bans' | 'audit'>('queue');
  return (
    <section className="forum-page" data-testid="moderation">
      <div className="forum-page__head">
        <H2>{t('forum.moderation.title')}</H2>
        <Link to="/forum">{t('forum.backToForum')}</Link>
      </div>
      <Tabs id="moderation" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)} renderActiveTabPanelOnly>
        <Tab id="queue" title={t('forum.moderation.queue')} panel={<Queue />} />
        <Tab id="bans" title={t('forum.moderation.bans')} panel={<Bans />} />
        <Tab id="audit" title={t('forum.moderation.audit')} panel={<Audit />} />
      </Tabs>
    </section>
  );
}
