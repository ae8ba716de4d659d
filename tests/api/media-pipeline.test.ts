/**
 * The media pipeline on a real database with Debian's ffmpeg: a .mkv becomes H.264/AAC MP4 with
 * a poster and its duration, a .wav becomes AAC; two pipelines (two server processes) on one
 * queue transcode each file once; a job whose process died mid-transcode is finished by
 * another after its lease runs out; a file that is not media fails at once with the reason.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../server/core/storage/file-storage.js';
import { MediaJobsRepo } from '../../server/modules/media/media-jobs-repo.js';
import { MediaPipeline } from '../../server/modules/media/media-pipeline.js';
import { MEDIA_STATUS } from '../../server/modules/media/tables.js';
import { expectOk, expectRefusal } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

const logger = pino({ level: 'silent' });
const probe = (file: string, entries: string) => execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file]).toString().trim();

describe.each(databaseKinds())('media pipeline on %s', (kind) => {
  const suite = suiteServer(kind);
  const repo = () => new MediaJobsRepo(suite.server.db);
  const pipeline = (workerId: string) => new MediaPipeline(repo(), new LocalFileStorage(suite.server.filesDir), logger, { workerId, leaseMs: 2000, maxAttempts: 3, retryDelayMs: () => 0, onSettled: async () => undefined });
  /** A short clip made by ffmpeg's test sources, stored as an upload. */
  const upload = (name: string, args: string[]) => {
    const relative = `uploads/test/${Date.now()}-${name}`;
    const file = path.join(suite.server.filesDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
    return `/files/${relative}`;
  };
  const video = (name: string) => upload(name, ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'mpeg4', '-c:a', 'mp2', '-shortest']);
  const onDisk = (url: string) => path.join(suite.server.filesDir, url.replace(/^\/files\//, ''));

  it('transcodes the demo\'s queued .mov and .wav through the server\'s own pipeline; the lesson made from the .mov then plays', { timeout: 120_000 }, async () => {
    const db = suite.server.db;
    const queued = await db.selectFrom('media_files').select(['id', 'kind', 'status']).orderBy('id').execute();
    expect(queued.map((q) => [q.kind, q.status])).toEqual([
      ['video', MEDIA_STATUS.queued],
      ['audio', MEDIA_STATUS.queued],
    ]);
    const lesson = await db.selectFrom('course_periods').select(['id', 'course_id', 'transcode_status', 'media_path']).where('media_file_id', '=', queued[0]!.id).executeTakeFirstOrThrow();
    expect(lesson.transcode_status).toBe(2);
    const server = suite.server.app.services.media.pipeline!;
    while (await server.runOnce());
    const video = (await repo().file(queued[0]!.id))!;
    expect(video).toMatchObject({ status: MEDIA_STATUS.ready, duration_seconds: 8 });
    expect((await repo().file(queued[1]!.id))!.output_path).toMatch(/\.m4a$/);
    expect(await db.selectFrom('course_periods').select(['transcode_status', 'media_path', 'media_seconds']).where('id', '=', lesson.id).executeTakeFirstOrThrow()).toEqual({
      transcode_status: 1,
      media_path: video.output_path,
      media_seconds: 8,
    });
  });

  it('turns a .mkv into H.264/AAC MP4 with a poster and the duration, and a .wav into AAC', { timeout: 120_000 }, async () => {
    const mkv = await repo().enqueue({ owner_id: null, kind: 'video', source_path: video('clip.mkv'), original_name: 'clip.mkv' });
    const wav = await repo().enqueue({ owner_id: null, kind: 'audio', source_path: upload('voice.wav', ['-f', 'lavfi', '-i', 'sine=frequency=300:duration=2']), original_name: 'voice.wav' });
    expect(mkv.status).toBe(MEDIA_STATUS.queued);
    const worker = pipeline('w1');
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);

    const done = (await repo().file(mkv.id))!;
    expect(done).toMatchObject({ status: MEDIA_STATUS.ready, progress: 100, attempts: 1, duration_seconds: 3, error: '' });
    expect(probe(onDisk(done.output_path!), 'stream=codec_name').split('\n')).toEqual(['h264', 'aac']);
    expect(fs.statSync(onDisk(done.poster_path!)).size).toBeGreaterThan(1000);
    const audio = (await repo().file(wav.id))!;
    expect(audio.status).toBe(MEDIA_STATUS.ready);
    expect(audio.output_path).toMatch(/\.m4a$/);
    expect(probe(onDisk(audio.output_path!), 'stream=codec_name')).toBe('aac');
    expect(audio.poster_path).toBeNull();
  });

  it('transcodes each file once when two processes work the same queue', { timeout: 120_000 }, async () => {
    const ids = await Promise.all(['a.mov', 'b.mov', 'c.mov'].map(async (name) => (await repo().enqueue({ owner_id: null, kind: 'video', source_path: video(name), original_name: name })).id));
    const a = pipeline('process-a');
    const b = pipeline('process-b');
    const drain = async (p: MediaPipeline) => {
      while (await p.runOnce());
    };
    await Promise.all([drain(a), drain(b)]);
    const rows = await suite.server.db.selectFrom('media_files').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => [MEDIA_STATUS.ready, 1]));
  });

  it('finishes a job whose process died mid-transcode once its lease runs out', { timeout: 120_000 }, async () => {
    const job = await repo().enqueue({ owner_id: null, kind: 'video', source_path: video('killed.mov'), original_name: 'killed.mov' });
    // A process claims it and dies without a word: the row stays 'being transcoded' under its lease.
    const held = await repo().claim('dead-process', 300, 3);
    expect(held?.id).toBe(job.id);
    expect((await repo().file(job.id))!.status).toBe(MEDIA_STATUS.transcoding);
    const other = pipeline('restarted');
    expect(await other.runOnce()).toBe(false); // still leased
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await other.runOnce()).toBe(true);
    expect(await repo().file(job.id)).toMatchObject({ status: MEDIA_STATUS.ready, attempts: 2, locked_by: null });
  });

  it('fails a file that is not media at once, and one whose file is gone, each with the reason', { timeout: 60_000 }, async () => {
    const relative = 'uploads/test/not-a-video.mov';
    fs.mkdirSync(path.join(suite.server.filesDir, 'uploads/test'), { recursive: true });
    fs.writeFileSync(path.join(suite.server.filesDir, relative), 'plain text, not a video');
    const text = await repo().enqueue({ owner_id: null, kind: 'video', source_path: `/files/${relative}`, original_name: 'not-a-video.mov' });
    const gone = await repo().enqueue({ owner_id: null, kind: 'video', source_path: '/files/uploads/test/gone.mov', original_name: 'gone.mov' });
    const worker = pipeline('w2');
    while (await worker.runOnce());
    expect(await repo().file(text.id)).toMatchObject({ status: MEDIA_STATUS.failed, attempts: 1, error: 'the file is not audio or video ffmpeg can read' });
    expect(await repo().file(gone.id)).toMatchObject({ status: MEDIA_STATUS.failed, attempts: 1, error: 'the uploaded file is gone' });
  });

  it('takes an upload through the API, says it is being transcoded, and then what plays; refuses what is not media', { timeout: 120_000 }, async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const send = async (bytes: Buffer, name: string, lang?: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, DeviceType: 'PC' };
      if (lang) headers['Accept-Language'] = lang;
      const response = await fetch(new URL('/api/app/public/media/', suite.server.url), { method: 'POST', headers, body: form });
      return { status: response.status, body: await response.json(), headers: response.headers };
    };
    const clip = fs.readFileSync(onDisk(video('upload-source.mkv')));
    const uploaded = expectOk(await send(clip, 'lesson.mkv'), '上传成功') as { id: number; status: number; kind: string; url: string | null; source_path: string };
    expect(uploaded).toMatchObject({ status: MEDIA_STATUS.queued, kind: 'video', url: null });
    // Signed for its uploader (core/storage/file-access.ts).
    expect(uploaded.source_path).toMatch(/^\/files\/uploads\/media\/\d{4}-\d{2}\/[\w-]+\.mkv\?exp=\d+&u=\d+&sig=[\w-]+$/);
    await pipeline('api-worker').runOnce();
    const ready = expectOk(await suite.client.get<{ status: number; url: string; poster: string; duration: number }>(`/api/media/${uploaded.id}`, { token }));
    expect(ready).toMatchObject({ status: MEDIA_STATUS.ready, duration: 3 });
    const played = await fetch(new URL(ready.url, suite.server.url));
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/mp4');

    // A text file named like a video is refused by its content, and nothing is queued.
    const before = await suite.server.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expectRefusal(await send(Buffer.from('not a video at all'), 'fake.mkv', 'en-US'), 422, 422, 'Only video (mp4, m4v, mov, mkv, f4v, m2t) or audio (mp3, m4a, wma, wav) files can be uploaded');
    const after = await suite.server.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expectRefusal(await suite.client.get('/api/media/999999', { token }), 404, 4004, '音视频文件不存在');
  });
});
