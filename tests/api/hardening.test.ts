/**
 * Hardening: the probes that once made the server fail answer 4xx in the envelope, stored
 * text comes back without markup, and a profile photo is a file the portal stored.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(databaseKinds())('hardening on %s', (kind) => {
  const suite = suiteServer(kind);
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);

  async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const response = await fetch(new URL(path, suite.server.url), { method, body: init.body, headers: { DeviceType: 'PC', ...init.headers } });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
  }

  it('refuses a zero byte with 422 naming the field, in the reader\'s language', async () => {
    const login = await raw('POST', '/api/login', { body: JSON.stringify({ account: 'a\u0000b', password: 'x' }), headers: { 'content-type': 'application/json', 'accept-language': 'en-US' } });
    expect(login).toEqual({ status: 422, body: { code: 422, msg: 'Invalid input: account contains a character that is not allowed', data: null } });
    const tk = await learner();
    for (const path of ['/api/courseSearch?keywords=%00', '/api/lecturer?keywords=%00']) {
      const answer = await raw('GET', path, { headers: { authorization: `Bearer ${tk}` } });
      expect(answer.status).toBe(422);
      expect(answer.body.msg).toBe('输入有误：keywords 含有不允许的字符');
    }
  });

  it('refuses integers an int4 column cannot hold with 422', async () => {
    const tk = await learner();
    const headers = { authorization: `Bearer ${tk}`, 'content-type': 'application/json', 'accept-language': 'en-US' };
    const cases: [string, string, string?][] = [
      ['GET', '/api/notify?page=99999999999999999999'],
      ['PUT', '/api/notify/read', '{"id":2147483648}'],
      ['PUT', '/api/notify/read', '{"id":1e20}'],
      ['PUT', '/api/notify/read', '{"id":1e308}'],
      ['GET', '/api/courseSearch?category_id=2147483648'],
      ['GET', '/api/course/getPlayToken?video_id=2147483648'],
    ];
    for (const [method, path, body] of cases) {
      const answer = await raw(method, path, { body, headers });
      expect(answer.status, `${method} ${path} ${body ?? ''}`).toBe(422);
      expect(answer.body.code).toBe(422);
      expect(answer.body.msg).toMatch(/^Invalid input: \w+ must be at most \d+$/);
    }
    // A page beyond the end is an empty page.
    const beyond = await raw('GET', '/api/notify?page=100000', { headers });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toMatchObject({ list: [], current_page: 100000 });
  });

  it('answers the framework\'s own refusals in the envelope with the mirrored code', async () => {
    const tk = await learner();
    const long = await raw('GET', `/api/courseInfo/${'1'.repeat(150)}`, { headers: { authorization: `Bearer ${tk}`, 'accept-language': 'en-US' } });
    expect(long).toEqual({ status: 414, body: { code: 414, msg: 'Invalid input: the request address is too long', data: null } });
    const malformed = await raw('POST', '/api/login', { body: '{"account":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(400);
    const wrongType = await raw('POST', '/api/login', { body: 'account=a', headers: { 'content-type': 'application/xml' } });
    expect(wrongType.body).toMatchObject({ code: 415, data: null });
    const tooLarge = await raw('POST', '/api/login', { body: `{"account":"${'x'.repeat(1_100_000)}"}`, headers: { 'content-type': 'application/json' } });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 413, data: null } });
    // Headers over Node's limit are refused by the HTTP parser, before any route: still the envelope.
    const { port } = new URL(suite.server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET /api/users HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 431, data: null });
  });

  it('stores Q&A titles, details, answers and replies as plain text', async () => {
    const tk = await learner();
    const courses = await suite.client.get<{ list: { id: number }[] }>('/api/courseSearch', { token: tk });
    const courseId = courses.body.data.list[0]!.id;
    const asked = await suite.client.post<{ id: number; title: string; content: string }>(
      '/api/courseQuesAnswer/askQuestions',
      { course_id: courseId, title: '<script>alert(1)</script>Why <b>this</b>?', content: 'a < b <img src=x onerror=alert(1)>' },
      { token: tk },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ title: 'Why this?', content: 'a < b' });
    const answered = await suite.client.post<{ id: number }>('/api/courseQuesAnswer', { question_id: asked.body.data.id, content: '<svg onload=alert(1)>ok</svg>' }, { token: tk });
    expect(answered.status).toBe(200);
    const detail = await suite.client.get<{ title: string; answers: { list: { content: string }[] } }>(`/api/courseQuesAnswer/${asked.body.data.id}`, { token: tk });
    expect(detail.body.data.title).toBe('Why this?');
    expect(detail.body.data.answers.list.map((a) => a.content)).toEqual(['ok']);
  });

  it('takes as a profile photo only a file the portal stored', async () => {
    const tk = await learner();
    const put = (photo: string, lang?: string) => suite.client.put<{ photo: string }>('/api/users', { photo }, { token: tk, lang });
    for (const outside of ['https://evil.example/a.png', 'http://evil.example/a.png', '//evil.example/a.png', '/files/../etc/passwd', '/files/uploads/missing.png']) {
      const answer = await put(outside, 'en-US');
      expect(answer.status, outside).toBe(422);
      expect(answer.body.code).toBe(422);
    }
    expect((await put('https://evil.example/a.png', 'en-US')).body.msg).toMatch(/uploaded to the portal|right format/);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'me.png');
    const upload = await fetch(new URL('/api/app/public/img/', suite.server.url), { method: 'POST', headers: { Authorization: `Bearer ${tk}`, DeviceType: 'PC' }, body: form });
    const stored = ((await upload.json()) as { data: { path: string } }).data.path;
    expect(stored).toMatch(/^\/files\//);
    const saved = await put(stored);
    expect(saved.status).toBe(200);
    expect(saved.body.data.photo).toBe(stored);
  });
});
