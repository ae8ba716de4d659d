import { describe, expect, it } from 'vitest';
import { passwordChangeProblems } from './password-rules';

const good = { currentPassword: 'Employee@2026', password: 'Employee@2027', passwordConfirmation: 'Employee@2027' };

describe('password change: the browser checks spec section 5', () => {
  it('accepts a current password and a new 8-16 character one with two kinds, entered twice', () => {
    expect(passwordChangeProblems(good)).toEqual({});
    expect(passwordChangeProblems({ ...good, password: 'abcd1234', passwordConfirmation: 'abcd1234' })).toEqual({});
  });

  it('asks for the current password and refuses a new one outside the rule', () => {
    expect(passwordChangeProblems({ currentPassword: '', password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })).toEqual({ currentPassword: 'oldRequired', password: 'passwordRule' });
    expect(passwordChangeProblems({ ...good, password: 'Ab1!', passwordConfirmation: 'Ab1!' })).toEqual({ password: 'passwordRule' });
    expect(passwordChangeProblems({ ...good, password: 'Abcdefgh1!Abcdefg', passwordConfirmation: 'Abcdefgh1!Abcdefg' })).toEqual({ password: 'passwordRule' });
  });

  it('two passwords differ, or the confirmation is missing', () => {
    expect(passwordChangeProblems({ ...good, passwordConfirmation: 'Employee@2028' })).toEqual({ passwordConfirmation: 'passwordsDiffer' });
    expect(passwordChangeProblems({ ...good, passwordConfirmation: '' })).toEqual({ passwordConfirmation: 'confirmRequired' });
  });
});
