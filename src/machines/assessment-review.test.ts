import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assessmentReviewMachine, invalidScores, resultProblem, type ReviewAssessment, type ReviewInput } from './assessment-review';
import { assessmentReviewModel, offline, submitted } from './assessment-review.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable server calls and recorded effects. */
function drive(attemptId = 21) {
  const load = controlledPromise<ReviewAssessment, { attemptId: number }>();
  const comment = controlledPromise<void, ReviewInput>();
  const effects: string[] = [];
  const machine = assessmentReviewMachine.provide({ actors: { load: load.logic, comment: comment.logic }, actions: { saved: () => effects.push('saved') } });
  const actor = createActor(machine, { input: { attemptId } }).start();
  return { actor, load, comment, effects };
}

describeModelPaths('assessment review machine: every path of the model', assessmentReviewModel, ({ attemptId }) => drive(attemptId));

describe('assessment review machine: journeys', () => {
  it('scores each question within its full score with a remark and a result, then sends them', async () => {
    const sut = drive();
    expect(sut.load.pending[0]?.input).toEqual({ attemptId: 21 });
    sut.load.resolve(submitted);
    await expectSameState(sut.actor, 'editing');
    expect(sut.actor.getSnapshot().context).toMatchObject({ scores: { 1: '', 2: '40' } });
    sut.actor.send({ type: 'review.save' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ invalid: [1], resultProblem: 'required' });
    expect(sut.comment.pending).toHaveLength(0);
    sut.actor.send({ type: 'score.change', questionId: 1, value: '61' });
    sut.actor.send({ type: 'result.change', value: '好'.repeat(101) });
    sut.actor.send({ type: 'review.save' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ invalid: [1], resultProblem: 'tooLong' });
    sut.actor.send({ type: 'score.change', questionId: 1, value: '52.5' });
    sut.actor.send({ type: 'remark.change', questionId: 1, value: '  要点齐全  ' });
    sut.actor.send({ type: 'result.change', value: '  表达清晰，建议通过  ' });
    sut.actor.send({ type: 'review.save' });
    expect(sut.comment.pending[0]?.input).toEqual({
      id: 21,
      result: '表达清晰，建议通过',
      scores: [
        { question_id: 1, score: 52.5, remark: '要点齐全' },
        { question_id: 2, score: 40, remark: '' },
      ],
    });
    sut.comment.resolve();
    await expectSameState(sut.actor, 'saved');
    expect(sut.effects).toEqual(['saved']);
  });

  it('a session without questions takes one score within the full score; a refusal keeps the form', async () => {
    const sut = drive(22);
    sut.load.resolve(offline);
    await expectSameState(sut.actor, 'editing');
    sut.actor.send({ type: 'total.change', value: '101' });
    sut.actor.send({ type: 'result.change', value: '现场操作熟练' });
    sut.actor.send({ type: 'review.save' });
    expect(sut.actor.getSnapshot().context.invalid).toEqual([0]);
    sut.actor.send({ type: 'total.change', value: '86' });
    sut.actor.send({ type: 'review.save' });
    expect(sut.comment.pending[0]?.input).toEqual({ id: 22, result: '现场操作熟练', score: 86 });
    sut.comment.reject(new Error('答辩尚未开始'));
    await expectSameState(sut.actor, 'editing');
    expect(sut.actor.getSnapshot().context).toMatchObject({ total: '86', error: '答辩尚未开始' });
  });

  it('names the problems', () => {
    expect([resultProblem(''), resultProblem('   '), resultProblem('好'.repeat(100)), resultProblem('好'.repeat(101))]).toEqual(['required', 'required', null, 'tooLong']);
    expect(invalidScores({ assessment: submitted, scores: { 1: '60', 2: '41' }, total: '' })).toEqual([2]);
    expect(invalidScores({ assessment: null, scores: {}, total: '' })).toEqual([]);
  });
});
