import { dingTalkSyncMachine, type SyncOverview } from './dingtalk-sync';
import { machineModel } from './testing/model';

const lastDone = { id: '1', status: 'DONE' as const };
const queued = { id: '2', status: 'QUEUED' as const };
const running = { id: '2', status: 'RUNNING' as const };
const finished = { id: '2', status: 'DONE' as const };

/** The server's answers the model reads: no app set up; nothing under way; a run under way; that run done. */
export const OVERVIEWS = {
  notConfigured: { configured: false, schedule: { everyHours: null }, current: null, runs: [] },
  idle: { configured: true, schedule: { everyHours: null }, current: null, runs: [lastDone] },
  running: { configured: true, schedule: { everyHours: 6 }, current: running, runs: [running, lastDone] },
  finished: { configured: true, schedule: { everyHours: 6 }, current: null, runs: [finished, lastDone] },
} satisfies Record<string, SyncOverview>;

export const STARTED = { run: queued, started: true };

export const dingTalkSyncModel = machineModel(dingTalkSyncMachine, {
  inputs: [undefined],
  // Starting, polling and saving can each fail on the way to states reached more directly.
  extendEveryState: true,
  events: [
    { type: 'sync.start' },
    { type: 'retry' },
    { type: 'schedule.save', everyHours: 6 },
    { type: 'xstate.done.actor.load', output: OVERVIEWS.notConfigured },
    { type: 'xstate.done.actor.load', output: OVERVIEWS.idle },
    { type: 'xstate.done.actor.load', output: OVERVIEWS.running },
    { type: 'xstate.done.actor.load', output: OVERVIEWS.finished },
    { type: 'xstate.error.actor.load', error: new Error('网络连接失败') },
    { type: 'xstate.done.actor.start', output: STARTED },
    { type: 'xstate.error.actor.start', error: new Error('钉钉应用尚未配置') },
    { type: 'xstate.done.actor.saveSchedule', output: { everyHours: 6 } },
    { type: 'xstate.error.actor.saveSchedule', error: new Error('输入有误') },
    { type: 'xstate.after.POLL.dingTalkSync.running' },
  ],
  // The traversal tells states apart by where the run is and what went wrong, not by every answer held.
  distinguish: (context: { overview: SyncOverview | null; error: string | null; scheduleError: string | null; pollFailures: number }) => ({
    configured: context.overview?.configured ?? null,
    current: context.overview?.current?.status ?? null,
    error: context.error,
    scheduleError: context.scheduleError,
    pollFailures: context.pollFailures,
  }),
});
