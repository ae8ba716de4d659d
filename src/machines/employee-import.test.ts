import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { employeeImportMachine, type ImportReport } from './employee-import';
import { CHECKED, employeeImportModel, IMPORT_SAMPLES, IMPORTED, NOTHING_VALID } from './employee-import.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable dry run and import. */
function drive() {
  const check = controlledPromise<ImportReport, File>();
  const importFile = controlledPromise<ImportReport, File>();
  const actor = createActor(employeeImportMachine.provide({ actors: { check: check.logic, importFile: importFile.logic } })).start();
  return { actor, check, importFile };
}

describeModelPaths('employee import machine: every path of the model', employeeImportModel, drive);

describe('employee import machine: journeys', () => {
  it('checks the chosen file, imports it only when asked, and keeps both answers', async () => {
    const sut = drive();
    sut.actor.send({ type: 'import.start' });
    expect(sut.actor.getSnapshot().value).toBe('choosing');
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.file });
    expect(sut.check.pending[0]?.input).toBe(IMPORT_SAMPLES.file);
    sut.check.resolve(CHECKED);
    await expectSameState(sut.actor, 'reviewed');
    expect(sut.importFile.pending).toEqual([]);
    sut.actor.send({ type: 'import.start' });
    expect(sut.importFile.pending[0]?.input).toBe(IMPORT_SAMPLES.file);
    sut.importFile.resolve(IMPORTED);
    await expectSameState(sut.actor, 'done');
    expect(sut.actor.getSnapshot().context).toMatchObject({ report: CHECKED, result: IMPORTED, error: null });
  });

  it('does not import a file without a valid row', async () => {
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.file });
    sut.check.resolve(NOTHING_VALID);
    await expectSameState(sut.actor, 'reviewed');
    sut.actor.send({ type: 'import.start' });
    expect(sut.actor.getSnapshot().value).toBe('reviewed');
    expect(sut.importFile.pending).toEqual([]);
  });

  it('refuses a file over the cap without sending it, and starts over with another file', async () => {
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.tooLarge });
    expect(sut.actor.getSnapshot().value).toBe('choosing');
    expect(sut.actor.getSnapshot().context.tooLarge).toBe(true);
    expect(sut.check.pending).toEqual([]);
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.file });
    expect(sut.actor.getSnapshot().context.tooLarge).toBe(false);
    sut.check.resolve(CHECKED);
    await expectSameState(sut.actor, 'reviewed');
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.file });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'checking', context: { report: null } });
  });

  it("keeps the server's refusal and retries the step that failed", async () => {
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: IMPORT_SAMPLES.file });
    sut.check.resolve(CHECKED);
    await expectSameState(sut.actor, 'reviewed');
    sut.actor.send({ type: 'import.start' });
    sut.importFile.reject(new Error('服务器开小差了'));
    await expectSameState(sut.actor, 'importFailed');
    expect(sut.actor.getSnapshot().context.error).toBe('服务器开小差了');
    sut.actor.send({ type: 'retry' });
    expect(sut.actor.getSnapshot().value).toBe('importing');
    expect(sut.importFile.pending).toHaveLength(1);
  });
});
