import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { reportExportMachine, type ExportedFile, type ExportRequest } from './report-export';
import { reportExportModel } from './report-export.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable download. */
function drive() {
  const download = controlledPromise<ExportedFile, ExportRequest>();
  const actor = createActor(reportExportMachine.provide({ actors: { download: download.logic } })).start();
  return { actor, download };
}

describeModelPaths('report export machine: every path of the model', reportExportModel, drive);

describe('report export machine: journeys', () => {
  it('downloads the chosen format with the filters shown, counting the bytes, then says the file', async () => {
    const sut = drive();
    sut.actor.send({ type: 'export.start', format: 'xlsx', filters: { department_id: '12' } });
    expect(sut.download.pending[0]?.input).toEqual({ format: 'xlsx', filters: { department_id: '12' } });
    sut.actor.send({ type: 'progress', bytes: 4096 });
    expect(sut.actor.getSnapshot().context.received).toBe(4096);
    sut.download.resolve({ fileName: '完成情况报表-2026-03-01.xlsx', bytes: 8192 });
    await expectSameState(sut.actor, 'done');
    expect(sut.actor.getSnapshot().context).toMatchObject({ format: 'xlsx', file: { fileName: '完成情况报表-2026-03-01.xlsx' }, received: 8192, error: null });
  });

  it('keeps the failure to retry the same format and filters; a cancel forgets the download', async () => {
    const sut = drive();
    sut.actor.send({ type: 'export.start', format: 'csv', filters: { kind: 'task' } });
    sut.download.reject(new Error('网络连接失败'));
    await expectSameState(sut.actor, 'failed');
    expect(sut.actor.getSnapshot().context.error).toBe('网络连接失败');
    sut.actor.send({ type: 'retry' });
    expect(sut.download.pending.at(-1)?.input).toEqual({ format: 'csv', filters: { kind: 'task' } });
    sut.actor.send({ type: 'export.cancel' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.actor.getSnapshot().context).toEqual({ format: null, filters: {}, received: 0, file: null, error: null });
  });
});
