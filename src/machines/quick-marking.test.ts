import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nextWaiting, parseMark, quickMarkingMachine, type MarkInput, type MarkingAttempt } from './quick-marking';
import { markedAttempt, quickMarkingModel, waitingAttempt } from './quick-marking.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable server calls and recorded effects. */
function drive(attemptIds: number[]) {
  const load = controlledPromise<MarkingAttempt, { attemptId: number }>();
  const mark = controlledPromise<{ review_status: number; score: number }, MarkInput>();
  const effects: string[] = [];
  const machine = quickMarkingMachine.provide({
    actors: { load: load.logic, mark: mark.logic },
    actions: {
      marked: () => effects.push('marked'),
      announceSaved: (_, params) => effects.push(`saved:${JSON.stringify(params)}`),
      moved: (_, params) => effects.push(`moved:${JSON.stringify(params)}`),
    },
  });
  const actor = createActor(machine, { input: { attemptIds } }).start();
  return { actor, load, mark, effects };
}

describeModelPaths('quick marking machine: every path of the model', quickMarkingModel, ({ attemptIds }) => drive(attemptIds), { inputName: (input) => JSON.stringify(input) });

describe('quick marking machine: journeys', () => {
  it('marks one answer after another, then goes on to the next attempt and ends when none is left', async () => {
    const sut = drive([11, 13]);
    expect(sut.load.pending[0]?.input).toEqual({ attemptId: 11 });
    sut.load.resolve(waitingAttempt);
    await expectSameState(sut.actor, 'marking');
    sut.actor.send({ type: 'score.change', value: '7.5' });
    sut.actor.send({ type: 'remark.change', value: '  少了最小权限  ' });
    sut.actor.send({ type: 'marking.save' });
    expect(sut.mark.pending[0]?.input).toEqual({ attempt_id: 11, question_id: 101, score: 7.5, remark: '少了最小权限' });
    sut.mark.resolve({ review_status: 1, score: 7.5 });
    await expectSameState(sut.actor, 'marking');
    expect(sut.actor.getSnapshot().context).toMatchObject({ index: 1, score: '', remark: '', markedCount: 1 });
    sut.actor.send({ type: 'score.change', value: '10' });
    sut.actor.send({ type: 'marking.save' });
    sut.mark.resolve({ review_status: 2, score: 17.5 });
    await expectSameState(sut.actor, 'loading');
    expect(sut.load.pending[0]?.input).toEqual({ attemptId: 13 });
    sut.load.resolve({ ...markedAttempt, id: 13 });
    await expectSameState(sut.actor, 'finished');
    expect(sut.actor.getSnapshot().context.markedCount).toBe(2);
    // Each save is announced, the one completing the attempt with its final score; the address follows the attempt.
    expect(sut.effects).toEqual([
      'moved:{"attemptId":11,"queue":[13]}',
      'marked',
      'saved:{"finished":false,"score":7.5,"name":"员工一"}',
      'saved:{"finished":true,"score":17.5,"name":"员工一"}',
      'marked',
    ]);
    expect(sut.actor.getSnapshot().context.completed).toEqual([{ id: 11, name: '员工一', score: 17.5 }]);
  });

  it('a skipped attempt still waits: the end says so and takes it up again', async () => {
    const sut = drive([11, 14]);
    sut.load.resolve(waitingAttempt);
    await expectSameState(sut.actor, 'marking');
    sut.actor.send({ type: 'marking.skip' });
    await expectSameState(sut.actor, 'loading');
    expect(sut.load.pending[0]?.input).toEqual({ attemptId: 14 });
    sut.load.resolve({ ...waitingAttempt, id: 14, answers: [waitingAttempt.answers[0]!] });
    await expectSameState(sut.actor, 'marking');
    sut.actor.send({ type: 'score.change', value: '9' });
    sut.actor.send({ type: 'marking.save' });
    sut.mark.resolve({ review_status: 2, score: 9 });
    await expectSameState(sut.actor, 'finished');
    // Not "nothing left": attempt 11 was passed over and still waits.
    expect(sut.actor.getSnapshot().context.skipped).toEqual([11]);
    sut.actor.send({ type: 'marking.revisit' });
    await expectSameState(sut.actor, 'loading');
    expect(sut.load.pending[0]?.input).toEqual({ attemptId: 11 });
    expect(sut.actor.getSnapshot().context.skipped).toEqual([]);
    sut.load.resolve(waitingAttempt);
    await expectSameState(sut.actor, 'marking');
    expect(sut.effects.filter((e) => e.startsWith('moved'))).toEqual(['moved:{"attemptId":11,"queue":[14]}', 'moved:{"attemptId":14,"queue":[]}', 'moved:{"attemptId":11,"queue":[]}']);
  });

  it('a score above the full score, negative or not a number is not sent; a refusal keeps the answer and says why', async () => {
    expect([parseMark('10', 10), parseMark('0', 10), parseMark('4.5', 10), parseMark('10.5', 10), parseMark('-1', 10), parseMark('abc', 10), parseMark('', 10), parseMark('3.3', 10)]).toEqual([10, 0, 4.5, null, null, null, null, null]);
    const sut = drive([11]);
    sut.load.resolve(waitingAttempt);
    await expectSameState(sut.actor, 'marking');
    sut.actor.send({ type: 'score.change', value: '11' });
    sut.actor.send({ type: 'marking.save' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'marking', context: { problem: 'score' } });
    expect(sut.mark.pending).toHaveLength(0);
    sut.actor.send({ type: 'score.change', value: '9' });
    sut.actor.send({ type: 'marking.save' });
    sut.mark.reject(new Error('该答卷已批阅'));
    await expectSameState(sut.actor, 'marking');
    expect(sut.actor.getSnapshot().context).toMatchObject({ index: 0, score: '9', error: '该答卷已批阅' });
  });

  it('finds the next waiting answer from any place', () => {
    const attempt = { ...waitingAttempt, answers: [{ ...waitingAttempt.answers[0]!, marked: true }, waitingAttempt.answers[1]!] };
    expect([nextWaiting(attempt), nextWaiting(attempt, 2), nextWaiting(null)]).toEqual([1, -1, -1]);
  });
});
