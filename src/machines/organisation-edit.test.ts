import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { organisationEditMachine, type OrganisationChange } from './organisation-edit';
import { organisationEditModel } from './organisation-edit.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable save and recorded effects. */
function drive() {
  const save = controlledPromise<void, OrganisationChange>();
  const effects: string[] = [];
  const machine = organisationEditMachine.provide({
    actors: { save: save.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.change.kind}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, save, effects };
}

describeModelPaths('organisation edit machine: every path of the model', organisationEditModel, drive);

describe('organisation edit machine: journeys', () => {
  const create: OrganisationChange = { kind: 'createDepartment', targetId: null, targetName: '', values: { name: '培训中心', parentId: '' } };

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
  });
});
