import { backOfficeChangeMachine } from './back-office-change';
import { machineModel } from './testing/model';

export const backOfficeChangeModel = machineModel(backOfficeChangeMachine, {
  inputs: [undefined],
  // A cancel ends where the machine began: its transition is taken from every state on the way.
  extendEveryState: true,
  events: [
    // A form (create), a form confirmed after (merge), a confirmation alone (delete), neither (enable).
    { type: 'edit.open', change: { kind: 'createDepartment', targetId: null, targetName: '', values: { name: '培训中心', parentId: '' } } },
    { type: 'edit.open', change: { kind: 'mergeDepartment', targetId: '7', targetName: '销售二部', values: { intoId: '6' } } },
    { type: 'edit.open', change: { kind: 'deleteDepartment', targetId: '9', targetName: '空部门', values: {} } },
    { type: 'edit.open', change: { kind: 'enableDepartment', targetId: '9', targetName: '空部门', values: {} } },
    { type: 'edit.change', field: 'name', value: '培训部' },
    { type: 'edit.submit' },
    { type: 'edit.confirm' },
    { type: 'edit.cancel' },
    { type: 'xstate.done.actor.save', output: undefined },
    { type: 'xstate.error.actor.save', error: Object.assign(new Error('同一上级部门下已有名为“培训中心”的部门'), { field: 'name' }) },
  ],
});
