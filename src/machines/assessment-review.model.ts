import type { ReviewAssessment } from './assessment-review';
import { assessmentReviewMachine } from './assessment-review';
import { machineModel } from './testing/model';

/** An interactive defence waiting: a spoken answer to score, a choice scored already. */
export const submitted: ReviewAssessment = {
  id: 21,
  full: 100,
  score: null,
  result: '',
  commentable: true,
  questions: [
    { id: 1, full: 60, score: null, remark: '' },
    { id: 2, full: 40, score: 40, remark: '' },
  ],
};
/** An offline session: one score. */
export const offline: ReviewAssessment = { id: 22, full: 100, score: null, result: '', commentable: true, questions: [] };
/** Not submitted yet. */
export const notSubmitted: ReviewAssessment = { ...submitted, id: 23, commentable: false };

export const assessmentReviewModel = machineModel(assessmentReviewMachine, {
  inputs: [{ attemptId: 21 }],
  events: [
    { type: 'xstate.done.actor.load', output: submitted },
    { type: 'xstate.done.actor.load', output: offline },
    { type: 'xstate.done.actor.load', output: notSubmitted },
    { type: 'xstate.error.actor.load', error: new Error('考核不存在') },
    { type: 'score.change', questionId: 1, value: '55' },
    { type: 'score.change', questionId: 1, value: '61' },
    { type: 'remark.change', questionId: 1, value: '表达清晰' },
    { type: 'total.change', value: '86' },
    { type: 'result.change', value: '表现良好，建议转正' },
    { type: 'review.save' },
    { type: 'review.edit' },
    { type: 'review.retry' },
    { type: 'xstate.done.actor.comment', output: undefined },
    { type: 'xstate.error.actor.comment', error: new Error('得分不能超过满分 60 分') },
  ],
  extendEveryState: true,
});
