import type { PasswordChangeRequest } from '../../machines/password-change';
import { isValidPassword } from '../../shared/validators';

export type PasswordChangeField = keyof PasswordChangeRequest;
export type PasswordChangeProblem = 'oldRequired' | 'passwordRule' | 'passwordsDiffer';

/**
 * The browser's checks of a password change (spec section 5; the server checks again): the
 * current password is required; the new one is 8-16 characters with two of digits, letters
 * and symbols; the two entries must match ('two passwords differ').
 */
export function passwordChangeProblems(request: PasswordChangeRequest): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (request.old_password === '') problems.old_password = 'oldRequired';
  if (!isValidPassword(request.password)) problems.password = 'passwordRule';
  if (request.password_confirmation === '' || request.password_confirmation !== request.password) problems.password_confirmation = 'passwordsDiffer';
  return problems;
}
