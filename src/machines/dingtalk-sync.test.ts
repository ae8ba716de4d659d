import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dingTalkSyncMachine, MAX_POLL_FAILURES, POLL_MS, type SyncOverview, type SyncRunSummary } from './dingtalk-sync';
import { dingTalkSyncModel, OVERVIEWS, STARTED } from './dingtalk-sync.model';
import { controlledPromise, effectRecorder, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable calls and its announcements recorded. */
function drive() {
  const load = controlledPromise<SyncOverview, void>();
  const start = controlledPromise<{ run: SyncRunSummary; started: boolean }, void>();
  const saveSchedule = controlledPromise<{ everyHours?: number | null }, number | null>();
  const { effects, record } = effectRecorder();
  const machine = dingTalkSyncMachine.provide({
    actors: { load: load.logic, start: start.logic, saveSchedule: saveSchedule.logic },
    actions: { announceStarted: record('announceStarted'), announceFinished: record('announceFinished'), announceSchedule: record('announceSchedule') },
  });
  const actor = createActor(machine).start();
  return { actor, load, start, saveSchedule, effects };
}

// The poll's delay runs on a fake clock.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describeModelPaths('DingTalk sync machine: every path of the model', dingTalkSyncModel, drive, {
  afterSettling: () => vi.advanceTimersByTimeAsync(0),
  drivers: (sut) => ({
    // Nothing is read again a moment before the poll's delay.
    'xstate.after.POLL.dingTalkSync.running': async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS - 1);
      expect(sut.actor.getSnapshot().value).toBe('running');
      await vi.advanceTimersByTimeAsync(1);
    },
  }),
});

describe('DingTalk sync machine: journeys', () => {
  it('starts a run, reads it again while it runs, and announces it once done', async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.idle);
    await expectSameState(sut.actor, 'idle');
    sut.actor.send({ type: 'sync.start' });
    sut.start.resolve(STARTED);
    await expectSameState(sut.actor, 'running');
    expect(sut.effects).toEqual([`announceStarted:${JSON.stringify({ started: true })}`]);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(sut.actor.getSnapshot().value).toBe('polling');
    sut.load.resolve(OVERVIEWS.running);
    await expectSameState(sut.actor, 'running');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    sut.load.resolve(OVERVIEWS.finished);
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects.at(-1)).toBe(`announceFinished:${JSON.stringify({ run: { id: '2', status: 'DONE' } })}`);
    expect(sut.actor.getSnapshot().context.overview).toEqual(OVERVIEWS.finished);
  });

  it('follows a run found under way when the page opens', async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.running);
    await expectSameState(sut.actor, 'running');
  });

  it('says when no DingTalk app is set up, and offers no run', async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.notConfigured);
    await expectSameState(sut.actor, 'notConfigured');
    sut.actor.send({ type: 'sync.start' });
    expect(sut.actor.getSnapshot().value).toBe('notConfigured');
    expect(sut.start.pending).toEqual([]);
  });

  it("keeps a refused start's message and the page as it was", async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.idle);
    await expectSameState(sut.actor, 'idle');
    sut.actor.send({ type: 'sync.start' });
    sut.start.reject(new Error('钉钉应用尚未配置'));
    await expectSameState(sut.actor, 'idle');
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: '钉钉应用尚未配置', overview: OVERVIEWS.idle });
  });

  it(`rides out a failed poll, and gives up after ${MAX_POLL_FAILURES} in a row`, async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.running);
    await expectSameState(sut.actor, 'running');
    for (let failure = 1; failure <= MAX_POLL_FAILURES; failure += 1) {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      sut.load.reject(new Error('网络连接失败'));
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(sut.actor.getSnapshot().value).toBe('loadFailed');
    sut.actor.send({ type: 'retry' });
    sut.load.resolve(OVERVIEWS.finished);
    await expectSameState(sut.actor, 'idle');
    expect(sut.actor.getSnapshot().context.pollFailures).toBe(0);
  });

  it('saves the schedule, and keeps a refusal at its field', async () => {
    const sut = drive();
    sut.load.resolve(OVERVIEWS.idle);
    await expectSameState(sut.actor, 'idle');
    sut.actor.send({ type: 'schedule.save', everyHours: 200 });
    expect(sut.saveSchedule.pending[0]?.input).toBe(200);
    sut.saveSchedule.reject(new Error('输入有误'));
    await expectSameState(sut.actor, 'idle');
    expect(sut.actor.getSnapshot().context.scheduleError).toBe('输入有误');
    sut.actor.send({ type: 'schedule.save', everyHours: 6 });
    sut.saveSchedule.resolve({ everyHours: 6 });
    await expectSameState(sut.actor, 'idle');
    expect(sut.actor.getSnapshot().context).toMatchObject({ scheduleError: null, overview: { schedule: { everyHours: 6 } } });
    expect(sut.effects).toEqual(['announceSchedule']);
  });
});
