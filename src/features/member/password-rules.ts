import type { PasswordChangeRequest } from '../../machines/password-change';
import { confirmationProblem, isValidPassword } from '../../shared/validators';

export type PasswordChangeField = keyof PasswordChangeRequest;
export type PasswordChangeProblem = 'oldRequired' | 'passwordRule' | 'confirmRequired' | 'passwordsDiffer';

/**
 * The browser's checks of a password change (spec section 5; the server checks again): the
 * current password is required; the new one is 8-16 characters with two of digits, letters
 * and symbols; the second entry is required and must match ('two passwords differ').
 */
export function passwordChangeProblems(request: PasswordChangeRequest): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (request.currentPassword === '') problems.currentPassword = 'oldRequired';
  if (!isValidPassword(request.password)) problems.password = 'passwordRule';
  const confirmation = confirmationProblem(request.password, request.passwordConfirmation);
  if (confirmation) problems.passwordConfirmation = confirmation;
  return problems;
}
