import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, NonIdealState, ProgressBar, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { DingTalkSyncDocument, SetDingTalkSyncScheduleDocument, StartDingTalkSyncDocument, type DingTalkSyncQuery } from '../../../graphql/generated/admin';
import { dingTalkSyncMachine, type SyncOverview, type SyncRunSummary } from '../../../machines/dingtalk-sync';
import { withServerMessage } from '../../../shared/api-errors';
import { formatDateTime } from '../../../shared/dates';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { toast } from '../../../shared/toaster';
import { DataTable, type Column } from '../../shared/DataTable';

type Overview = DingTalkSyncQuery['dingTalkSync'];
type Run = Overview['runs'][number];

/** The schedule's choices: off, or every N hours. */
const EVERY_HOURS = [1, 2, 4, 6, 12, 24, 48, 168] as const;

const STATUS_INTENT: Record<Run['status'], Intent> = { QUEUED: 'none', RUNNING: 'primary', DONE: 'success', FAILED: 'danger' };

/** The counts a run keeps, in the order the page shows them. */
const COUNTS = ['added', 'updated', 'disabled', 'unchanged', 'skipped'] as const;

/**
 * The DingTalk contacts sync (the dingtalk-sync machine): whether the DingTalk app is set up,
 * the run under way with its progress (read again while it runs), the run button, the schedule
 * and the latest runs with their counts, errors and the members they skipped.
 */
