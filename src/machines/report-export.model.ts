import { reportExportMachine } from './report-export';
import { machineModel } from './testing/model';

export const reportExportModel = machineModel(reportExportMachine, {
  inputs: [undefined],
  // Starting, cancelling and dismissing are taken from every state on the way, not only from a path's end.
  extendEveryState: true,
  events: [
    { type: 'export.start', format: 'xlsx', filters: { department_id: '12', sort: 'name', order: 'asc' } },
    { type: 'export.start', format: 'csv', filters: {} },
    { type: 'progress', bytes: 65536 },
    { type: 'export.cancel' },
    { type: 'retry' },
    { type: 'dismiss' },
    { type: 'xstate.done.actor.download', output: { fileName: '完成情况报表-2026-03-01.xlsx', bytes: 120000 } },
    { type: 'xstate.error.actor.download', error: new Error('网络连接失败') },
  ],
});
