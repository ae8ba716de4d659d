import type { EnrolTraining } from './training-enrolment';
import { trainingEnrolmentMachine } from './training-enrolment';
import { machineModel } from './testing/model';

/** The last seat, window open. */
export const openSeat: EnrolTraining = { id: 9, is_apply: 0, can_apply: 1, can_cancel: 0 };
export const enrolled: EnrolTraining = { id: 9, is_apply: 1, can_apply: 0, can_cancel: 1 };
/** Enrolled, but the training has started: no cancellation. */
export const enrolledStarted: EnrolTraining = { id: 9, is_apply: 1, can_apply: 0, can_cancel: 0 };
export const full: EnrolTraining = { id: 9, is_apply: 0, can_apply: 0, can_cancel: 0 };

export const trainingEnrolmentModel = machineModel(trainingEnrolmentMachine, {
  inputs: [{ training: openSeat }, { training: full }, { training: enrolled }],
  events: [
    { type: 'training.enrol' },
    { type: 'training.cancel' },
    { type: 'error.dismiss' },
    { type: 'training.loaded', training: enrolledStarted },
    { type: 'xstate.done.actor.apply', output: enrolled },
    { type: 'xstate.error.actor.apply', error: new Error('名额已满') },
    { type: 'xstate.done.actor.cancel', output: openSeat },
    { type: 'xstate.error.actor.cancel', error: new Error('培训已开始，无法取消报名') },
    { type: 'xstate.done.actor.reload', output: full },
    { type: 'xstate.error.actor.reload', error: new Error('network') },
  ],
});
