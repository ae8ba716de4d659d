import type { Intent } from '@blueprintjs/core';

/**
 * Training card button (spec section 4): details if enrolled or timed out; Enroll now if in
 * progress or not started; else details. Enroll now also needs the server's can_apply (a
 * full training, or one outside its window, offers details, where the reason is said).
 */
export function trainingButton(card: { is_apply: number; status: number; can_apply?: number | null }): 'details' | 'enrolNow' {
  if (card.is_apply === 1 || card.status === 3 || card.can_apply === 0) return 'details';
  return card.status === 1 || card.status === 5 ? 'enrolNow' : 'details';
}

/** Tag colour of a task or training status. */
export function statusIntent(status: number, kind: 'task' | 'training'): Intent {
  if (kind === 'task') return status === 1 ? 'primary' : status === 2 ? 'none' : 'danger';
  return status === 1 ? 'primary' : status === 5 ? 'success' : status === 4 || status === 3 ? 'danger' : 'none';
}
