import path from 'node:path';
import type { Db } from '../db/database.js';
import { cachedSecret, macOf, sameMac, siteSecret } from '../site-secret.js';

/**
 * Who may fetch a stored file under /files/: the one access rule of the file store.
 *
 * Public: the pictures the SPA shows in <img> to every reader, signed in or not. They answer to
 * anyone and are cached (`Cache-Control: public, max-age=3600`).
 *
 * Private: everything else (lesson media and documents, course handouts, courseware and its
 * transcodes, media and document uploads, sound recordings, library originals and previews,
 * live sources, and any folder not named here). A private file answers only at a signed address
 * that an API answer handed out after the domain's own access check (course enrolment, the
 * owner or an admin, the library's read rule, the defence's learner or examiner): see
 * FileAddresses. Nothing is private "by obscurity" any more: a guessed name is refused.
 *
 * The first rule whose prefix starts the stored path wins; no rule: private. A path with a
 * segment starting with "." (the library's .previews, a staged upload's .part) is never public.
 */
export const FILE_ACCESS_RULES: readonly { prefix: string; access: 'public' | 'private'; holds: string }[] = [
  { prefix: 'uploads/media/', access: 'private', holds: 'video and audio uploads (courseware sources)' },
  { prefix: 'uploads/documents/', access: 'private', holds: 'document uploads (courseware) and their PDF previews' },
  { prefix: 'uploads/recordings/', access: 'private', holds: 'sound recordings (defence and spoken answers)' },
  { prefix: 'uploads/', access: 'public', holds: 'uploaded images: profile photos, forum pictures, covers' },
  { prefix: 'avatars/', access: 'public', holds: 'profile photos' },
  { prefix: 'courses/covers/', access: 'public', holds: 'course covers' },
  { prefix: 'news/', access: 'public', holds: 'news covers' },
  { prefix: 'banners/', access: 'public', holds: 'home banners' },
  { prefix: 'trainings/', access: 'public', holds: 'training covers' },
  { prefix: 'tasks/', access: 'public', holds: 'task covers' },
  { prefix: 'maps/', access: 'public', holds: 'learning map covers' },
  { prefix: 'shop/', access: 'public', holds: 'points shop goods pictures' },
  { prefix: 'site/', access: 'public', holds: 'site logos, icon and the app download page' },
  { prefix: 'exams/', access: 'public', holds: 'pictures inside exam questions' },
];

/** Whether a stored path (relative to the files folder, '/'-separated) is public. */
export function isPublicFile(relative: string): boolean {
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return false;
  return FILE_ACCESS_RULES.find((rule) => relative.startsWith(rule.prefix))?.access === 'public';
}

/**
 * How long a signed address opens its file: long enough for a lesson; an API answer read again
 * (opening the page again) hands out a fresh one.
 */
export const SIGNED_FILE_SECONDS = 4 * 3600;

/**
 * Expiry is rounded up to this step, so that the same reader asking again within it gets the
 * same address (the browser's cache and a player's range requests keep hitting one URL).
 */
const EXPIRY_STEP_SECONDS = 600;

/** The query parameters of a signed address. */
export interface FileSignature {
  exp?: string;
  u?: string;
  sig?: string;
}

/** What a valid signature says: who it was issued to and until when (unix seconds). */
export interface SignedFor {
  userId: number;
  expires: number;
}

/** A signer for one reader: public and non-/files/ addresses come back as they are, private ones signed. */
export type SignAddress = <T extends string | null | undefined>(address: T) => T;

/**
 * Signed addresses of private files: `/files/<path>?exp=<unix seconds>&u=<user id>&sig=<mac>`,
 * the mac an HMAC-SHA256 (per-database secret, core/site-secret.ts) over the scope, the expiry
 * and the user. The scope is the file's path, or for an HLS playlist (.m3u8) its folder: a
 * playlist names its segments by relative names, which the browser fetches without the query,
 * so the file route rewrites a signed playlist's entries to carry the same signature.
 * The user is recorded (and logged when a file is served), not checked: a <video> or pdf.js
 * request carries no bearer token.
 */
export class FileAddresses {
  constructor(
    private readonly secret: () => Promise<string>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** The signer for one reader, with the secret read once (for answers with many addresses). */
  async signer(userId: number): Promise<SignAddress> {
    const secret = await this.secret();
    const now = Math.floor(this.nowMs() / 1000);
    const expires = Math.ceil((now + SIGNED_FILE_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return (<T extends string | null | undefined>(address: T): T => {
      if (!address || !address.startsWith('/files/')) return address;
      const [pathPart] = address.split(/[?#]/);
      const relative = relativeOf(pathPart!);
      if (relative === null || isPublicFile(relative)) return address;
      const sig = macOf(secret, payload(scopeOf(relative), expires, userId));
      return `${pathPart}?exp=${expires}&u=${userId}&sig=${sig}` as T;
    }) as SignAddress;
  }

  /** One address signed for a reader. */
  async sign<T extends string | null | undefined>(address: T, userId: number): Promise<T> {
    return (await this.signer(userId))(address);
  }

  /** Who a signature on a stored path was issued to, if it is well-formed, unexpired and the path's (or its playlist folder's); else null. */
  async verify(relative: string, given: FileSignature): Promise<SignedFor | null> {
    const { exp, u, sig } = given;
    if (typeof exp !== 'string' || typeof u !== 'string' || typeof sig !== 'string') return null;
    if (!/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(u) || sig.length > 64) return null;
    const expires = Number(exp);
    const userId = Number(u);
    if (expires <= Math.floor(this.nowMs() / 1000)) return null;
    const secret = await this.secret();
    const scopes = [relative, folderScope(relative)];
    return scopes.some((scope) => sameMac(sig, macOf(secret, payload(scope, expires, userId)))) ? { userId, expires } : null;
  }
}

/** The signer of a database's file addresses (its secret in site_config, `secret:file_address`). */
export function fileAddresses(db: Db): FileAddresses {
  return new FileAddresses(cachedSecret(() => siteSecret(db, 'secret:file_address')));
}

const payload = (scope: string, expires: number, userId: number) => `file\n${scope}\n${expires}\n${userId}`;

/** A playlist's signature covers its folder (its segments); any other file's only the file. */
function scopeOf(relative: string): string {
  return relative.toLowerCase().endsWith('.m3u8') ? folderScope(relative) : relative;
}

function folderScope(relative: string): string {
  return `${path.posix.dirname(relative)}/`;
}

/**
 * The stored path of a /files/ address, or null when it is not one a file can have: every
 * segment is percent-decoded, and an empty, "." or ".." segment, a slash or backslash inside a
 * segment (an encoded one), or a NUL makes it none.
 */
export function relativeOf(addressPath: string): string | null {
  if (!addressPath.startsWith('/files/')) return null;
  const raw = addressPath.slice('/files/'.length);
  if (raw.length === 0 || raw.length > 1024) return null;
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.join('/');
}
