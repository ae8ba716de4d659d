import type { ForumAnswer } from './forum-report';
import { forumReportMachine } from './forum-report';
import { machineModel } from './testing/model';

export const taken: ForumAnswer = { code: 200, msg: '举报成功' };
/** A write the server answered without code 200 (spec section 8: not a success). */
export const notTaken: ForumAnswer = { code: 403, msg: '您已举报过该帖子' };

export const forumReportModel = machineModel(forumReportMachine, {
  inputs: [undefined],
  events: [
    { type: 'report.open', target: { post_id: 5 } },
    { type: 'reason.change', reason: '广告' },
    { type: 'reason.change', reason: '   ' },
    { type: 'reason.change', reason: '长'.repeat(101) },
    { type: 'report.submit' },
    { type: 'report.close' },
    { type: 'xstate.done.actor.report', output: taken },
    { type: 'xstate.done.actor.report', output: notTaken },
    { type: 'xstate.error.actor.report', error: new Error('您已被禁言') },
  ],
});
