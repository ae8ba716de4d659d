import type { MarkingAttempt, QuickMarkingContext } from './quick-marking';
import { quickMarkingMachine } from './quick-marking';
import { machineModel } from './testing/model';

const answer = (id: number, marked = false) => ({ id, content: `简述题 ${id}`, full: 10, reference: '要点：备份、加密、最小权限', text: '定期备份并加密', score: marked ? 8 : null, remark: '', marked });

/** An attempt with two short answers waiting. */
export const waitingAttempt: MarkingAttempt = { id: 11, title: '信息安全考试', name: '员工一', answers: [answer(101), answer(102)] };
/** An attempt another examiner has marked meanwhile. */
export const markedAttempt: MarkingAttempt = { id: 12, title: '信息安全考试', name: '员工二', answers: [answer(103, true)] };

export const quickMarkingModel = machineModel(quickMarkingMachine, {
  inputs: [{ attemptIds: [11, 12] }, { attemptIds: [11] }],
  events: [
    { type: 'xstate.done.actor.load', output: waitingAttempt },
    { type: 'xstate.done.actor.load', output: markedAttempt },
    { type: 'xstate.error.actor.load', error: new Error('网络异常，请稍后重试') },
    { type: 'score.change', value: '8' },
    { type: 'score.change', value: '11' },
    { type: 'remark.change', value: '要点齐全' },
    { type: 'marking.save' },
    { type: 'marking.skip' },
    { type: 'marking.retry' },
    { type: 'marking.revisit' },
    { type: 'xstate.done.actor.mark', output: { review_status: 1, score: 8 } },
    { type: 'xstate.done.actor.mark', output: { review_status: 2, score: 73.5 } },
    { type: 'xstate.error.actor.mark', error: new Error('分数不能超过该题满分 10 分') },
  ],
  extendEveryState: true,
  // The tallies (marks made, attempts completed) grow each time skipped attempts are taken up
  // again; the rest of the context tells the states apart.
  distinguish: ({ markedCount: _count, completed: _completed, ...rest }: QuickMarkingContext) => rest,
});
