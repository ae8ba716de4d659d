import { Button, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumModerateDocument, ForumModerationLogDocument, ForumReportQueueDocument, type ForumReportQueueQuery } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { LoadState } from '../../shared/state/LoadState';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import './forum.css';

type Group = NonNullable<NonNullable<NonNullable<NonNullable<ForumReportQueueQuery['forumReportQueue']>['data']>['list']>[number]>;
/** Ban lengths offered, in days; 0 is permanent (the server accepts exactly these). */
const BAN_DAYS = [1, 7, 30, 0] as const;
const REASON_MAX = 200;

/** One reported post or comment with its reports and the three actions. */
function ReportGroup({ group, onDone }: { group: Group; onDone: () => unknown }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const reasonId = useId();
  const daysId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number>(1);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  async function act(action: 'dismiss' | 'remove' | 'ban') {
    setTried(true);
    if (!reason.trim()) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: ForumModerateDocument,
        variables: { input: { post_id: group.post_id, comment_id: group.comment_id ?? undefined, action, ban_days: action === 'ban' ? days : undefined, reason: reason.trim() } },
        context: { handlesErrors: true },
      });
      toast.success(data?.forumModerate?.msg ?? '');
      await onDone();
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="forum-report" data-testid="report-group">
      <div className="forum-report__head">
        <Tag intent="danger">{t('forum.moderation.reports', { count: group.complaint_num })}</Tag>
        <Tag minimal>{group.comment_id ? t('forum.moderation.comment') : t('forum.moderation.post')}</Tag>
        <span className="forum-muted">
          {t('forum.moderation.author', { name: group.author_name })} · {group.plate_name} · <TimeAgo seconds={group.last_at} />
        </span>
      </div>
      {group.comment_id ? <p className="forum-comment__text">{group.content}</p> : <RichText html={group.content} className="forum-report__content" />}
      {group.comment_id && <p className="forum-muted">{t('forum.member.onPost', { excerpt: group.post_excerpt })}</p>}
      <ul className="forum-report__complaints">
        {present(group.complaints).map((c) => (
          <li key={c.id}>
            <strong>{c.user_name}</strong>：{c.reason} <span className="forum-muted">(<TimeAgo seconds={c.created_at} />)</span>
          </li>
        ))}
      </ul>
      <div className="forum-report__form">
        <FormGroup label={t('forum.moderation.reason')} labelFor={reasonId} labelInfo={t('forum.required')} intent={tried && !reason.trim() ? 'danger' : 'none'} helperText={tried && !reason.trim() ? t('forum.moderation.reasonRequired') : undefined}>
          <InputGroup id={reasonId} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="moderation-reason" />
        </FormGroup>
        <FormGroup label={t('forum.moderation.banFor')} labelFor={daysId}>
          <HTMLSelect id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value))} data-testid="ban-days">
            {BAN_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 0 ? t('forum.moderation.permanent') : t('forum.moderation.days', { count: d })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="forum-report__buttons">
          <Button text={t('forum.moderation.dismiss')} disabled={busy} onClick={() => void act('dismiss')} data-testid="moderation-dismiss" />
          <Button intent="warning" text={t('forum.moderation.remove')} disabled={busy} onClick={() => void act('remove')} data-testid="moderation-remove" />
          <Button intent="danger" text={t('forum.moderation.ban')} disabled={busy} onClick={() => void act('ban')} data-testid="moderation-ban" />
        </div>
      </div>
    </Card>
  );
}

function Queue() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumReportQueueDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const page = data?.forumReportQueue?.data;
  const list = present(page?.list);
  return (
    <LoadState loading={!page && loading} error={!page ? error : null} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={t('forum.moderation.empty')} emptyIcon="tick-circle">
      {list.map((g) => (
        <ReportGroup key={`${g.post_id}-${g.comment_id ?? 0}`} group={g} onDone={refetch} />
      ))}
      <Pager total={page?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </LoadState>
  );
}

function Audit() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumModerationLogDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const page = data?.forumModerationLog?.data;
  const list = present(page?.list);
  return (
    <LoadState loading={!page && loading} error={!page ? error : null} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={t('forum.moderation.auditEmpty')}>
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
                <TimeAgo seconds={r.created_at} />
              </td>
              <td>{r.admin_name}</td>
              <td>
                {t(`forum.moderation.action.${r.action}`, { defaultValue: r.action })}
                {r.action === 'ban' && r.ban_days !== null && ` (${r.ban_days === 0 ? t('forum.moderation.permanent') : t('forum.moderation.days', { count: r.ban_days })})`}
              </td>
              <td>{r.target_user_name}</td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager total={page?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </LoadState>
  );
}

/** The report queue (admins, is_admin 1): waiting reports and the audit of what was done. */
export function ModerationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'queue' | 'audit'>('queue');
  return (
    <section className="forum-page" data-testid="moderation">
      <div className="forum-page__head">
        <H2>{t('forum.moderation.title')}</H2>
        <Link to="/forum">{t('forum.backToForum')}</Link>
      </div>
      <Tabs id="moderation" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)} renderActiveTabPanelOnly>
        <Tab id="queue" title={t('forum.moderation.queue')} panel={<Queue />} />
        <Tab id="audit" title={t('forum.moderation.audit')} panel={<Audit />} />
      </Tabs>
    </section>
  );
}
