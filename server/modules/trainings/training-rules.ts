/**
 * Offline training rules (spec sections 3 and 4).
 *
 * status: 1 in progress, 2 unpublished, 3 timed out (ended), 4 withdrawn, 5 not started.
 * Registration (register_state): 1 to-register (the enrolment window is open and a seat is
 * left), 2 registered, 3 not registered (full, the window closed without an enrolment, or
 * the training was withdrawn; apply_refusal says which).
 */
export const TrainingStatus = { inProgress: 1, unpublished: 2, timedOut: 3, withdrawn: 4, notStarted: 5 } as const;
export const RegisterState = { toRegister: 1, registered: 2, notRegistered: 3 } as const;

export interface TrainingTimes {
  publish_status: number;
  start_time: Date;
  end_time: Date;
  apply_start_time: Date;
  apply_end_time: Date;
}

export function trainingStatus(t: TrainingTimes, now: Date): number {
  if (t.publish_status === 2) return TrainingStatus.unpublished;
  if (t.publish_status === 4) return TrainingStatus.withdrawn;
  if (now < t.start_time) return TrainingStatus.notStarted;
  if (now <= t.end_time) return TrainingStatus.inProgress;
  return TrainingStatus.timedOut;
}

/** Why an enrolment is refused now (the message key), or null. Seats are checked under the lock. */
export function applyRefusal(t: TrainingTimes, now: Date): 'trainingUnavailable' | 'trainingApplyNotOpen' | 'trainingApplyClosed' | null {
  if (t.publish_status !== 1) return 'trainingUnavailable';
  if (now < t.apply_start_time) return 'trainingApplyNotOpen';
  // Choice: the window closes at apply_end_time, and in any case at the training's start.
  if (now > t.apply_end_time || now >= t.start_time) return 'trainingApplyClosed';
  return null;
}

export type EnrolRefusal = NonNullable<ReturnType<typeof applyRefusal>> | 'trainingFull';

/**
 * Why an enrolment would be refused now, seats included (the message key), or null: the one
 * rule the card, the detail and their registration state follow. `placesLeft` null: unlimited.
 * Enrolment itself counts the seats again under the lock.
 */
export function enrolRefusal(t: TrainingTimes, placesLeft: number | null, now: Date): EnrolRefusal | null {
  return applyRefusal(t, now) ?? (placesLeft === 0 ? 'trainingFull' : null);
}

/** Registered when enrolled; to-register only when an enrolment would be accepted (window open and a seat left). */
export function registerState(t: TrainingTimes, isApply: boolean, placesLeft: number | null, now: Date): number {
  if (isApply) return RegisterState.registered;
  return enrolRefusal(t, placesLeft, now) === null ? RegisterState.toRegister : RegisterState.notRegistered;
}
