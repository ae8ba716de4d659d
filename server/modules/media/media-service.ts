import { MEDIA_MAX_SECONDS, MEDIA_MAX_SOURCE, MEDIA_PENDING_PER_USER, mediaSourceFits } from '../../../src/shared/upload-rules.js';
import type { AuthContext } from '../../core/auth-context.js';
import { DomainError } from '../../core/errors.js';
import type { FileAddresses } from '../../core/storage/file-access.js';
import { unixSeconds } from '../../core/unix-time.js';
import { mediaKindOf, UPLOAD_KINDS, type UploadsService, type UploadStream } from '../uploads/index.js';
import type { MediaJobsRepo } from './media-jobs-repo.js';
import { MEDIA_STATUS } from './tables.js';
import { probeMedia, type MediaProbe } from './transcoder.js';

/** Largest media upload; the route's multipart limit is this. */
export const MEDIA_MAX_MB = UPLOAD_KINDS.media.maxMb;

/** Uploaded media and where their transcoding stands. */
export class MediaService {
  constructor(
    private readonly jobs: MediaJobsRepo,
    private readonly uploads: UploadsService,
    private readonly files: FileAddresses,
  ) {}

  /**
   * Receives a video or audio file on the one upload path (streamed, checked by content: the
   * spec's video m4v, m2t, f4v, mp4, mov, mkv and audio mp3, m4a, wma, wav extensions, as the
   * containers they are), reads it with ffprobe and queues its transcoding, or refuses it
   * (nothing kept) when the uploader already has their share of the queue, ffprobe cannot read
   * it, or it is longer or larger than the caps: what one upload may cost the transcoder is
   * bounded before it is queued.
   */
  async upload(ownerId: number, stream: UploadStream, originalName: string) {
    let probe: MediaProbe | null = null;
    const queueFull = () => new DomainError('refused', 'mediaQueueFull', { max: MEDIA_PENDING_PER_USER });
    const stored = await this.uploads.receive(ownerId, 'media', stream, originalName, async (localPath) => {
      // Early, before ffprobe runs: the usual refusal costs nothing. The enqueue below decides.
      if ((await this.jobs.pendingOf(ownerId)) >= MEDIA_PENDING_PER_USER) throw queueFull();
      probe = await probeMedia(localPath);
      if (!probe || probe.seconds === null) throw new DomainError('invalid', 'mediaUnreadable');
      if (probe.seconds > MEDIA_MAX_SECONDS) throw new DomainError('invalid', 'mediaTooLong', { max: MEDIA_MAX_SECONDS / 3600 });
      const { longSide, shortSide } = MEDIA_MAX_SOURCE;
      if (probe.video && !mediaSourceFits(probe.video.width, probe.video.height)) throw new DomainError('invalid', 'mediaResolutionTooLarge', { long: longSide, short: shortSide });
    });
    // A video container holding only sound (an .mp4 of a talk) is transcoded as audio.
    const kind = (probe as MediaProbe | null)?.video ? mediaKindOf(stored.ext, originalName) : 'audio';
    const row = await this.jobs.enqueueWithin({ owner_id: ownerId, upload_id: stored.id, kind, source_path: stored.path, original_name: stored.original_name }, MEDIA_PENDING_PER_USER);
    if (!row) {
      // Another upload of theirs took the last place while this one was read: nothing kept.
      await this.uploads.discard(stored);
      throw queueFull();
    }
    return this.signed(await this.status(row.id), ownerId);
  }

  /**
   * GET media/{id}: a media file for its uploader or an admin, its addresses signed for them;
   * anyone else is answered as if it did not exist (ids are sequential).
   */
  async statusFor(auth: AuthContext, id: number) {
    const row = await this.jobs.file(id);
    if (!row || (row.owner_id !== auth.userId && !auth.isAdmin)) throw new DomainError('notFound', 'mediaNotFound');
    return this.signed(await this.status(id), auth.userId);
  }

  private async signed<M extends { source_path: string; url: string | null; poster: string | null }>(media: M, userId: number): Promise<M> {
    const sign = await this.files.signer(userId);
    return { ...media, source_path: sign(media.source_path), url: sign(media.url), poster: sign(media.poster) };
  }

  /** The media file made from an upload, if any. */
  async ofUpload(uploadId: number) {
    const row = await this.jobs.ofUpload(uploadId);
    return row ? this.status(row.id) : null;
  }

  /** Where a media file stands (its stored addresses, unsigned: for the modules that check them): queued or being transcoded (with progress), ready (with what plays), or failed (with why). */
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
      created_at: unixSeconds(row.created_at),
    };
  }
}

