import type { RecorderInput, UploadedRecording } from './recorder';
import { recorderMachine } from './recorder';
import { machineModel } from './testing/model';

/** A browser refusal (a DOMException's name) as getUserMedia rejects with it. */
export const domError = (name: string, message: string) => Object.assign(new Error(message), { name });

export const microphoneErrors = {
  denied: domError('NotAllowedError', 'Permission denied'),
  noMicrophone: domError('NotFoundError', 'Requested device not found'),
  unsupported: domError('NotSupportedError', 'no media devices'),
  busy: domError('NotReadableError', 'Could not start audio source'),
};

export const uploadedClip: UploadedRecording = { id: 41, path: '/files/uploads/recordings/2026-11/3f0c2a9e-1b7d-4c1e-9a51-0d7c2e6b8f10.webm', seconds: 3 };

/**
 * Both modes, with a short minimum and maximum (2 and 3 seconds) so that the graph of
 * seconds counted stays small; the journeys use the spec's 5 seconds.
 */
export const modelInputs = {
  press: { mode: 'press', minSeconds: 2, maxSeconds: 3, mimeType: 'audio/webm' },
  hold: { mode: 'hold', minSeconds: 2, maxSeconds: 3, mimeType: 'audio/ogg' },
} satisfies Record<string, RecorderInput>;

export const recorderModel = machineModel(recorderMachine, {
  inputs: [modelInputs.press, modelInputs.hold],
  events: [
    { type: 'recorder.start' },
    { type: 'recorder.press' },
    { type: 'recorder.down' },
    { type: 'recorder.up' },
    { type: 'recorder.pause' },
    { type: 'recorder.resume' },
    { type: 'recorder.stop' },
    { type: 'recorder.cancel' },
    { type: 'recorder.tick' },
    { type: 'recorder.deliver' },
    { type: 'recorder.fail', error: 'MediaRecorder error' },
    { type: 'recorder.retry' },
    { type: 'xstate.done.actor.requestMicrophone', output: undefined },
    ...Object.values(microphoneErrors).map((error) => ({ type: 'xstate.error.actor.requestMicrophone' as const, error })),
    { type: 'xstate.done.actor.uploadRecording', output: uploadedClip },
    { type: 'xstate.error.actor.uploadRecording', error: new Error('网络异常，请稍后重试') },
  ],
  extendEveryState: true,
});
