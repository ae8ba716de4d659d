import { employeeImportMachine, type ImportReport } from './employee-import';
import { machineModel } from './testing/model';

/**
 * A file the traversal can tell apart: it tells events and contexts apart by their JSON, and a
 * File's is `{}`, which would make every chosen file the same one.
 */
function sample(parts: BlobPart[], name: string): File {
  const file = new File(parts, name);
  return Object.assign(file, { toJSON: () => ({ name: file.name, size: file.size }) });
}

/** Files the model chooses: one within the cap, one a byte over it (never sent). */
export const IMPORT_SAMPLES = {
  file: sample(['账号,姓名,手机号,部门\n'], '员工.csv'),
  tooLarge: sample([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.xlsx'),
};

const problem = { row: 5, field: 'name', code: 'required', message: '请填写姓名' };
/** A dry run with 45 valid rows of 50, and one with none. */
export const CHECKED: ImportReport = { total: 50, valid: 45, invalid: 5, problems: [problem], added: 0, refused: 5, generated_password: null };
export const NOTHING_VALID: ImportReport = { total: 1, valid: 0, invalid: 1, problems: [problem], added: 0, refused: 1, generated_password: null };
export const IMPORTED: ImportReport = { ...CHECKED, added: 45, generated_password: 'Abcdef2345@' };

export const employeeImportModel = machineModel(employeeImportMachine, {
  inputs: [undefined],
  // Choosing a file is taken from every state on the way (both of its branches), not only from a path's end.
  extendEveryState: true,
  events: [
    { type: 'file.choose', file: IMPORT_SAMPLES.file },
    { type: 'file.choose', file: IMPORT_SAMPLES.tooLarge },
    { type: 'import.start' },
    { type: 'retry' },
    { type: 'xstate.done.actor.check', output: CHECKED },
    { type: 'xstate.done.actor.check', output: NOTHING_VALID },
    { type: 'xstate.error.actor.check', error: new Error('无法读取该文件') },
    { type: 'xstate.done.actor.importFile', output: IMPORTED },
    { type: 'xstate.error.actor.importFile', error: new Error('服务器开小差了') },
  ],
});
