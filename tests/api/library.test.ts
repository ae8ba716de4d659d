/**
 * The library and news API over real HTTP on a fresh demo database: categories in the
 * reader's language, the document list (name search, category, paging, hidden rows), the
 * detail counting each opening once, the in-browser preview of every suffix (office files
 * converted by LibreOffice, once), the stamped download (pdftotext reads the reader's name on
 * every page), a file whose stored path has gone, and the news list and detail.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface Item {
  id: number;
  name: string;
  suffix: string;
  size: number;
  browse_number: number;
  updated_at: number;
  category_id: number | null;
  category_name: string;
}
interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');

describe.each(databaseKinds())('library and news API on %s', (kind) => {
  const suite = suiteServer(kind);
  let learner = '';
  const token = async () => (learner ||= await suite.client.login(DEMO.learner.account, DEMO.learner.password));
  const db = () => suite.server.db;
  const itemNamed = (name: string) => db().selectFrom('library_items').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const fetchFile = async (url: string, tk?: string) => {
    const response = await fetch(new URL(url, suite.server.url), { headers: tk ? { Authorization: `Bearer ${tk}`, DeviceType: 'PC' } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('names the categories in the reader\'s language', async () => {
    const zh = expectOk(await suite.client.get<{ list: { id: number; name: string }[] }>('/api/library/category', { token: await token() }));
    expect(zh.list.map((c) => c.name)).toEqual(['制度规范', '培训资料', '模板表格', '汇报材料']);
    const en = expectOk(await suite.client.get<{ list: { id: number; name: string }[] }>('/api/library/category', { token: await token(), lang: 'en-US' }), 'Success');
    expect(en.list.map((c) => c.name)).toEqual(['Policies', 'Training material', 'Templates and forms', 'Reports']);
  });

  it('lists documents newest first, finds a word inside a name, filters by category, pages, and leaves hidden ones out', async () => {
    const tk = await token();
    const all = expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { limit: 100 } }));
    expect(all.total).toBe(all.list.length);
    expect(all.list.length).toBeGreaterThanOrEqual(12);
    const times = all.list.map((i) => i.updated_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.list.map((i) => i.suffix))).toEqual(new Set(['pdf', 'ppt', 'pptx', 'txt', 'doc', 'docx', 'xls', 'xlsx']));
    for (const item of all.list) expect(item.size).toBeGreaterThan(0);

    const found = expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { keywords: ' 安全 ' } }));
    expect(found.list.map((i) => i.name)).toEqual(['信息安全培训课件']);
    expect(found.list[0]!.category_name).toBe('培训资料');
    // Pattern characters are taken literally.
    expect(expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { keywords: '%' } })).total).toBe(0);

    const categories = expectOk(await suite.client.get<{ list: { id: number; name: string }[] }>('/api/library/category', { token: tk })).list;
    const templates = categories.find((c) => c.name === '模板表格')!;
    const inTemplates = expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { category_id: templates.id, limit: 100 } }));
    expect(inTemplates.list.map((i) => i.name).sort()).toEqual(['会议纪要模板', '季度销售数据模板', '年度培训预算表', '项目周报模板'].sort());
    expect(inTemplates.list.every((i) => i.category_id === templates.id)).toBe(true);

    const page2 = expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { page: 2, limit: 5 } }));
    expect(page2.current_page).toBe(2);
    expect(page2.list.map((i) => i.id)).toEqual(all.list.slice(5, 10).map((i) => i.id));

    const hidden = await db().insertInto('library_items').values({ name: 'Hidden library sheet', suffix: 'xlsx', path: '/files/library/none.xlsx', status: 2 }).returning('id').executeTakeFirstOrThrow();
    expect(expectOk(await suite.client.get<Page<Item>>('/api/library', { token: tk, query: { keywords: 'Hidden library' } })).total).toBe(0);
    expectRefusal(await suite.client.get(`/api/library/${hidden.id}`, { token: tk }), 404, 4004, '文档不存在或已下架');
    expectRefusal(await suite.client.get(`/api/library/${hidden.id}`, { token: tk, lang: 'en-US' }), 404, 4004, 'The document does not exist or has been withdrawn');
  });

  it('refuses bad input and a caller without a session, changing nothing', async () => {
    const tk = await token();
    expect((await suite.client.get('/api/library', { token: tk, query: { limit: 0 } })).status).toBe(422);
    expect((await suite.client.get('/api/library', { token: tk, query: { keywords: 'x'.repeat(51) } })).status).toBe(422);
    expect((await suite.client.get('/api/library/0', { token: tk })).status).toBe(422);
    expect((await suite.client.get('/api/add_watermark', { token: tk, query: { id: 'abc' } })).status).toBe(422);
    const before = await itemNamed('员工手册（2026版）');
    expect((await suite.client.get(`/api/library/${before.id}`)).status).toBe(401);
    expect((await fetchFile(`/api/add_watermark?id=${before.id}`)).status).toBe(401);
    expect((await itemNamed('员工手册（2026版）')).browse_number).toBe(before.browse_number);
  });

  it('counts each opening once, also when openings arrive together', async () => {
    const tk = await token();
    const item = await itemNamed('常用快捷键速查');
    const first = expectOk(await suite.client.get<Item & { download_name: string }>(`/api/library/${item.id}`, { token: tk }));
    expect(first.browse_number).toBe(item.browse_number + 1);
    expect(first.download_name).toBe('常用快捷键速查.txt');
    await Promise.all(Array.from({ length: 8 }, () => suite.client.get(`/api/library/${item.id}`, { token: tk })));
    expect((await itemNamed('常用快捷键速查')).browse_number).toBe(item.browse_number + 9);
    // The preview is not an opening.
    expectOk(await suite.client.get(`/api/library/${item.id}/preview`, { token: tk }));
    expect((await itemNamed('常用快捷键速查')).browse_number).toBe(item.browse_number + 9);
  });

  it('previews a PDF as it is and a text file as text', async () => {
    const tk = await token();
    const pdf = await itemNamed('员工手册（2026版）');
    expect(expectOk(await suite.client.get(`/api/library/${pdf.id}/preview`, { token: tk }))).toEqual({ kind: 'pdf', url: expect.stringMatching(new RegExp(`^${pdf.path}\\?exp=\\d+&u=\\d+&sig=`)) });
    const txt = await itemNamed('常用快捷键速查');
    const preview = expectOk(await suite.client.get<{ kind: string; url: string }>(`/api/library/${txt.id}/preview`, { token: tk }));
    expect(preview).toEqual({ kind: 'text', url: expect.stringMatching(new RegExp(`^${txt.path}\\?exp=`)) });
    expect((await fetchFile(preview.url)).bytes.toString('utf8')).toMatch(/\S/);
  });

  it('converts a .pptx to a PDF once with LibreOffice; the text of the slides is in it', { timeout: 180_000 }, async () => {
    const tk = await token();
    const pptx = await itemNamed('信息安全培训课件');
    const [a, b] = await Promise.all([suite.client.get<{ kind: string; url: string }>(`/api/library/${pptx.id}/preview`, { token: tk }), suite.client.get<{ kind: string; url: string }>(`/api/library/${pptx.id}/preview`, { token: tk })]);
    const preview = expectOk(a);
    // The same file (each answer is signed afresh: compared without the signature).
    const unsigned = (p: { kind: string; url: string }) => ({ ...p, url: p.url.split('?')[0] });
    expect(unsigned(expectOk(b))).toEqual(unsigned(preview));
    expect(preview.kind).toBe('pdf');
    expect(preview.url).toMatch(/^\/files\/library\/\.previews\/.+\.pdf\?exp=\d+&u=\d+&sig=[\w-]+$/);
    const file = await fetchFile(preview.url);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file.bytes)).toContain('信息安全培训');
    // Asked again, the converted file is answered at once.
    const started = Date.now();
    expect(unsigned(expectOk(await suite.client.get<{ kind: string; url: string }>(`/api/library/${pptx.id}/preview`, { token: tk })))).toEqual(unsigned(preview));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stamps the reader\'s name, account and the time on every page of the download', async () => {
    const tk = await token();
    const pdf = await itemNamed('员工手册（2026版）');
    const file = await fetchFile(`/api/add_watermark?id=${pdf.id}`, tk);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('员工手册（2026版）.pdf');
    const pages = pdfText(file.bytes).split('\f').filter((p) => p.trim());
    const original = pdfText((await fetchFile(await suite.server.app.services.files.sign(pdf.path, 1))).bytes).split('\f').filter((p) => p.trim());
    expect(pages.length).toBe(original.length);
    for (const page of pages) {
      expect(page).toContain(`${DEMO.learner.name} (${DEMO.learner.account})`);
      expect(page).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    // A text file has no pages to stamp.
    const txt = await itemNamed('常用快捷键速查');
    const refused = await suite.client.get('/api/add_watermark', { token: tk, query: { id: txt.id } });
    expectRefusal(refused, 400, 400, '文本文档无需加水印，请直接查看');
  });

  it('says so when a document\'s stored file has gone', async () => {
    const tk = await token();
    const gone = await db().insertInto('library_items').values({ name: 'Gone handbook', suffix: 'pdf', path: '/files/library/gone.pdf', size_bytes: 10 }).returning('id').executeTakeFirstOrThrow();
    expectRefusal(await suite.client.get(`/api/library/${gone.id}/preview`, { token: tk }), 503, 503, '文档文件已不存在，无法预览');
    const outside = await db().insertInto('library_items').values({ name: 'Outside path', suffix: 'pdf', path: '/files/../../etc/passwd', size_bytes: 10 }).returning('id').executeTakeFirstOrThrow();
    expectRefusal(await suite.client.get(`/api/library/${outside.id}/preview`, { token: tk, lang: 'en-US' }), 503, 503, 'The document\'s file is gone and cannot be shown');
  });

  it('lists the news newest first with search and paging, and opens one with its rich text', async () => {
    const tk = await token();
    const all = expectOk(await suite.client.get<Page<{ id: number; title: string; cover: string; summary: string; updated_at: number }>>('/api/information', { token: tk, query: { limit: 100 } }));
    expect(all.list.length).toBeGreaterThan(3);
    const times = all.list.map((n) => n.updated_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = all.list[0]!;
    const word = first.title.slice(1, 3);
    const found = expectOk(await suite.client.get<Page<{ id: number; title: string }>>('/api/information', { token: tk, query: { keywords: word } }));
    expect(found.list.map((n) => n.id)).toContain(first.id);
    for (const n of found.list) expect(n.title).toContain(word);
    const before = await db().selectFrom('news').select('browse_number').where('id', '=', first.id).executeTakeFirstOrThrow();
    const detail = expectOk(await suite.client.get<{ content: string; browse_number: number; title: string }>(`/api/information/${first.id}`, { token: tk }));
    expect(detail.title).toBe(first.title);
    expect(detail.content).toMatch(/<p>/);
    expect(detail.browse_number).toBe(before.browse_number + 1);
    expectRefusal(await suite.client.get('/api/information/999999', { token: tk, lang: 'en-US' }), 404, 4004, 'The news item does not exist or has been withdrawn');
  });
});
