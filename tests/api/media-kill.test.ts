/**
 * The media pipeline when a worker process really dies: a child process (tests/support/
 * media-worker.ts) claims a 30 s 720p clip and is killed with SIGKILL while ffmpeg is half-way;
 * nothing cleans up after it, and another pipeline takes the job up only once the dead one's
 * lease has run out, and finishes it.
 *
 * media-pipeline.test.ts covers the same recovery with a simulated death (a claim never
 * renewed); this suite kills an OS process, its heartbeat and its ffmpeg included.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/core/db/database.js';
import { migrateToLatest } from '../../server/core/db/migrate.js';
import { LocalFileStorage } from '../../server/core/storage/file-storage.js';
import { MediaJobsRepo } from '../../server/modules/media/media-jobs-repo.js';
import { MediaPipeline } from '../../server/modules/media/media-pipeline.js';
import { MEDIA_STATUS } from '../../server/modules/media/tables.js';
import { createScratchDatabase, dropScratchDatabase } from '../support/scratch-db.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER_ENTRY = path.join(repoRoot, 'tests/support/media-worker.ts');
/** The lease of both pipelines: the dead one's claim holds the job this long after its last heartbeat (sent every lease / 3). */
const LEASE_MS = 3000;
const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const probe = (file: string, entries: string) => execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file]).toString().trim();

/** The live (not zombie) processes of a process group, as "pid command". */
function groupMembers(pgid: number): string[] {
  return execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,comm='])
    .toString()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 4 && Number(cols[1]) === pgid && !cols[2]!.startsWith('Z'))
    .map((cols) => `${cols[0]} ${cols.slice(3).join(' ')}`);
}

