import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { studyProgressMachine, type StudyProgressInput, type StudyRecordAnswer, type StudyRecordRequest } from './study-progress';
import { electiveVideo, requiredVideo, studyProgressModel } from './study-progress.model';
import { controlledPromise, expectSameState, forwardTo, modelPaths, type EventDrivers } from './testing/model';
import { itCoversTheModel, matchesModelState } from './testing/expectations';

/** The real machine with a controllable record call and recorded effects. */
function drive(input: StudyProgressInput) {
  const record = controlledPromise<StudyRecordAnswer, StudyRecordRequest>();
  const effects: string[] = [];
  const effect = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? name : `${name}:${JSON.stringify(params)}`);
  };
  const machine = studyProgressMachine.provide({
    actors: { record: record.logic },
    actions: { announceCompleted: effect('announceCompleted'), recordOnLeave: effect('recordOnLeave') },
  });
  const actor = createActor(machine, { input });
  actor.on('seek.rejected', (event) => effects.push(`seek.rejected:${event.position}`));
  actor.start();
  return { actor, record, effects };
}

describe('study progress machine: every path of the model', () => {
  for (const { input, title, test } of modelPaths(studyProgressModel)) {
    it(`${input.noSkipping ? 'required' : 'elective'}: ${title}`, async () => {
      const sut = drive(input);
      const forward = forwardTo(sut.actor);
      await test({
        events: {
          'player.play': forward,
          'player.pause': forward,
          'player.time': forward,
          'player.seek': forward,
          'player.ended': forward,
          'player.leave': forward,
          'progress.flush': forward,
          'xstate.done.actor.record': ({ event }) => sut.record.resolve(event.output as StudyRecordAnswer),
          'xstate.error.actor.record': ({ event }) => sut.record.reject(event.error),
        } satisfies EventDrivers as never,
        states: {
          '*': matchesModelState(sut.actor),
        },
      });
    });
  }

  itCoversTheModel(studyProgressModel);
});

describe('study progress machine: journeys', () => {
  it('counts played seconds and records them on pause', async () => {
    const sut = drive(electiveVideo);
    sut.actor.send({ type: 'player.play' });
    for (const position of [1, 2, 3]) sut.actor.send({ type: 'player.time', position });
    sut.actor.send({ type: 'player.pause' });
    expect(sut.record.pending[0]?.input).toEqual({ periodId: 7, position: 3, studySeconds: 3 });
    sut.record.resolve({ position: 3, furthest: 3, period_completed: false });
    await expectSameState(sut.actor, { playback: 'paused', sync: 'idle' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ furthest: 3, pending: 0 });
  });

  it('a jump in time (seek) is not study time', () => {
    const sut = drive(electiveVideo);
    sut.actor.send({ type: 'player.play' });
    sut.actor.send({ type: 'player.seek', position: 40 });
    sut.actor.send({ type: 'player.time', position: 40.5 });
    expect(sut.actor.getSnapshot().context).toMatchObject({ position: 40.5, pending: 0.5 });
  });

  it('in a required course a seek beyond the furthest point goes back', () => {
    const sut = drive({ ...requiredVideo, furthest: 12, position: 5 });
    sut.actor.send({ type: 'player.seek', position: 40 });
    expect(sut.effects).toEqual(['seek.rejected:12']);
    expect(sut.actor.getSnapshot().context.position).toBe(5);
    sut.actor.send({ type: 'player.seek', position: 10 });
    expect(sut.actor.getSnapshot().context.position).toBe(10);
  });

  it('leaving records what is unsent with keepalive; the end completes the period once', async () => {
    const sut = drive(electiveVideo);
    sut.actor.send({ type: 'player.play' });
    sut.actor.send({ type: 'player.time', position: 1.6 });
    sut.actor.send({ type: 'player.leave' });
    expect(sut.effects).toEqual(['recordOnLeave:{"periodId":7,"position":2,"studySeconds":2}']);
    sut.actor.send({ type: 'player.seek', position: 59 });
    sut.actor.send({ type: 'player.time', position: 60 });
    sut.actor.send({ type: 'player.ended' });
    sut.record.resolve({ position: 60, furthest: 60, period_completed: true });
    await expectSameState(sut.actor, { playback: 'paused', sync: 'idle' });
    expect(sut.effects.at(-1)).toBe('announceCompleted');
    expect(sut.actor.getSnapshot().context.completed).toBe(true);
  });

  it('a failed record keeps the seconds for the next one', async () => {
    const sut = drive(electiveVideo);
    sut.actor.send({ type: 'player.play' });
    sut.actor.send({ type: 'player.time', position: 2 });
    sut.actor.send({ type: 'progress.flush' });
    sut.record.reject(new Error('offline'));
    await expectSameState(sut.actor, { playback: 'playing', sync: 'idle' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ pending: 2, error: 'offline' });
  });
});
