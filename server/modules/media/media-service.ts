import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import { mediaKindOf, UPLOAD_KINDS, type UploadsService, type UploadStream } from '../uploads/index.js';
import type { MediaJobsRepo } from './media-jobs-repo.js';
import { MEDIA_STATUS } from './tables.js';

/** Largest media upload; the route's multipart limit is this. */
export const MEDIA_MAX_MB = UPLOAD_KINDS.media.maxMb;

/** Uploaded media and where their transcoding stands. */
export class MediaService {
  constructor(
    private readonly jobs: MediaJobsRepo,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * Receives a video or audio file on the one upload path (streamed, checked by content: the
   * spec's video m4v, m2t, f4v, mp4, mov, mkv and audio mp3, m4a, wma, wav extensions, as the
   * containers they are) and queues its transcoding.
   */
  async upload(ownerId: number, stream: UploadStream, originalName: string) {
    const stored = await this.uploads.receive(ownerId, 'media', stream, originalName);
    const row = await this.jobs.enqueue({ owner_id: ownerId, upload_id: stored.id, kind: mediaKindOf(stored.ext, originalName), source_path: stored.path, original_name: stored.original_name });
    return this.status(row.id);
  }

  /** The media file made from an upload, if any. */
  async ofUpload(uploadId: number) {
    const row = await this.jobs.ofUpload(uploadId);
    return row ? this.status(row.id) : null;
  }

  /** Where a media file stands: queued or being transcoded (with progress), ready (with what plays), or failed (with why). */
  async status(id: number) {
    const row = await this.jobs.file(id);
    if (!row) throw new DomainError('notFound', 'mediaNotFound');
    const ready = row.status === MEDIA_STATUS.ready;
    return {
      id: row.id,
      upload_id: row.upload_id,
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
