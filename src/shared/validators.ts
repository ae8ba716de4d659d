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
