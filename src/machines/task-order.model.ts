import type { OrderTask } from './task-order';
import { taskOrderMachine } from './task-order';
import { machineModel } from './testing/model';

/** An ordered task in its window: the first mission open, the second locked behind it. */
export const runningTask: OrderTask = { id: 5, is_ordered: 1, refusal: '', missions: [{ id: 51, is_done: 0 }, { id: 52, is_done: 0 }] };
export const overdueTask: OrderTask = { ...runningTask, refusal: 'taskOverdue' };

export const taskOrderModel = machineModel(taskOrderMachine, {
  inputs: [{ task: runningTask }],
  events: [
    { type: 'mission.open', missionId: 51 },
    { type: 'mission.open', missionId: 52 },
    { type: 'mission.finished', missionId: 51 },
    { type: 'refusal.dismiss' },
    { type: 'task.loaded', task: overdueTask },
    { type: 'xstate.done.actor.openMission', output: undefined },
    { type: 'xstate.error.actor.openMission', error: new Error('任务已逾期') },
  ],
});
