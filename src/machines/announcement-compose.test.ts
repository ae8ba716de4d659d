import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { announcementComposeMachine, type AnnouncementDraft, type ComposeReport, type ComposeSave } from './announcement-compose';
import { announcementComposeModel } from './announcement-compose.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable save and recorded effects. */
function drive() {
  const save = controlledPromise<ComposeReport, ComposeSave>();
  const effects: string[] = [];
  const machine = announcementComposeMachine.provide({
    actors: { save: save.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.save.kind}:${params.report.deliveredTo ?? 'later'}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, save, effects };
}

describeModelPaths('announcement compose machine: every path of the model', announcementComposeModel, drive);

describe('announcement compose machine: journeys', () => {
  const draft: AnnouncementDraft = { title: '安全培训', body: '周五前完成', audience: 'DEPARTMENTS', departmentIds: ['12'], people: [], linkKind: '', linkId: '', schedule: true, sendAt: '2020-01-01T09:00+08:00' };

  it('keeps a refused time at its field; correcting it clears the refusal and the corrected draft is sent', async () => {
    const sut = drive();
    sut.actor.send({ type: 'compose.open', draft, editingId: null });
    sut.actor.send({ type: 'compose.submit' });
    expect(sut.save.pending[0]?.input).toEqual({ kind: 'create', draft });
    sut.save.reject(Object.assign(new Error('发送时间必须晚于现在'), { field: 'sendAt' }));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.refusal).toEqual({ message: '发送时间必须晚于现在', field: 'sendAt' });
    sut.actor.send({ type: 'compose.change', draft: { sendAt: '2030-01-01T09:00+08:00' } });
    expect(sut.actor.getSnapshot().value).toBe('composing');
    expect(sut.actor.getSnapshot().context.refusal).toBeNull();
    sut.actor.send({ type: 'compose.submit' });
    expect(sut.save.pending.at(-1)?.input).toEqual({ kind: 'create', draft: { ...draft, sendAt: '2030-01-01T09:00+08:00' } });
    sut.save.resolve({ deliveredTo: null });
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:create:later', 'refresh']);
  });

  it('asks before sending to everyone; not confirmed, the form is back as it was', async () => {
    const sut = drive();
    sut.actor.send({ type: 'compose.open', draft: { ...draft, audience: 'EVERYONE', schedule: false, sendAt: '' }, editingId: null });
    sut.actor.send({ type: 'compose.submit' });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    sut.actor.send({ type: 'compose.close' });
    expect(sut.actor.getSnapshot().value).toBe('composing');
    expect(sut.actor.getSnapshot().context.draft?.title).toBe('安全培训');
    sut.actor.send({ type: 'compose.submit' });
    sut.actor.send({ type: 'compose.confirm' });
    expect(sut.save.pending).toHaveLength(1);
    sut.save.resolve({ deliveredTo: 192 });
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:create:192', 'refresh']);
  });

  it('edits a scheduled one and cancels another after asking; a cancel not confirmed saves nothing', async () => {
    const sut = drive();
    sut.actor.send({ type: 'compose.open', draft, editingId: '7' });
    sut.actor.send({ type: 'compose.change', draft: { title: '安全培训（改）' } });
    sut.actor.send({ type: 'compose.submit' });
    expect(sut.save.pending[0]?.input).toEqual({ kind: 'update', id: '7', draft: { ...draft, title: '安全培训（改）' } });
    sut.save.resolve({ deliveredTo: null });
    await expectSameState(sut.actor, 'idle');
    sut.actor.send({ type: 'withdraw.ask', id: '8', title: '周会' });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    sut.actor.send({ type: 'compose.close' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    sut.actor.send({ type: 'withdraw.ask', id: '8', title: '周会' });
    sut.actor.send({ type: 'compose.confirm' });
    expect(sut.save.pending.at(-1)?.input).toEqual({ kind: 'cancel', id: '8', title: '周会' });
    sut.save.reject(new Error('公告已发送，不能再修改或取消'));
    await expectSameState(sut.actor, 'refused');
    // Nothing to correct in a cancel: a change does not open a form.
    sut.actor.send({ type: 'compose.change', draft: { title: 'x' } });
    expect(sut.actor.getSnapshot().value).toBe('refused');
    sut.actor.send({ type: 'compose.close' });
    expect(sut.effects).toEqual(['announce:update:later', 'refresh']);
  });
});
