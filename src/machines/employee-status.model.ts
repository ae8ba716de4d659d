import { employeeStatusMachine } from './employee-status';
import { machineModel } from './testing/model';

export const employeeStatusModel = machineModel(employeeStatusMachine, {
  inputs: [undefined],
  // A cancel ends where the machine began: its transition is taken from every state on the way.
  extendEveryState: true,
  events: [
    { type: 'change.ask', target: { id: '31', name: '员工31', status: 'DISABLED' } },
    { type: 'change.confirm' },
    { type: 'change.cancel' },
    { type: 'xstate.done.actor.save', output: undefined },
    { type: 'xstate.error.actor.save', error: new Error('不能停用自己的账号') },
  ],
});
