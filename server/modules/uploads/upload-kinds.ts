import type { FileTypeResult } from 'file-type';
import type { MessageKey } from '../../core/i18n.js';
import { UPLOAD_MAX_MB } from '../../../src/shared/upload-rules.js';

/**
 * What each upload path accepts, judged by the bytes (file-type's sniffing), never by the name
 * or the declared type: the name only chooses between formats that share one container.
 * The size caps (src/shared/upload-rules.ts, which the browser checks first) are named in the refusal.
 */
export interface UploadKind {
  /** Where the kind's files go in the store (then YYYY-MM/<uuid>.<ext>). */
  folder: string;
  maxMb: number;
  /** The refusal's message key when the content is not of this kind. */
  notAccepted: MessageKey;
  /** The extension to store under, or null when the content is not accepted. */
  accept(sniffed: FileTypeResult | undefined, originalName: string, head: Buffer): string | null;
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The spec's media extensions (section 3), as the containers they are. */
const MEDIA_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'qt', 'mkv', 'mts', 'flv', 'f4v', 'mp3', 'm4a', 'wav', 'asf']);
const AUDIO_EXTENSIONS = new Set(['mp3', 'm4a', 'wav']);

/**
 * Sound recordings (the recorder's audio/webm, ogg, wav or aac, and m4a or mp3 files), by the
 * container sniffed, stored under the extension browsers play it by: an Ogg of any codec as
 * .ogg, an MP4 holding sound (what Safari records) as .m4a. A WebM or MP4 may hold video: the
 * recording route's ffprobe check refuses those.
 */
const RECORDING_EXTENSIONS: Record<string, string> = { webm: 'webm', ogg: 'ogg', opus: 'ogg', oga: 'ogg', spx: 'ogg', wav: 'wav', m4a: 'm4a', mp4: 'm4a', aac: 'aac', mp3: 'mp3' };

/** A legacy Office file is one OLE container for all three: the name says which. */
const LEGACY_OFFICE = /\.(doc|xls|ppt)$/i;

/** Plain text: no NUL byte and valid UTF-8 in its first bytes (a cut multi-byte character at the end is fine). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

export const UPLOAD_KINDS = {
  image: {
    folder: 'uploads',
    maxMb: UPLOAD_MAX_MB.image,
    notAccepted: 'uploadNotImage',
    accept: (sniffed) => (sniffed ? (IMAGE_EXTENSIONS[sniffed.mime] ?? null) : null),
  },
  media: {
    folder: 'uploads/media',
    maxMb: UPLOAD_MAX_MB.media,
    notAccepted: 'mediaNotSupported',
    accept: (sniffed) => (sniffed && MEDIA_EXTENSIONS.has(sniffed.ext) ? sniffed.ext : null),
  },
  document: {
    folder: 'uploads/documents',
    maxMb: UPLOAD_MAX_MB.document,
    notAccepted: 'documentNotSupported',
    accept: (sniffed, originalName, head) => {
      if (!sniffed) return /\.txt$/i.test(originalName) && looksLikeText(head) ? 'txt' : null;
      if (['pdf', 'docx', 'xlsx', 'pptx'].includes(sniffed.ext)) return sniffed.ext;
      if (sniffed.ext === 'cfb') return LEGACY_OFFICE.exec(originalName)?.[1]?.toLowerCase() ?? null;
      return null;
    },
  },
  recording: {
    folder: 'uploads/recordings',
    maxMb: UPLOAD_MAX_MB.recording,
    notAccepted: 'recordingNotAudio',
    accept: (sniffed) => (sniffed ? (RECORDING_EXTENSIONS[sniffed.ext] ?? null) : null),
  },
} satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** video or audio, from the stored extension of a media upload (an ASF holds WMA or WMV: the name decides). */
export function mediaKindOf(ext: string, originalName: string): 'video' | 'audio' {
  if (ext === 'asf') return /\.wma$/i.test(originalName) ? 'audio' : 'video';
  return AUDIO_EXTENSIONS.has(ext) ? 'audio' : 'video';
}
