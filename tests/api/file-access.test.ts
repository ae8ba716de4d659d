/**
 * The access rule of stored files (server/core/storage/file-access.ts) over real HTTP on a fresh
 * demo database: public pictures answer to anyone with public caching; every other file only at
 * the signed address an API answer hands out after the domain's check (a lesson's media, a
 * library preview, a media upload for its uploader), with private caching, ranges (206) and an
 * HLS playlist whose segments carry the signature; a missing, expired or tampered signature, a
 * guessed library original or preview, and another user's media upload are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSecret } from '../../server/core/site-secret.js';
import { FileAddresses } from '../../server/core/storage/file-access.js';
import { expectOk, expectRefusal } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

const FORBIDDEN = { zh: '文件地址无效或已过期，请重新打开页面', en: 'This file address is not valid or has expired: open the page again' };

for (const kind of databaseKinds()) {
  describe(`stored files by access rule (${kind})`, () => {
    const suite = suiteServer(kind);
    const get = (address: string, headers: Record<string, string> = {}) => fetch(new URL(address, suite.server.url), { headers });
    const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; msg: string; data: null } });
    const token = (who: keyof Pick<typeof DEMO, 'learner' | 'lecturer' | 'admin'>) => suite.client.login(DEMO[who].account, DEMO[who].password);
    const periodOf = async (title: string) => {
      const { id } = await suite.server.db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow();
      return suite.server.db.selectFrom('course_periods').select(['id', 'media_path']).where('course_id', '=', id).orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
    };
    /** A signer on the server's secret with a clock of its own. */
    const signerAt = (nowMs: () => number) => new FileAddresses(() => siteSecret(suite.server.db, 'secret:file_address'), nowMs);

    it('answers a public picture to anyone, cached publicly', async () => {
      for (const address of ['/files/avatars/u1.svg', '/files/site/logo.svg', '/files/courses/covers/c1.svg']) {
        const response = await get(address);
        expect(response.status, address).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      }
    });

    it('refuses a private file without a signature, in the envelope and the reader language', async () => {
      for (const address of ['/files/courses/media/lesson-a.mp4', '/files/courses/documents/none.pdf', '/files/live/demo/source.m3u8']) {
        expect(await refusal(await get(address)), address).toEqual({ status: 403, body: { code: 403, msg: FORBIDDEN.zh, data: null } });
      }
      expect((await refusal(await get('/files/courses/media/lesson-a.mp4', { 'Accept-Language': 'en-US' }))).body.msg).toBe(FORBIDDEN.en);
      // A session does not open a file either: the address is the key.
      expect((await get('/files/courses/media/lesson-a.mp4', { Authorization: `Bearer ${await token('admin')}` })).status).toBe(403);
    });

    it('refuses the library originals and previews by their predictable names', async () => {
      const files = fs.readdirSync(path.join(suite.server.filesDir, 'library')).filter((f) => !f.startsWith('.'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) expect((await get(`/files/library/${name}`)).status, name).toBe(403);
      fs.mkdirSync(path.join(suite.server.filesDir, 'library/.previews'), { recursive: true });
      fs.writeFileSync(path.join(suite.server.filesDir, 'library/.previews/doc2-0123456789ab.pdf'), '%PDF-1.4\n');
      expect((await get('/files/library/.previews/doc2-0123456789ab.pdf')).status).toBe(403);
    });

    it('opens a lesson video at the signed address of chapterInfo: ranges 206, private caching', async () => {
      const learner = await token('learner');
      const period = await periodOf('信息安全基础');
      const info = expectOk(await suite.client.get<{ media_url: string }>(`/api/chapterInfo/${period.id}`, { token: learner }));
      const url = new URL(info.media_url, suite.server.url);
      expect(url.pathname).toBe(period.media_path);
      expect([...url.searchParams.keys()]).toEqual(['exp', 'u', 'sig']);
      const exp = Number(url.searchParams.get('exp'));
      expect(exp - Date.now() / 1000).toBeGreaterThan(3.9 * 3600);
      const range = await get(info.media_url, { Range: 'bytes=0-99' });
      expect(range.status).toBe(206);
      expect((await range.arrayBuffer()).byteLength).toBe(100);
      expect(range.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const whole = await get(info.media_url);
      expect(whole.status).toBe(200);
      // Read to the end: a body left unread holds the connection open, and the server's close with it.
      expect((await whole.arrayBuffer()).byteLength).toBe(Number(whole.headers.get('content-length')));
    });

    it('refuses an expired or tampered signature', async () => {
      const learner = await token('learner');
      const period = await periodOf('信息安全基础');
      const good = new URL(expectOk(await suite.client.get<{ media_url: string }>(`/api/chapterInfo/${period.id}`, { token: learner })).media_url, suite.server.url);
      const variant = (change: (u: URL) => void) => {
        const copy = new URL(good);
        change(copy);
        return copy.pathname + copy.search;
      };
      const sig = good.searchParams.get('sig')!;
      const tampered = [
        variant((u) => u.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`)),
        variant((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))),
        variant((u) => u.searchParams.set('u', String(Number(u.searchParams.get('u')) + 1))),
        variant((u) => (u.pathname = '/files/courses/media/lesson-b.mp4')),
        variant((u) => u.searchParams.delete('sig')),
        variant((u) => u.searchParams.set('exp', 'soon')),
      ];
      for (const address of tampered) expect((await get(address)).status, address).toBe(403);
      const expired = await signerAt(() => Date.now() - 5 * 3600 * 1000).sign(period.media_path!, 1);
      expect(expired).toMatch(/sig=/);
      expect((await refusal(await get(expired))).status).toBe(403);
      expect((await get(good.pathname + good.search)).status).toBe(200);
    });

    it('signs a library preview for its reader', async () => {
      const learner = await token('learner');
      const { id } = await suite.server.db.selectFrom('library_items').select('id').where('suffix', '=', 'pdf').orderBy('id').executeTakeFirstOrThrow();
      const preview = expectOk(await suite.client.get<{ kind: string; url: string }>(`/api/library/${id}/preview`, { token: learner }));
      expect(preview.kind).toBe('pdf');
      expect(preview.url).toMatch(/^\/files\/library\/[^?]+\.pdf\?exp=\d+&u=\d+&sig=/);
      const file = await get(preview.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(preview.url.split('?')[0]!)).status).toBe(403);
    });

    it('answers GET media/{id} to its uploader and admins only, signed for them', async () => {
      const media = await suite.server.db.selectFrom('media_files').select(['id', 'owner_id', 'source_path']).where('owner_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      const owner = await suite.server.db.selectFrom('users').select('account').where('id', '=', media.owner_id!).executeTakeFirstOrThrow();
      expect(owner.account).toBe(DEMO.lecturer.account);
      expectRefusal(await suite.client.get(`/api/media/${media.id}`, { token: await token('learner') }), 404, 4004, /.+/);
      const mine = expectOk(await suite.client.get<{ source_path: string }>(`/api/media/${media.id}`, { token: await token('lecturer') }));
      expect(mine.source_path.startsWith(`${media.source_path}?exp=`)).toBe(true);
      expect((await get(media.source_path)).status).toBe(403);
      expect((await get(mine.source_path)).status).toBe(200);
      expectOk(await suite.client.get(`/api/media/${media.id}`, { token: await token('admin') }));
    });

    it('authorises the segments of a signed HLS playlist, and nothing without it', async () => {
      const dir = path.join(suite.server.filesDir, 'media/hls-test');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg0.ts\n#EXT-X-ENDLIST\n');
      fs.writeFileSync(path.join(dir, 'seg0.ts'), Buffer.alloc(188, 0x47));
      fs.writeFileSync(path.join(dir, 'init.mp4'), Buffer.alloc(16));
      const playlist = (await suite.server.app.services.files.sign('/files/media/hls-test/index.m3u8', 1))!;
      const answer = await get(playlist);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      const query = playlist.split('?')[1]!;
      expect(text).toContain(`seg0.ts?${query}`);
      expect(text).toContain(`URI="init.mp4?${query}"`);
      expect((await get(`/files/media/hls-test/seg0.ts?${query}`)).status).toBe(200);
      expect((await get(`/files/media/hls-test/init.mp4?${query}`)).status).toBe(200);
      expect((await get('/files/media/hls-test/seg0.ts')).status).toBe(403);
      // The folder's signature opens nothing in another folder.
      expect((await get(`/files/courses/media/lesson-a.mp4?${query}`)).status).toBe(403);
    });

    it('refuses addresses no stored file can have (400, 403, 404, 422 in the envelope), never with a file', async () => {
      for (const address of ['/files/..%2f..%2fpackage.json', '/files/avatars/%2e%2e/%2e%2e/package.json', '/files/avatars%2fu1.svg', '/files/avatars/u1.svg%00', '/files/avatars//u1.svg', '/files/%E0%A4%A', '/files/']) {
        const response = await get(address);
        expect([400, 403, 404, 422], address).toContain(response.status);
        expect(((await response.json()) as { data: unknown }).data, address).toBeNull();
      }
      expect((await get('/files/avatars/none.svg')).status).toBe(404);
    });
  });
}
