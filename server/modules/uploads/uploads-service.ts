import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { RECORDING_MIN_SECONDS } from '../../../src/shared/upload-rules.js';
import { DomainError } from '../../core/errors.js';
import { plainText } from '../../core/text.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { UPLOAD_KINDS, type UploadKindName } from './upload-kinds.js';
import type { UploadsRepo } from './uploads-repo.js';

export { UPLOAD_KINDS, mediaKindOf, type UploadKindName } from './upload-kinds.js';

/** Largest image accepted; the image route's multipart limit is this. */
export const IMAGE_MAX_MB = UPLOAD_KINDS.image.maxMb;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** Image kinds accepted, by the type sniffed from the bytes. */
export const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface StoredImage {
  id: number;
  path: string;
  url: string;
}

/** An upload received and kept: its record, its address and what its content is. */
export interface StoredUpload {
  id: number;
  /** The /files/ address (the spec's data.path). */
  path: string;
  url: string;
  kind: UploadKindName;
  /** The extension it is stored under (what the content is). */
  ext: string;
  mime: string;
  size: number;
  original_name: string;
}

/** A recording kept: its upload id, its address and its length in whole seconds. */
export interface StoredRecording {
  id: number;
  path: string;
  seconds: number;
}

/**
 * Seconds of sound in a file (ffprobe: the media module's audioSeconds, given by the app), or
 * null when it is not a sound recording (no sound, or video).
 */
export type AudioSeconds = (localPath: string) => Promise<number | null>;

/** A multipart file stream, which @fastify/multipart marks `truncated` when it hit the size limit. */
export type UploadStream = Readable & { truncated?: boolean };

const addressOf = (relative: string) => `/files/${relative}`;

/** What PostgreSQL's UTF-8 text cannot store: the zero byte (busboy decodes a name into well-formed text otherwise). */
// eslint-disable-next-line no-control-regex -- the zero byte is the point
const UNSTORABLE = /\u0000/;

/**
 * The one upload path of every kind (images, media, documents): the file is streamed into the
 * store (never whole in memory), refused past the kind's cap or when its content is not of the
 * kind, then kept under uploads/.../YYYY-MM/<uuid>.<ext> and recorded with its owner, so that a
 * feature referencing an upload by id can check it is the caller's.
 */
export class UploadsService {
  constructor(
    private readonly repo: UploadsRepo,
    private readonly storage: FileStorage | undefined,
    private readonly audioSeconds: AudioSeconds,
  ) {}

  /**
   * `check` looks at the staged file once its content is accepted, before it is kept: throwing
   * refuses the upload. Whatever refuses it (the name, the size, the content, the check, or the
   * database refusing the row), nothing is left: the staged file is removed, and a file already
   * kept when its row could not be written is removed again.
   */
  async receive(ownerId: number, kindName: UploadKindName, stream: UploadStream, originalName: string, check?: (localPath: string) => Promise<void>): Promise<StoredUpload> {
    if (!this.storage) throw new Error('uploads need a file store');
    const storage = this.storage;
    const kind = UPLOAD_KINDS[kindName];
    const month = new Date().toISOString().slice(0, 7);
    const folder = `${kind.folder}/${month}`;
    const staged = await storage.stage(folder, stream);
    let kept: string | null = null;
    try {
      // The database's text cannot hold a zero byte: refused as the input guard refuses one in any other field.
      if (UNSTORABLE.test(originalName)) throw new DomainError('invalid', 'fileNameInvalid');
      if (stream.truncated || staged.size > kind.maxMb * 1024 * 1024) throw new DomainError('invalid', kindName === 'image' ? 'uploadTooLarge' : 'fileTooLarge', { max: kind.maxMb });
      if (staged.size === 0) throw new DomainError('invalid', 'uploadMissing');
      const sniffed = await fileTypeFromFile(staged.localPath);
      const ext = kind.accept(sniffed, originalName, await readHead(staged.localPath));
      if (!ext) throw new DomainError('invalid', kind.notAccepted);
      if (check) await check(staged.localPath);
      kept = await staged.keep(ext);
      const address = kept;
      const mime = sniffed?.mime ?? 'text/plain';
      // A file's name is text its uploader wrote (and courseware's default name): stored as plain text.
      const name = plainText(originalName).trim().slice(0, 200);
      const row = await this.repo.insert({ owner_id: ownerId, kind: kindName, path: address.slice('/files/'.length), mime, size: staged.size, original_name: name });
      kept = null;
      return { id: row.id, path: address, url: address, kind: kindName, ext, mime, size: staged.size, original_name: name };
    } finally {
      await staged.discard();
      if (kept) await storage.remove(kept);
    }
  }

  /** Removes an upload this request received and then refused after all (its row and its file). */
  async discard(upload: StoredUpload): Promise<void> {
    await this.repo.remove(upload.id);
    await this.storage?.remove(upload.path);
  }

  /** An image upload, answered as the image route answers (id and address). */
  async storeImage(ownerId: number, stream: UploadStream, originalName: string): Promise<StoredImage> {
    const stored = await this.receive(ownerId, 'image', stream, originalName);
    return { id: stored.id, path: stored.path, url: stored.url };
  }

  /**
   * A sound recording (spec section 7, the recording upload), answered with its length in whole
   * seconds: refused when it is not sound by its content (sniffed, then read by ffprobe: a WebM
   * or MP4 with video is not a recording) or shorter than RECORDING_MIN_SECONDS (spec section 5).
   * The length is rounded as the recorder counts it, in whole seconds, and the minimum is
   * checked on the rounded length that is answered.
   */
  async receiveRecording(ownerId: number, stream: UploadStream, originalName: string): Promise<StoredRecording> {
    const measure = this.audioSeconds;
    let seconds = 0;
    const stored = await this.receive(ownerId, 'recording', stream, originalName, async (localPath) => {
      const length = await measure(localPath);
      if (length === null) throw new DomainError('invalid', UPLOAD_KINDS.recording.notAccepted);
      seconds = Math.round(length);
      if (seconds < RECORDING_MIN_SECONDS) throw new DomainError('invalid', 'recordingTooShort', { min: RECORDING_MIN_SECONDS });
    });
    return { id: stored.id, path: stored.path, seconds };
  }

  /** The caller's own upload of one of `kinds`, or a refusal naming it unknown. */
  async ownUpload(ownerId: number, id: number, kinds: readonly UploadKindName[]) {
    const [row] = await this.repo.owned(ownerId, [id]);
    if (!row || !kinds.includes(row.kind as UploadKindName)) throw new DomainError('invalid', 'fileUnknown');
    return { id: row.id, path: addressOf(row.path), mime: row.mime, size: row.size, original_name: row.original_name, kind: row.kind as UploadKindName };
  }

  /** The caller's own images among `ids`, in the order asked; refuses any id that is not one. */
  async ownImages(ownerId: number, ids: number[]): Promise<StoredImage[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.owned(ownerId, unique);
    const byId = new Map(rows.filter((r) => IMAGE_MIMES.has(r.mime)).map((r) => [r.id, r]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw new DomainError('invalid', 'uploadUnknown');
      return { id: row.id, path: addressOf(row.path), url: addressOf(row.path) };
    });
  }
}

/** The first 4 KB of a file (what the text check reads). */
async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
