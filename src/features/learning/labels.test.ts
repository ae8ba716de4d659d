import { describe, expect, it } from 'vitest';
import { trainingButton } from './labels';

describe('training card button (spec section 4)', () => {
  it('shows details when enrolled or timed out, Enroll now in progress or not started, else details', () => {
    expect(trainingButton({ is_apply: 1, status: 1 })).toBe('details');
    expect(trainingButton({ is_apply: 0, status: 3 })).toBe('details');
    expect(trainingButton({ is_apply: 0, status: 1 })).toBe('enrolNow');
    expect(trainingButton({ is_apply: 0, status: 5 })).toBe('enrolNow');
    expect(trainingButton({ is_apply: 0, status: 4 })).toBe('details');
    expect(trainingButton({ is_apply: 0, status: 2 })).toBe('details');
    // A full training (the server's can_apply 0) offers details, where it says why.
    expect(trainingButton({ is_apply: 0, status: 5, can_apply: 0 })).toBe('details');
    expect(trainingButton({ is_apply: 0, status: 5, can_apply: 1 })).toBe('enrolNow');
  });
});
