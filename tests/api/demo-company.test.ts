/**
 * The demo company behind the home page (server/seed/home.ts, home-history.ts): month
 * scores equal to the ledgers, learner01's study items of every type today, library files of
 * every suffix, banners pointing at real items, nothing left for the notice producer to
 * announce at the first start, and the demo live classes kept around now at every start
 * (refreshDemoSchedule).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEMO_LIVE_COURSE, refreshDemoSchedule } from '../../server/seed/home.js';
import { expectOk } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

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
    expect(new Set(day.list.map((i) => i.type_name))).toEqual(new Set(['live', 'exam', 'offline_train', 'online_train', 'map']));
    const signs = expectOk(await suite.client.get<{ dk_list: { sign_day: string }[]; bk_list: { sign_day: string }[] }>('/api/studyMap/studySignList', { token }));
    expect(signs.dk_list.map((s) => s.sign_day)).toContain(today.toISODate());
    expect(signs.bk_list.map((s) => s.sign_day)).toContain(today.minus({ days: 1 }).toISODate());
  });

  it('has library files of every suffix and banners of every jump type pointing at real items', async () => {
    const library = await db().selectFrom('library_items').select(['id', 'suffix', 'path', 'size_bytes']).execute();
    expect(new Set(library.map((l) => l.suffix))).toEqual(new Set(['pdf', 'ppt', 'pptx', 'txt', 'doc', 'docx', 'xls', 'xlsx']));
    for (const item of library) {
      const file = await fetch(new URL(item.path, suite.server.url));
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
      const file = await fetch(new URL(url, suite.server.url));
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
});
