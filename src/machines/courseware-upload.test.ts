import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { choiceProblem, coursewareUploadMachine, defaultName, type ChosenFile, type RegisteredCourseware } from './courseware-upload';
import type { CoursewareFileKind } from '../shared/upload-rules';
import { coursewareUploadModel, lectureVideo, registeredVideo } from './courseware-upload.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/**
 * The real machine: the file sending is a controllable promise standing for the page's
 * XMLHttpRequest (its abort, when the machine stops it, is recorded), the registration too;
 * progress is the event the page sends while the file goes.
 */
function drive() {
  const sendFile = controlledPromise<{ uploadId: number }, { kind: CoursewareFileKind; file: ChosenFile | null }>();
  const register = controlledPromise<RegisteredCourseware, { upload_id: number; name: string }>();
  const effects: string[] = [];
  const machine = coursewareUploadMachine.provide({
    actors: { register: register.logic, sendFile: sendFile.logic },
    actions: { registered: (_, { courseware }) => effects.push(`registered:${courseware.id}`) },
  });
  const actor = createActor(machine).start();
  return { actor, sendFile, register, effects };
}

describeModelPaths('courseware upload machine: every path of the model', coursewareUploadModel, drive);

describe('courseware upload machine: journeys', () => {
  it('sends the chosen video with its progress, registers it under the name given and reads the list again', async () => {
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: lectureVideo });
    expect(sut.actor.getSnapshot().context).toMatchObject({ kind: 'media', name: '云原生导学' });
    sut.actor.send({ type: 'name.change', value: '  第一讲：云原生导学  ' });
    sut.actor.send({ type: 'upload.submit' });
    expect(sut.sendFile.pending.map((p) => p.input.kind)).toEqual(['media']);
    sut.actor.send({ type: 'upload.progress', percent: 62.4 });
    expect(sut.actor.getSnapshot().context.progress).toBe(62);
    sut.sendFile.resolve({ uploadId: 31 });
    await expectSameState(sut.actor, 'registering');
    expect(sut.register.pending[0]?.input).toEqual({ upload_id: 31, name: '第一讲：云原生导学' });
    sut.register.resolve(registeredVideo);
    await expectSameState(sut.actor, { open: 'registered' });
    expect(sut.effects).toEqual(['registered:7']);
    expect(sut.sendFile.aborted).toEqual([]);
  });

  it('cancel stops the request and keeps the choice; a failed registration is retried without sending the file again', async () => {
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: lectureVideo });
    sut.actor.send({ type: 'upload.submit' });
    sut.actor.send({ type: 'upload.progress', percent: 30 });
    sut.actor.send({ type: 'upload.cancel' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: { open: 'chosen' }, context: { progress: 0, file: lectureVideo } });
    // The cancelled request was aborted and can no longer answer.
    expect(sut.sendFile.aborted.map((input) => input.kind)).toEqual(['media']);
    expect(sut.sendFile.pending).toHaveLength(0);
    sut.actor.send({ type: 'upload.submit' });
    sut.sendFile.resolve({ uploadId: 32 });
    await expectSameState(sut.actor, 'registering');
    sut.register.reject(new Error('网络异常，请稍后重试'));
    await expectSameState(sut.actor, { open: 'failed' });
    sut.actor.send({ type: 'upload.retry' });
    expect(sut.actor.getSnapshot().value).toBe('registering');
    expect(sut.register.pending[0]?.input.upload_id).toBe(32);
    // The file was not sent a third time.
    expect(sut.sendFile.pending).toHaveLength(0);
    expect(sut.sendFile.aborted).toHaveLength(1);
  });

  it('a file of another kind or over its cap is refused before anything is sent; an empty name is not sent', () => {
    expect(choiceProblem({ name: 'setup.exe', size: 10 })).toEqual({ problem: 'notSupported' });
    expect(choiceProblem({ name: '讲稿.PDF', size: 100 * 1024 * 1024 + 1 })).toEqual({ problem: 'tooLarge', maxMb: 100 });
    expect(choiceProblem({ name: 'talk.mkv', size: 1024 * 1024 * 1024 })).toBeNull();
    // Video and audio whose metadata the browser could read: at most 3 hours, a picture at most 4K either way.
    expect(choiceProblem({ name: 'day.mp4', size: 1024, media: { seconds: 3 * 3600 + 1, width: 1280, height: 720 } })).toEqual({ problem: 'tooLong', maxHours: 3 });
    expect(choiceProblem({ name: 'day.mp4', size: 1024, media: { seconds: 3 * 3600, width: 3840, height: 2160 } })).toBeNull();
    expect(choiceProblem({ name: 'drone.mov', size: 1024, media: { seconds: 60, width: 7680, height: 4320 } })).toEqual({ problem: 'resolutionTooLarge', longSide: 4096, shortSide: 2160 });
    expect(choiceProblem({ name: 'phone.mp4', size: 1024, media: { seconds: 60, width: 2160, height: 4096 } })).toBeNull();
    expect(choiceProblem({ name: 'talk.m4a', size: 1024, media: { seconds: null, width: 0, height: 0 } })).toBeNull();
    expect(defaultName('季度汇报.final.pptx')).toBe('季度汇报.final');
    const sut = drive();
    sut.actor.send({ type: 'file.choose', file: { name: 'setup.exe', size: 10 } });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: { open: 'idle' }, context: { choice: { problem: 'notSupported' }, file: null } });
    sut.actor.send({ type: 'file.choose', file: lectureVideo });
    sut.actor.send({ type: 'name.change', value: '   ' });
    sut.actor.send({ type: 'upload.submit' });
    expect(sut.actor.getSnapshot().value).toEqual({ open: 'chosen' });
    expect(sut.sendFile.pending).toHaveLength(0);
  });
});
