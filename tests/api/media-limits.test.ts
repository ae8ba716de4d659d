/**
 * What one upload may cost the transcoder, and what a refused or interrupted upload leaves, over
 * real HTTP on a fresh demo database with Debian's ffmpeg: a video over 4K or over 3 hours, or a
 * file ffprobe cannot read, is refused at upload in the reader's language with nothing recorded
 * or left in the store (also a file name holding a zero byte); a 4K video is taken and made into
 * 1080p; an uploader has at most 5 files waiting; the queue serves owners in turn; ffmpeg runs
 * below the server's priority; staged (.part) files a day old are removed when the pipeline
 * starts; courseware and upload names are stored as plain text.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../server/core/storage/file-storage.js';
import { MediaJobsRepo } from '../../server/modules/media/media-jobs-repo.js';
import { MediaPipeline } from '../../server/modules/media/media-pipeline.js';
import { MEDIA_STATUS } from '../../server/modules/media/tables.js';
import { FFMPEG_NICENESS } from '../../server/modules/media/transcoder.js';
import { MEDIA_PENDING_PER_USER } from '../../src/shared/upload-rules.js';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

type Who = 'learner' | 'lecturer' | 'examiner' | 'admin';
interface MediaAnswer {
  id: number;
  upload_id: number;
  kind: string;
  status: number;
}

const MSG = {
  tooLarge: { zh: '视频分辨率不能超过 4K（4096×2160，横竖均可）', en: 'A video\'s resolution must not exceed 4K (4096×2160, landscape or portrait)' },
  tooLong: { zh: '音视频时长不能超过 3 小时', en: 'A video or audio must not be longer than 3 hours' },
  unreadable: { zh: '无法读取该文件的音视频内容，请检查文件是否完整', en: 'The file cannot be read as video or audio; please check that it is complete' },
  queueFull: { zh: '你已有 5 个文件在等待转码，请等其转码完成后再上传', en: 'You already have 5 files waiting to be transcoded; please upload more once they are done' },
  badName: { zh: '文件名含有无法保存的字符（零字节），请重命名后再上传', en: 'The file name holds a character that cannot be stored (a zero byte); please rename the file and upload it again' },
} as const;

const logger = pino({ level: 'silent' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'media-limits-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A clip made by ffmpeg (a still colour, one frame a second, so even 4K is a few KB and quick to make and transcode). */
const clips = new Map<string, Buffer>();
function clip(name: string, args: string[]): Buffer {
  const cached = clips.get(name);
  if (cached) return cached;
  const file = path.join(work, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
  const bytes = fs.readFileSync(file);
  clips.set(name, bytes);
  return bytes;
}
const still = (size: string, seconds = 1) => ['-f', 'lavfi', '-i', `color=c=teal:size=${size}:rate=1:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const small = () => clip('small.mkv', still('64x48'));
const probeSize = (file: string) => execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]).toString().trim();
const niceOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[16]);

describe.each(databaseKinds())('media upload limits on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;
  const repo = () => new MediaJobsRepo(db());
  const storage = () => new LocalFileStorage(suite.server.filesDir);
  const tokens: Partial<Record<Who, string>> = {};
  const token = async (who: Who) => (tokens[who] ??= await suite.client.login(DEMO[who].account, DEMO[who].password));
  const userId = async (who: Who) => (await userByAccount(db(), DEMO[who].account)).id;

  const send = async <T>(who: Who, bytes: Buffer, name: string, lang?: string, route = 'media'): Promise<ApiAnswer<T>> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { Authorization: `Bearer ${await token(who)}`, DeviceType: 'PC' };
    if (lang) headers['Accept-Language'] = lang;
    const response = await fetch(new URL(`/api/app/public/${route}/`, suite.server.url), { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  };
  const count = async (table: 'uploads' | 'media_files') => (await sql<{ n: number }>`select count(*)::integer as n from ${sql.table(table)}`.execute(db())).rows[0]!.n;
  /** Every file under uploads/ (staged parts included), bytes counted. */
  const storedFiles = () => {
    const root = path.join(suite.server.filesDir, 'uploads');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort() : [];
  };
  /** Runs `act` and asserts that it recorded no upload or media file and left no file in the store. */
  const leavesNothing = async (act: () => Promise<void>) => {
    const before = { uploads: await count('uploads'), media: await count('media_files'), files: storedFiles() };
    await act();
    expect({ uploads: await count('uploads'), media: await count('media_files'), files: storedFiles() }).toEqual(before);
  };
  /** No one's files wait: the demo's queued files and earlier tests' are settled, so each test sees only its own. */
  const settleQueue = () => db().updateTable('media_files').set({ status: MEDIA_STATUS.failed, locked_by: null }).where('status', 'in', [MEDIA_STATUS.queued, MEDIA_STATUS.transcoding]).execute();

  beforeAll(settleQueue);

  it('refuses a video over 4K, one over 3 hours and a file ffprobe cannot read, in zh-CN and en-US, leaving nothing', { timeout: 60_000 }, async () => {
    const wide = clip('wide.mp4', still('4160x2160'));
    const upright = clip('upright.mp4', still('2160x4160'));
    // Two frames 3 hours and 20 seconds apart: a long video in a few hundred bytes.
    const long = clip('long.mkv', ['-f', 'lavfi', '-i', 'color=size=32x32:rate=1:duration=2', '-vf', 'setpts=N*12020/TB', '-fps_mode', 'passthrough', '-c:v', 'libx264', '-preset', 'ultrafast']);
    expect(Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path.join(work, 'long.mkv')]).toString())).toBeGreaterThan(3 * 3600);
    // An MP4 by its first bytes (file-type takes it), and nothing ffprobe can read after them.
    const broken = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(4096, 7)]);
    await leavesNothing(async () => {
      expectRefusal(await send('lecturer', wide, 'wide.mp4'), 422, 422, MSG.tooLarge.zh);
      expectRefusal(await send('lecturer', upright, 'upright.mp4', 'en-US'), 422, 422, MSG.tooLarge.en);
      expectRefusal(await send('lecturer', long, 'long.mkv'), 422, 422, MSG.tooLong.zh);
      expectRefusal(await send('lecturer', long, 'long.mkv', 'en-US'), 422, 422, MSG.tooLong.en);
      expectRefusal(await send('lecturer', broken, 'broken.mp4'), 422, 422, MSG.unreadable.zh);
      expectRefusal(await send('lecturer', broken, 'broken.mp4', 'en-US'), 422, 422, MSG.unreadable.en);
    });
  });

  it('refuses a file name holding a zero byte and leaves none of its bytes, on every upload path', { timeout: 30_000 }, async () => {
    await leavesNothing(async () => {
      expectRefusal(await send('lecturer', small(), 'lesson\u0000.mkv'), 422, 422, MSG.badName.zh);
      expectRefusal(await send('lecturer', Buffer.alloc(4 * 1024 * 1024, 'a'), 'notes\u0000.txt', 'en-US', 'document'), 422, 422, MSG.badName.en);
    });
  });

  it('takes a 4K video and makes it 1080p, its aspect kept; a small one is not enlarged; ffmpeg runs below the server\'s priority', { timeout: 120_000 }, async () => {
    await settleQueue();
    const uhd = expectOk(await send<MediaAnswer>('lecturer', clip('uhd.mp4', still('3840x2160')), 'uhd.mp4'), '上传成功');
    const tiny = expectOk(await send<MediaAnswer>('lecturer', small(), 'tiny.mkv'), '上传成功');
    expect([uhd.status, tiny.status]).toEqual([MEDIA_STATUS.queued, MEDIA_STATUS.queued]);
    const niceness: number[] = [];
    const pipeline = new MediaPipeline(repo(), storage(), logger, { workerId: 'limits', onSettled: async () => undefined, ffmpeg: { onSpawn: (pid) => niceness.push(niceOf(pid)) } });
    while (await pipeline.runOnce());
    const onDisk = async (id: number) => path.join(suite.server.filesDir, (await repo().file(id))!.output_path!.replace(/^\/files\//, ''));
    expect(await repo().file(uhd.id)).toMatchObject({ status: MEDIA_STATUS.ready });
    expect(probeSize(await onDisk(uhd.id))).toBe('1920,1080');
    expect(probeSize(await onDisk(tiny.id))).toBe('64,48');
    expect(niceness.length).toBe(2);
    expect(niceness).toEqual([Math.min(19, os.getPriority() + FFMPEG_NICENESS), Math.min(19, os.getPriority() + FFMPEG_NICENESS)]);
  });

  it(`refuses an uploader's file past ${MEDIA_PENDING_PER_USER} waiting, leaving nothing, and takes another uploader's`, { timeout: 60_000 }, async () => {
    await settleQueue();
    for (let n = 0; n < MEDIA_PENDING_PER_USER; n += 1) expectOk(await send('examiner', small(), `part-${n}.mkv`), '上传成功');
    await leavesNothing(async () => {
      expectRefusal(await send('examiner', small(), 'one-more.mkv'), 400, 400, MSG.queueFull.zh);
      expectRefusal(await send('examiner', small(), 'one-more.mkv', 'en-US'), 400, 400, MSG.queueFull.en);
    });
    expectOk(await send('admin', small(), 'other.mkv'), '上传成功');
    // One done: the examiner may send the next.
    const examiner = await userId('examiner');
    const first = await db().selectFrom('media_files').select('id').where('owner_id', '=', examiner).where('status', '=', MEDIA_STATUS.queued).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('media_files').set({ status: MEDIA_STATUS.ready }).where('id', '=', first.id).execute();
    expectOk(await send('examiner', small(), 'next.mkv'), '上传成功');
  });

  it(`takes exactly ${MEDIA_PENDING_PER_USER} of an uploader's files sent at the same moment, keeping nothing of the others`, { timeout: 60_000 }, async () => {
    await settleQueue();
    const before = { uploads: await count('uploads'), media: await count('media_files'), files: storedFiles().length };
    const extra = 3;
    const answers = await Promise.all(Array.from({ length: MEDIA_PENDING_PER_USER + extra }, (_, n) => send('lecturer', small(), `burst-${n}.mkv`)));
    const taken = answers.filter((answer) => answer.body.code === 200);
    const refused = answers.filter((answer) => answer.body.code !== 200);
    expect(taken).toHaveLength(MEDIA_PENDING_PER_USER);
    for (const answer of refused) expectRefusal(answer, 400, 400, MSG.queueFull.zh);
    expect({ uploads: await count('uploads'), media: await count('media_files'), files: storedFiles().length }).toEqual({
      uploads: before.uploads + MEDIA_PENDING_PER_USER,
      media: before.media + MEDIA_PENDING_PER_USER,
      files: before.files + MEDIA_PENDING_PER_USER,
    });
  });

  it('serves owners in turn: a second uploader\'s file does not wait behind the first uploader\'s queue', async () => {
    await settleQueue();
    // Two uploaders none of whose files was transcoded yet.
    const [a, b] = [await userId('learner'), await userId('admin')];
    const enqueue = (owner: number, name: string) => repo().enqueue({ owner_id: owner, kind: 'video', source_path: `/files/uploads/test/${name}`, original_name: name });
    for (const name of ['a1', 'a2', 'a3']) await enqueue(a, name);
    await enqueue(b, 'b1');
    const order: string[] = [];
    // Two processes: one holds a job while the other claims, then each completes in turn.
    for (;;) {
      const held = await repo().claim('p1', 60_000, 3);
      if (!held) break;
      const next = await repo().claim('p2', 60_000, 3);
      for (const [job, worker] of [[held, 'p1'], [next, 'p2']] as const) {
        if (!job) continue;
        order.push((await repo().file(job.id))!.original_name);
        await repo().complete(job.id, worker, { output_path: '/files/x.mp4', poster_path: null, duration_seconds: 1 });
      }
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);

    // One process: the owner served longer ago goes first (b, whose last file was done before a's last), then they alternate.
    for (const name of ['a4', 'a5', 'a6']) await enqueue(a, name);
    for (const name of ['b2', 'b3']) await enqueue(b, name);
    const single: string[] = [];
    for (let job = await repo().claim('p1', 60_000, 3); job; job = await repo().claim('p1', 60_000, 3)) {
      single.push((await repo().file(job.id))!.original_name);
      await repo().complete(job.id, 'p1', { output_path: '/files/x.mp4', poster_path: null, duration_seconds: 1 });
    }
    expect(single).toEqual(['b2', 'a4', 'b3', 'a5', 'a6']);
  });

  it('removes staged files a day old when the pipeline starts, and keeps fresh ones', { timeout: 30_000 }, async () => {
    await settleQueue();
    const folder = path.join(suite.server.filesDir, 'uploads/media/2020-01');
    fs.mkdirSync(folder, { recursive: true });
    const old = path.join(folder, '.0b7f9a52-old.part');
    const fresh = path.join(folder, '.5c1d2e3f-fresh.part');
    const oldMedia = path.join(suite.server.filesDir, 'media/999/.video.mp4.1234.abcd.part');
    fs.mkdirSync(path.dirname(oldMedia), { recursive: true });
    for (const file of [old, fresh, oldMedia]) fs.writeFileSync(file, Buffer.alloc(1024 * 1024));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    fs.utimesSync(oldMedia, twoDaysAgo, twoDaysAgo);
    const pipeline = new MediaPipeline(repo(), storage(), logger, { workerId: 'sweeper', pollMs: 60_000, onSettled: async () => undefined });
    pipeline.start();
    await pipeline.stop();
    expect([fs.existsSync(old), fs.existsSync(oldMedia), fs.existsSync(fresh)]).toEqual([false, false, true]);
  });

  it('stores courseware names as plain text, typed or taken from the file\'s name, and the upload\'s name too', { timeout: 30_000 }, async () => {
    await settleQueue();
    const create = async (body: { upload_id: number; name?: string }) => expectOk(await suite.client.post<{ id: number; name: string }>('/api/resource/createCourseWare', body, { token: await token('lecturer') }), '课件已登记');
    const typed = expectOk(await send<MediaAnswer>('lecturer', small(), 'plain.mkv'), '上传成功');
    expect((await create({ upload_id: typed.upload_id, name: '<svg onload=alert(1)>x' })).name).toBe('x');
    const fromFile = expectOk(await send<MediaAnswer>('lecturer', small(), '<img src=x onerror=alert(1)>安全.mkv'), '上传成功');
    expect((await create({ upload_id: fromFile.upload_id })).name).toBe('安全');
    const doc = expectOk(await send<{ id: number; original_name: string }>('lecturer', Buffer.from('plain words\n'), '<svg onload=alert(1)>x.txt', undefined, 'document'), '上传成功');
    expect(doc.original_name).toBe('x.txt');
    expect((await create({ upload_id: doc.id })).name).toBe('x');
    const names = await db().selectFrom('courseware').select('name').where('name', 'like', '%<%').execute();
    expect(names).toEqual([]);
    const uploads = await db().selectFrom('uploads').select('original_name').where('original_name', 'like', '%<%').execute();
    expect(uploads).toEqual([]);
  });
});
