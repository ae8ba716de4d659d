import { describe, expect, it } from 'vitest';
import { passwordChangeProblems } from './password-rules';

const good = { old_password: 'Employee@2026', password: 'Employee@2027', password_confirmation: 'Employee@2027' };

describe('password change: the browser checks spec section 5', () => {
  it('accepts a current password and a new 8-16 character one with two kinds, entered twice', () => {
    expect(passwordChangeProblems(good)).toEqual({});
    expect(passwordChangeProblems({ ...good, password: 'abcd1234', password_confirmation: 'abcd1234' })).toEqual({});
  });

  it('asks for the current password and refuses a new one outside the rule', () => {
    expect(passwordChangeProblems({ old_password: '', password: 'abcdefgh', password_confirmation: 'abcdefgh' })).toEqual({ old_password: 'oldRequired', password: 'passwordRule' });
    expect(passwordChangeProblems({ ...good, password: 'Ab1!', password_confirmation: 'Ab1!' })).toEqual({ password: 'passwordRule' });
    expect(passwordChangeProblems({ ...good, password: 'Abcdefgh1!Abcdefg', password_confirmation: 'Abcdefgh1!Abcdefg' })).toEqual({ password: 'passwordRule' });
  });

  it('two passwords differ, or the confirmation is missing', () => {
    expect(passwordChangeProblems({ ...good, password_confirmation: 'Employee@2028' })).toEqual({ password_confirmation: 'passwordsDiffer' });
    expect(passwordChangeProblems({ ...good, password_confirmation: '' })).toEqual({ password_confirmation: 'confirmRequired' });
  });
});
