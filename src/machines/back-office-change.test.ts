import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { backOfficeChangeMachine, type BackOfficeChange } from './back-office-change';
import { backOfficeChangeModel } from './back-office-change.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable save and recorded effects. */
function drive() {
  const save = controlledPromise<string | undefined, BackOfficeChange>();
  const effects: string[] = [];
  const machine = backOfficeChangeMachine.provide({
    actors: { save: save.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.change.kind}${params.report ? `:${params.report}` : ''}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, save, effects };
}

describeModelPaths('back-office change machine: every path of the model', backOfficeChangeModel, drive);

describe('back-office change machine: journeys', () => {
  const create: BackOfficeChange = { kind: 'createDepartment', targetId: null, targetName: '', values: { name: '培训中心', parentId: '' } };

  it("keeps a field's refusal next to the form; correcting the field clears it and the corrected form is saved", async () => {
    const sut = drive();
    sut.actor.send({ type: 'edit.open', change: create });
    sut.actor.send({ type: 'edit.submit' });
    expect(sut.save.pending[0]?.input).toEqual(create);
    sut.save.reject(Object.assign(new Error('同一上级部门下已有名为“培训中心”的部门'), { field: 'name' }));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.refusal).toEqual({ message: '同一上级部门下已有名为“培训中心”的部门', field: 'name' });
    sut.actor.send({ type: 'edit.change', field: 'name', value: '培训中心二' });
    expect(sut.actor.getSnapshot().value).toBe('editing');
    expect(sut.actor.getSnapshot().context.refusal).toBeNull();
    sut.actor.send({ type: 'edit.submit' });
    expect(sut.save.pending.at(-1)?.input.values.name).toBe('培训中心二');
    sut.save.resolve(undefined);
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:createDepartment', 'refresh']);
  });

  it('asks before a merge and a delete, saves nothing on cancel; an enable saves at once', async () => {
    const sut = drive();
    sut.actor.send({ type: 'edit.open', change: { kind: 'mergeDepartment', targetId: '7', targetName: '销售二部', values: { intoId: '6' } } });
    sut.actor.send({ type: 'edit.submit' });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    sut.actor.send({ type: 'edit.cancel' });
    sut.actor.send({ type: 'edit.open', change: { kind: 'deleteDepartment', targetId: '9', targetName: '空部门', values: {} } });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    sut.actor.send({ type: 'edit.cancel' });
    expect(sut.save.pending).toEqual([]);
    sut.actor.send({ type: 'edit.open', change: { kind: 'enableDepartment', targetId: '9', targetName: '空部门', values: {} } });
    expect(sut.save.pending[0]?.input.kind).toBe('enableDepartment');
    sut.save.resolve(undefined);
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:enableDepartment', 'refresh']);
    // What a save reports is announced (an unlock of an account that was not locked says so).
    sut.actor.send({ type: 'edit.open', change: { kind: 'unlockEmployee', targetId: '31', targetName: '员工31', values: {} } });
    sut.save.resolve('“员工31”没有被锁定');
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects.at(-2)).toBe('announce:unlockEmployee:“员工31”没有被锁定');
  });

  it('opens a banner form, asks before deleting a banner, and saves a banner move at once', async () => {
    const sut = drive();
    sut.actor.send({ type: 'edit.open', change: { kind: 'createBanner', targetId: null, targetName: '', values: { title: '', image: '', linkKind: 'NONE', url: '', targetId: '' } } });
    expect(sut.actor.getSnapshot().value).toBe('editing');
    sut.actor.send({ type: 'edit.cancel' });
    sut.actor.send({ type: 'edit.open', change: { kind: 'deleteBanner', targetId: '4', targetName: '学习节', values: { title: '学习节' } } });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    sut.actor.send({ type: 'edit.cancel' });
    expect(sut.save.pending).toEqual([]);
    sut.actor.send({ type: 'edit.open', change: { kind: 'moveBanner', targetId: '4', targetName: '学习节', values: { bannerIds: '4,1,2', position: '1' } } });
    expect(sut.save.pending[0]?.input.values.bannerIds).toBe('4,1,2');
    sut.save.resolve(undefined);
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:moveBanner', 'refresh']);
  });
});
