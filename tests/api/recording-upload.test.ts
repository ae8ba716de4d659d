/**
 * The recording upload (spec section 7: multipart, field `file`, answered with data.path and
 * the recording's length in seconds) over real HTTP on a fresh demo database: sound made by
 * ffmpeg's sine source is taken by its content (WAV, WebM/Opus, and WebM written as a stream
 * as a browser's MediaRecorder writes it, whose header names no length) with the seconds
 * ffprobe reads; a recording under the 5-second minimum (spec section 5), a text named .webm
 * and a WebM with video are refused in the reader's language, with nothing recorded or left
 * in the store. Any signed-in user records (a learner's answers).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RECORDING_MIN_SECONDS } from '../../src/shared/upload-rules.js';
import { expectOk, expectRefusal, MSG as AUTH, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface StoredRecording {
  id: number;
  path: string;
  seconds: number;
}

type Who = 'learner' | 'lecturer';

const MONTH_FOLDER = String.raw`\d{4}-\d{2}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A recording's address, signed for its uploader (core/storage/file-access.ts). */
const storedAt = (ext: string) => new RegExp(`^/files/uploads/recordings/${MONTH_FOLDER}/${UUID}\\.${ext}\\?exp=\\d+&u=\\d+&sig=[\\w-]+$`);
const unsigned = (address: string) => address.split('?')[0]!;

const MSG = {
  uploaded: { zh: '上传成功', en: 'Uploaded' },
  tooShort: { zh: '录音时间不能低于 5 秒', en: 'Recording time cannot be lower than 5 seconds' },
  notAudio: { zh: '只能上传录音（webm、ogg、wav、m4a、aac 或 mp3 音频）', en: 'Only a sound recording (webm, ogg, wav, m4a, aac or mp3 audio) can be uploaded' },
} as const;

