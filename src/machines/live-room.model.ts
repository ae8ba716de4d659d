import type { LiveRoomInfo, LiveRoomInput } from './live-room';
import { liveRoomMachine } from './live-room';
import { machineModel } from './testing/model';

/** The moment the tests run at (fake timers), in unix seconds. */
export const NOW_SECONDS = Date.UTC(2026, 10, 23, 10, 0, 0) / 1000;

const room: LiveRoomInfo = {
  title: '3.1 直播：答疑（进行中）',
  course_id: 2,
  course_title: '高效沟通技巧',
  chapter_title: '第三章 直播',
  teacher: { name: '王芳', title: '讲师' },
  live_start: NOW_SECONDS - 600,
  live_end: NOW_SECONDS + 30,
  live_status: 1,
  stream_url: '/live/41/index.m3u8?token=s1',
};

/** The room as the server may answer it: before, during (with or without a signal) and after the live. */
export const rooms = {
  notStarted: { ...room, live_status: 0, live_start: NOW_SECONDS + 120, live_end: NOW_SECONDS + 3720, stream_url: null },
  live: room,
  liveWithoutStream: { ...room, stream_url: null },
  ended: { ...room, live_status: 2, live_end: NOW_SECONDS - 10, stream_url: null },
} satisfies Record<string, LiveRoomInfo>;

export const inputs = {
  entered: { token: 'room-token' },
  withoutToken: { token: '' },
} satisfies Record<string, LiveRoomInput>;

export const liveRoomModel = machineModel(liveRoomMachine, {
  inputs: [inputs.entered, inputs.withoutToken],
  events: [
    { type: 'stream.play' },
    { type: 'stream.fail' },
    { type: 'room.retry' },
    { type: 'xstate.after.startReached.liveRoom.notStarted.waiting' },
    { type: 'xstate.after.endReached.liveRoom.live.connecting' },
    { type: 'xstate.after.endReached.liveRoom.live.playing' },
    { type: 'xstate.after.retryBackoff.liveRoom.streamFailed.waiting' },
    { type: 'xstate.error.actor.loadRoom', error: new Error('直播间链接无效或已过期，请从课程重新进入') },
    // Every answer the room may give.
    ...Object.values(rooms).map((output) => ({ type: 'xstate.done.actor.loadRoom' as const, output })),
  ],
});
