/**
 * Hardening: the probes that once made the server fail answer 4xx in the envelope, stored
 * text comes back without markup, and a profile photo is a file the portal stored.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/core/db/database.js';
import { rewindStudyClocks } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** GET with nothing but the request line and Host, as a load balancer's probe or `curl` sends it; the status and body. */
function bareGet(baseUrl: string, target: string): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      let body = text.slice(head.length + 4);
      // Chunked transfer: the chunks' sizes removed.
      if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '').replace(/\r\n$/, '');
      resolve({ status: Number(head.split(' ')[1]), type: /content-type: ([^\r\n;]+)/i.exec(head)?.[1] ?? '', body });
    });
  });
}

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

  it('sends the security headers with every answer', async () => {
    for (const path of ['/api/config/system_webConfig', '/api/no-such-route', '/files/none.png']) {
      const response = await fetch(new URL(path, suite.server.url));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
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

  it('credits study time only up to the wall-clock time since the previous record, parallel claims included', async () => {
    const db = suite.server.db;
    const account = employee(188);
    const tk = await suite.client.login(account, DEMO.employeePassword);
    const signedInAt = Date.now();
    const user = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    // An elective video course of the demo, its first video made 60 seconds long.
    const period = await db
      .selectFrom('course_periods as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .select(['p.id', 'p.course_id'])
      .where('p.period_type', '=', 2)
      .where('c.is_required', '=', 2)
      .where('c.status', '=', 1)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('course_periods').set({ media_seconds: 60 }).where('id', '=', period.id).execute();
    await suite.client.post(`/api/course/addOptional/${period.course_id}`, undefined, { token: tk });
    const studyTime = async () => ((await suite.client.get<{ current_month_study_time: number }>('/api/users', { token: tk })).body.data.current_month_study_time);
    const before = await studyTime();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => suite.client.post('/api/course/studyRecord', { period_id: period.id, position: 6 * (i + 1), study_seconds: 600 }, { token: tk })),
    );
    expect(claims.map((c) => c.status)).toEqual(Array(10).fill(200));
    const elapsed = Math.ceil((Date.now() - signedInAt) / 1000) + 1;
    const credited = (await studyTime()) - before;
    expect(credited).toBeLessThanOrEqual(Math.min(elapsed, 60));
    const progress = await db.selectFrom('period_progress').select(['study_seconds', 'completed_at']).where('user_id', '=', user.id).where('period_id', '=', period.id).executeTakeFirstOrThrow();
    expect(progress.study_seconds).toBe(credited);
    // Claimed positions up to the end complete nothing: completion follows the credited seconds.
    expect(claims.map((c) => (c.body.data as { period_completed: boolean }).period_completed)).toEqual(Array(10).fill(false));
    expect(progress.completed_at).toBeNull();
    expect(await db.selectFrom('credit_ledger').select('id').where('user_id', '=', user.id).where('reason', 'in', ['course_study', 'course_complete']).execute()).toEqual([]);
    // An hour later one claim gets its seconds, never more than the video's length.
    await rewindStudyClocks(db);
    await suite.client.post('/api/course/studyRecord', { period_id: period.id, position: 60, study_seconds: 600 }, { token: tk });
    expect((await studyTime()) - before - credited).toBe(60);
    await rewindStudyClocks(db);
    await suite.client.post('/api/course/studyRecord', { period_id: period.id, position: 60, study_seconds: 30 }, { token: tk });
    expect((await studyTime()) - before - credited).toBe(90);
  });

  it('answers a probe without any header (no Accept, no DeviceType): the app shell for pages, /healthz 200 while the database answers and 503 when not', async () => {
    const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>portal shell</title>');
    const withShell = await buildApp({ db: suite.server.db, logger: pino({ level: 'silent' }), codeSender: { send: async () => undefined }, spaDir, rateLimits: { signInPerMinute: 1, recoveryPerMinute: 1 } });
    // A database nobody answers at (nothing listens on port 1).
    const deadDb = await openDatabase({ url: 'postgres://portal@127.0.0.1:1/portal', poolSize: 1 });
    const withoutDb = await buildApp({ db: deadDb, logger: pino({ level: 'silent' }), codeSender: { send: async () => undefined } });
    try {
      const shellUrl = await withShell.listen({ host: '127.0.0.1', port: 0 });
      for (const page of ['/', '/login', '/courses/3?nav=2']) {
        expect(await bareGet(shellUrl, page), page).toEqual({ status: 200, type: 'text/html', body: '<!doctype html><title>portal shell</title>' });
      }
      // Not limited, guarded or in need of a header, however often a probe asks.
      for (let probe = 0; probe < 30; probe += 1) {
        expect(await bareGet(shellUrl, '/healthz')).toEqual({ status: 200, type: 'application/json', body: '{"status":"ok","database":"up"}' });
      }
      // The API-only server (no built SPA) answers its pages with the 404 envelope, its health the same way.
      expect((await bareGet(suite.server.url, '/')).status).toBe(404);
      expect((await bareGet(suite.server.url, '/healthz')).status).toBe(200);
      const downUrl = await withoutDb.listen({ host: '127.0.0.1', port: 0 });
      expect(await bareGet(downUrl, '/healthz')).toEqual({ status: 503, type: 'application/json', body: '{"status":"unavailable","database":"down"}' });
    } finally {
      await withShell.close();
      await withoutDb.close();
      await deadDb.destroy();
      fs.rmSync(spaDir, { recursive: true, force: true });
    }
  });

  it('limits sign-ins and verification codes per client, counted across server processes, the client read from X-Forwarded-For only from the proxy', async () => {
    // Two servers on one database (as WORKERS=2 runs them), with strict limits; requests injected with their socket address.
    const make = () =>
      buildApp({
        db: suite.server.db,
        logger: pino({ level: 'silent' }),
        codeSender: { send: async () => undefined },
        rateLimits: { signInPerMinute: 10, recoveryPerMinute: 5 },
        trustedProxies: ['10.0.0.1'],
      });
    const servers = [await make(), await make()];
    try {
      const call = (i: number, url: string, payload: unknown, remoteAddress: string, forwardedFor?: string) =>
        servers[i % 2]!.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { 'content-type': 'application/json', devicetype: 'PC', 'accept-language': 'en-US', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
          payload: JSON.stringify(payload),
        });
      const wrong = (i: number, remoteAddress: string, forwardedFor?: string) => call(i, '/api/login', { account: employee(150 + (i % 20)), password: 'Wrong@2026x' }, remoteAddress, forwardedFor);
      // 20 wrong passwords on 20 accounts from one client: the limit answers from the 11th on.
      const answers = [];
      for (let i = 0; i < 20; i += 1) answers.push(await wrong(i, '192.0.2.7'));
      expect(answers.slice(0, 10).map((a) => a.statusCode)).not.toContain(429);
      expect(answers.slice(10).map((a) => a.statusCode)).toEqual(Array(10).fill(429));
      expect(answers[10]!.json()).toEqual({ code: 429, msg: 'Too many requests, please try later', data: null });
      expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not held back, nor is the right password of another client.
      expect((await wrong(0, '192.0.2.8')).statusCode).not.toBe(429);
      // Not from the proxy: X-Forwarded-For is ignored, the socket's address is still limited.
      expect((await wrong(1, '192.0.2.7', '198.51.100.3')).statusCode).toBe(429);
      // From the proxy: each forwarded client has its own count.
      const behind = [];
      for (let i = 0; i < 11; i += 1) behind.push((await wrong(i, '10.0.0.1', '198.51.100.1')).statusCode);
      expect(behind.slice(0, 10)).not.toContain(429);
      expect(behind[10]).toBe(429);
      expect((await wrong(0, '10.0.0.1', '198.51.100.2')).statusCode).not.toBe(429);
      // Verification codes: per client, whatever the number.
      const codes = [];
      for (let i = 0; i < 6; i += 1) codes.push((await call(i, '/api/getsmscode', { mobile: `1390000${String(i).padStart(4, '0')}` }, '192.0.2.9')).statusCode);
      expect(codes.slice(0, 5)).not.toContain(429);
      expect(codes[5]).toBe(429);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
