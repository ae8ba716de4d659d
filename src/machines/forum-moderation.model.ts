import type { ForumAnswer } from './forum-report';
import { forumModerationMachine } from './forum-moderation';
import { machineModel } from './testing/model';

export const moderated: ForumAnswer = { code: 200, msg: '已处理' };
export const notModerated: ForumAnswer = { code: 404, msg: '该举报已处理' };

export const forumModerationModel = machineModel(forumModerationMachine, {
  inputs: [undefined],
  events: [
    { type: 'reason.change', reason: '恶意广告' },
    { type: 'reason.change', reason: '' },
    { type: 'period.change', days: 7 },
    { type: 'moderation.choose', action: 'ban' },
    { type: 'moderation.choose', action: 'dismiss' },
    { type: 'moderation.confirm' },
    { type: 'moderation.cancel' },
    { type: 'xstate.done.actor.moderate', output: moderated },
    { type: 'xstate.done.actor.moderate', output: notModerated },
    { type: 'xstate.error.actor.moderate', error: new Error('network') },
  ],
});