/** Kills a whole process group (ESRCH: already gone). */
function killGroup(pgid: number) {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

// Two OS processes cannot share the embedded PGlite database (it lives inside one process), so
// a real kill of a second process needs PostgreSQL: without TEST_DATABASE_URL the suite is skipped.
describe.skipIf(!adminUrl)('media pipeline when a worker process is killed mid-transcode (PostgreSQL only: two processes cannot share the embedded PGlite)', () => {
  let scratch: { name: string; url: string };
  let db: Db;
  let filesDir: string;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    // A database of its own, migrated and empty: the demo company (suiteServer) queues media
    // files of its own, which the child would claim first.
    scratch = await createScratchDatabase(adminUrl!, 'portal_media_kill');
    db = await openDatabase({ url: scratch.url, poolSize: 3 });
    await migrateToLatest(db);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-media-kill-'));
  });

  afterAll(async () => {
    if (child?.pid) killGroup(child.pid);
    await db?.destroy();
    if (scratch) await dropScratchDatabase(adminUrl!, scratch.name);
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('leaves the job leased to the dead process with no output, and another pipeline finishes it once the lease runs out', { timeout: 120_000 }, async () => {
    const repo = new MediaJobsRepo(db);
    const storage = new LocalFileStorage(filesDir);

    // A clip ffmpeg needs a few seconds for on this machine (30 s of 1280x720: ~4 s of libx264
    // on 2 cores), stored in a codec the pipeline must transcode (MPEG-4 part 2 / MP2).
    const relative = 'uploads/test/long-clip.mkv';
    const source = path.join(filesDir, relative);
    fs.mkdirSync(path.dirname(source), { recursive: true });
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=30', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=30'],
      ...['-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'mp2', '-shortest', source],
    ]);
    const job = await repo.enqueue({ owner_id: null, kind: 'video', source_path: `/files/${relative}`, original_name: 'long-clip.mkv' });
    const outputDir = path.join(filesDir, `media/${job.id}`);

    // The worker as its own process, leader of its own process group (detached), so its
    // ffmpeg can be found and killed with it.
    const workerId = `doomed-${process.pid}`;
    const spawned = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: scratch.url, FILES_DIR: filesDir, WORKER_ID: workerId, LEASE_MS: String(LEASE_MS) },
    });
    child = spawned;
    const pid = spawned.pid!;
    let output = '';
    spawned.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    spawned.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => spawned.once('exit', (code, signal) => resolve({ code, signal })));
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    void exited.then((value) => (exit = value));

    // Caught in the act: claimed by the child, its heartbeat has reported progress.
    let row = await repo.file(job.id);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      row = await repo.file(job.id);
      if (exit || (row?.status === MEDIA_STATUS.transcoding && row.progress > 0) || row?.status === MEDIA_STATUS.ready) break;
      await sleep(100);
    }
    expect(exit, `the worker exited before it was killed:\n${output}`).toBeNull();
    expect(row, `the worker never reported progress:\n${output}`).toMatchObject({ status: MEDIA_STATUS.transcoding, locked_by: workerId, attempts: 1 });
    const caughtAt = row!.progress;
    expect(caughtAt).toBeGreaterThanOrEqual(1);
    expect(caughtAt).toBeLessThanOrEqual(99);
    const ffmpegBefore = groupMembers(pid).filter((member) => member.endsWith(' ffmpeg'));
    expect(ffmpegBefore, 'the worker runs its ffmpeg in its own process group').toHaveLength(1);

    process.kill(pid, 'SIGKILL');
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Its ffmpeg dies with it (started under setpriv --pdeathsig: server/modules/media/transcoder.ts),
    // so the retry below does not compete with an orphan for the CPU. (afterAll kills the group
    // should this fail, so that nothing is left running.)
    for (const deadline = Date.now() + 5000; groupMembers(pid).length > 0 && Date.now() < deadline; ) await sleep(50);
    expect(groupMembers(pid), 'nothing of the killed worker is left running').toEqual([]);

    // A real death: nobody released the claim, and nothing was finished.
    const dead = (await sql<{ status: number; locked_by: string | null; locked_until: Date; held: boolean }>`
      select status, locked_by, locked_until, locked_until > now() as held from media_files where id = ${job.id}`.execute(db)).rows[0]!;
    expect(dead).toMatchObject({ status: MEDIA_STATUS.transcoding, locked_by: workerId, held: true });
    expect(fs.existsSync(path.join(outputDir, 'video.mp4'))).toBe(false);
    expect(fs.existsSync(path.join(outputDir, 'poster.jpg'))).toBe(false);
    // Only the half-written staged file, named after the dead process (and at random).
    const left = fs.readdirSync(outputDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(new RegExp(`^\\.video\\.mp4\\.${pid}\\.[0-9a-f]{8}\\.part$`));
    expect(fs.statSync(path.join(outputDir, left[0]!)).size).toBeGreaterThan(0);

    // Another process (here: a pipeline of the test process) finds nothing to claim while the lease holds...
    const restarted = new MediaPipeline(repo, storage, logger, { workerId: 'restarted', leaseMs: LEASE_MS, pollMs: 200, maxAttempts: 3, retryDelayMs: () => 0, onSettled: async () => undefined });
    expect(await restarted.runOnce()).toBe(false);
    expect(await repo.file(job.id)).toMatchObject({ status: MEDIA_STATUS.transcoding, locked_by: workerId, attempts: 1 });

    // ...and takes the job up only after the lease has run out, then finishes it.
    restarted.start();
    let takenOver: Date | null = null;
    try {
      for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
        const seen = (await sql<{ status: number; locked_by: string | null; now: Date }>`select status, locked_by, now() as now from media_files where id = ${job.id}`.execute(db)).rows[0]!;
        if (seen.locked_by === workerId) expect(seen.status).toBe(MEDIA_STATUS.transcoding);
        else takenOver ??= seen.now;
        if (seen.status === MEDIA_STATUS.ready || seen.status === MEDIA_STATUS.failed) break;
        await sleep(100);
      }
    } finally {
      await restarted.stop();
    }
    expect(takenOver, 'the job was taken over').not.toBeNull();
    expect(takenOver!.getTime()).toBeGreaterThanOrEqual(dead.locked_until.getTime());
    const done = (await repo.file(job.id))!;
    expect(done).toMatchObject({ status: MEDIA_STATUS.ready, attempts: 2, locked_by: null, locked_until: null, progress: 100, error: '', duration_seconds: 30 });
    expect(done.output_path).toBe(`/files/media/${job.id}/video.mp4`);
    expect(probe(path.join(outputDir, 'video.mp4'), 'stream=codec_name').split('\n')).toEqual(['h264', 'aac']);
    expect(fs.statSync(path.join(outputDir, 'poster.jpg')).size).toBeGreaterThan(1000);
    // The retry removed the dead attempt's staged file before it began: only what plays is left.
    expect(fs.readdirSync(outputDir).sort()).toEqual(['poster.jpg', 'video.mp4']);
  });
});
