import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trainingEnrolmentMachine, type EnrolTraining } from './training-enrolment';
import { enrolled, full, openSeat, trainingEnrolmentModel } from './training-enrolment.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable server calls and recorded effects. */
function drive(training: EnrolTraining) {
  const apply = controlledPromise<EnrolTraining, { trainingId: number }>();
  const cancel = controlledPromise<EnrolTraining, { trainingId: number }>();
  const reload = controlledPromise<EnrolTraining, { trainingId: number }>();
  const effects: string[] = [];
  const machine = trainingEnrolmentMachine.provide({
    actors: { apply: apply.logic, cancel: cancel.logic, reload: reload.logic },
    actions: { announce: (_, params) => effects.push(params.what) },
  });
  const actor = createActor(machine, { input: { training } }).start();
  return { actor, apply, cancel, reload, effects };
}

describeModelPaths('training enrolment machine: every path of the model', trainingEnrolmentModel, ({ training }) => drive(training));

describe('training enrolment machine: journeys', () => {
  it('enrols in the last seat, then cancels before the start', async () => {
    const sut = drive(openSeat);
    expect(sut.actor.getSnapshot().value).toBe('toRegister');
    sut.actor.send({ type: 'training.enrol' });
    expect(sut.apply.pending[0]?.input).toEqual({ trainingId: 9 });
    sut.apply.resolve(enrolled);
    await expectSameState(sut.actor, 'registered');
    sut.actor.send({ type: 'training.cancel' });
    sut.cancel.resolve(openSeat);
    await expectSameState(sut.actor, 'toRegister');
    expect(sut.effects).toEqual(['enrolled', 'cancelled']);
  });

  it('a refusal (no seats left) keeps the message and follows the training read again', async () => {
    const sut = drive(openSeat);
    sut.actor.send({ type: 'training.enrol' });
    sut.apply.reject(new Error('名额已满'));
    await expectSameState(sut.actor, 'reloading');
    sut.reload.resolve(full);
    await expectSameState(sut.actor, 'notRegistered');
    expect(sut.actor.getSnapshot().context.error).toBe('名额已满');
    expect(sut.effects).toEqual([]);
  });

  it('a full or closed training is not registered; cancel is refused after the start', () => {
    expect(drive(full).actor.getSnapshot().value).toBe('notRegistered');
    const started = drive({ ...enrolled, can_cancel: 0 });
    started.actor.send({ type: 'training.cancel' });
    expect(started.actor.getSnapshot().value).toBe('registered');
    expect(started.cancel.pending).toHaveLength(0);
  });
});