export function DingTalkSyncPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const scheduleId = useId();
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(['unchanged', 'skipped']));
  const [everyHours, setEveryHours] = useState<string | null>(null);

  const [state, send] = useMachine(
    dingTalkSyncMachine.provide({
      actors: {
        load: fromPromise<SyncOverview, void>(() =>
          withServerMessage(async () => (await client.query({ query: DingTalkSyncDocument, fetchPolicy: 'network-only' })).data!.dingTalkSync),
        ),
        start: fromPromise<{ run: SyncRunSummary; started: boolean }, void>(() => withServerMessage(async () => (await client.mutate({ mutation: StartDingTalkSyncDocument })).data!.startDingTalkSync)),
        saveSchedule: fromPromise<{ everyHours?: number | null }, number | null>(({ input }) =>
          withServerMessage(async () => (await client.mutate({ mutation: SetDingTalkSyncScheduleDocument, variables: { input: { everyHours: input } } })).data!.setDingTalkSyncSchedule.schedule),
        ),
      },
      actions: {
        announceStarted: (_, { started }) => (started ? toast.success(t('admin.dingtalk.started')) : toast.info(t('admin.dingtalk.alreadyRunning'))),
        announceFinished: (_, { run }) => {
          if (run?.status === 'FAILED') toast.error(t('admin.dingtalk.finishedFailed'));
          else toast.success(t('admin.dingtalk.finishedDone'));
        },
        announceSchedule: () => toast.success(t('admin.dingtalk.scheduleSaved')),
      },
    }),
  );
  const { error, scheduleError } = state.context;
  const overview = state.context.overview as Overview | null;

  if (state.matches('loading') && !overview) return <LoadingState rows={6} />;
  if (state.matches('loadFailed')) return <ErrorState error={new Error(error ?? '')} onRetry={() => send({ type: 'retry' })} />;
  if (!overview) return <LoadingState rows={6} />;

  const busy = state.matches('starting') || state.matches('running') || state.matches('polling');
  const current = overview.current ?? null;
  const latest = overview.runs[0] ?? null;
  const scheduled = overview.schedule.everyHours ?? 0;
  const chosenHours = everyHours ?? String(scheduled);
  const time = (value: unknown) => (value ? formatDateTime(value as string, i18n.language) : '—');

  const columns: Column<Run, never>[] = [
    { key: 'time', label: t('admin.dingtalk.column.time'), cell: (run) => time(run.createdAt) },
    { key: 'origin', label: t('admin.dingtalk.column.origin'), cell: (run) => (run.origin === 'SCHEDULE' ? t('admin.dingtalk.origin.schedule') : (run.startedByName ?? '')) },
    {
      key: 'status',
      label: t('admin.dingtalk.column.status'),
      cell: (run) => (
        <Tag minimal intent={STATUS_INTENT[run.status]}>
          {t(`admin.dingtalk.status.${run.status}`)}
        </Tag>
      ),
    },
    ...COUNTS.map((count) => ({ key: count, label: t(`admin.dingtalk.count.${count}`), cell: (run: Run) => run[count], hideable: count === 'unchanged' || count === 'skipped' })),
    {
      key: 'note',
      label: t('admin.dingtalk.column.note'),
      cell: (run) => (
        <>
          {run.error && <span className="admin-dingtalk__error">{run.error}</span>}
          {run.resumedFrom && <span className="admin-dingtalk__resumed">{t('admin.dingtalk.resumedFrom', { id: run.resumedFrom })}</span>}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-dingtalk-title" className="admin-dingtalk">
      <h1 id="admin-dingtalk-title" className="admin-page__title">
        {t('admin.dingtalk.title')}
      </h1>
      <p>{t('admin.dingtalk.intro')}</p>

      {state.matches('notConfigured') ? (
        <NonIdealState
          icon="disable"
          title={<h2 className="admin-dingtalk__subtitle">{t('admin.dingtalk.notConfigured.title')}</h2>}
          description={t('admin.dingtalk.notConfigured.body')}
          action={<Button icon="refresh" text={t('admin.dingtalk.reload')} onClick={() => send({ type: 'retry' })} />}
        />
      ) : (
        <>
          <div aria-live="polite" className="admin-dingtalk__status" data-testid="sync-status">
            {current ? (
              <Callout intent="primary" icon={<Spinner size={16} />} title={t(current.status === 'QUEUED' ? 'admin.dingtalk.queued' : 'admin.dingtalk.running')}>
                <p>{current.departmentsTotal > 0 ? t('admin.dingtalk.progress', { done: current.departmentsDone, total: current.departmentsTotal }) : t(`admin.dingtalk.phase.${current.phase ?? 'DEPARTMENTS'}`)}</p>
                <ProgressBar
                  intent="primary"
                  value={current.departmentsTotal > 0 ? current.departmentsDone / current.departmentsTotal : undefined}
                  aria-label={t('admin.dingtalk.progressLabel')}
                />
                <Counts run={current} />
              </Callout>
            ) : latest ? (
              <Callout intent={latest.status === 'FAILED' ? 'danger' : 'success'} title={t(latest.status === 'FAILED' ? 'admin.dingtalk.lastFailed' : 'admin.dingtalk.lastDone', { time: time(latest.finishedAt ?? latest.createdAt) })}>
                {latest.error && <p>{latest.error}</p>}
                {latest.status === 'FAILED' && <p>{t('admin.dingtalk.resumeHint')}</p>}
                <Counts run={latest} />
              </Callout>
            ) : (
              <Callout intent="none">{t('admin.dingtalk.never')}</Callout>
            )}
            {error && (
              <Callout intent="danger" role="alert" className="admin-dingtalk__refusal">
                {error}
              </Callout>
            )}
          </div>
          <Button className="admin-dingtalk__run" intent="primary" icon="refresh" loading={state.matches('starting')} disabled={busy} text={busy ? t('admin.dingtalk.runBusy') : t('admin.dingtalk.run')} onClick={() => send({ type: 'sync.start' })} />

          <form
            className="admin-dingtalk__schedule"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'schedule.save', everyHours: Number(chosenHours) || null });
            }}
          >
            <FormGroup
              label={t('admin.dingtalk.schedule')}
              labelFor={scheduleId}
              helperText={scheduleError ?? (scheduled ? t('admin.dingtalk.scheduleOn', { count: scheduled }) : t('admin.dingtalk.scheduleOff'))}
              intent={scheduleError ? 'danger' : 'none'}
              inline
            >
              <HTMLSelect
                id={scheduleId}
                value={chosenHours}
                onChange={(event) => setEveryHours(event.currentTarget.value)}
                options={[{ value: '0', label: t('admin.dingtalk.off') }, ...EVERY_HOURS.map((hours) => ({ value: String(hours), label: t('admin.dingtalk.everyHours', { count: hours }) }))]}
              />
              <Button type="submit" text={t('admin.dingtalk.saveSchedule')} loading={state.matches('savingSchedule')} disabled={!state.matches('idle') || Number(chosenHours) === scheduled} />
            </FormGroup>
          </form>
        </>
      )}

      <h2 className="admin-dingtalk__subtitle">{t('admin.dingtalk.history')}</h2>
      <DataTable columns={columns} rows={overview.runs} rowKey={(run) => run.id} shown={shown} onShownChange={setShown} caption={t('admin.dingtalk.history')} />

      {latest && latest.problems.length > 0 && !current && (
        <HTMLTable className="admin-table admin-dingtalk__problems" compact striped>
          <caption className="admin-import__caption">{t('admin.dingtalk.problems', { count: latest.skipped })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dingtalk.column.member')}</th>
              <th scope="col">{t('admin.dingtalk.column.dingTalkUserId')}</th>
              <th scope="col">{t('admin.dingtalk.column.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {latest.problems.map((problem) => (
              <tr key={`${problem.dingTalkUserId}-${problem.message}`}>
                <td>{problem.name}</td>
                <td>{problem.dingTalkUserId}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

/** A run's counts, as a line of tags. */
function Counts({ run }: { run: Run }) {
  const { t } = useTranslation();
  return (
    <p className="admin-dingtalk__counts" data-testid="sync-counts">
      {COUNTS.map((count) => (
        <Tag key={count} minimal round>
          {t(`admin.dingtalk.count.${count}`)}: {run[count]}
        </Tag>
      ))}
    </p>
  );
}
