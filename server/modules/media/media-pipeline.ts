import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { FileStorage } from '../../core/storage/file-storage.js';
import type { MediaJobsRepo, ClaimedJob } from './media-jobs-repo.js';
import { poster, probeDuration, transcode, type FfmpegOptions } from './transcoder.js';

export interface MediaPipelineOptions {
  /** This process's name on the jobs it holds. */
  workerId?: string;
  /** How often an idle pipeline looks for work. */
  pollMs?: number;
  /** How long a claim holds a job without a heartbeat (a process that dies lets it go after this). */
  leaseMs?: number;
  /** Attempts per file before it is failed for good. */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after attempt n failed (back-off). */
  retryDelayMs?: (attempt: number) => number;
  /** Told when a file is ready or has failed for good (the lessons made from it follow): required, so no outcome is dropped unseen. */
  onSettled: (mediaFileId: number, outcome: MediaOutcome) => Promise<void>;
  /** How ffmpeg is started: its priority below the server's, and who is told its pid. */
  ffmpeg?: FfmpegOptions;
  /** Staged (.part) files older than this are left by a process that died: removed. */
  stagedMaxAgeMs?: number;
  /** How often the store is swept of such files (and once at start). */
  stagedSweepMs?: number;
}

export type MediaOutcome = { ready: { output_path: string; poster_path: string | null; duration_seconds: number } } | { failed: string };

/** Why a file cannot be transcoded, whatever the number of attempts: failed at once. */
class Unplayable extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS = {
  pollMs: 1000,
  leaseMs: 30_000,
  maxAttempts: 3,
  retryDelayMs: (attempt: number) => 5000 * 2 ** (attempt - 1),
  ffmpeg: {},
  // No upload or transcoding stays staged for a day: such a file's writer is gone (killed mid-upload).
  stagedMaxAgeMs: DAY_MS,
  stagedSweepMs: 60 * 60 * 1000,
};

/**
 * The background transcoder: one job at a time per process, claimed from the database queue
 * (media-jobs-repo.ts), so with several processes each file is transcoded once; a job of a
 * process that died is taken up again when its lease runs out. Output goes to
 * media/<id>/ next to the stored files, written under a temporary name and renamed, so a
 * player never reads half a file.
 */
export class MediaPipeline {
  private readonly options: Required<MediaPipelineOptions>;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<boolean> | null = null;
  private sweeping: Promise<void> | null = null;
  private lastSweep = 0;

  constructor(
    private readonly jobs: MediaJobsRepo,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    options: MediaPipelineOptions,
  ) {
    this.options = { workerId: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, ...DEFAULTS, ...options };
  }

  start() {
    if (this.timer) return;
    const tick = () => {
      this.sweepWhenDue();
      if (this.current) return;
      this.current = this.runOnce()
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'media pipeline tick failed');
          return false;
        })
        .finally(() => {
          this.current = null;
        });
      // Work left: look again at once rather than after the poll interval.
      void this.current.then((worked) => worked && this.timer && setImmediate(tick));
    };
    this.timer = setInterval(tick, this.options.pollMs);
    this.timer.unref();
    tick();
  }

  /** Stops looking for work and waits for the job in hand (and a sweep under way). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
    await this.sweeping;
  }

  /**
   * The store's staged files older than stagedMaxAgeMs removed: at start, then every
   * stagedSweepMs, on this loop's turn (every process sweeps; removing is idempotent).
   */
  private sweepWhenDue() {
    if (this.sweeping || Date.now() - this.lastSweep < this.options.stagedSweepMs) return;
    this.lastSweep = Date.now();
    this.sweeping = this.storage
      .removeStaged(new Date(Date.now() - this.options.stagedMaxAgeMs))
      .then((removed) => {
        if (removed > 0) this.logger.info({ removed }, 'staged files left by stopped writers removed');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'staged files sweep failed'))
      .finally(() => {
        this.sweeping = null;
      });
  }

  /** Claims one due job and works it; false when there was none. */
  async runOnce(): Promise<boolean> {
    const { workerId, leaseMs, maxAttempts } = this.options;
    await this.jobs.failAbandoned(maxAttempts, 'the transcoder stopped during every attempt');
    const job = await this.jobs.claim(workerId, leaseMs, maxAttempts);
    if (!job) return false;
    let progress = 0;
    const heartbeat = setInterval(() => void this.jobs.heartbeat(job.id, workerId, leaseMs, progress * 100).catch(() => undefined), Math.max(200, leaseMs / 3));
    try {
      const result = await this.work(job, (fraction) => {
        progress = fraction;
      });
      if (await this.jobs.complete(job.id, workerId, result)) {
        await this.options.onSettled(job.id, { ready: result });
        this.logger.info({ media: job.id, attempt: job.attempts }, 'media transcoded');
      } else {
        this.logger.warn({ media: job.id, attempt: job.attempts }, 'media transcoded after its lease ran out: the attempt that holds it now decides');
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof Unplayable || job.attempts >= maxAttempts;
      await this.jobs.fail(job.id, workerId, reason, final ? null : this.options.retryDelayMs(job.attempts));
      if (final) await this.options.onSettled(job.id, { failed: reason }).catch((err: unknown) => this.logger.error({ err, media: job.id }, 'media outcome not passed on'));
      this.logger.warn({ media: job.id, attempt: job.attempts, final, reason }, 'media transcoding failed');
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  private async work(job: ClaimedJob, onProgress: (fraction: number) => void) {
    const source = this.storage.localPath(job.source_path);
    if (!source || !(await this.storage.isFile(job.source_path))) throw new Unplayable('the uploaded file is gone');
    const duration = await probeDuration(source);
    if (duration === null) throw new Unplayable('the file is not audio or video ffmpeg can read');
    const kind = job.kind === 'audio' ? 'audio' : 'video';
    const folder = `media/${job.id}`;
    const dir = await this.storage.folder(folder);
    const name = kind === 'video' ? 'video.mp4' : 'audio.m4a';
    // The claim makes this attempt the job's only holder: staged files of earlier attempts (a process that died) are garbage.
    for (const entry of await fs.readdir(dir)) if (entry.startsWith(`.${name}.`) && entry.endsWith('.part')) await fs.rm(path.join(dir, entry), { force: true });
    // Named by process and at random: two machines sharing the files folder may run processes with the same pid.
    const staged = path.join(dir, `.${name}.${process.pid}.${randomUUID().slice(0, 8)}.part`);
    try {
      await transcode(source, staged, kind, duration, onProgress, this.options.ffmpeg);
      await fs.rename(staged, path.join(dir, name));
    } catch (error) {
      await fs.rm(staged, { force: true });
      throw error;
    }
    let posterPath: string | null = null;
    if (kind === 'video') {
      await poster(path.join(dir, name), path.join(dir, 'poster.jpg'), duration, this.options.ffmpeg);
      posterPath = this.storage.address(`${folder}/poster.jpg`);
    }
    return { output_path: this.storage.address(`${folder}/${name}`), poster_path: posterPath, duration_seconds: Math.round(duration) };
  }
}
