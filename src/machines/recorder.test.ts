import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chooseMimeType, microphoneOutcome, recorderMachine, recordingFileName, MICROPHONE_AUDIO, RECORDING_MAX_SECONDS, type MicrophoneRequest, type RecorderInput, type RecordingUpload, type UploadedRecording } from './recorder';
import { domError, microphoneErrors, recorderModel, uploadedClip } from './recorder.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/**
 * The real machine: the microphone request and the upload are controllable promises (the
 * page's getUserMedia and multipart POST), the clock ticks only when the test says so, and
 * the MediaRecorder's side (the clip actions) is recorded as effects.
 */
function drive(input: RecorderInput = {}) {
  const requestMicrophone = controlledPromise<void, MicrophoneRequest>();
  const uploadRecording = controlledPromise<UploadedRecording, RecordingUpload>();
  const effects: string[] = [];
  /** The clock's starts and stops (it runs only while recording). */
  const clock: string[] = [];
  const machine = recorderMachine.provide({
    actors: {
      requestMicrophone: requestMicrophone.logic,
      uploadRecording: uploadRecording.logic,
      clock: fromCallback(() => {
        clock.push('start');
        return () => clock.push('stop');
      }),
    },
    actions: {
      beginClip: () => effects.push('begin'),
      pauseClip: () => effects.push('pause'),
      resumeClip: () => effects.push('resume'),
      endClip: () => effects.push('end'),
      discardClip: () => effects.push('discard'),
      uploaded: (_, { recording }) => effects.push(`uploaded:${recording.seconds}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (...verbs: ('start' | 'press' | 'down' | 'up' | 'pause' | 'resume' | 'stop' | 'cancel' | 'tick' | 'deliver' | 'retry')[]) => verbs.forEach((verb) => actor.send({ type: `recorder.${verb}` as const }));
  const ticks = (n: number) => Array.from({ length: n }, () => actor.send({ type: 'recorder.tick' }));
  const state = () => actor.getSnapshot();
  /** Lets a settled promise actor's outcome reach the machine. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, requestMicrophone, uploadRecording, effects, clock, send, ticks, state, settle };
}

describeModelPaths('recorder machine: every path of the model', recorderModel, drive, { inputName: (input) => `${input.mode}` });

describe('recorder machine: journeys', () => {
  it('press mode: one press asks for the microphone and records, the counter counts, the next press stops and the recording is uploaded', async () => {
    const sut = drive({ mode: 'press', mimeType: 'audio/webm' });
    expect(sut.state().context).toMatchObject({ mode: 'press', minSeconds: 5, maxSeconds: RECORDING_MAX_SECONDS, seconds: 0 });
    sut.send('press');
    expect(sut.state().value).toBe('requesting');
    expect(sut.requestMicrophone.pending[0]?.input).toEqual({ mimeType: 'audio/webm', audio: { sampleRate: 16000, sampleSize: 16, channelCount: 2 } });
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(6);
    expect(sut.state().context.seconds).toBe(6);
    // Hold mode's button does nothing in press mode.
    sut.send('down', 'up');
    expect(sut.state().value).toBe('recording');
    sut.send('press');
    expect(sut.state().value).toBe('stopped');
    sut.send('deliver');
    expect(sut.state().value).toBe('uploading');
    expect(sut.uploadRecording.pending[0]?.input).toEqual({ fileName: 'recording.webm', mimeType: 'audio/webm', seconds: 6 });
    sut.uploadRecording.resolve({ id: uploadedClip.id, path: uploadedClip.path, seconds: 6 });
    await expectSameState(sut.actor, 'uploaded');
    expect(sut.state().context).toMatchObject({ recording: { id: uploadedClip.id, path: uploadedClip.path, seconds: 6 }, clip: true, problem: null, error: null });
    expect(sut.effects).toEqual(['begin', 'end', 'uploaded:6']);
    expect(sut.clock).toEqual(['start', 'stop']);
  });

  it('hold mode: pressing down records, letting go stops; letting go while the browser asks for the microphone records nothing', async () => {
    const sut = drive({ mode: 'hold', mimeType: 'audio/ogg' });
    sut.send('press');
    expect(sut.state().value).toBe('idle');
    sut.send('down');
    expect(sut.state().value).toBe('requesting');
    sut.send('up');
    expect(sut.state().value).toBe('idle');
    // The abandoned request was stopped (its signal aborted): it can no longer answer.
    expect(sut.requestMicrophone.aborted).toHaveLength(1);
    expect(sut.requestMicrophone.pending).toHaveLength(0);
    await sut.settle();
    expect(sut.state().value).toBe('idle');
    expect(sut.effects).toEqual([]);

    sut.send('down');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(5);
    sut.send('up');
    expect(sut.state()).toMatchObject({ value: 'stopped', context: { seconds: 5, problem: null } });
    sut.send('deliver');
    expect(sut.uploadRecording.pending[0]?.input).toEqual({ fileName: 'recording.ogg', mimeType: 'audio/ogg', seconds: 5 });
  });

  it('a stop before the minimum keeps recording and says why; the problem goes once the minimum is reached', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(3);
    sut.send('stop');
    expect(sut.state()).toMatchObject({ value: 'recording', context: { seconds: 3, problem: { tooShort: true, min: 5 } } });
    expect(sut.effects).not.toContain('end');
    // Paused time is not counted, and stopping while paused is held to the same minimum.
    sut.send('pause');
    sut.ticks(4);
    sut.send('stop');
    expect(sut.state()).toMatchObject({ value: 'paused', context: { seconds: 3, problem: { tooShort: true, min: 5 } } });
    sut.send('resume');
    sut.ticks(1);
    expect(sut.state().context.problem).toEqual({ tooShort: true, min: 5 });
    sut.ticks(1);
    expect(sut.state().context).toMatchObject({ seconds: 5, problem: null });
    sut.send('stop');
    expect(sut.state().value).toBe('stopped');
    expect(sut.effects).toEqual(['begin', 'pause', 'resume', 'end']);
    expect(sut.clock).toEqual(['start', 'stop', 'start', 'stop']);
  });

  it('a recording reaching its longest stops by itself', async () => {
    const sut = drive({ minSeconds: 1, maxSeconds: 3 });
    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(3);
    expect(sut.state()).toMatchObject({ value: 'stopped', context: { seconds: 3 } });
    expect(sut.effects).toContain('end');
  });

  it('the microphone refused: denied (the info message), and asked again on the next start', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.reject(domError('NotAllowedError', 'Permission denied'));
    await expectSameState(sut.actor, 'denied');
    expect(sut.state().context.error).toBeNull();
    sut.send('start');
    expect(sut.state().value).toBe('requesting');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
  });

  it('no microphone connected: noMicrophone (not "this browser cannot record"), and looked for again on the next start', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.reject(domError('NotFoundError', 'Requested device not found'));
    await expectSameState(sut.actor, 'noMicrophone');
    expect(sut.state().context.error).toBeNull();
    sut.send('start');
    expect(sut.state().value).toBe('requesting');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
  });

  it('no media devices: unsupported, where nothing starts', async () => {
    const sut = drive();
    sut.send('press');
    sut.requestMicrophone.reject(new TypeError("Cannot read properties of undefined (reading 'getUserMedia')"));
    await expectSameState(sut.actor, 'unsupported');
    sut.send('start', 'press', 'retry');
    expect(sut.state().value).toBe('unsupported');
    expect(sut.requestMicrophone.pending).toHaveLength(0);
  });

  it('another microphone failure is shown, and retry asks for the microphone again', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.reject(microphoneErrors.busy);
    await expectSameState(sut.actor, 'failed');
    expect(sut.state().context).toMatchObject({ error: 'Could not start audio source', clip: false });
    sut.send('retry');
    expect(sut.state().value).toBe('requesting');
  });

  it('cancel discards the recording, while recording and while uploading (the upload is abandoned)', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(2);
    sut.send('stop', 'cancel');
    expect(sut.state()).toMatchObject({ value: 'idle', context: { seconds: 0, problem: null, clip: false } });
    expect(sut.effects.at(-1)).toBe('discard');

    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(5);
    sut.send('stop', 'deliver', 'cancel');
    expect(sut.state()).toMatchObject({ value: 'idle', context: { seconds: 0, clip: false, recording: null } });
    // The upload in flight was stopped: aborted, and it can no longer answer.
    expect(sut.uploadRecording.aborted).toHaveLength(1);
    expect(sut.uploadRecording.pending).toHaveLength(0);
    await sut.settle();
    expect(sut.state().value).toBe('idle');
    expect(sut.effects.filter((e) => e.startsWith('uploaded'))).toEqual([]);
  });

  it('a failed upload keeps the recording and says why; retry sends it again without recording again', async () => {
    const sut = drive({ mimeType: 'audio/wav' });
    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.ticks(7);
    sut.send('stop', 'deliver');
    sut.uploadRecording.reject(new Error('网络异常，请稍后重试'));
    await expectSameState(sut.actor, 'failed');
    expect(sut.state().context).toMatchObject({ error: '网络异常，请稍后重试', clip: true, seconds: 7 });
    sut.send('retry');
    expect(sut.state()).toMatchObject({ value: 'uploading', context: { error: null } });
    expect(sut.uploadRecording.pending[0]?.input).toEqual({ fileName: 'recording.wav', mimeType: 'audio/wav', seconds: 7 });
    sut.uploadRecording.resolve({ id: uploadedClip.id, path: uploadedClip.path, seconds: 7 });
    await expectSameState(sut.actor, 'uploaded');
    expect(sut.effects.filter((e) => e === 'begin')).toHaveLength(1);
    expect(sut.effects.at(-1)).toBe('uploaded:7');
    // Recording again starts afresh.
    sut.send('press');
    expect(sut.state()).toMatchObject({ value: 'requesting', context: { seconds: 0, clip: false, recording: null } });
  });

  it('the MediaRecorder failing ends the recording with its error', async () => {
    const sut = drive();
    sut.send('start');
    sut.requestMicrophone.resolve(undefined);
    await expectSameState(sut.actor, 'recording');
    sut.actor.send({ type: 'recorder.fail', error: 'NotSupportedError: mimeType' });
    expect(sut.state()).toMatchObject({ value: 'failed', context: { error: 'NotSupportedError: mimeType', clip: false } });
    expect(sut.effects.at(-1)).toBe('discard');
  });
});

describe('recorder rules', () => {
  it('records in webm when the browser can, else the first of the spec\'s types it can, else webm', () => {
    const only = (...types: string[]) => (type: string) => types.includes(type);
    expect(chooseMimeType(only('audio/webm', 'audio/ogg'))).toBe('audio/webm');
    expect(chooseMimeType(only('audio/ogg', 'audio/wav'))).toBe('audio/ogg');
    expect(chooseMimeType(only('audio/wav', 'audio/aac'))).toBe('audio/aac');
    expect(chooseMimeType(only('audio/mp4'))).toBe('audio/webm');
    expect(chooseMimeType(undefined)).toBe('audio/webm');
    expect(chooseMimeType(only('audio/webm', 'audio/ogg'), 'audio/ogg')).toBe('audio/ogg');
    expect(
      chooseMimeType(() => {
        throw new Error('isTypeSupported failed');
      }),
    ).toBe('audio/webm');
  });

  it('names the file after its type, and asks for 16 kHz, 16-bit, two channels', () => {
    expect(['audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm'].map((t) => recordingFileName(t as never))).toEqual(['recording.aac', 'recording.ogg', 'recording.wav', 'recording.webm']);
    expect(MICROPHONE_AUDIO).toEqual({ sampleRate: 16000, sampleSize: 16, channelCount: 2 });
  });

  it('tells a refused microphone from no media devices and from another failure', () => {
    expect(microphoneOutcome(domError('NotAllowedError', 'x'))).toBe('denied');
    expect(microphoneOutcome(domError('SecurityError', 'x'))).toBe('denied');
    expect(microphoneOutcome(domError('NotFoundError', 'Requested device not found'))).toBe('noMicrophone');
    expect(microphoneOutcome(domError('DevicesNotFoundError', 'x'))).toBe('noMicrophone');
    expect(microphoneOutcome(domError('NotSupportedError', 'x'))).toBe('unsupported');
    expect(microphoneOutcome(new TypeError('navigator.mediaDevices is undefined'))).toBe('unsupported');
    expect(microphoneOutcome(domError('NotReadableError', 'x'))).toBe('failed');
    expect(microphoneOutcome('something')).toBe('failed');
  });

  it('takes the spec\'s 5 seconds by default and keeps the longest at least the shortest', () => {
    expect(createActor(recorderMachine, { input: {} }).getSnapshot().context).toMatchObject({ mode: 'press', minSeconds: 5, mimeType: 'audio/webm' });
    expect(createActor(recorderMachine, { input: { minSeconds: 30, maxSeconds: 10 } }).getSnapshot().context).toMatchObject({ minSeconds: 30, maxSeconds: 30 });
  });
});
