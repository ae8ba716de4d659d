import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { choiceProblem, defenceSessionMachine, unansweredCount, type DefenceAnswerInput, type DefenceAnswerSaved, type DefenceSessionData } from './defence-session';
import { defenceSessionModel, recording, savedChoices, savedRecording, twoQuestions } from './defence-session.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable server calls and recorded effects. */
function drive(defenceId = 7) {
  const load = controlledPromise<DefenceSessionData, { defenceId: number }>();
  const saveAnswer = controlledPromise<DefenceAnswerSaved, DefenceAnswerInput>();
  const submit = controlledPromise<void, { defenceId: number }>();
  const effects: string[] = [];
  const machine = defenceSessionMachine.provide({
    actors: { load: load.logic, saveAnswer: saveAnswer.logic, submit: submit.logic },
    actions: { submitted: () => effects.push('submitted') },
  });
  const actor = createActor(machine, { input: { defenceId } }).start();
  return { actor, load, saveAnswer, submit, effects };
}

describeModelPaths('defence session machine: every path of the model', defenceSessionModel, ({ defenceId }) => drive(defenceId));

describe('defence session machine: journeys', () => {
  it('records the spoken answer, confirms two choices, submits after confirmation and opens the report', async () => {
    const sut = drive();
    expect(sut.load.pending[0]?.input).toEqual({ defenceId: 7 });
    sut.load.resolve(twoQuestions);
    await expectSameState(sut.actor, 'answering');
    sut.actor.send({ type: 'defence.submit' });
    expect(sut.actor.getSnapshot().context.problem).toEqual({ kind: 'unanswered', count: 2 });
    sut.actor.send({ type: 'answer.record', recording });
    expect(sut.saveAnswer.pending[0]?.input).toEqual({ defenceId: 7, question_id: 1, upload_id: 41 });
    sut.saveAnswer.resolve(savedRecording);
    await expectSameState(sut.actor, 'answering');
    sut.actor.send({ type: 'question.next' });
    sut.actor.send({ type: 'answer.select', optionIds: [12, 11, 12] });
    sut.actor.send({ type: 'answer.confirm' });
    expect(sut.saveAnswer.pending[0]?.input).toEqual({ defenceId: 7, question_id: 2, option_ids: [12, 11] });
    sut.saveAnswer.resolve(savedChoices);
    await expectSameState(sut.actor, 'answering');
    sut.actor.send({ type: 'question.next' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ index: 1, notice: 'last' });
    sut.actor.send({ type: 'defence.submit' });
    await expectSameState(sut.actor, 'confirmingSubmit');
    sut.actor.send({ type: 'submission.confirm' });
    expect(sut.submit.pending[0]?.input).toEqual({ defenceId: 7 });
    sut.submit.resolve();
    await expectSameState(sut.actor, 'submitted');
    expect(sut.effects).toEqual(['submitted']);
  });

  it('a multiple choice needs two answers and any choice one; nothing is sent until then', async () => {
    const sut = drive();
    sut.load.resolve(twoQuestions);
    await expectSameState(sut.actor, 'answering');
    sut.actor.send({ type: 'question.goto', index: 1 });
    sut.actor.send({ type: 'answer.confirm' });
    expect(sut.actor.getSnapshot().context.problem).toEqual({ kind: 'required' });
    sut.actor.send({ type: 'answer.select', optionIds: [13] });
    sut.actor.send({ type: 'answer.confirm' });
    expect(sut.actor.getSnapshot().context.problem).toEqual({ kind: 'multipleMin', min: 2 });
    expect(sut.saveAnswer.pending).toHaveLength(0);
    // A recording is not an answer to a choice; a choice not an answer to a spoken question.
    sut.actor.send({ type: 'answer.record', recording });
    expect(sut.saveAnswer.pending).toHaveLength(0);
    sut.actor.send({ type: 'question.prev' });
    sut.actor.send({ type: 'answer.select', optionIds: [11] });
    expect(sut.actor.getSnapshot().context.choices).toEqual([]);
    sut.actor.send({ type: 'question.prev' });
    expect(sut.actor.getSnapshot().context.notice).toBe('first');
  });

  it('a refused save keeps the question and says why; a failed submit goes back to the answers', async () => {
    const sut = drive();
    sut.load.resolve({ ...twoQuestions, questions: [{ ...twoQuestions.questions[0]!, answer: { recording: { path: 'a', seconds: 6 }, option_ids: [] } }, twoQuestions.questions[1]!] });
    await expectSameState(sut.actor, 'answering');
    // Resumes at the first question without an answer.
    expect(sut.actor.getSnapshot().context.index).toBe(1);
    sut.actor.send({ type: 'answer.select', optionIds: [11, 13] });
    sut.actor.send({ type: 'answer.confirm' });
    sut.saveAnswer.reject(new Error('答辩已结束'));
    await expectSameState(sut.actor, 'answering');
    expect(sut.actor.getSnapshot().context).toMatchObject({ index: 1, error: '答辩已结束', choices: [11, 13] });
    expect(unansweredCount(sut.actor.getSnapshot().context.session)).toBe(1);
  });

  it('names the problem of a choice', () => {
    const multiple = twoQuestions.questions[1]!;
    const single = { ...multiple, question_type: 2 };
    expect([choiceProblem(multiple, []), choiceProblem(multiple, [11]), choiceProblem(multiple, [11, 12]), choiceProblem(single, [11])]).toEqual([
      { kind: 'required' },
      { kind: 'multipleMin', min: 2 },
      null,
      null,
    ]);
  });
});
