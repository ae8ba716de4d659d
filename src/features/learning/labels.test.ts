import { describe, expect, it } from 'vitest';
import { statusIntent, trainingButton } from './labels';

describe('training card button (spec section 4)', () => {
  it('shows details when enrolled or timed out, Enroll now in progress or not started, else details', () => {
    expect(trainingButton({ isEnrolled: true, status: 'IN_PROGRESS' })).toBe('details');
    expect(trainingButton({ isEnrolled: false, status: 'TIMED_OUT' })).toBe('details');
    expect(trainingButton({ isEnrolled: false, status: 'IN_PROGRESS' })).toBe('enrolNow');
    expect(trainingButton({ isEnrolled: false, status: 'NOT_STARTED' })).toBe('enrolNow');
    expect(trainingButton({ isEnrolled: false, status: 'WITHDRAWN' })).toBe('details');
    expect(trainingButton({ isEnrolled: false, status: 'UNPUBLISHED' })).toBe('details');
    // A full training (the server's canEnrol false) offers details, where it says why.
    expect(trainingButton({ isEnrolled: false, status: 'NOT_STARTED', canEnrol: false })).toBe('details');
    expect(trainingButton({ isEnrolled: false, status: 'NOT_STARTED', canEnrol: true })).toBe('enrolNow');
  });

  it('colours a task or a training by its status', () => {
    expect(['IN_PROGRESS', 'NOT_STARTED', 'OVERDUE_UNFINISHED', 'OVERDUE_FINISHED'].map((s) => statusIntent(s, 'task'))).toEqual(['primary', 'none', 'danger', 'danger']);
    expect(['IN_PROGRESS', 'UNPUBLISHED', 'TIMED_OUT', 'WITHDRAWN', 'NOT_STARTED'].map((s) => statusIntent(s, 'training'))).toEqual(['primary', 'none', 'danger', 'danger', 'success']);
  });
});
