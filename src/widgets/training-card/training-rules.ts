import type { Intent } from '@blueprintjs/core';

/**
 * Training card button (spec section 4): details if enrolled or timed out; Enroll now if in
 * progress or not started; else details. Enroll now also needs the server's canEnrol (a
 * full training, or one outside its window, offers details, where the reason is said).
 */
export function trainingButton(card: { isEnrolled: boolean; status: string; canEnrol?: boolean | null }): 'details' | 'enrolNow' {
  if (card.isEnrolled || card.status === 'TIMED_OUT' || card.canEnrol === false) return 'details';
  return card.status === 'IN_PROGRESS' || card.status === 'NOT_STARTED' ? 'enrolNow' : 'details';
}

/** Tag colour of a task status (the graph's TaskStatus) or a training status (TrainingStatus). */
export function statusIntent(status: string, kind: 'task' | 'training'): Intent {
  if (kind === 'task') return status === 'IN_PROGRESS' ? 'primary' : status === 'NOT_STARTED' ? 'none' : 'danger';
  return status === 'IN_PROGRESS' ? 'primary' : status === 'NOT_STARTED' ? 'success' : status === 'WITHDRAWN' || status === 'TIMED_OUT' ? 'danger' : 'none';
}
