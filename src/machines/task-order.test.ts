import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { missionRefusal, taskOrderMachine } from './task-order';
import { overdueTask, runningTask, taskOrderModel } from './task-order.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable server call and recorded effects. */
function drive(task = runningTask) {
  const openMission = controlledPromise<void, { taskId: number; missionId: number }>();
  const effects: string[] = [];
  const machine = taskOrderMachine.provide({
    actors: { openMission: openMission.logic },
    actions: { goMission: (_, params) => effects.push(`goMission:${params.missionId}`) },
  });
  const actor = createActor(machine, { input: { task } }).start();
  return { actor, openMission, effects };
}

describeModelPaths('task order machine: every path of the model', taskOrderModel, ({ task }) => drive(task));

describe('task order machine: journeys', () => {
  it('refuses the locked second mission without a call, opens the first, then the second once it is finished', async () => {
    const sut = drive();
    sut.actor.send({ type: 'mission.open', missionId: 52 });
    expect(sut.actor.getSnapshot().value).toBe('refused');
    expect(sut.actor.getSnapshot().context.reason).toBe('taskPreviousFirst');
    expect(sut.openMission.pending).toHaveLength(0);
    sut.actor.send({ type: 'refusal.dismiss' });
    sut.actor.send({ type: 'mission.open', missionId: 51 });
    expect(sut.openMission.pending[0]?.input).toEqual({ taskId: 5, missionId: 51 });
    sut.openMission.resolve(undefined);
    await expectSameState(sut.actor, 'open');
    sut.actor.send({ type: 'mission.finished', missionId: 51 });
    sut.actor.send({ type: 'mission.open', missionId: 52 });
    sut.openMission.resolve(undefined);
    await expectSameState(sut.actor, 'open');
    expect(sut.effects).toEqual(['goMission:51', 'goMission:52']);
  });

  it('an overdue or not-started task refuses every mission with its reason', () => {
    const sut = drive(overdueTask);
    sut.actor.send({ type: 'mission.open', missionId: 51 });
    expect(sut.actor.getSnapshot().context.reason).toBe('taskOverdue');
    expect(missionRefusal({ ...runningTask, refusal: 'taskNotStarted' }, 51)).toBe('taskNotStarted');
  });

  it('keeps the server refusal message when the server says no', async () => {
    const sut = drive();
    sut.actor.send({ type: 'mission.open', missionId: 51 });
    sut.openMission.reject(new Error('任务已逾期'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.error).toBe('任务已逾期');
    expect(sut.effects).toEqual([]);
  });

  it('an unordered task opens any mission; a finished mission stays open', () => {
    expect(missionRefusal({ ...runningTask, is_ordered: 2 }, 52)).toBeNull();
    expect(missionRefusal({ ...runningTask, missions: [{ id: 51, is_done: 0 }, { id: 52, is_done: 1 }] }, 52)).toBeNull();
    expect(missionRefusal(runningTask, 99)).toBeNull();
  });
});
