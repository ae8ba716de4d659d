import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEntryMachine, type LiveEntryInput, type LivePlayToken } from './live-entry';
import { inputs, liveEntryModel, playToken } from './live-entry.model';
import { controlledPromise, effectRecorder, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable token call and recorded effects. */
function drive(input: LiveEntryInput) {
  const getPlayToken = controlledPromise<LivePlayToken, { videoId: number }>();
  const { effects, record } = effectRecorder();
  const machine = liveEntryMachine.provide({
    actors: { getPlayToken: getPlayToken.logic },
    actions: {
      announceNotStarted: record('announceNotStarted'),
      openClient: record('openClient'),
      closeClientTab: record('closeClientTab'),
      goWebView: record('goWebView'),
      openDownload: record('openDownload'),
      goPlayback: record('goPlayback'),
      announceBlocked: record('announceBlocked'),
      announceFailure: record('announceFailure'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, getPlayToken, effects };
}

// The spec's delays (the client tab closed after 3 s, the dialog's close) run on a fake clock.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describeModelPaths('live entry machine: every path of the model', liveEntryModel, drive, {
  inputName: (input) => `${input.progress}/${input.isGeneratePlayback}`,
  afterSettling: () => vi.advanceTimersByTimeAsync(0),
  drivers: (sut) => ({
    // The delays are the spec's: nothing happens a moment before them.
    'xstate.after.clientTab.liveEntry.entered.clientOpen': async () => {
      await vi.advanceTimersByTimeAsync(2999);
      expect(sut.actor.getSnapshot().value).toEqual({ entered: 'clientOpen' });
      await vi.advanceTimersByTimeAsync(1);
    },
    'xstate.after.dialogClose.liveEntry.closing': async () => {
      await vi.advanceTimersByTimeAsync(99);
      expect(sut.actor.getSnapshot().value).toBe('closing');
      await vi.advanceTimersByTimeAsync(1);
    },
  }),
});

describe('live entry machine: journeys', () => {
  it('enters a live: asks a token for the period, opens the client, shows the dialog, closes the client tab after 3 s', async () => {
    const sut = drive(inputs.live);
    expect(sut.actor.getSnapshot().value).toBe('ready');
    sut.actor.send({ type: 'live.open' });
    expect(sut.getPlayToken.pending[0]?.input).toEqual({ videoId: 41 });
    sut.getPlayToken.resolve(playToken);
    await expectSameState(sut.actor, { entered: 'clientOpen' });
    expect(sut.effects).toEqual([`openClient:${JSON.stringify({ clientUrl: playToken.clientUrl })}`]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sut.actor.getSnapshot().value).toEqual({ entered: 'clientClosed' });
    expect(sut.effects.at(-1)).toBe('closeClientTab');
    sut.actor.send({ type: 'live.web' });
    expect(sut.actor.getSnapshot().value).toBe('webView');
    expect(sut.effects.at(-1)).toBe(`goWebView:${JSON.stringify({ webUrl: playToken.webUrl })}`);
    expect(sut.effects.filter((e) => e === 'closeClientTab')).toHaveLength(1);
  });

  it('watching in the browser at once closes the client tab at once', async () => {
    const sut = drive(inputs.live);
    sut.actor.send({ type: 'live.open' });
    sut.getPlayToken.resolve(playToken);
    await expectSameState(sut.actor, { entered: 'clientOpen' });
    sut.actor.send({ type: 'live.web' });
    expect(sut.effects.slice(1)).toEqual(['closeClientTab', `goWebView:${JSON.stringify({ webUrl: playToken.webUrl })}`]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sut.effects.filter((e) => e === 'closeClientTab')).toHaveLength(1);
  });

  it('the download keeps the dialog; closing it waits 100 ms, then the entry can start again', async () => {
    const sut = drive(inputs.live);
    sut.actor.send({ type: 'live.open' });
    sut.getPlayToken.resolve(playToken);
    await expectSameState(sut.actor, { entered: 'clientOpen' });
    sut.actor.send({ type: 'live.download' });
    expect(sut.actor.getSnapshot().value).toEqual({ entered: 'clientOpen' });
    expect(sut.effects.at(-1)).toBe('openDownload');
    sut.actor.send({ type: 'live.close' });
    expect(sut.actor.getSnapshot().value).toBe('closing');
    sut.actor.send({ type: 'live.open' });
    expect(sut.getPlayToken.pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(sut.actor.getSnapshot().value).toBe('ready');
    expect(sut.actor.getSnapshot().context.token).toBeNull();
  });

  it('a refused token shows the message and may be retried', async () => {
    const sut = drive(inputs.live);
    sut.actor.send({ type: 'live.open' });
    sut.getPlayToken.reject(new Error('直播已结束'));
    await expectSameState(sut.actor, 'failure');
    expect(sut.effects).toEqual(['announceFailure:{"error":"直播已结束"}']);
    sut.actor.send({ type: 'live.open' });
    expect(sut.getPlayToken.pending).toHaveLength(1);
  });

  it('a second click while the token is asked for is ignored', () => {
    const sut = drive(inputs.live);
    sut.actor.send({ type: 'live.open' });
    sut.actor.send({ type: 'live.open' });
    expect(sut.getPlayToken.pending).toHaveLength(1);
  });

  it('not started: says so and asks nothing', () => {
    const sut = drive(inputs.notStarted);
    sut.actor.send({ type: 'live.open' });
    expect(sut.actor.getSnapshot().value).toBe('disabled');
    expect(sut.effects).toEqual(['announceNotStarted']);
    expect(sut.getPlayToken.pending).toHaveLength(0);
  });

  it('ended: opens the playback with its address, chapter and course', () => {
    const sut = drive(inputs.endedWithPlayback);
    sut.actor.send({ type: 'live.open' });
    expect(sut.effects).toEqual([`goPlayback:${JSON.stringify({ href: '/files/courses/media/lesson-b.mp4', chapterId: 9, courseId: 2 })}`]);
  });

  it('ended: the playback is blocked while not generated (2) and when there is none (3), each time it is asked', () => {
    const notGenerated = drive(inputs.endedNotGenerated);
    notGenerated.actor.send({ type: 'live.open' });
    notGenerated.actor.send({ type: 'live.open' });
    expect(notGenerated.effects).toEqual(['announceBlocked:{"reason":"notGenerated"}', 'announceBlocked:{"reason":"notGenerated"}']);
    const none = drive(inputs.endedWithoutPlayback);
    none.actor.send({ type: 'live.open' });
    expect(none.effects).toEqual(['announceBlocked:{"reason":"none"}']);
    // Only 2 and 3 block (spec section 4): ready (1) opens the playback page whichever page
    // handed the item, even without an address (the playback page then says there is none).
    const noAddress = drive({ ...inputs.endedWithPlayback, playbackUrl: null });
    noAddress.actor.send({ type: 'live.open' });
    expect(noAddress.effects).toEqual([`goPlayback:${JSON.stringify({ href: '', chapterId: 9, courseId: 2 })}`]);
  });
});
