import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { employeeStatusMachine, type StatusTarget } from './employee-status';
import { employeeStatusModel } from './employee-status.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable save and recorded effects. */
function drive() {
  const save = controlledPromise<void, StatusTarget>();
  const effects: string[] = [];
  const machine = employeeStatusMachine.provide({
    actors: { save: save.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.target.name}:${params.target.status}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, save, effects };
}

describeModelPaths('employee status machine: every path of the model', employeeStatusModel, drive);

describe('employee status machine: journeys', () => {
  const target: StatusTarget = { id: '31', name: '员工31', status: 'DISABLED' };

  it('saves only after the confirmation, then announces, refreshes and closes', async () => {
    const sut = drive();
    sut.actor.send({ type: 'change.ask', target });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    expect(sut.save.pending).toEqual([]);
    sut.actor.send({ type: 'change.confirm' });
    expect(sut.save.pending[0]?.input).toEqual(target);
    sut.save.resolve(undefined);
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announce:员工31:DISABLED', 'refresh']);
    expect(sut.actor.getSnapshot().context).toEqual({ target: null, error: null });
  });

  it("keeps the server's refusal to retry or cancel; a cancel changes nothing", async () => {
    const sut = drive();
    sut.actor.send({ type: 'change.ask', target });
    sut.actor.send({ type: 'change.confirm' });
    sut.save.reject(new Error('不能停用自己的账号'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.error).toBe('不能停用自己的账号');
    sut.actor.send({ type: 'change.cancel' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.effects).toEqual([]);
  });
});
