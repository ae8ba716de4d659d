/**
 * The one upload path for documents and the courseware module over real HTTP on a fresh demo
 * database: documents accepted by their content (PDF, .docx, .txt) with the suffix they are
 * stored under, and refused (a text named .pdf, a PNG, a binary named .txt, an image over its
 * cap) in the reader's language with nothing recorded; resource/createCourseWare for teaching
 * staff only, of one's own media or document upload, once (also when two calls arrive
 * together); a video registered queued, refused while transcoded, opened once the server's own
 * pipeline made the MP4, listed only to its owner, and refused as unplayable once its file is
 * gone; documents opened as PDF (an office file converted once) or text.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OfficeToPdf } from '../../server/modules/library/document-preview.js';
import { makeDocx } from '../../server/seed/office-files.js';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface StoredDocument {
  id: number;
  path: string;
  suffix: string;
  size: number;
  original_name: string;
}
interface Courseware {
  id: number;
  name: string;
  kind: string;
  suffix: string;
  size: number;
  source_path: string;
  status: number;
  progress: number;
  error: string;
  url: string | null;
  poster: string | null;
  duration: number | null;
  created_at: number;
}
interface Work extends Courseware {
  open_kind: string;
  open_url: string;
}
interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}
interface MediaAnswer {
  id: number;
  upload_id: number;
  kind: string;
  status: number;
  source_path: string;
}

type Who = 'learner' | 'lecturer' | 'examiner' | 'admin';
type Route = 'img' | 'document' | 'media';

const STATUS = { queued: 1, transcoding: 2, ready: 3, failed: 4, missing: 5 } as const;
const MONTH_FOLDER = String.raw`\d{4}-\d{2}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const storedAt = (folder: string, ext: string) => new RegExp(`^/files/${folder}/${MONTH_FOLDER}/${UUID}\\.${ext}$`);
/** The signature of a private file's address (core/storage/file-access.ts). */
const SIGNATURE = /\?exp=\d+&u=\d+&sig=[\w-]+/g;
/** An answer with its addresses unsigned, to compare with the stored paths. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(SIGNATURE, '')) as T;
const plainAnswer = <T>(answer: ApiAnswer<T>): ApiAnswer<T> => ({ ...answer, body: plain(answer.body) });

const MSG = {
  uploaded: { zh: '上传成功', en: 'Uploaded' },
  documentNotSupported: { zh: '只能上传 PDF、Word、Excel、PowerPoint 或 txt 文本文件', en: 'Only PDF, Word, Excel, PowerPoint or text (txt) files can be uploaded' },
  uploadNotImage: { zh: '只能上传 JPG、PNG、WebP 或 GIF 图片', en: 'Only JPG, PNG, WebP or GIF images can be uploaded' },
  imageTooLarge: { zh: '图片不能超过 5 MB', en: 'An image must not be larger than 5 MB' },
  forbidden: { zh: '只有讲师、考评员和管理员可以管理课件', en: 'Only lecturers, examiners and admins can manage courseware' },
  fileUnknown: { zh: '文件不存在或不属于你', en: 'The file does not exist or is not yours' },
  exists: { zh: '该文件已登记为课件', en: 'This file is already registered as courseware' },
  created: { zh: '课件已登记', en: 'Courseware registered' },
  notFound: { zh: '课件不存在', en: 'The courseware does not exist' },
  transcoding: { zh: '文件正在转码中，请稍后再试', en: 'The file is being transcoded, please try again later' },
  cannotPlay: { zh: '文件存储位置已变更，无法播放', en: 'The file\'s storage location has changed; it cannot be played' },
} as const;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const TEXT = Buffer.from('第一章 安全生产\r\nChapter 1: safety first\r\n', 'utf8');

async function makePdf(line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(line, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A short video made by ffmpeg's test sources (MPEG-4 and MP2 in Matroska: not what browsers play). */
function makeClip(seconds: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courseware-clip-'));
  try {
    const file = path.join(dir, 'clip.mkv');
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      '-c:v', 'mpeg4', '-c:a', 'mp2', '-shortest', file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The stand-in for LibreOffice: writes a PDF named after the input, and counts its calls. */
const conversions: string[] = [];
const CONVERTED = makePdf('Converted by the stand-in');
const officeToPdf: OfficeToPdf = async (input, outDir) => {
  conversions.push(path.basename(input));
  fs.writeFileSync(path.join(outDir, `${path.basename(input, path.extname(input))}.pdf`), await CONVERTED);
};

describe.each(databaseKinds())('courseware and document uploads on %s', (kind) => {
  const suite = suiteServer(kind, { officeToPdf });
  const db = () => suite.server.db;
  const tokens: Partial<Record<Who, string>> = {};
  const token = async (who: Who) => (tokens[who] ??= await suite.client.login(DEMO[who].account, DEMO[who].password));
  const userId = async (who: Who) => (await userByAccount(db(), DEMO[who].account)).id;

  /** One multipart upload (field `file`) on an upload route, as the SPA sends it. */
  const send = async <T>(route: Route, who: Who, bytes: Buffer, name: string, lang?: string): Promise<ApiAnswer<T>> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { Authorization: `Bearer ${await token(who)}`, DeviceType: 'PC' };
    if (lang) headers['Accept-Language'] = lang;
    const response = await fetch(new URL(`/api/app/public/${route}/`, suite.server.url), { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  };
  // The answers' private addresses are signed for the caller: compared unsigned here (file-access.test.ts checks the signing).
  const uploadDocument = async (who: Who, bytes: Buffer, name: string) => plain(expectOk(await send<StoredDocument>('document', who, bytes, name), MSG.uploaded.zh));
  const create = (who: Who, body: { upload_id: number; name?: string }, lang?: string) => token(who).then((tk) => suite.client.post<Courseware>('/api/resource/createCourseWare', body, { token: tk, lang })).then(plainAnswer);
  const readWork = (who: Who, id: number, lang?: string) => token(who).then((tk) => suite.client.get<Work>('/api/readWork', { token: tk, lang, query: { id } }));
  const readPlain = (who: Who, id: number, lang?: string) => readWork(who, id, lang).then(plainAnswer);
  const list = (who: Who, query: Record<string, string | number> = {}) => token(who).then((tk) => suite.client.get<Page<Courseware>>('/api/resource/courseWare', { token: tk, query: { limit: 100, ...query } })).then(plainAnswer);

  const count = async (table: 'uploads' | 'courseware') => (await sql<{ n: number }>`select count(*)::integer as n from ${sql.table(table)}`.execute(db())).rows[0]!.n;
  /** Every file in the store under uploads/ (staged parts included), to see that a refusal leaves none. */
  const storedFiles = () => {
    const root = path.join(suite.server.filesDir, 'uploads');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort() : [];
  };
  const onDisk = (address: string) => path.join(suite.server.filesDir, address.split('?')[0]!.replace(/^\/files\//, ''));
  /** A stored file fetched at its address signed as the API signs it (for a user id of 1). */
  const served = async (address: string) => {
    const response = await fetch(new URL(await suite.server.app.services.files.sign(address, 1), suite.server.url));
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  /** Runs `act` and asserts that it recorded no upload and left no file in the store. */
  const recordsNothing = async (act: () => Promise<void>) => {
    const [rows, files] = [await count('uploads'), storedFiles()];
    await act();
    expect(await count('uploads')).toBe(rows);
    expect(storedFiles()).toEqual(files);
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  describe('document uploads', () => {
    it('takes a PDF by its content, answering suffix pdf, and records it as the uploader\'s document', async () => {
      const pdf = await makePdf('Safety handbook');
      const stored = await uploadDocument('lecturer', pdf, '安全手册.pdf');
      expect(stored).toEqual({ id: stored.id, path: stored.path, suffix: 'pdf', size: pdf.length, original_name: '安全手册.pdf' });
      expect(stored.path).toMatch(storedAt('uploads/documents', 'pdf'));
      expect(fs.readFileSync(onDisk(stored.path)).equals(pdf)).toBe(true);
      const row = await db().selectFrom('uploads').select(['owner_id', 'kind', 'path', 'mime', 'size', 'original_name']).where('id', '=', stored.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: await userId('lecturer'), kind: 'document', path: stored.path.slice('/files/'.length), mime: 'application/pdf', size: pdf.length, original_name: '安全手册.pdf' });
    });

    it('takes a .docx (an OOXML package) by its content as suffix docx, whatever the case of its name', async () => {
      const docx = makeDocx('入职指南', ['第一段', '第二段']);
      const stored = await uploadDocument('lecturer', docx, 'onboarding.DOCX');
      expect(stored.suffix).toBe('docx');
      expect(stored.path).toMatch(storedAt('uploads/documents', 'docx'));
      expect((await db().selectFrom('uploads').select('mime').where('id', '=', stored.id).executeTakeFirstOrThrow()).mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    });

    it('takes UTF-8 text named .txt as suffix txt, recorded as text/plain', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'notes.txt');
      expect(stored).toMatchObject({ suffix: 'txt', size: TEXT.length, original_name: 'notes.txt' });
      expect(stored.path).toMatch(storedAt('uploads/documents', 'txt'));
      expect((await db().selectFrom('uploads').select('mime').where('id', '=', stored.id).executeTakeFirstOrThrow()).mime).toBe('text/plain');
    });

    it('answers an upload in English when the reader asks for it', async () => {
      const answer = await send<StoredDocument>('document', 'lecturer', TEXT, 'english.txt', 'en-US');
      expect(expectOk(answer, MSG.uploaded.en).suffix).toBe('txt');
    });

    it('refuses a text file named .pdf, in zh-CN and en-US, recording nothing', async () => {
      await recordsNothing(async () => {
        expectRefusal(await send('document', 'lecturer', Buffer.from('just some text, not a PDF'), 'fake.pdf'), 422, 422, MSG.documentNotSupported.zh);
        expectRefusal(await send('document', 'lecturer', Buffer.from('just some text, not a PDF'), 'fake.pdf', 'en-US'), 422, 422, MSG.documentNotSupported.en);
      });
    });

    it('refuses a PNG sent as a document, whatever its name, recording nothing', async () => {
      await recordsNothing(async () => {
        expectRefusal(await send('document', 'lecturer', PNG, 'picture.png'), 422, 422, MSG.documentNotSupported.zh);
        expectRefusal(await send('document', 'lecturer', PNG, 'report.pdf', 'en-US'), 422, 422, MSG.documentNotSupported.en);
      });
    });

    it('refuses a binary with NUL bytes named .txt, recording nothing', async () => {
      const binary = Buffer.from([0x68, 0x69, 0x00, 0x01, 0x02, 0x00, 0x74, 0x78, 0x74]);
      await recordsNothing(async () => {
        expectRefusal(await send('document', 'lecturer', binary, 'data.txt'), 422, 422, MSG.documentNotSupported.zh);
        expectRefusal(await send('document', 'lecturer', binary, 'data.txt', 'en-US'), 422, 422, MSG.documentNotSupported.en);
      });
    });

    it('refuses text that is not UTF-8 named .txt, recording nothing', async () => {
      // Latin-1 "café crème": 0xE9 and 0xE8 start multi-byte UTF-8 sequences that do not follow.
      const latin1 = Buffer.from('café crème, une fois de plus, avec du texte après', 'latin1');
      await recordsNothing(async () => {
        expectRefusal(await send('document', 'lecturer', latin1, 'menu.txt'), 422, 422, MSG.documentNotSupported.zh);
      });
    });

    it('the image route refuses a PDF, recording nothing', async () => {
      const pdf = await makePdf('Not an image');
      await recordsNothing(async () => {
        expectRefusal(await send('img', 'lecturer', pdf, 'photo.png'), 422, 422, MSG.uploadNotImage.zh);
        expectRefusal(await send('img', 'lecturer', pdf, 'photo.png', 'en-US'), 422, 422, MSG.uploadNotImage.en);
      });
    });

    it('the image route refuses 5 MB + 1 KB, naming its 5 MB cap, recording nothing', async () => {
      const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1024 - PNG.length, 1)]);
      await recordsNothing(async () => {
        expectRefusal(await send('img', 'lecturer', tooLarge, 'huge.png'), 422, 422, MSG.imageTooLarge.zh);
        expectRefusal(await send('img', 'lecturer', tooLarge, 'huge.png', 'en-US'), 422, 422, MSG.imageTooLarge.en);
      });
      // An image just under the cap still goes through.
      const fits = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length, 1)]);
      expect(expectOk(await send<{ id: number; path: string }>('img', 'lecturer', fits, 'fits.png'), MSG.uploaded.zh).path).toMatch(storedAt('uploads', 'png'));
    });
  });

  describe('resource/createCourseWare', () => {
    it('refuses a learner (403), even with their own document upload, registering nothing', async () => {
      const own = await uploadDocument('learner', TEXT, 'learner-notes.txt');
      const before = await count('courseware');
      expectRefusal(await create('learner', { upload_id: own.id }), 403, 403, MSG.forbidden.zh);
      expectRefusal(await create('learner', { upload_id: own.id }, 'en-US'), 403, 403, MSG.forbidden.en);
      expectRefusal(await list('learner'), 403, 403, MSG.forbidden.zh);
      expect(await count('courseware')).toBe(before);
    });

    it('registers the lecturer\'s own PDF as ready document courseware named after the file without its extension', async () => {
      const pdf = await makePdf('Fire drill');
      const stored = await uploadDocument('lecturer', pdf, '消防演练.v2.pdf');
      const work = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh);
      expect(work).toEqual({
        id: work.id,
        name: '消防演练.v2',
        kind: 'document',
        suffix: 'pdf',
        size: pdf.length,
        source_path: stored.path,
        status: STATUS.ready,
        progress: 100,
        error: '',
        url: stored.path,
        poster: null,
        duration: null,
        created_at: work.created_at,
      });
      expect(Math.abs(work.created_at - nowSeconds())).toBeLessThanOrEqual(60);
      const row = await db().selectFrom('courseware').select(['owner_id', 'upload_id', 'name', 'kind', 'media_file_id']).where('id', '=', work.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: await userId('lecturer'), upload_id: stored.id, name: '消防演练.v2', kind: 'document', media_file_id: null });
    });

    it('trims a name given, and answers in English when asked', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'raw-name.txt');
      const work = expectOk(await create('lecturer', { upload_id: stored.id, name: '  Safety basics  ' }, 'en-US'), MSG.created.en);
      expect([work.name, work.suffix, work.status]).toEqual(['Safety basics', 'txt', STATUS.ready]);
    });

    it('lets an examiner (role 3) and an admin register their own uploads', async () => {
      const examiners = await uploadDocument('examiner', TEXT, 'rubric.txt');
      expect(expectOk(await create('examiner', { upload_id: examiners.id }), MSG.created.zh).name).toBe('rubric');
      const admins = await uploadDocument('admin', TEXT, 'policy.txt');
      expect(expectOk(await create('admin', { upload_id: admins.id }), MSG.created.zh).name).toBe('policy');
    });

    it('refuses another user\'s upload id as unknown (fileUnknown)', async () => {
      const examiners = await uploadDocument('examiner', TEXT, 'not-yours.txt');
      const before = await count('courseware');
      expectRefusal(await create('lecturer', { upload_id: examiners.id }), 422, 422, MSG.fileUnknown.zh);
      expectRefusal(await create('lecturer', { upload_id: examiners.id }, 'en-US'), 422, 422, MSG.fileUnknown.en);
      expectRefusal(await create('lecturer', { upload_id: 2_000_000 }), 422, 422, MSG.fileUnknown.zh);
      expect(await count('courseware')).toBe(before);
    });

    it('refuses the lecturer\'s own image upload as unknown', async () => {
      const image = expectOk(await send<{ id: number }>('img', 'lecturer', PNG, 'slide.png'), MSG.uploaded.zh);
      const before = await count('courseware');
      expectRefusal(await create('lecturer', { upload_id: image.id }), 422, 422, MSG.fileUnknown.zh);
      expect(await count('courseware')).toBe(before);
    });

    it('refuses the same upload a second time (coursewareExists)', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'twice.txt');
      expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh);
      expectRefusal(await create('lecturer', { upload_id: stored.id, name: 'Another name' }), 422, 422, MSG.exists.zh);
      expectRefusal(await create('lecturer', { upload_id: stored.id }, 'en-US'), 422, 422, MSG.exists.en);
      expect(await db().selectFrom('courseware').select('name').where('upload_id', '=', stored.id).execute()).toEqual([{ name: 'twice' }]);
    });

    it('registers one of two concurrent calls for one upload and refuses the other', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'race.txt');
      const answers = await Promise.all([create('lecturer', { upload_id: stored.id, name: 'first' }), create('lecturer', { upload_id: stored.id, name: 'second' })]);
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status !== 200);
      expect([won.length, lost.length]).toEqual([1, 1]);
      expectRefusal(lost[0]!, 422, 422, MSG.exists.zh);
      const rows = await db().selectFrom('courseware').select(['id', 'name']).where('upload_id', '=', stored.id).execute();
      expect(rows).toEqual([{ id: won[0]!.body.data.id, name: won[0]!.body.data.name }]);
    });

    it('refuses a name over 100 characters by the schema, registering nothing', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'long-name.txt');
      expectRefusal(await create('lecturer', { upload_id: stored.id, name: 'n'.repeat(101) }), 422, 422, '输入有误：name 不能超过 100 个字符');
      expectRefusal(await create('lecturer', { upload_id: stored.id, name: 'n'.repeat(101) }, 'en-US'), 422, 422, 'Invalid input: name must be at most 100 characters');
      expect(await db().selectFrom('courseware').select('id').where('upload_id', '=', stored.id).execute()).toEqual([]);
      // 100 characters are fine.
      expect(expectOk(await create('lecturer', { upload_id: stored.id, name: 'n'.repeat(100) }), MSG.created.zh).name).toBe('n'.repeat(100));
    });

    it('refuses an upload id that is not a positive integer by the schema', async () => {
      expectRefusal(await create('lecturer', { upload_id: 0 }), 422, 422, '输入有误：upload_id 不能小于 1');
    });
  });

  describe('media courseware', () => {
    let video: { id: number; mediaFileId: number; source: string; registered: Courseware } | undefined;
    /** lecturer01's video, uploaded on the media route and registered (once for the block). */
    const registeredVideo = async () => {
      if (video) return video;
      const clip = makeClip(2);
      const uploaded = plain(expectOk(await send<MediaAnswer>('media', 'lecturer', clip, '第一讲 导学.mkv'), MSG.uploaded.zh));
      expect(uploaded).toMatchObject({ kind: 'video', status: STATUS.queued });
      expect(uploaded.source_path).toMatch(storedAt('uploads/media', 'mkv'));
      // The media route answers the media file's id and the upload's: registering takes the upload's.
      const media = await db().selectFrom('media_files').select(['upload_id']).where('id', '=', uploaded.id).executeTakeFirstOrThrow();
      const upload = await db().selectFrom('uploads').select(['id', 'owner_id', 'kind', 'path']).where('id', '=', uploaded.upload_id).executeTakeFirstOrThrow();
      expect(upload).toEqual({ id: media.upload_id, owner_id: await userId('lecturer'), kind: 'media', path: uploaded.source_path.slice('/files/'.length) });
      const work = expectOk(await create('lecturer', { upload_id: uploaded.upload_id }), MSG.created.zh);
      const row = await db().selectFrom('courseware').select(['upload_id', 'media_file_id', 'kind']).where('id', '=', work.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ upload_id: uploaded.upload_id, media_file_id: uploaded.id, kind: 'video' });
      video = { id: work.id, mediaFileId: uploaded.id, source: uploaded.source_path, registered: work };
      return video;
    };
    const drainPipeline = async () => {
      const pipeline = suite.server.app.services.media.pipeline!;
      let rounds = 0;
      while (await pipeline.runOnce()) rounds += 1;
      return rounds;
    };

    it('registers a video upload as queued video courseware named after the file', { timeout: 60_000 }, async () => {
      const { id, source, registered } = await registeredVideo();
      expect(registered).toEqual({
        id,
        name: '第一讲 导学',
        kind: 'video',
        suffix: 'mkv',
        size: fs.statSync(onDisk(source)).size,
        source_path: source,
        status: STATUS.queued,
        progress: 0,
        error: '',
        url: null,
        poster: null,
        duration: null,
        created_at: registered.created_at,
      });
      expect(expectOk(await list('lecturer', { keywords: '导学' })).list).toEqual([registered]);
    });

    it('refuses to open it while it is being transcoded, in zh-CN and en-US', { timeout: 60_000 }, async () => {
      const { id } = await registeredVideo();
      expectRefusal(await readWork('lecturer', id), 400, 400, MSG.transcoding.zh);
      expectRefusal(await readWork('lecturer', id, 'en-US'), 400, 400, MSG.transcoding.en);
    });

    it('lists it as status 2 with the progress while a process transcodes it, and refuses to open it', { timeout: 60_000 }, async () => {
      const { id, mediaFileId } = await registeredVideo();
      const media = () => db().updateTable('media_files').where('id', '=', mediaFileId).where('status', 'in', [STATUS.queued, STATUS.transcoding]);
      // Another process holds it (as its claim leaves the row), 40 % done.
      await media().set({ status: STATUS.transcoding, progress: 40, locked_by: 'another-process', locked_until: new Date(Date.now() + 60_000) }).execute();
      try {
        expect(expectOk(await list('lecturer', { keywords: '导学' })).list.map((w) => [w.id, w.status, w.progress, w.url])).toEqual([[id, STATUS.transcoding, 40, null]]);
        expectRefusal(await readWork('lecturer', id), 400, 400, MSG.transcoding.zh);
      } finally {
        await media().set({ status: STATUS.queued, progress: 0, locked_by: null, locked_until: null }).execute();
      }
    });

    it('opens it as the MP4 with its poster and duration once the server\'s own pipeline has transcoded it', { timeout: 180_000 }, async () => {
      const { id, mediaFileId } = await registeredVideo();
      // The demo's queued .mov and .wav are worked too.
      expect(await drainPipeline()).toBeGreaterThanOrEqual(1);
      const work = expectOk(await readPlain('lecturer', id));
      const mp4 = `/files/media/${mediaFileId}/video.mp4`;
      expect(work).toMatchObject({ id, kind: 'video', status: STATUS.ready, progress: 100, open_kind: 'video', open_url: mp4, url: mp4, poster: `/files/media/${mediaFileId}/poster.jpg`, duration: 2 });
      const played = await served(mp4);
      expect([played.status, played.type]).toEqual([200, 'video/mp4']);
      expect((await served(work.poster!)).status).toBe(200);
    });

    it('lists it ready to its owner only: another teacher\'s list has none of the lecturer\'s courseware', { timeout: 180_000 }, async () => {
      const { id } = await registeredVideo();
      await drainPipeline();
      const mine = expectOk(await list('lecturer'));
      const lecturerRows = await db().selectFrom('courseware').select('id').where('owner_id', '=', await userId('lecturer')).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      expect(mine.list.map((w) => w.id)).toEqual(lecturerRows.map((r) => r.id));
      expect(mine.total).toBe(lecturerRows.length);
      expect(mine.list.find((w) => w.id === id)).toMatchObject({ status: STATUS.ready, kind: 'video', progress: 100 });

      const theirs = expectOk(await list('examiner'));
      const examinerRows = await db().selectFrom('courseware').select('id').where('owner_id', '=', await userId('examiner')).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      expect(theirs.list.map((w) => w.id)).toEqual(examinerRows.map((r) => r.id));
      expect(theirs.list.filter((w) => lecturerRows.some((r) => r.id === w.id))).toEqual([]);
    });

    it('finds courseware by part of its name, case-insensitively, taking pattern characters literally', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'Quarterly REVIEW notes.txt');
      const work = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh);
      expect(expectOk(await list('lecturer', { keywords: 'review' })).list.map((w) => w.id)).toEqual([work.id]);
      expect(expectOk(await list('lecturer', { keywords: '%' })).total).toBe(0);
    });

    it('answers 404 when another teacher opens it, and opens it for an admin', { timeout: 180_000 }, async () => {
      const { id, mediaFileId } = await registeredVideo();
      await drainPipeline();
      expectRefusal(await readWork('examiner', id), 404, 4004, MSG.notFound.zh);
      expectRefusal(await readWork('examiner', id, 'en-US'), 404, 4004, MSG.notFound.en);
      expectRefusal(await readWork('learner', id), 404, 4004, MSG.notFound.zh);
      expectRefusal(await readWork('lecturer', 2_000_000), 404, 4004, MSG.notFound.zh);
      expect(expectOk(await readPlain('admin', id))).toMatchObject({ id, open_kind: 'video', open_url: `/files/media/${mediaFileId}/video.mp4` });
    });

    it('refuses to open it once the transcoded file is gone, and lists it as status 5', { timeout: 180_000 }, async () => {
      const { id, mediaFileId } = await registeredVideo();
      await drainPipeline();
      fs.rmSync(onDisk(`/files/media/${mediaFileId}/video.mp4`));
      expectRefusal(await readWork('lecturer', id), 400, 400, MSG.cannotPlay.zh);
      expectRefusal(await readWork('admin', id, 'en-US'), 400, 400, MSG.cannotPlay.en);
      const listed = expectOk(await list('lecturer')).list.find((w) => w.id === id);
      expect(listed).toMatchObject({ status: STATUS.missing, url: null, poster: null });
    });
  });

  describe('opening documents (readWork)', () => {
    it('opens a PDF as pdf at its own address', async () => {
      const pdf = await makePdf('Opened as it is');
      const stored = await uploadDocument('lecturer', pdf, 'open-me.pdf');
      const id = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh).id;
      const signed = expectOk(await readWork('lecturer', id));
      expect(signed.open_url).toMatch(new RegExp(`^${stored.path}${SIGNATURE.source}$`));
      // The address as it is handed out opens the file.
      expect(Buffer.from(await (await fetch(new URL(signed.open_url, suite.server.url))).arrayBuffer()).equals(pdf)).toBe(true);
      const work = plain(signed);
      expect(work).toMatchObject({ id, kind: 'document', status: STATUS.ready, open_kind: 'pdf', open_url: stored.path, url: stored.path });
      expect((await served(work.open_url)).bytes.equals(pdf)).toBe(true);
    });

    it('opens a .txt as text at its own address', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'open-me.txt');
      const id = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh).id;
      expect(expectOk(await readPlain('lecturer', id))).toMatchObject({ id, open_kind: 'text', open_url: stored.path });
      expect((await served(stored.path)).bytes.equals(TEXT)).toBe(true);
    });

    it('opens a .docx as the PDF converted once next to it', async () => {
      const stored = await uploadDocument('lecturer', makeDocx('操作规程', ['第一条']), '操作规程.docx');
      const id = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh).id;
      const calls = conversions.length;
      const first = expectOk(await readPlain('lecturer', id));
      const folder = path.posix.dirname(stored.path);
      const base = path.posix.basename(stored.path, '.docx');
      expect(first.open_kind).toBe('pdf');
      expect(first.open_url.startsWith(`${folder}/.previews/${base}-`)).toBe(true);
      expect(first.open_url).toMatch(/-[0-9a-f]{12}\.pdf$/);
      expect((await served(first.open_url)).bytes.equals(await CONVERTED)).toBe(true);
      expect(expectOk(await readPlain('lecturer', id)).open_url).toBe(first.open_url);
      expect(conversions.slice(calls)).toEqual(['document.docx']);
    });

    it('refuses to open a document whose stored file is gone, and lists it as status 5', async () => {
      const stored = await uploadDocument('lecturer', TEXT, 'vanishing.txt');
      const id = expectOk(await create('lecturer', { upload_id: stored.id }), MSG.created.zh).id;
      fs.rmSync(onDisk(stored.path));
      expectRefusal(await readWork('lecturer', id), 400, 400, MSG.cannotPlay.zh);
      expect(expectOk(await list('lecturer', { keywords: 'vanishing' })).list.map((w) => [w.id, w.status, w.url])).toEqual([[id, STATUS.missing, null]]);
    });
  });
});