const FFMPEG = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
const sine = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=16000:duration=${seconds}`];

/**
 * Sound from ffmpeg's sine source: WAV (16 kHz, 16-bit, two channels), WebM/Opus written to a
 * file (its header names the length), or WebM/Opus written to a pipe (as MediaRecorder
 * streams it: no length in the header); `video` adds a moving picture.
 */
function makeSound(seconds: number, format: 'wav' | 'webm' | 'streamed-webm' | 'video-webm'): Buffer {
  if (format === 'streamed-webm') return execFileSync('ffmpeg', [...FFMPEG, ...sine(seconds), '-ac', '2', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { maxBuffer: 16 * 1024 * 1024 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recording-'));
  try {
    const file = path.join(dir, `sound.${format === 'wav' ? 'wav' : 'webm'}`);
    const codec =
      format === 'wav'
        ? [...sine(seconds), '-ac', '2', '-c:a', 'pcm_s16le']
        : format === 'webm'
          ? [...sine(seconds), '-ac', '2', '-c:a', 'libopus']
          : ['-f', 'lavfi', '-i', `testsrc=size=64x48:rate=10:duration=${seconds}`, ...sine(seconds), '-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-shortest'];
    execFileSync('ffmpeg', [...FFMPEG, ...codec, file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Seconds ffprobe reads in a file's header ('N/A' when it names none). */
function headerDuration(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recording-probe-'));
  try {
    const file = path.join(dir, 'sound');
    fs.writeFileSync(file, bytes);
    return execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file], { encoding: 'utf8' }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(databaseKinds())('recording upload on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;
  const tokens: Partial<Record<Who, string>> = {};
  const token = async (who: Who) => (tokens[who] ??= await suite.client.login(DEMO[who].account, DEMO[who].password));

  /** One multipart upload (field `file`) as the recorder's page sends it; no token when `who` is null. */
  const send = async <T = StoredRecording>(who: Who | null, bytes: Buffer, name: string, lang?: string): Promise<ApiAnswer<T>> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { DeviceType: 'PC' };
    if (who) headers.Authorization = `Bearer ${await token(who)}`;
    if (lang) headers['Accept-Language'] = lang;
    const response = await fetch(new URL('/api/app/public/recording/', suite.server.url), { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  };

  const uploadCount = async () => (await sql<{ n: number }>`select count(*)::integer as n from uploads`.execute(db())).rows[0]!.n;
  /** Every file under uploads/ in the store (staged parts included). */
  const storedFiles = () => {
    const root = path.join(suite.server.filesDir, 'uploads');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort() : [];
  };
  const onDisk = (address: string) => path.join(suite.server.filesDir, unsigned(address).replace(/^\/files\//, ''));
  /** Runs `act` and asserts that it recorded no upload and left no file in the store. */
  const recordsNothing = async (act: () => Promise<void>) => {
    const [rows, files] = [await uploadCount(), storedFiles()];
    await act();
    expect(await uploadCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  };

  it('takes a learner\'s 6-second WAV, answering its id, address and 6 seconds, and records it as theirs', async () => {
    const wav = makeSound(6, 'wav');
    const stored = expectOk(await send('learner', wav, 'answer.wav'), MSG.uploaded.zh);
    expect(stored).toEqual({ id: stored.id, path: stored.path, seconds: 6 });
    expect(stored.path).toMatch(storedAt('wav'));
    expect(fs.readFileSync(onDisk(stored.path)).equals(wav)).toBe(true);
    const row = await db().selectFrom('uploads').select(['owner_id', 'kind', 'path', 'mime', 'size', 'original_name']).where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_id: (await userByAccount(db(), DEMO.learner.account)).id, kind: 'recording', path: unsigned(stored.path).slice('/files/'.length), mime: 'audio/wav', size: wav.length, original_name: 'answer.wav' });
    const served = await fetch(new URL(stored.path, suite.server.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('takes a 6-second WebM/Opus by its content whatever its name (the spec\'s mp3 naming), in English when asked', async () => {
    const webm = makeSound(6, 'webm');
    const stored = expectOk(await send('lecturer', webm, 'replay.mp3', 'en-US'), MSG.uploaded.en);
    expect(stored.seconds).toBe(6);
    expect(stored.path).toMatch(storedAt('webm'));
  });

  it('measures a WebM written as a stream (MediaRecorder\'s, whose header names no length) by its last packet', async () => {
    const streamed = makeSound(6, 'streamed-webm');
    expect(headerDuration(streamed)).toBe('N/A');
    const stored = expectOk(await send('learner', streamed, 'recording.webm'), MSG.uploaded.zh);
    expect(stored.seconds).toBe(6);
    expect(stored.path).toMatch(storedAt('webm'));
  });

  it(`refuses a 3-second recording (under ${RECORDING_MIN_SECONDS} s) in zh-CN and en-US, recording nothing and leaving no file`, async () => {
    const [wav, streamed] = [makeSound(3, 'wav'), makeSound(3, 'streamed-webm')];
    await recordsNothing(async () => {
      expectRefusal(await send('learner', wav, 'short.wav'), 422, 422, MSG.tooShort.zh);
      expectRefusal(await send('learner', wav, 'short.wav', 'en-US'), 422, 422, MSG.tooShort.en);
      expectRefusal(await send('learner', streamed, 'recording.webm'), 422, 422, MSG.tooShort.zh);
      expectRefusal(await send('learner', streamed, 'recording.webm', 'en-US'), 422, 422, MSG.tooShort.en);
    });
  });

  it('refuses a text file named .webm, and a WebM with video, in zh-CN and en-US, recording nothing', async () => {
    const text = Buffer.from('not a recording, only text\n'.repeat(20), 'utf8');
    const video = makeSound(6, 'video-webm');
    await recordsNothing(async () => {
      expectRefusal(await send('learner', text, 'recording.webm'), 422, 422, MSG.notAudio.zh);
      expectRefusal(await send('learner', text, 'recording.webm', 'en-US'), 422, 422, MSG.notAudio.en);
      expectRefusal(await send('learner', video, 'recording.webm'), 422, 422, MSG.notAudio.zh);
      expectRefusal(await send('learner', video, 'recording.webm', 'en-US'), 422, 422, MSG.notAudio.en);
    });
  });

  it('refuses a caller without a token', async () => {
    await recordsNothing(async () => {
      expectRefusal(await send(null, makeSound(6, 'wav'), 'answer.wav'), 401, 202, AUTH.tokenMissing.zh);
    });
  });
});
