import { macOf as mac, sameMac } from '../../core/site-secret.js';

/**
 * Live tokens: `<payload>.<mac>`, both base64url; the payload is JSON
 * `{k: kind, p: period id, u: user id, e: expiry in unix seconds}` and the mac its
 * HMAC-SHA256 under the server's live secret. They are bearer credentials bound to one
 * user and one live period, and never stored: a process verifies them with the secret alone.
 *
 * - `room`: handed out by getPlayToken for the web view and the desktop client; opens
 *   the live room's information. Short-lived (ROOM_TOKEN_SECONDS).
 * - `stream`: handed out with the room's information; plays the HLS stream until the
 *   live ends (a player re-reads the playlist every few seconds for the whole class).
 */
export type LiveTokenKind = 'room' | 'stream';

export interface LiveTokenClaims {
  kind: LiveTokenKind;
  periodId: number;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

/** How long a room link from getPlayToken opens the room. */
export const ROOM_TOKEN_SECONDS = 600;

export function signLiveToken(claims: LiveTokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ k: claims.kind, p: claims.periodId, u: claims.userId, e: claims.expires })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a well-signed, unexpired token of that kind; null for anything else. */
export function verifyLiveToken(token: string, kind: LiveTokenKind, secret: string, nowSeconds: number): LiveTokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!sameMac(signature, mac(secret, payload))) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { k, p, u, e } = (body ?? {}) as Record<string, unknown>;
  if (k !== kind || !Number.isInteger(p) || !Number.isInteger(u) || !Number.isInteger(e)) return null;
  if ((e as number) <= nowSeconds) return null;
  return { kind, periodId: p as number, userId: u as number, expires: e as number };
}
