import { electiveJoinMachine } from './elective-join';
import { machineModel } from './testing/model';

export const notJoined = { id: 12, is_optional: 0 };
export const alreadyOptional = { id: 13, is_optional: 1 };

export const electiveJoinModel = machineModel(electiveJoinMachine, {
  inputs: [undefined],
  events: [
    { type: 'join.start', course: notJoined },
    { type: 'join.start', course: alreadyOptional },
    { type: 'join.dismiss' },
    { type: 'xstate.done.actor.addOptional', output: { message: '已加入选修' } },
    { type: 'xstate.error.actor.addOptional', error: new Error('该课程名额不足，请咨询管理员') },
  ],
});
