import { describe, expect, it } from 'vitest';
import { confirmationProblem, isValidMail, isValidMobile, isValidPassword, mobileOrMail } from './validators';

describe('password rule: 8-16, two of digits, letters, symbols', () => {
  it.each([
    ['Learner@2026', true],
    ['abcdefg1', true],
    ['12345678!', true],
    ['abcdefgh!', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['!@#$%^&*', false],
    ['Ab1!', false],
    ['Abcdefgh12345678x', false],
    ['Abcdefgh1234567', true],
    ['abcd 1234', false],
    ['密码密码密码12', false],
  ])('%s -> %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('mobile and mail', () => {
  it('mobile is exactly 11 digits', () => {
    expect(isValidMobile('13800000001')).toBe(true);
    expect(isValidMobile('1380000000')).toBe(false);
    expect(isValidMobile('138000000012')).toBe(false);
    expect(isValidMobile('1380000000a')).toBe(false);
  });
  it('mail needs a name, an @ and a domain', () => {
    expect(isValidMail('a@b.cn')).toBe(true);
    expect(isValidMail('a@b')).toBe(false);
  });
  it('classifies the recovery field', () => {
    expect(mobileOrMail(' 13800000001 ')).toBe('mobile');
    expect(mobileOrMail('x@y.com')).toBe('mail');
    expect(mobileOrMail('12345')).toBeNull();
  });
});

describe('password confirmation', () => {
  it('asks for an empty confirmation, even when the password is empty too, and reports a different one', () => {
    expect(confirmationProblem('', '')).toBe('confirmRequired');
    expect(confirmationProblem('Employee@2027', '')).toBe('confirmRequired');
    expect(confirmationProblem('Employee@2027', 'Employee@2028')).toBe('passwordsDiffer');
    expect(confirmationProblem('Employee@2027', 'Employee@2027')).toBeNull();
  });
});
