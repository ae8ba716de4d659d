/**
 * Input rules shared by the browser (instant feedback) and the API (the rule that counts).
 * Spec section 5. Login accepts any 1-64 character password so that accounts whose
 * password predates the rule can still sign in; every password that is *set* must pass
 * `isValidPassword`.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** 8-16 printable ASCII characters (no spaces), with at least two of: digits, letters, symbols. */
export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  if (!/^[\x21-\x7e]+$/.test(password)) return false;
  const kinds = [/\d/, /[A-Za-z]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return kinds >= 2;
}

/** The spec's mobile rule: exactly 11 digits. */
/**
 * The new password's second entry: an empty one is asked for ('required'), not reported as
 * differing from the first (which may be empty too).
 */
export function confirmationProblem(password: string, confirmation: string): 'confirmRequired' | 'passwordsDiffer' | null {
  if (confirmation === '') return 'confirmRequired';
  return confirmation === password ? null : 'passwordsDiffer';
}

export function isValidMobile(mobile: string): boolean {
  return /^\d{11}$/.test(mobile);
}

export function isValidMail(mail: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail) && mail.length <= 254;
}

/** Classifies what a person typed into the "mobile or email" field of password recovery. */
export function mobileOrMail(value: string): 'mobile' | 'mail' | null {
  const v = value.trim();
  if (isValidMobile(v)) return 'mobile';
  if (isValidMail(v)) return 'mail';
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * A mainland resident ID number (questionnaires): 18 characters, a real birth date at
 * 7-14 and the ISO 7064 MOD 11-2 check character (0-9 or X) at the end.
 */
export function isValidIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECK[sum % 11] === id[17];
}
