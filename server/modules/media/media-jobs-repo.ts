import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { MEDIA_STATUS } from './tables.js';

/** A file to transcode, as queued. */
export interface MediaFileIn {
  owner_id: number | null;
  upload_id?: number | null;
  kind: string;
  source_path: string;
  original_name: string;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  source_path: string;
  attempts: number;
}

/**
 * The media queue in the database (survives restarts, shared by every server process):
 * a job is claimed by one process with FOR UPDATE SKIP LOCKED and held by a lease it renews
 * while it works; a lease that runs out (the process died) lets another process claim it
 * again. Each claim counts an attempt.
 */
export class MediaJobsRepo {
  constructor(private readonly db: Db) {}

  async enqueue(file: MediaFileIn) {
    return this.db.insertInto('media_files').values(file).returning(['id', 'status']).executeTakeFirstOrThrow();
  }

  /**
   * Queues an owner's file unless `cap` of theirs already wait (null then), atomically: the
   * owner's user row is locked while their waiting files are counted and the row inserted, so
   * two uploads finishing at the same moment (in one process or two) cannot both take the last
   * place.
   */
  async enqueueWithin(file: MediaFileIn & { owner_id: number }, cap: number) {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', file.owner_id).forUpdate().executeTakeFirstOrThrow();
      if ((await new MediaJobsRepo(trx).pendingOf(file.owner_id)) >= cap) return null;
      return trx.insertInto('media_files').values(file).returning(['id', 'status']).executeTakeFirstOrThrow();
    });
  }

  file(id: number) {
    return this.db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  ofUpload(uploadId: number) {
    return this.db.selectFrom('media_files').select('id').where('upload_id', '=', uploadId).orderBy('id', 'desc').executeTakeFirst();
  }

  /**
   * The next job due (queued and due, or running with a lapsed lease), now held by `worker` for
   * `leaseMs`; null when none. Owners take turns: the job chosen is of the owner served longest
   * ago (the last time one of their jobs was claimed or worked on; never first), then the
   * oldest of theirs, so one uploader's long queue does not hold back another's file.
   */
  async claim(worker: string, leaseMs: number, maxAttempts: number): Promise<ClaimedJob | null> {
    const lease = `${Math.max(1, Math.floor(leaseMs))} milliseconds`;
    const result = await sql<ClaimedJob>`
      with served as (
        select owner_id, max(updated_at) as last_served from media_files where attempts > 0 group by owner_id)
      update media_files set status = ${MEDIA_STATUS.transcoding}, attempts = attempts + 1, locked_by = ${worker},
        locked_until = now() + ${lease}::interval, updated_at = now()
      where id = (
        select m.id from media_files m
        left join served s on s.owner_id is not distinct from m.owner_id
        where m.attempts < ${maxAttempts}
          and ((m.status = ${MEDIA_STATUS.queued} and m.run_after <= now()) or (m.status = ${MEDIA_STATUS.transcoding} and m.locked_until < now()))
        order by s.last_served asc nulls first, m.id
        limit 1
        for update of m skip locked)
      returning id, kind, source_path, attempts`.execute(this.db);
    return result.rows[0] ?? null;
  }

  /** How many of an owner's files wait for or are in transcoding. */
  async pendingOf(ownerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('media_files')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('status', 'in', [MEDIA_STATUS.queued, MEDIA_STATUS.transcoding])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Jobs whose last attempt's lease ran out with no attempt left: failed, with the reason. */
  async failAbandoned(maxAttempts: number, reason: string) {
    await this.db
      .updateTable('media_files')
      .set({ status: MEDIA_STATUS.failed, error: reason, locked_by: null, locked_until: null, updated_at: new Date() })
      .where('status', '=', MEDIA_STATUS.transcoding)
      .where('attempts', '>=', maxAttempts)
      // The database's clock, as the claim and the heartbeat use: the servers' clocks may differ from it.
      .where('locked_until', '<', sql<Date>`now()`)
      .execute();
  }

  /** Renews the lease and records the progress, while `worker` still holds the job. */
  async heartbeat(id: number, worker: string, leaseMs: number, progress: number) {
    await sql`update media_files set locked_until = now() + ${`${Math.floor(leaseMs)} milliseconds`}::interval, progress = ${Math.round(progress)}, updated_at = now()
      where id = ${id} and locked_by = ${worker} and status = ${MEDIA_STATUS.transcoding}`.execute(this.db);
  }

  /** The job done; false when `worker` no longer held it (its lease ran out and another took it). */
  async complete(id: number, worker: string, result: { output_path: string; poster_path: string | null; duration_seconds: number }): Promise<boolean> {
    const updated = await this.db
      .updateTable('media_files')
      // The database's clock, as the claim's: the owners' turns are ordered by it.
      .set({ ...result, status: MEDIA_STATUS.ready, progress: 100, error: '', locked_by: null, locked_until: null, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** A failed attempt: queued again after `retryInMs`, or failed for good when no attempt is left. */
  async fail(id: number, worker: string, reason: string, retryInMs: number | null) {
    await this.db
      .updateTable('media_files')
      .set({
        status: retryInMs === null ? MEDIA_STATUS.failed : MEDIA_STATUS.queued,
        run_after: new Date(Date.now() + (retryInMs ?? 0)),
        error: reason.slice(0, 500),
        locked_by: null,
        locked_until: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .execute();
  }
}
