import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { studyProgressMachine, type StudyProgressInput, type StudyRecordAnswer, type StudyRecordRequest } from './study-progress';
import { electiveVideo, requiredDocument, requiredVideo, studyProgressModel } from './study-progress.model';
import { controlledPromise, effectRecorder, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable record call and recorded effects. */
function drive(input: StudyProgressInput) {
  const record = controlledPromise<StudyRecordAnswer, StudyRecordRequest>();
  const { effects, record: effect } = effectRecorder();
  const machine = studyProgressMachine.provide({
    // The reading clock is driven by the test's reader.time events.
    actors: { record: record.logic, clock: fromCallback(() => undefined) },
    actions: { announceCompleted: effect('announceCompleted'), recordOnLeave: effect('recordOnLeave') },
  });
  const actor = createActor(machine, { input });
  actor.on('seek.rejected', (event) => effects.push(`seek.rejected:${event.position}`));
  actor.start();
  return { actor, record, effects };
}

describeModelPaths('study progress machine: every path of the model', studyProgressModel, drive, { inputName: (input) => `${input.noSkipping ? 'required' : 'elective'} ${input.kind}` });

describe('study progress machine: journeys', () => {
  it('counts played seconds and records them on pause', async () => {
    const sut = drive(electiveVideo);
    sut.actor.send({ type: 'player.play' });
    for (const position of [1, 2, 3]) sut.actor.send({ type: 'player.time', position });
    sut.actor.send({ type: 'player.pause' });
    expect(sut.record.pending[0]?.input).toEqual({ periodId: 7, position: 3, studySeconds: 3 });
    sut.record.resolve({ position: 3, furthest: 3, completed: false });
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
    sut.record.resolve({ position: 60, furthest: 60, completed: true });
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

describe('study progress machine: reading a document', () => {
  it('opens at the first page and records it at once', () => {
    const sut = drive(requiredDocument);
    expect(sut.actor.getSnapshot().value).toEqual({ playback: 'reading', sync: 'saving' });
    expect(sut.record.pending[0]?.input).toEqual({ periodId: 11, position: 1, studySeconds: 0 });
  });

  it('resumes at the page last read, within the pages', () => {
    expect(drive({ ...requiredDocument, position: 2, furthest: 2 }).actor.getSnapshot().context.position).toBe(2);
    expect(drive({ ...requiredDocument, position: 9, furthest: 3 }).actor.getSnapshot().context.position).toBe(3);
  });

  it('pages turned while a record is under way are recorded one after another', async () => {
    const sut = drive(requiredDocument);
    sut.actor.send({ type: 'reader.next' });
    sut.actor.send({ type: 'reader.next' });
    expect(sut.actor.getSnapshot().context.position).toBe(3);
    expect(sut.record.pending).toHaveLength(1);
    const answer = async (furthest: number) => {
      sut.record.resolve({ position: furthest, furthest, completed: furthest === 3 });
      await vi.waitFor(() => expect(sut.record.pending.length + Number(sut.actor.getSnapshot().matches({ sync: 'idle' }))).toBe(1));
    };
    expect(sut.record.pending[0]?.input.position).toBe(1);
    await answer(1);
    // The page shown is 3; a required course counts one page more per record.
    expect(sut.record.pending[0]?.input.position).toBe(3);
    await answer(2);
    expect(sut.record.pending[0]?.input.position).toBe(3);
    await answer(3);
    expect(sut.actor.getSnapshot().value).toEqual({ playback: 'reading', sync: 'idle' });
    expect(sut.effects).toEqual(['announceCompleted']);
    expect(sut.actor.getSnapshot().context).toMatchObject({ furthest: 3, completed: true });
  });

  it('counts the seconds pages are shown and sends them with the next record, or on leaving', async () => {
    const sut = drive({ ...requiredDocument, position: 1, furthest: 3, completed: true });
    expect(sut.actor.getSnapshot().value).toEqual({ playback: 'reading', sync: 'idle' });
    sut.actor.send({ type: 'reader.time', seconds: 4 });
    sut.actor.send({ type: 'reader.next' });
    expect(sut.record.pending[0]?.input).toEqual({ periodId: 11, position: 2, studySeconds: 4 });
    sut.record.resolve({ position: 2, furthest: 3, completed: true });
    await expectSameState(sut.actor, { playback: 'reading', sync: 'idle' });
    sut.actor.send({ type: 'reader.time', seconds: 7 });
    sut.actor.send({ type: 'player.leave' });
    expect(sut.effects).toEqual(['recordOnLeave:{"periodId":11,"position":2,"studySeconds":3}']);
  });

  it('stays within the pages and ignores the media events', () => {
    const sut = drive({ ...requiredDocument, position: 1, furthest: 3 });
    sut.actor.send({ type: 'reader.previous' });
    sut.actor.send({ type: 'player.time', position: 2 });
    sut.actor.send({ type: 'player.seek', position: 3 });
    expect(sut.actor.getSnapshot().context.position).toBe(1);
    sut.actor.send({ type: 'reader.next' });
    sut.actor.send({ type: 'reader.next' });
    sut.actor.send({ type: 'reader.next' });
    expect(sut.actor.getSnapshot().context.position).toBe(3);
    expect(sut.effects).toEqual([]);
  });

  it('a failed record is not repeated on its own: the next turn records again', async () => {
    const sut = drive(requiredDocument);
    sut.record.reject(new Error('offline'));
    await expectSameState(sut.actor, { playback: 'reading', sync: 'idle' });
    expect(sut.record.pending).toHaveLength(0);
    sut.actor.send({ type: 'reader.next' });
    expect(sut.record.pending[0]?.input).toEqual({ periodId: 11, position: 2, studySeconds: 0 });
  });
});
