import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { MediaJobsRepo } from './media-jobs-repo.js';
import { MEDIA_STATUS } from './tables.js';

/** Largest media upload (our choice: the spec names none); the route's multipart limit is this. */
export const MEDIA_MAX_MB = 1024;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;

/**
 * The media kinds accepted, by the type sniffed from the bytes (never the name): the spec's
 * video (m4v, m2t, f4v, mp4, mov, mkv) and audio (mp3, m4a, wma, wav) extensions, as the
 * containers they are. An ASF container holds WMA (audio) or WMV: the name's extension decides.
 */
const ACCEPTED: Record<string, 'video' | 'audio' | 'asf'> = {
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  qt: 'video',
  mkv: 'video',
  mts: 'video',
  flv: 'video',
  f4v: 'video',
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
  asf: 'asf',
};

/** Uploaded media and where their transcoding stands. */
export class MediaService {
  constructor(
    private readonly jobs: MediaJobsRepo,
    private readonly filesDir: string | undefined,
  ) {}

  /**
   * Stores an upload streamed from the request (never whole in memory), checks what it is by
   * its content, and queues its transcoding. `truncated` tells that the stream was cut at the
   * size limit.
   */
  async upload(ownerId: number, stream: Readable & { truncated?: boolean }, originalName: string) {
    if (!this.filesDir) throw new Error('media uploads need a files folder');
    const month = new Date().toISOString().slice(0, 7);
    const id = randomUUID();
    const dir = path.join(this.filesDir, 'uploads/media', month);
    await fsp.mkdir(dir, { recursive: true });
    const staged = path.join(dir, `${id}.part`);
    try {
      await pipeline(stream, fs.createWriteStream(staged));
      if (stream.truncated) throw new DomainError('invalid', 'mediaTooLarge', { max: MEDIA_MAX_MB });
      const size = (await fsp.stat(staged)).size;
      if (size === 0) throw new DomainError('invalid', 'uploadMissing');
      const sniffed = await fileTypeFromFile(staged);
      const accepted = sniffed ? ACCEPTED[sniffed.ext] : undefined;
      if (!sniffed || !accepted) throw new DomainError('invalid', 'mediaNotSupported');
      const kind = accepted === 'asf' ? (/\.wma$/i.test(originalName) ? 'audio' : 'video') : accepted;
      const relative = `uploads/media/${month}/${id}.${sniffed.ext}`;
      await fsp.rename(staged, path.join(this.filesDir, relative));
      const row = await this.jobs.enqueue({ owner_id: ownerId, kind, source_path: `/files/${relative}`, original_name: originalName.slice(0, 200) });
      return this.status(row.id);
    } finally {
      await fsp.rm(staged, { force: true });
    }
  }

  /** Where a media file stands: queued or being transcoded (with progress), ready (with what plays), or failed (with why). */
  async status(id: number) {
    const row = await this.jobs.file(id);
    if (!row) throw new DomainError('notFound', 'mediaNotFound');
    const ready = row.status === MEDIA_STATUS.ready;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      progress: row.progress,
      error: row.status === MEDIA_STATUS.failed ? row.error : '',
      source_path: row.source_path,
      url: ready ? row.output_path : null,
      poster: ready ? row.poster_path : null,
      duration: ready ? row.duration_seconds : null,
      original_name: row.original_name,
      created_at: unixSeconds(row.created_at)!,
    };
  }
}
