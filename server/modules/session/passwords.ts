import { hash, verify } from '@node-rs/argon2';
import { isValidPassword } from '../../../src/shared/validators.js';
import { DomainError } from '../../core/errors.js';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The rule every password that is set must pass (spec section 5). */
export function assertNewPassword(password: string, confirmation?: string, field?: string): void {
  if (!isValidPassword(password)) throw new DomainError('invalid', 'passwordRule', {}, field);
  if (confirmation !== undefined && confirmation !== password) throw new DomainError('invalid', 'passwordsDiffer');
}
