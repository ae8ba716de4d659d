import type { liveZhCN } from './live.zh-CN';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Live classes: the live entry (button and dialog) and the live room page (en-US); same keys as live.zh-CN.ts. */
export const liveEnUS: Widen<typeof liveZhCN> = {
  entry: {
    enter: 'Enter live room',
    entering: 'Entering…',
    notStarted: 'Not started',
    playback: 'Watch playback',
    notStartedHint: 'The live class has not started yet',
    playbackNotGenerated: 'Playback not yet generated',
    noPlayback: 'This live room has no playback',
    dialogTitle: 'Enter the live room',
    dialogBody: 'The live client is opening. If it does not open, watch in the browser, or download the client first.',
    watchInBrowser: 'Watch in browser',
    downloadClient: 'Download client',
    close: 'Close',
  },
  room: {
    badge: 'LIVE',
    teacher: 'Teacher: {{name}}',
    teacherWithTitle: 'Teacher: {{name}} ({{title}})',
    time: '{{start}} – {{end}}',
    notStarted: 'The live class has not started yet',
    startsAt: 'Starts at {{time}}',
    ended: 'The live class has ended',
    endedHint: 'This live class ended at {{time}}; its playback is in the course once it is generated.',
    badToken: 'The live room link is not valid or has expired',
    badTokenHint: 'Please enter the live room again from the course page.',
    noStream: 'The live stream is not available',
    streamError: 'The live stream was interrupted',
    streamErrorHint: 'Check your network and try again.',
    retry: 'Retry',
    backToCourse: 'Back to the course',
    backToDefence: 'Back to the defence',
    backToCourses: 'Back to courses',
    player: 'Live video',
  },
};
