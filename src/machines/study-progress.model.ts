import type { StudyProgressInput } from './study-progress';
import { studyProgressMachine } from './study-progress';
import { machineModel } from './testing/model';

export const electiveVideo: StudyProgressInput = { periodId: 7, kind: 'media', position: 0, furthest: 0, length: 60, completed: false, noSkipping: false };
export const requiredVideo: StudyProgressInput = { periodId: 8, kind: 'media', position: 0, furthest: 0, length: 60, completed: false, noSkipping: true };
/** A document of three pages, never opened (position 0 opens page 1). */
export const requiredDocument: StudyProgressInput = { periodId: 11, kind: 'document', position: 0, furthest: 0, length: 3, completed: false, noSkipping: true };

export const studyProgressModel = machineModel(studyProgressMachine, {
  inputs: [electiveVideo, requiredVideo, requiredDocument],
  events: [
    { type: 'player.play' },
    { type: 'player.pause' },
    { type: 'player.time', position: 1 },
    { type: 'player.time', position: 2 },
    { type: 'player.seek', position: 30 },
    { type: 'player.ended' },
    { type: 'player.leave' },
    { type: 'reader.next' },
    { type: 'reader.previous' },
    { type: 'reader.time', seconds: 1 },
    { type: 'reader.time', seconds: 2 },
    { type: 'progress.flush' },
    { type: 'xstate.done.actor.record', output: { position: 2, furthest: 2, completed: false } },
    { type: 'xstate.done.actor.record', output: { position: 60, furthest: 60, completed: true } },
    { type: 'xstate.error.actor.record', error: new Error('network') },
  ],
});
