import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { Id, Int, Nullable, Unix } from '../../core/http/schema-kit.js';
import { translate, type Locale, type MessageKey } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { ContactsSync, SyncRunRecord, SyncSchedule } from './contacts-sync.js';

const Count = (description: string) => Int({ minimum: 0, description });

/** A run of the sync as the back office reads it. */
export const SyncRun = Type.Object(
  {
    id: Id(),
    status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    origin: Type.Union([Type.Literal('manual'), Type.Literal('schedule')], { description: 'Started by an admin, or by the schedule' }),
    started_by_name: Nullable(Type.String({ description: 'The admin who started it; null for the schedule' })),
    resumed_from: Nullable(Id({ description: 'The failed run it continued from its checkpoints' })),
    phase: Nullable(Type.Union([Type.Literal('departments'), Type.Literal('users'), Type.Literal('disable')], { description: 'What it is doing (or stopped at): the department tree, the members department by department, disabling who left' })),
    departments_total: Count('DingTalk departments in the tree (0 until it is read)'),
    departments_done: Count('Departments whose members are synced (the checkpoint)'),
    added: Count('Employees added'),
    updated: Count('Employees changed or bound'),
    disabled: Count('Employees disabled (gone from DingTalk)'),
    unchanged: Count('Employees already as DingTalk has them'),
    skipped: Count('DingTalk members no employee could be made or changed for (see problems)'),
    problems: Type.Array(
      Type.Object({ dingtalk_user_id: Type.String(), name: Type.String(), message: Type.String({ description: "Why, in the reader's language" }) }, { title: 'DingTalkSyncProblem' }),
      { description: 'The first 200 members skipped or kept, with why' },
    ),
    error: Nullable(Type.String({ description: "Why a failed run stopped, in the reader's language" })),
    created_at: Unix('When it was started or queued'),
    started_at: Nullable(Unix('When a process began working on it')),
    finished_at: Nullable(Unix('When it was done or failed')),
  },
  { title: 'DingTalkSyncRun' },
);

const Schedule = Type.Object(
  {
    every_hours: Nullable(Int({ minimum: 1, maximum: 168, description: 'Hours between scheduled runs; null: off' })),
    updated_at: Nullable(Unix('When it was last set')),
  },
  { title: 'DingTalkSyncSchedule' },
);

/** The field labels the new-employee rule's messages name. */
const FIELD_LABEL: Record<string, Record<Locale, string>> = {
  account: { 'zh-CN': '账号', 'en-US': 'Account' },
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  mobile: { 'zh-CN': '手机号', 'en-US': 'Mobile' },
  work_number: { 'zh-CN': '工号', 'en-US': 'Work number' },
  department: { 'zh-CN': '部门', 'en-US': 'Department' },
  position: { 'zh-CN': '岗位', 'en-US': 'Position' },
};

function viewOf(run: SyncRunRecord, locale: Locale) {
  return {
    id: run.id,
    status: run.status,
    origin: run.started_by === null ? ('schedule' as const) : ('manual' as const),
    started_by_name: run.started_by_name,
    resumed_from: run.resumed_from,
    phase: run.phase,
    departments_total: run.departments_total,
    departments_done: run.departments_done,
    added: run.added,
    updated: run.updated,
    disabled: run.disabled,
    unchanged: run.unchanged,
    skipped: run.skipped,
    problems: run.problems.map((p) => ({
      dingtalk_user_id: p.dingtalk_user_id,
      name: p.name,
      message: translate(p.reason as MessageKey, locale, { field: p.field ? (FIELD_LABEL[p.field]?.[locale] ?? p.field) : '' }),
    })),
    error: run.error_key ? translate(run.error_key as MessageKey, locale, run.error_params ?? {}) : null,
    created_at: unixSeconds(run.created_at),
    started_at: run.started_at ? unixSeconds(run.started_at) : null,
    finished_at: run.finished_at ? unixSeconds(run.finished_at) : null,
  };
}

const scheduleOf = (schedule: SyncSchedule) => ({ every_hours: schedule.every_hours, updated_at: schedule.updated_at ? unixSeconds(schedule.updated_at) : null });

/** The back office's routes of the DingTalk contacts sync, behind the back office's guard. */
export function syncAdminRoutes(scopes: RouteScopes, { sync }: { sync: ContactsSync }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/dingtalk/sync',
    {
      operationId: 'adminDingTalkSync',
      summary: 'The DingTalk contacts sync: whether the app is set up, the schedule, the current run and the recent ones',
      admin: true,
      data: Type.Object(
        {
          configured: Type.Boolean({ description: 'The DingTalk app key and secret are given (DINGTALK_APP_KEY, DINGTALK_APP_SECRET); without them no run starts' }),
          schedule: Schedule,
          current: Nullable(SyncRun),
          runs: Type.Array(SyncRun, { description: 'The latest 20 runs, newest first' }),
        },
        { title: 'DingTalkSyncOverview' },
      ),
    },
    async ({ locale }) => {
      const { current, recent, schedule } = await sync.overview();
      return { configured: sync.configured, schedule: scheduleOf(schedule), current: current ? viewOf(current, locale) : null, runs: recent.map((run) => viewOf(run, locale)) };
    },
  );
  route.post(
    '/api/admin/dingtalk/sync',
    {
      operationId: 'adminStartDingTalkSync',
      summary: 'Start a sync of the DingTalk contacts',
      description:
        'Queues a run and starts working on it; the answer comes at once (read the run with GET to follow it). While a run is queued or ' +
        'running, in this process or another, that run is the answer with `started: false`. A run after one that failed recently ' +
        'continues from its checkpoints. Refused (400) when the DingTalk app is not set up.',
      admin: true,
      data: Type.Object({ run: SyncRun, started: Type.Boolean({ description: 'false: a run was already under way (it is the one answered)' }) }, { title: 'DingTalkSyncStart' }),
    },
    async ({ userId, locale }) => {
      const { run, started } = await sync.start(userId);
      return { run: viewOf(run, locale), started };
    },
  );
  route.put(
    '/api/admin/dingtalk/sync/schedule',
    {
      operationId: 'adminSetDingTalkSyncSchedule',
      summary: 'Turn the scheduled sync off or run it every N hours',
      description: 'Site-wide. The scheduled runs are recorded in the audit trail as changes of the admin who set the schedule.',
      admin: true,
      // 0 for off rather than null: the validator's type coercion would read a 0 as null.
      body: Type.Object({ every_hours: Int({ minimum: 0, maximum: 168, description: 'Hours between runs (1 to 168); 0: off' }) }),
      data: Schedule,
    },
    async ({ userId, body }) => scheduleOf(await sync.setSchedule(userId, body.every_hours || null)),
  );
}
