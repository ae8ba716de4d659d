import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { endWait, liveRoomMachine, retryWait, startWait, type LiveRoomInfo, type LiveRoomInput } from './live-room';
import { inputs, liveRoomModel, NOW_SECONDS, rooms } from './live-room.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable room read. */
function drive(input: LiveRoomInput) {
  const loadRoom = controlledPromise<LiveRoomInfo, { token: string }>();
  const actor = createActor(liveRoomMachine.provide({ actors: { loadRoom: loadRoom.logic } }), { input }).start();
  return { actor, loadRoom };
}

type Sut = ReturnType<typeof drive>;

/** Lets a timer of `ms` run out, checking that nothing happens a moment before it. */
async function elapse(sut: Sut, ms: number) {
  const before = sut.actor.getSnapshot().value;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(sut.actor.getSnapshot().value).toEqual(before);
  await vi.advanceTimersByTimeAsync(1);
}

async function answer(sut: Sut, room: LiveRoomInfo) {
  sut.loadRoom.resolve(room);
  await vi.advanceTimersByTimeAsync(0);
}

async function refuse(sut: Sut, message = '直播间链接无效或已过期，请从课程重新进入') {
  sut.loadRoom.reject(new Error(message));
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW_SECONDS * 1000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describeModelPaths('live room machine: every path of the model', liveRoomModel, drive, {
  inputName: (input) => (input.token ? 'token' : 'no token'),
  afterSettling: () => vi.advanceTimersByTimeAsync(0),
  drivers: (sut) => {
    const context = () => sut.actor.getSnapshot().context;
    return {
      'xstate.after.startReached.liveRoom.notStarted.waiting': () => elapse(sut, startWait(context(), Date.now())),
      'xstate.after.endReached.liveRoom.live.connecting': () => elapse(sut, endWait(context(), Date.now())),
      'xstate.after.endReached.liveRoom.live.playing': () => elapse(sut, endWait(context(), Date.now())),
      'xstate.after.retryBackoff.liveRoom.streamFailed.waiting': () => elapse(sut, retryWait(context().failures)),
    };
  },
});

describe('live room machine: journeys', () => {
  it('a link without a token is refused without asking the server', () => {
    const sut = drive(inputs.withoutToken);
    expect(sut.actor.getSnapshot().value).toBe('refused');
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    expect(sut.loadRoom.pending).toHaveLength(0);
  });

  it('a refused token says why', async () => {
    const sut = drive(inputs.entered);
    expect(sut.loadRoom.pending[0]?.input).toEqual({ token: 'room-token' });
    await refuse(sut, '直播间链接无效或已过期，请从课程重新进入');
    expect(sut.actor.getSnapshot().value).toBe('refused');
    expect(sut.actor.getSnapshot().context.error).toBe('直播间链接无效或已过期，请从课程重新进入');
  });

  it('a room that has not started looks again at least every minute, then a second after its start', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.notStarted);
    expect(sut.actor.getSnapshot().value).toEqual({ notStarted: 'waiting' });
    // The start is 120 s away: a minute, another minute, then one second past the start.
    for (const wait of [60_000, 60_000, 1_000]) {
      await elapse(sut, wait);
      expect(sut.loadRoom.pending).toHaveLength(1);
      await answer(sut, rooms.notStarted);
    }
    await elapse(sut, 1_000);
    await answer(sut, rooms.live);
    expect(sut.actor.getSnapshot().value).toEqual({ live: 'connecting' });
    expect(sut.actor.getSnapshot().context.streamUrl).toBe(rooms.live.stream_url);
  });

  it('a room that cannot be read again while not started waits longer each time', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, { ...rooms.notStarted, live_start: NOW_SECONDS });
    await elapse(sut, 1_000);
    await refuse(sut);
    await elapse(sut, 5_000);
    await refuse(sut);
    await elapse(sut, 10_000);
    expect(sut.loadRoom.pending).toHaveLength(1);
  });

  it('plays until the end time, then reads the room again and shows the end', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.live);
    sut.actor.send({ type: 'stream.play' });
    expect(sut.actor.getSnapshot().value).toEqual({ live: 'playing' });
    // The end is 30 s away.
    await elapse(sut, 31_000);
    expect(sut.actor.getSnapshot().value).toEqual({ live: 'checking' });
    await answer(sut, rooms.ended);
    expect(sut.actor.getSnapshot().value).toBe('ended');
  });

  it('a live that goes on past its end keeps its stream; a room that cannot be read at its end is over', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.live);
    await elapse(sut, 31_000);
    await answer(sut, { ...rooms.live, live_end: NOW_SECONDS + 90, stream_url: '/live/41/index.m3u8?token=s2' });
    expect(sut.actor.getSnapshot().value).toEqual({ live: 'playing' });
    expect(sut.actor.getSnapshot().context.streamUrl).toBe(rooms.live.stream_url);
    await elapse(sut, 60_000);
    await refuse(sut);
    expect(sut.actor.getSnapshot().value).toBe('ended');
  });

  it('a failed stream checks the room, then tries again after 5 s, 10 s, 20 s ... with a fresh stream', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.live);
    const fresh = { ...rooms.live, stream_url: '/live/41/index.m3u8?token=s2' };
    for (const wait of [5_000, 10_000, 20_000, 40_000, 60_000, 60_000]) {
      sut.actor.send({ type: 'stream.fail' });
      expect(sut.actor.getSnapshot().value).toEqual({ streamFailed: 'checking' });
      await answer(sut, rooms.live);
      expect(sut.actor.getSnapshot().value).toEqual({ streamFailed: 'waiting' });
      await elapse(sut, wait);
      await answer(sut, fresh);
      expect(sut.actor.getSnapshot().value).toEqual({ live: 'connecting' });
    }
    expect(sut.actor.getSnapshot().context.streamUrl).toBe(fresh.stream_url);
    // Once the stream plays, the next failure waits 5 s again.
    sut.actor.send({ type: 'stream.play' });
    sut.actor.send({ type: 'stream.fail' });
    await answer(sut, rooms.live);
    await elapse(sut, 5_000);
    expect(sut.actor.getSnapshot().value).toEqual({ streamFailed: 'retrying' });
  });

  it('the retry button tries at once; a live that ended meanwhile shows the end', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.live);
    sut.actor.send({ type: 'stream.fail' });
    sut.actor.send({ type: 'room.retry' });
    expect(sut.actor.getSnapshot().value).toEqual({ streamFailed: 'checking' });
    await answer(sut, rooms.live);
    sut.actor.send({ type: 'room.retry' });
    expect(sut.loadRoom.pending).toHaveLength(1);
    await answer(sut, rooms.ended);
    expect(sut.actor.getSnapshot().value).toBe('ended');
  });

  it('a failure while the room shows the end, or no signal, does nothing', async () => {
    const sut = drive(inputs.entered);
    await answer(sut, rooms.liveWithoutStream);
    expect(sut.actor.getSnapshot().value).toBe('noStream');
    sut.actor.send({ type: 'stream.fail' });
    sut.actor.send({ type: 'room.retry' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sut.actor.getSnapshot().value).toBe('noStream');
    expect(sut.loadRoom.pending).toHaveLength(0);
    await expectSameState(sut.actor, 'noStream');
  });
});
