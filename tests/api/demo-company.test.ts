/**
 * The demo company behind the home page (server/seed/home.ts, home-history.ts): month
 * scores equal to the ledgers, learner01's study items of every type today, library files of
 * every suffix, banners pointing at real items, nothing left for the notice producer to
 * announce at the first start, the demo live classes kept around now at every start
 * (refreshDemoSchedule), and the defences of every kind and state (server/seed/defences.ts).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { DEFENCE_PLACE, DEFENCES_DEMO } from '../../server/seed/defences.js';
import { DEMO_LIVE_COURSE, refreshDemoSchedule } from '../../server/seed/home.js';
import { DEMO_LIVE_SOURCE } from '../../server/seed/live-media.js';
import { MAPS_DEMO } from '../../server/seed/maps-demo.js';
import { expectOk } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('demo company on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;

  it('keeps every month score equal to the sums of the credit ledger and the daily study time', async () => {
    const mismatches = await sql<{ month: string; user_id: number }>`
      with sums as (
        select month, user_id, sum(credits)::integer as credits, sum(seconds)::integer as seconds from (
          select substr(day, 1, 7) as month, user_id, points as credits, 0 as seconds from credit_ledger
          union all
          select substr(day, 1, 7), user_id, 0, seconds from study_time_daily
        ) t group by month, user_id
      )
      select coalesce(m.month, s.month) as month, coalesce(m.user_id, s.user_id) as user_id
      from monthly_scores m full join sums s on s.month = m.month and s.user_id = m.user_id
      where coalesce(m.credits, 0) <> coalesce(s.credits, 0) or coalesce(m.study_seconds, 0) <> coalesce(s.seconds, 0)`.execute(db());
    expect(mismatches.rows).toEqual([]);
    const months = await sql<{ n: number }>`select count(distinct substr(day, 1, 7))::integer as n from study_time_daily`.execute(db());
    expect(months.rows[0]!.n).toBeGreaterThanOrEqual(12);
    // Nobody has today's sign-in credit yet: the portal gives it at sign-in.
    const today = DateTime.now().setZone('Asia/Shanghai').toISODate()!;
    expect(await db().selectFrom('credit_ledger').select('id').where('reason', '=', 'daily_login').where('day', '=', today).execute()).toEqual([]);
  });

  it("gives learner01 study items of every type today, a punch-in today and a make-up from yesterday", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const today = DateTime.now().setZone('Asia/Shanghai');
    const day = expectOk(await suite.client.get<{ list: { type_name: string }[] }>('/api/study/day', { token, query: { date: today.toISODate()!, status: 0 } }));
    expect(new Set(day.list.map((i) => i.type_name))).toEqual(new Set(['live', 'exam', 'offline_train', 'online_train', 'map', 'defence']));
    const signs = expectOk(await suite.client.get<{ dk_list: { sign_day: string }[]; bk_list: { sign_day: string }[] }>('/api/studyMap/studySignList', { token }));
    expect(signs.dk_list.map((s) => s.sign_day)).toContain(today.toISODate());
    expect(signs.bk_list.map((s) => s.sign_day)).toContain(today.minus({ days: 1 }).toISODate());
  });

  it('has library files of every suffix and banners of every jump type pointing at real items', async () => {
    const library = await db().selectFrom('library_items').select(['id', 'suffix', 'path', 'size_bytes']).execute();
    expect(new Set(library.map((l) => l.suffix))).toEqual(new Set(['pdf', 'ppt', 'pptx', 'txt', 'doc', 'docx', 'xls', 'xlsx']));
    for (const item of library) {
      // Private: read at the address the API would sign (core/storage/file-access.ts).
      const file = await fetch(new URL(await suite.server.app.services.files.sign(item.path, 1), suite.server.url));
      expect(file.status, item.path).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(item.size_bytes);
    }
    const banners = await db().selectFrom('banners').select(['jump_type', 'jump_content', 'pc_banner_img']).orderBy('sort').execute();
    expect(banners.map((b) => b.jump_type).sort()).toEqual([1, 2, 3, 4]);
    for (const banner of banners) {
      expect((await fetch(new URL(banner.pc_banner_img, suite.server.url))).status).toBe(200);
      if (banner.jump_type === 3) expect(library.map((l) => String(l.id))).toContain(banner.jump_content);
      if (banner.jump_type === 4) expect(await db().selectFrom('news').select('id').where('id', '=', Number(banner.jump_content)).executeTakeFirst()).toBeDefined();
      if (banner.jump_type === 2) expect(banner.jump_content).toMatch(/^https:\/\//);
    }
  });

  it('writes every generated PDF in readable Chinese and English: pdftotext finds each title on every page', async () => {
    const pdfText = async (url: string) => {
      const file = await fetch(new URL(await suite.server.app.services.files.sign(url, 1), suite.server.url));
      expect(file.status, url).toBe(200);
      // pdftotext (poppler-utils) reads the PDF from stdin; pages are separated by form feeds.
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await file.arrayBuffer()) }).toString('utf8');
      return text.split('\f').filter((page) => page.trim() !== '');
    };
    const documents = await db().selectFrom('course_periods').select(['title', 'media_path', 'pages']).where('period_type', '=', 4).execute();
    const handouts = await db().selectFrom('course_datums').select(['name', 'path']).where('path', 'like', '%.pdf').execute();
    const library = await db().selectFrom('library_items').select(['name', 'path']).where('suffix', '=', 'pdf').execute();
    expect(documents.length).toBeGreaterThan(0);
    expect(handouts.length).toBeGreaterThan(0);
    expect(library.length).toBeGreaterThan(0);
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    for (const document of documents) {
      const pages = await pdfText(document.media_path!);
      expect(pages, document.media_path!).toHaveLength(document.pages!);
      pages.forEach((page, i) => {
        expect(oneLine(page), document.media_path!).toContain(`${document.title} - 第 ${i + 1} 部分`);
        expect(oneLine(page)).toContain('This demo document is generated by the portal');
        expect(page).not.toMatch(/\?{2,}|\uFFFD/);
      });
    }
    for (const handout of [...handouts.map((h) => ({ name: h.name.replace(/\.pdf$/, ''), path: h.path })), ...library]) {
      const pages = await pdfText(handout.path);
      expect(pages.length, handout.path).toBeGreaterThan(0);
      for (const page of pages) {
        expect(oneLine(page), handout.path).toContain(handout.name);
        expect(page).not.toMatch(/\?{2,}|\uFFFD/);
      }
    }
  });

  it('leaves nothing for the notice producer to announce at the first start', async () => {
    const before = await db().selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const counts = await suite.server.app.services.notify.notices.sweep(new Date());
    expect(Object.values(counts).every((n) => n === 0), JSON.stringify(counts)).toBe(true);
    const after = await db().selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('moves the demo live classes at every start: one live now, one in two days, the others ended three days ago', async () => {
    const livePeriods = () =>
      db()
        .selectFrom('course_periods as p')
        .innerJoin('courses as c', 'c.id', 'p.course_id')
        .select(['p.id', 'p.live_start', 'p.live_end', 'p.notified_at'])
        .where('c.title', '=', DEMO_LIVE_COURSE)
        .where('p.period_type', '=', 1)
        .orderBy('p.sort')
        .execute();
    const before = await livePeriods();
    const later = Date.now() + 10 * DAY;
    try {
      expect(await refreshDemoSchedule(db(), later)).toBe(before.length);
      const moved = await livePeriods();
      const offsets = moved.map((p) => [new Date(p.live_start!).getTime() - later, new Date(p.live_end!).getTime() - later]);
      expect(offsets[0]).toEqual([-HOUR / 2, 1.5 * HOUR]);
      expect(offsets[1]).toEqual([2 * DAY, 2 * DAY + 2 * HOUR]);
      for (const ended of offsets.slice(2)) expect(ended).toEqual([-3 * DAY - 2 * HOUR, -3 * DAY]);
      // No start within 15 minutes after now; only the upcoming class waits for its reminder.
      expect(offsets.every(([start]) => start! <= 0 || start! > 15 * 60_000)).toBe(true);
      expect(moved.map((p) => p.notified_at === null)).toEqual(moved.map((_, i) => i === 1));
      // A database without the demo company is left alone.
      await db().deleteFrom('site_config').where('key', '=', 'demo:company').execute();
      expect(await refreshDemoSchedule(db(), later + DAY)).toBe(0);
      expect((await livePeriods()).map((p) => new Date(p.live_start!).getTime())).toEqual(moved.map((p) => new Date(p.live_start!).getTime()));
    } finally {
      await db().insertInto('site_config').values({ key: 'demo:company', value: 'restored' }).onConflict((oc) => oc.column('key').doNothing()).execute();
      await refreshDemoSchedule(db());
    }
  });

  it('has defences of every kind and state: learner01 open, coming, on now and reviewed, emp0001 waiting for examiner01 with recordings', async () => {
    const defences = await db().selectFrom('defences').selectAll().execute();
    const defence = (title: string) => {
      const found = defences.find((d) => d.title === title);
      expect(found, title).toBeDefined();
      return found!;
    };
    const attempts = await db()
      .selectFrom('defence_attempts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('defences as d', 'd.id', 'a.defence_id')
      .select(['a.id', 'd.title', 'u.account', 'a.status', 'a.score', 'a.result', 'a.submitted_at', 'a.reviewed_by', 'a.reviewed_at'])
      .execute();
    const attemptOf = (title: string, account: string) => {
      const found = attempts.find((a) => a.title === title && a.account === account);
      expect(found, `${account}: ${title}`).toBeDefined();
      return found!;
    };
    const examiner = await db().selectFrom('users').select('id').where('account', '=', DEMO.examiner.account).executeTakeFirstOrThrow();
    const now = Date.now();
    const time = (value: Date | string | null) => new Date(value!).getTime();
    expect(defences.every((d) => d.examiner_id === examiner.id)).toBe(true);

    // Open now for learner01, not entered yet: the AI defences (English, Chinese) and the interactive one.
    for (const [title, kind, language] of [[DEFENCES_DEMO.aiEnglish, 9, 'en-US'], [DEFENCES_DEMO.aiChinese, 9, 'zh-CN'], [DEFENCES_DEMO.interactive, 8, 'zh-CN']] as const) {
      const d = defence(title);
      expect([d.kind, d.language], title).toEqual([kind, language]);
      expect(time(d.starts_at)).toBeLessThan(now);
      expect(time(d.ends_at)).toBeGreaterThan(now + DAY);
      expect(attemptOf(title, DEMO.learner.account).status).toBe(0);
    }
    const english = await db().selectFrom('defence_questions').select(['question_type', 'content', 'key_points', 'answer']).where('defence_id', '=', defence(DEFENCES_DEMO.aiEnglish).id).orderBy('sort').execute();
    expect(english.map((q) => q.question_type)).toEqual([1, 1, 3]);
    expect(english[0]!.content).toContain('Had he married a more amiable woman');
    expect(english[0]!.key_points.map((p) => p.text)).toContain('respectable');
    expect(english[2]!.answer.length).toBeGreaterThanOrEqual(2);
    // Remote: one in two days for an hour, one on now; each in a live period of its window with the demo signal.
    const remote = defence(DEFENCES_DEMO.remote);
    expect(remote.kind).toBe(7);
    expect(time(remote.starts_at) - now).toBeGreaterThan(DAY);
    expect(time(remote.ends_at) - time(remote.starts_at)).toBe(HOUR);
    const remoteNow = defence(DEFENCES_DEMO.remoteNow);
    expect(remoteNow.kind).toBe(7);
    expect(time(remoteNow.starts_at)).toBeLessThan(now);
    expect(time(remoteNow.ends_at)).toBeGreaterThan(now);
    for (const d of [remote, remoteNow]) {
      expect(attemptOf(d.title, DEMO.learner.account).status).toBe(0);
      const period = await db().selectFrom('course_periods').select(['period_type', 'live_start', 'live_end', 'media_path']).where('id', '=', d.live_period_id!).executeTakeFirstOrThrow();
      expect([period.period_type, time(period.live_start), time(period.live_end), period.media_path], d.title).toEqual([1, time(d.starts_at), time(d.ends_at), DEMO_LIVE_SOURCE]);
    }
    // The live room of the one on now can be entered by learner01 (a guest of the room's course).
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const room = expectOk(await suite.client.get<{ token: { webUrl: string } }>('/api/getLiveToken', { token, query: { id: remoteNow.id } }));
    expect(room.token.webUrl).toMatch(/^\/live-room\/\d+\?token=/);
    // Offline yesterday at a place, reviewed by examiner01 as one score.
    const offline = defence(DEFENCES_DEMO.offline);
    expect([offline.kind, offline.place]).toEqual([6, DEFENCE_PLACE]);
    expect(time(offline.ends_at)).toBeLessThan(now);
    const offlineAttempt = attemptOf(DEFENCES_DEMO.offline, DEMO.learner.account);
    expect([offlineAttempt.status, offlineAttempt.reviewed_by, Number(offlineAttempt.score)]).toEqual([3, examiner.id, 86]);
    expect(offlineAttempt.result.length).toBeGreaterThan(0);
    expect(offlineAttempt.result.length).toBeLessThanOrEqual(100);
    // learner01's reviewed interactive defence: every answer scored, the spoken ones with a remark and a recording.
    const reviewed = attemptOf(DEFENCES_DEMO.interactiveReviewed, DEMO.learner.account);
    expect([defence(DEFENCES_DEMO.interactiveReviewed).kind, reviewed.status, reviewed.reviewed_by, reviewed.result !== '']).toEqual([8, 3, examiner.id, true]);
    const reviewedAnswers = await db()
      .selectFrom('defence_answers as a')
      .innerJoin('defence_questions as q', 'q.id', 'a.question_id')
      .select(['q.question_type', 'q.score as full', 'a.score', 'a.remark', 'a.upload_id'])
      .where('a.attempt_id', '=', reviewed.id)
      .execute();
    expect(reviewedAnswers).toHaveLength(3);
    expect(reviewedAnswers.every((a) => a.score !== null && Number(a.score) <= Number(a.full))).toBe(true);
    expect(reviewedAnswers.reduce((sum, a) => sum + Number(a.score), 0)).toBe(Number(reviewed.score));
    expect(reviewedAnswers.filter((a) => a.question_type === 1).every((a) => a.remark !== '' && a.upload_id !== null)).toBe(true);

    // Every question worth something; the full score of a recorded kind is the sum of its questions.
    for (const d of defences) {
      const scores = (await db().selectFrom('defence_questions').select('score').where('defence_id', '=', d.id).execute()).map((q) => Number(q.score));
      expect(scores.every((s) => s > 0), d.title).toBe(true);
      expect(Number(d.pass_score)).toBeLessThanOrEqual(Number(d.full_score));
      if (d.kind === 8 || d.kind === 9) expect(scores.reduce((a, b) => a + b, 0), d.title).toBe(Number(d.full_score));
    }

    // examiner01's waiting list: emp0001 (first) and emp0002 submitted the English reading defence with recordings.
    expect(defence(DEFENCES_DEMO.review).kind).toBe(8);
    const submitted = attempts.filter((a) => a.title === DEFENCES_DEMO.review).sort((a, b) => time(a.submitted_at) - time(b.submitted_at));
    expect(submitted.map((a) => [a.account, a.status])).toEqual([[employee(1), 2], [employee(2), 2]]);
    const recordings = await db()
      .selectFrom('defence_answers as a')
      .innerJoin('uploads as u', 'u.id', 'a.upload_id')
      .innerJoin('defence_attempts as t', 't.id', 'a.attempt_id')
      .select(['a.recording_seconds', 'u.owner_id', 't.user_id', 'u.kind', 'u.mime', 'u.path', 'u.size'])
      .where('a.attempt_id', '=', submitted[0]!.id)
      .orderBy('a.recording_seconds')
      .execute();
    expect(recordings.map((r) => [r.recording_seconds, r.kind, r.mime, r.owner_id === r.user_id])).toEqual([[6, 'recording', 'audio/ogg', true], [7, 'recording', 'audio/ogg', true]]);
    for (const recording of recordings) {
      expect(recording.path).toMatch(/^uploads\/recordings\/\d{4}-\d{2}\/[0-9a-f-]{36}\.ogg$/);
      expect(fs.statSync(path.join(suite.server.filesDir, recording.path)).size).toBe(recording.size);
      // Private: refused at its bare address, served at the one the API signs.
      expect((await fetch(new URL(`/files/${recording.path}`, suite.server.url))).status, recording.path).toBe(403);
      const file = await fetch(new URL(await suite.server.app.services.files.sign(`/files/${recording.path}`, recording.user_id), suite.server.url));
      expect(file.status, recording.path).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('OggS');
    }

    // The fixed map's defence items name learner01's offline and interactive defences.
    const items = await db()
      .selectFrom('map_phase_items as i')
      .innerJoin('map_phases as s', 's.id', 'i.phase_id')
      .innerJoin('study_maps as m', 'm.id', 's.map_id')
      .select(['i.title', 'i.ref_id'])
      .where('m.title', '=', MAPS_DEMO.fixed)
      .where('i.item_type', '=', 4)
      .execute();
    expect(new Map(items.map((i) => [i.title, i.ref_id]))).toEqual(
      new Map([
        ['岗位技能现场答辩', offline.id],
        ['转正述职答辩', defence(DEFENCES_DEMO.interactive).id],
      ]),
    );
  });
});
