import type { LiveEntryInput, LivePlayToken } from './live-entry';
import { liveEntryMachine } from './live-entry';
import { machineModel } from './testing/model';

const item: LiveEntryInput = { videoId: 41, progress: 1, isGeneratePlayback: 3, playbackUrl: null, courseId: 2, chapterId: 9 };

/** One live item per progress and playback state. */
export const inputs = {
  notStarted: { ...item, progress: 0 },
  live: item,
  endedWithPlayback: { ...item, progress: 2, isGeneratePlayback: 1, playbackUrl: '/files/courses/media/lesson-b.mp4' },
  endedNotGenerated: { ...item, progress: 2, isGeneratePlayback: 2 },
  endedWithoutPlayback: { ...item, progress: 2, isGeneratePlayback: 3 },
} satisfies Record<string, LiveEntryInput>;

export const playToken: LivePlayToken = { webUrl: '/live-room/41?token=t', clientUrl: 'learnportal-live://room/41?token=t' };

export const liveEntryModel = machineModel(liveEntryMachine, {
  inputs: Object.values(inputs),
  events: [
    { type: 'live.open' },
    { type: 'live.web' },
    { type: 'live.download' },
    { type: 'live.close' },
    { type: 'xstate.done.actor.getPlayToken', output: playToken },
    { type: 'xstate.error.actor.getPlayToken', error: new Error('直播已结束') },
    { type: 'xstate.after.clientTab.liveEntry.entered.clientOpen' },
    { type: 'xstate.after.dialogClose.liveEntry.closing' },
  ],
});
