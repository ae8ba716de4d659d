/**
 * Courses over real HTTP on a fresh demo database: catalogue, course pages, access rules
 * (disabled, expired, places, unlock order, transcoding, missing media), elective join,
 * study records (forward only, never beyond the length, no skipping in required courses,
 * completion, study time), course Q&A and lecturers.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { rewindStudyClocks } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Card {
  id: number;
  course_type: number;
  title: string;
  is_required: number;
  join_state: number | null;
  is_optional: number;
  teachers: { name: string; title: string }[];
  users: { id: number; photo: string }[];
  user_total: number;
  expired_at: number | null;
}
interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}
interface CatalogPeriod {
  id: number;
  title: string;
  period_type: number;
  locked: number;
  completed: number;
  progress: number;
  position: number;
  live_status: number | null;
}
interface Chapter {
  id: number;
  title: string;
  periods: CatalogPeriod[];
}
interface StudyRecord {
  position: number;
  furthest: number;
  length: number;
  period_completed: boolean;
  course_progress: number;
  course_completed: boolean;
}

const M = {
  disabled: { zh: '该课程已停用，请咨询管理员', en: 'This course has been disabled, please consult the administrator' },
  expired: { zh: '该课程已过期，请咨询管理员', en: 'This course has expired, please consult the administrator' },
  full: { zh: '该课程名额不足，请咨询管理员', en: 'This course has no places left, please consult the administrator' },
  notJoined: { zh: '请先加入选修后再学习', en: 'Please join this elective course before studying it' },
  unlock: { zh: '请先完成上一课时的学习', en: 'Unlock the previous lesson first' },
  transcoding: { zh: '该文件正在转码中，请稍后再试', en: 'This file is being transcoded, please try again later' },
  missing: { zh: '视频存储路径已变更，无法播放', en: 'The media file has moved and cannot be played' },
  notRecordable: { zh: '该课时不记录学习进度', en: 'This lesson does not record study progress' },
  notFound: { zh: '课程不存在', en: 'The course does not exist' },
  titleRequired: { zh: '请输入问题标题', en: 'Please enter the question title' },
};

describe.each(databaseKinds())('courses API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens: Record<string, string> = {};
  const token = async (account: string, password: string = DEMO.employeePassword) => (tokens[account] ??= await suite.client.login(account, password));
  const learner = () => token(DEMO.learner.account, DEMO.learner.password);
  const courseId = async (title: string) => (await suite.server.db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const periodsOf = async (title: string) =>
    suite.server.db
      .selectFrom('course_periods as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'p.chapter_id')
      .select(['p.id', 'p.period_type', 'p.title', 'p.media_seconds', 'p.pages'])
      .where('c.title', '=', title)
      .orderBy('ch.sort')
      .orderBy('p.sort')
      .execute();
  // Records follow one another faster than the seconds they claim: each is sent an hour after the last.
  const record = async (tk: string, period_id: number, position: number, study_seconds: number) => {
    await rewindStudyClocks(suite.server.db);
    return suite.client.post<StudyRecord>('/api/course/studyRecord', { period_id, position, study_seconds }, { token: tk });
  };

  describe('catalogue', () => {
    it('courseBasis lists the course types and categories in the caller\'s language', async () => {
      const tk = await learner();
      const zh = expectOk(await suite.client.get<{ course_types: { id: number; name: string }[]; categories: { name: string }[] }>('/api/courseBasis', { token: tk }));
      expect(zh.course_types.map((t) => t.id)).toEqual([1, 2, 3, 4, 7]);
      expect(zh.course_types[0]!.name).toBe('系列课');
      expect(zh.categories.length).toBe(6);
      const en = expectOk(await suite.client.get<typeof zh>('/api/courseBasis', { token: tk, lang: 'en-US' }), 'Success');
      expect(en.course_types.map((t) => t.name)).toEqual(['Series', 'Video', 'Audio', 'Document', 'Face-to-face']);
      expect(en.categories[0]!.name).toBe('General skills');
    });

    it('courseSearch pages the enabled courses and never lists a disabled one', async () => {
      const tk = await learner();
      const first = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk }));
      expect(first.list).toHaveLength(10);
      expect(first.current_page).toBe(1);
      expect(first.total).toBeGreaterThanOrEqual(30);
      const all = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { limit: 100 } }));
      expect(all.list).toHaveLength(all.total);
      expect(all.list.map((c) => c.title)).not.toContain('已下线课程');
      expect(new Set(all.list.map((c) => c.course_type))).toEqual(new Set([1, 2, 3, 4, 7]));
      const third = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { page: 4, limit: 10 } }));
      expect(third.current_page).toBe(4);
      expect(third.list.length).toBe(all.total - 30);
      for (const card of all.list) {
        expect(card.users.length).toBeLessThanOrEqual(3);
        expect(card.user_total).toBeGreaterThanOrEqual(card.users.length);
        expect(card.teachers.length).toBeGreaterThan(0);
      }
    });

    it('cards of courses that cannot be joined say why (expired, no places left) in the reader\'s language', async () => {
      const tk = await learner();
      const cards = async (lang: 'zh-CN' | 'en-US') =>
        new Map(expectOk(await suite.client.get<Page<Card & { join_refusal: string | null }>>('/api/courseSearch', { token: tk, query: { limit: 100 }, lang }), lang === 'en-US' ? 'Success' : '成功').list.map((c) => [c.title, c.join_refusal]));
      const zh = await cards('zh-CN');
      const en = await cards('en-US');
      expect(zh.get('2025 年度合规回顾')).toBe(M.expired.zh);
      expect(en.get('2025 年度合规回顾')).toBe(M.expired.en);
      expect(zh.get('精品小班：演讲力')).toBe(M.full.zh);
      expect(en.get('精品小班：演讲力')).toBe(M.full.en);
      // An open elective with places, and a required course (already the learner's): nothing to say.
      expect(zh.get('新任经理面授营')).toBeNull();
      expect(zh.get('信息安全基础')).toBeNull();
      // The join itself refuses with the same message.
      const full = (await suite.server.db.selectFrom('courses').select('id').where('title', '=', '精品小班：演讲力').executeTakeFirstOrThrow()).id;
      expectRefusal(await suite.client.post(`/api/course/addOptional/${full}`, undefined, { token: tk }), 403, 403, M.full.zh);
    });

    it('filters by type, category, required and keywords', async () => {
      const tk = await learner();
      const faces = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { course_type: 7, limit: 100 } }));
      expect(faces.total).toBe(4);
      expect(faces.list.every((c) => c.course_type === 7)).toBe(true);
      const required = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { is_required: 1, limit: 100 } }));
      expect(required.list.length).toBeGreaterThan(0);
      expect(required.list.every((c) => c.is_required === 1 && c.join_state === 1)).toBe(true);
      const electives = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { is_required: 2, limit: 100 } }));
      expect(electives.list.every((c) => c.is_required === 2)).toBe(true);
      // 35 catalogue courses and the learning step's guide course (server/seed/learning.ts); the defences' live room course (server/seed/defences.ts) is internal, never listed.
      expect(required.total + electives.total).toBe(36);
      const found = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { keywords: '沟通' } }));
      expect(found.list.map((c) => c.title)).toEqual(['高效沟通技巧']);
      const none = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { keywords: '100%_' } }));
      expect(none.total).toBe(0);
      const basis = expectOk(await suite.client.get<{ categories: { id: number }[] }>('/api/courseBasis', { token: tk }));
      const byCategory = expectOk(await suite.client.get<Page<Card>>('/api/courseSearch', { token: tk, query: { category_id: basis.categories[3]!.id, limit: 100 } }));
      expect(byCategory.list.map((c) => c.title)).toContain('信息安全基础');
    });

    it('refuses bad paging and filters, and callers without a token', async () => {
      const tk = await learner();
      for (const query of [{ limit: 101 }, { page: 0 }, { course_type: 9 }, { is_required: 3 }, { limit: 'x' }] as Record<string, string | number>[]) {
        expectRefusal(await suite.client.get('/api/courseSearch', { token: tk, query }), 422, 422, MSG.invalidInputPrefix.zh);
      }
      expectRefusal(await suite.client.get('/api/courseSearch'), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/courseBasis', { lang: 'en-US' }), 401, 202, MSG.tokenMissing.en);
    });
  });

  describe('course pages', () => {
    it('courseInfo answers the course with teachers, description and places', async () => {
      const tk = await learner();
      const id = await courseId('精品小班：演讲力');
      const info = expectOk(await suite.client.get<Card & { description: string; places: number; places_left: number; is_ordered: number }>(`/api/courseInfo/${id}`, { token: tk }));
      expect(info.title).toBe('精品小班：演讲力');
      expect(info.places).toBe(1);
      expect(info.places_left).toBe(0);
      expect(info.description).toContain('<p>');
      expect(info.teachers[0]!.title).not.toBe('');
    });

    it('refuses disabled, expired and unknown courses', async () => {
      const tk = await learner();
      const disabled = await courseId('已下线课程');
      const expired = await courseId('2025 年度合规回顾');
      expectRefusal(await suite.client.get(`/api/courseInfo/${disabled}`, { token: tk }), 403, 403, M.disabled.zh);
      expectRefusal(await suite.client.get(`/api/courseInfo/${disabled}`, { token: tk, lang: 'en-US' }), 403, 403, M.disabled.en);
      expectRefusal(await suite.client.get(`/api/courseInfo/${expired}`, { token: tk }), 403, 403, M.expired.zh);
      expectRefusal(await suite.client.get(`/api/course/catalogs/${expired}`, { token: tk, lang: 'en-US' }), 403, 403, M.expired.en);
      expectRefusal(await suite.client.get(`/api/course/datum/${disabled}`, { token: tk }), 403, 403, M.disabled.zh);
      expectRefusal(await suite.client.get('/api/courseInfo/999999', { token: tk }), 404, 4004, M.notFound.zh);
      expectRefusal(await suite.client.get('/api/courseInfo/abc', { token: tk }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.get(`/api/courseInfo/${expired}`), 401, 202, MSG.tokenMissing.zh);
    });

    it('catalogs lists chapters with every period type, unlock order and live states', async () => {
      const tk = await learner();
      const ordered = expectOk(await suite.client.get<Chapter[]>(`/api/course/catalogs/${await courseId('信息安全基础')}`, { token: tk }));
      const periods = ordered.flatMap((c) => c.periods);
      expect(periods.map((p) => p.period_type)).toEqual([2, 4, 3, 2, 5, 6]);
      expect(periods.map((p) => p.locked)).toEqual([0, 1, 1, 1, 1, 1]);
      const live = expectOk(await suite.client.get<Chapter[]>(`/api/course/catalogs/${await courseId('高效沟通技巧')}`, { token: tk }));
      expect(live.flatMap((c) => c.periods).filter((p) => p.period_type === 1).map((p) => p.live_status)).toEqual([1, 0, 2, 2]);
    });

    it('datum gives sizes in MB with two decimals (a small file: < 0.01); others leaves the course out', async () => {
      const tk = await learner();
      const id = await courseId('高效沟通技巧');
      const datum = expectOk(await suite.client.get<{ name: string; url: string; size: number; size_mb: string }[]>(`/api/course/datum/${id}`, { token: tk }));
      expect(datum.length).toBeGreaterThan(0);
      for (const d of datum) {
        expect(d.size).toBeGreaterThan(0);
        // Two decimals, but a file with bytes never reads 0.00.
        expect(d.size_mb).toBe(d.size >= 0.005 * 1048576 ? (d.size / 1048576).toFixed(2) : '< 0.01');
        const file = await fetch(new URL(d.url, suite.server.url));
        expect(file.status).toBe(200);
      }
      expect(datum.filter((d) => d.size_mb === '< 0.01').map((d) => d.name)).toEqual(['高效沟通技巧 - 学习提纲.txt']);
      const others = expectOk(await suite.client.get<Card[]>(`/api/courseInfo/other/${id}`, { token: tk }));
      expect(others.length).toBeGreaterThan(0);
      expect(others.length).toBeLessThanOrEqual(6);
      expect(others.map((c) => c.id)).not.toContain(id);
    });

    it('serves the media with Range requests at its signed address', async () => {
      const address = await suite.server.app.services.files.sign('/files/courses/media/lesson-a.mp4', 1);
      const response = await fetch(new URL(address, suite.server.url), { headers: { Range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      expect((await response.arrayBuffer()).byteLength).toBe(100);
    });
  });

  describe('opening periods', () => {
    it('refuses an elective not joined, a locked period, transcoding and missing media', async () => {
      const tk = await learner();
      const [livePeriod] = await periodsOf('高效沟通技巧');
      // learner01 joined this elective (the demo's live course); a colleague who has not is refused.
      expectRefusal(await suite.client.get(`/api/chapterInfo/${livePeriod!.id}`, { token: await token(employee(182)) }), 403, 403, M.notJoined.zh);
      const [first, second] = await periodsOf('信息安全基础');
      const open = expectOk(await suite.client.get<{ media_url: string; length: number; no_skipping: number; next_id: number }>(`/api/chapterInfo/${first!.id}`, { token: tk }));
      expect(open).toMatchObject({ media_url: expect.stringMatching(/^\/files\/courses\/media\/lesson-a\.mp4\?exp=\d+&u=\d+&sig=/), length: 60, no_skipping: 1, next_id: second!.id });
      expectRefusal(await suite.client.get(`/api/chapterInfo/${second!.id}`, { token: tk }), 403, 403, M.unlock.zh);
      expectRefusal(await suite.client.get(`/api/chapterInfo/${second!.id}`, { token: tk, lang: 'en-US' }), 403, 403, M.unlock.en);

      const transcoding = await courseId('云原生架构（转码中）');
      expectOk(await suite.client.post(`/api/course/addOptional/${transcoding}`, undefined, { token: tk }), '已加入选修');
      const [busy] = await periodsOf('云原生架构（转码中）');
      expectRefusal(await suite.client.get(`/api/chapterInfo/${busy!.id}`, { token: tk }), 400, 400, M.transcoding.zh);
      expectRefusal(await record(tk, busy!.id, 1, 1), 400, 400, M.transcoding.zh);

      const missing = await courseId('历史录像（文件已迁移）');
      expectOk(await suite.client.post(`/api/course/addOptional/${missing}`, undefined, { token: tk }), '已加入选修');
      const [gone] = await periodsOf('历史录像（文件已迁移）');
      expectRefusal(await suite.client.get(`/api/chapterInfo/${gone!.id}`, { token: tk, lang: 'en-US' }), 400, 400, M.missing.en);
      expectRefusal(await suite.client.get('/api/chapterInfo/999999', { token: tk }), 404, 4004, /课时不存在/);
      expectRefusal(await suite.client.get(`/api/chapterInfo/${first!.id}`), 401, 202, MSG.tokenMissing.zh);
    });

    it('refuses periods of disabled and expired courses', async () => {
      const tk = await learner();
      const [disabled] = await periodsOf('已下线课程');
      const [expired] = await periodsOf('2025 年度合规回顾');
      expectRefusal(await suite.client.get(`/api/chapterInfo/${disabled!.id}`, { token: tk }), 403, 403, M.disabled.zh);
      expectRefusal(await suite.client.get(`/api/chapterInfo/${expired!.id}`, { token: tk }), 403, 403, M.expired.zh);
      expectRefusal(await record(tk, expired!.id, 5, 5), 403, 403, M.expired.zh);
    });
  });

  describe('elective join', () => {
    it('joins once, answers again as already joined, and counts the participant', async () => {
      const tk = await token(employee(150));
      const id = await courseId('时间管理');
      const before = expectOk(await suite.client.get<Card>(`/api/courseInfo/${id}`, { token: tk }));
      expect([before.join_state, before.is_optional]).toEqual([null, 0]);
      const joined = expectOk(await suite.client.post(`/api/course/addOptional/${id}`, undefined, { token: tk }), '已加入选修');
      expect(joined).toEqual({ course_id: id, join_state: 3, is_optional: 1, added: true });
      const again = expectOk(await suite.client.post<{ added: boolean }>(`/api/course/addOptional/${id}`, undefined, { token: tk, lang: 'en-US' }), 'You have already joined this course');
      expect(again.added).toBe(false);
      const after = expectOk(await suite.client.get<Card>(`/api/courseInfo/${id}`, { token: tk }));
      expect([after.join_state, after.is_optional, after.user_total]).toEqual([3, 1, before.user_total + 1]);
      expect(after.users[0]!.id).toBe((await userByAccount(suite.server.db, employee(150))).id);
      const others = expectOk(await suite.client.get<Card[]>(`/api/courseInfo/other/${await courseId('高效沟通技巧')}`, { token: tk }));
      expect(others.find((c) => c.id === id)).toMatchObject({ join_state: 3, is_optional: 1 });
      // Another user's view is their own.
      const other = expectOk(await suite.client.get<Card>(`/api/courseInfo/${id}`, { token: await token(employee(151)) }));
      expect([other.join_state, other.is_optional]).toEqual([null, 0]);
    });

    it('refuses a full, expired or disabled course; a required course needs no join', async () => {
      const tk = await learner();
      expectRefusal(await suite.client.post(`/api/course/addOptional/${await courseId('精品小班：演讲力')}`, undefined, { token: tk }), 403, 403, M.full.zh);
      expectRefusal(await suite.client.post(`/api/course/addOptional/${await courseId('旧版产品培训')}`, undefined, { token: tk, lang: 'en-US' }), 403, 403, M.expired.en);
      expectRefusal(await suite.client.post(`/api/course/addOptional/${await courseId('已下线课程')}`, undefined, { token: tk }), 403, 403, M.disabled.zh);
      const required = expectOk(await suite.client.post(`/api/course/addOptional/${await courseId('企业文化')}`, undefined, { token: tk }), '您已加入该课程');
      expect(required).toMatchObject({ join_state: 1, added: false });
      expectRefusal(await suite.client.post('/api/course/addOptional/999999', undefined, { token: tk }), 404, 4004, M.notFound.zh);
      expectRefusal(await suite.client.post(`/api/course/addOptional/${await courseId('企业文化')}`), 401, 202, MSG.tokenMissing.zh);
    });

    it('gives the last place to one of two learners asking at once', async () => {
      const id = await courseId('新任经理面授营');
      await suite.server.db.updateTable('courses').set({ places: 1 }).where('id', '=', id).execute();
      await suite.server.db.deleteFrom('course_users').where('course_id', '=', id).execute();
      const [a, b] = await Promise.all([token(employee(160)), token(employee(161))]);
      const answers = await Promise.all([a, b].map((tk) => suite.client.post(`/api/course/addOptional/${id}`, undefined, { token: tk })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    });
  });

  describe('study records', () => {
    it('moves progress forward only, never beyond the length, and completes at the end', async () => {
      const tk = await token(employee(170));
      await suite.client.post(`/api/course/addOptional/${await courseId('前端工程化实践')}`, undefined, { token: tk });
      const [first, second] = await periodsOf('前端工程化实践');
      // An elective may seek ahead, but its furthest point (and completion) follows the seconds credited (+5).
      let r = expectOk(await record(tk, first!.id, 40, 10), '学习进度已记录');
      expect(r).toMatchObject({ position: 40, furthest: 15, length: 60, period_completed: false, course_progress: 0 });
      r = expectOk(await record(tk, first!.id, 12, 3), '学习进度已记录');
      expect(r).toMatchObject({ position: 12, furthest: 15, period_completed: false });
      const resumed = expectOk(await suite.client.get<{ position: number; furthest: number }>(`/api/chapterInfo/${first!.id}`, { token: tk }));
      expect(resumed).toMatchObject({ position: 12, furthest: 15 });
      r = expectOk(await record(tk, first!.id, 5000, 20), '学习进度已记录');
      expect(r).toMatchObject({ position: 60, furthest: 38, period_completed: false, course_progress: 0 });
      r = expectOk(await record(tk, first!.id, 60, 30), '学习进度已记录');
      expect(r).toMatchObject({ position: 60, furthest: 60, period_completed: true, course_progress: 50, course_completed: false });
      r = expectOk(await record(tk, first!.id, 2, 1), '学习进度已记录');
      expect(r).toMatchObject({ furthest: 60, period_completed: true });
      r = expectOk(await record(tk, second!.id, 45, 45), '学习进度已记录');
      expect(r).toMatchObject({ period_completed: true, course_progress: 100, course_completed: true });
      const catalog = expectOk(await suite.client.get<Chapter[]>(`/api/course/catalogs/${await courseId('前端工程化实践')}`, { token: tk }));
      expect(catalog[0]!.periods.map((p) => [p.completed, p.progress])).toEqual([
        [1, 100],
        [1, 100],
      ]);
      const card = expectOk(await suite.client.get<Card & { progress: number; completed: number }>(`/api/courseInfo/${await courseId('前端工程化实践')}`, { token: tk }));
      expect([card.progress, card.completed]).toEqual([100, 1]);
    });

    it('adds study seconds to the month study time of user info', async () => {
      const tk = await token(employee(171));
      const before = expectOk(await suite.client.get<{ current_month_study_time: number }>('/api/users', { token: tk }));
      const [first] = await periodsOf('企业文化');
      expectOk(await record(tk, first!.id, 1, 1), '学习进度已记录');
      expectOk(await record(tk, first!.id, 2, 1), '学习进度已记录');
      const after = expectOk(await suite.client.get<{ current_month_study_time: number }>('/api/users', { token: tk }));
      expect(after.current_month_study_time).toBe(before.current_month_study_time + 2);
    });

    it('counts the seconds of a record once when it failed half-way and the player sent it again', async () => {
      const db = suite.server.db;
      const tk = await token(employee(175));
      const user = await userByAccount(db, employee(175));
      const [first] = await periodsOf('企业文化');
      const before = expectOk(await suite.client.get<{ current_month_study_time: number }>('/api/users', { token: tk }));
      // The record's last write (the course progress) fails, after the period progress, the
      // day's study time and the study record were written in the same request.
      await sql`create function refuse_course_progress() returns trigger language plpgsql as $$ begin raise exception 'course progress refused'; end $$`.execute(db);
      await sql`create trigger refuse_course_progress before update on course_users for each row execute function refuse_course_progress()`.execute(db);
      try {
        const failed = await record(tk, first!.id, 7, 7);
        expect([failed.status, failed.body.code]).toEqual([500, 500]);
      } finally {
        await sql`drop trigger refuse_course_progress on course_users`.execute(db);
        await sql`drop function refuse_course_progress()`.execute(db);
      }
      expect(await db.selectFrom('period_progress').select('study_seconds').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await db.selectFrom('study_records').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expectOk(await record(tk, first!.id, 7, 7), '学习进度已记录');
      expect(await db.selectFrom('period_progress').select('study_seconds').where('user_id', '=', user.id).execute()).toEqual([{ study_seconds: 7 }]);
      const after = expectOk(await suite.client.get<{ current_month_study_time: number }>('/api/users', { token: tk }));
      expect(after.current_month_study_time).toBe(before.current_month_study_time + 7);
    });

    it('does not let a learner skip ahead in a required course, and unlocks the next period in order', async () => {
      const tk = await token(employee(172));
      const [video, doc] = await periodsOf('信息安全基础');
      let r = expectOk(await record(tk, video!.id, 50, 10), '学习进度已记录');
      expect(r).toMatchObject({ position: 15, furthest: 15 });
      r = expectOk(await record(tk, video!.id, 30, 10), '学习进度已记录');
      expect(r).toMatchObject({ position: 25, furthest: 25 });
      expectRefusal(await record(tk, doc!.id, 1, 1), 403, 403, M.unlock.zh);
      for (const position of [40, 55, 60]) expectOk(await record(tk, video!.id, position, 15), '学习进度已记录');
      const opened = expectOk(await suite.client.get<{ length: number; period_type: number }>(`/api/chapterInfo/${doc!.id}`, { token: tk }));
      expect(opened.period_type).toBe(4);
      // Documents: one page further at a time in a required course.
      r = expectOk(await record(tk, doc!.id, 3, 20), '学习进度已记录');
      expect(r).toMatchObject({ position: 1, furthest: 1 });
      for (let page = 2; page <= opened.length; page += 1) r = expectOk(await record(tk, doc!.id, page, 20), '学习进度已记录');
      expect(r.period_completed).toBe(true);
      // Another learner's progress is their own.
      const others = expectOk(await suite.client.get<Chapter[]>(`/api/course/catalogs/${await courseId('信息安全基础')}`, { token: await token(employee(173)) }));
      expect(others.flatMap((c) => c.periods).map((p) => p.completed)).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('completePeriod (class tests and questionnaires) completes a period and the course', async () => {
      const tk = await token(employee(174));
      const user = await userByAccount(suite.server.db, employee(174));
      const periods = await periodsOf('新员工入职必修');
      for (const p of periods) await suite.server.app.services.courses.progress.completePeriod(user.id, p.id);
      const card = expectOk(await suite.client.get<{ progress: number; completed: number }>(`/api/courseInfo/${await courseId('新员工入职必修')}`, { token: tk }));
      expect([card.progress, card.completed]).toEqual([100, 1]);
    });

    it('refuses records of periods without progress, bad input and no token', async () => {
      const tk = await learner();
      const periods = await periodsOf('新员工入职必修');
      const test = periods.find((p) => p.period_type === 5)!;
      expectRefusal(await record(tk, test.id, 1, 1), 400, 400, M.notRecordable.zh);
      const [first] = periods;
      for (const body of [
        { period_id: first!.id, position: -1, study_seconds: 1 },
        { period_id: first!.id, position: 1, study_seconds: 601 },
        { period_id: first!.id, position: 1 },
        { period_id: 0, position: 1, study_seconds: 1 },
        { period_id: first!.id, position: 1, study_seconds: 1, user_id: 1 },
      ]) {
        expectRefusal(await suite.client.post('/api/course/studyRecord', body, { token: tk }), 422, 422, MSG.invalidInputPrefix.zh);
      }
      expectRefusal(await record(tk, 999999, 1, 1), 404, 4004, /课时不存在/);
      expectRefusal(await suite.client.post('/api/course/studyRecord', { period_id: first!.id, position: 1, study_seconds: 1 }), 401, 202, MSG.tokenMissing.zh);
    });
  });

  describe('course Q&A', () => {
    it('asks a question, lists it first, answers and replies to it', async () => {
      const tk = await learner();
      const id = await courseId('团队协作');
      const asked = expectOk(
        await suite.client.post<{ id: number; title: string; user_name: string }>('/api/courseQuesAnswer/askQuestions', { course_id: id, title: '  如何推动跨部门协作？ ', content: '细节'.repeat(500) }, { token: tk }),
        '提问成功',
      );
      expect(asked).toMatchObject({ title: '如何推动跨部门协作？', user_name: DEMO.learner.name });
      const list = expectOk(await suite.client.get<Page<{ id: number }>>(`/api/courseQuestion/${id}`, { token: tk }));
      expect(list.list[0]!.id).toBe(asked.id);
      const mine = expectOk(await suite.client.get<Page<{ id: number; course_title: string }>>('/api/courseQuesAnswer', { token: tk }));
      expect(mine.list[0]).toMatchObject({ id: asked.id, course_title: '团队协作' });
      expect(expectOk(await suite.client.get<Page<unknown>>('/api/courseQuesAnswer', { token: await token(employee(180)) })).total).toBe(0);

      const other = await token(employee(181));
      const answer = expectOk(await suite.client.post<{ id: number }>('/api/courseQuesAnswer', { question_id: asked.id, content: '先对齐目标。' }, { token: other }), '回答成功');
      const reply = expectOk(await suite.client.post<{ parent_id: number }>('/api/courseQuesAnswer', { question_id: asked.id, parent_id: answer.id, content: '谢谢！' }, { token: tk }), '回答成功');
      expect(reply.parent_id).toBe(answer.id);
      const nested = expectOk(await suite.client.post<{ id: number; parent_id: number }>('/api/courseQuesAnswer', { question_id: asked.id, parent_id: answer.id, content: '再补充' }, { token: other }), '回答成功');
      const replyToReply = expectOk(await suite.client.post<{ parent_id: number }>('/api/courseQuesAnswer', { question_id: asked.id, parent_id: nested.id, content: '好' }, { token: tk }), '回答成功');
      expect(replyToReply.parent_id).toBe(answer.id);

      const detail = expectOk(await suite.client.get<{ answer_count: number; answers: Page<{ id: number; reply_count: number }> }>(`/api/courseQuesAnswer/${asked.id}`, { token: tk }));
      expect(detail.answer_count).toBe(4);
      expect(detail.answers.list).toEqual([expect.objectContaining({ id: answer.id, reply_count: 3 })]);
      const replies = expectOk(await suite.client.get<Page<{ content: string }>>(`/api/courseQuesAnswer/reply/${answer.id}`, { token: tk }));
      expect(replies.list.map((r) => r.content)).toEqual(['谢谢！', '再补充', '好']);

      // The asker hears of the other's answer and reply, not of their own; the answer's author
      // hears of the asker's replies to it. Each notice opens the course's Q&A.
      const noticesOf = async (account: string, key: string) => {
        const user = await userByAccount(suite.server.db, account);
        return suite.server.db.selectFrom('notifications').select(['notify_type', 'type', 'target_id', 'params']).where('user_id', '=', user.id).where('message_key', '=', key).execute();
      };
      const answerer = await userByAccount(suite.server.db, employee(181));
      const toAsker = await noticesOf(DEMO.learner.account, 'notifyInteraction');
      expect(toAsker.filter((n) => n.target_id === id)).toHaveLength(2);
      expect(toAsker.find((n) => n.target_id === id)).toMatchObject({ notify_type: 2, type: 0 });
      expect(JSON.parse(toAsker.find((n) => n.target_id === id)!.params)).toEqual({ name: answerer.name, title: '团队协作' });
      const toAnswerer = await noticesOf(employee(181), 'notifyAnswerReply');
      expect(toAnswerer.filter((n) => n.target_id === id)).toHaveLength(2);
      expect(await noticesOf(employee(181), 'notifyInteraction')).toEqual([]);
      const inEnglish = expectOk(await suite.client.get<{ list: { content: string }[] }>('/api/notify', { token: other, lang: 'en-US', query: { notify_type: '2' } }), 'Success');
      expect(inEnglish.list[0]!.content).toBe(`${DEMO.learner.name} replied to your answer in the Q&A of "团队协作".`);
    });

    it('validates the title (required, at most 100) and the detail (at most 1000)', async () => {
      const tk = await learner();
      const id = await courseId('团队协作');
      const ask = (body: Record<string, unknown>, lang?: string) => suite.client.post('/api/courseQuesAnswer/askQuestions', { course_id: id, ...body }, { token: tk, lang });
      expectRefusal(await ask({ title: '   ' }), 422, 422, M.titleRequired.zh);
      expectRefusal(await ask({ title: '' }, 'en-US'), 422, 422, M.titleRequired.en);
      expectRefusal(await ask({ title: '问'.repeat(101) }), 422, 422, '问题标题最多 100 个字');
      expectOk(await ask({ title: '问'.repeat(100) }), '提问成功');
      expectRefusal(await ask({ title: '标题', content: '字'.repeat(1001) }), 422, 422, '内容最多 1000 个字');
      expectRefusal(await ask({ title: '标题', course_id: 999999 }), 404, 4004, M.notFound.zh);
      expectRefusal(await ask({ title: '标题', course_id: await courseId('已下线课程') }), 403, 403, M.disabled.zh);
      expectRefusal(await suite.client.post('/api/courseQuesAnswer', { question_id: 999999, content: 'x' }, { token: tk }), 404, 4004, /问题不存在/);
      expectRefusal(await suite.client.post('/api/courseQuesAnswer', { question_id: 1, content: '  ' }, { token: tk }), 422, 422, /请输入回答内容/);
      expectRefusal(await suite.client.get('/api/courseQuesAnswer/reply/999999', { token: tk }), 404, 4004, /回答不存在/);
      expectRefusal(await suite.client.post('/api/courseQuesAnswer/askQuestions', { course_id: id, title: 'x' }), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/courseQuesAnswer'), 401, 202, MSG.tokenMissing.zh);
    });

    it('seeded threads exist with answers and replies', async () => {
      const tk = await learner();
      const seeded = expectOk(await suite.client.get<Page<{ answer_count: number }>>(`/api/courseQuestion/${await courseId('高效沟通技巧')}`, { token: tk }));
      expect(seeded.total).toBeGreaterThan(0);
      expect(seeded.list.every((q) => q.answer_count === 2)).toBe(true);
    });
  });

  describe('lecturers', () => {
    it('lists lecturers with photos and course counts, pages and searches them', async () => {
      const tk = await learner();
      const all = expectOk(await suite.client.get<Page<{ id: number; name: string; photo: string; title: string; course_count: number }>>('/api/lecturer', { token: tk }));
      expect(all.total).toBe(7);
      expect(all.list[0]).toMatchObject({ name: DEMO.lecturer.name, title: '高级内训讲师' });
      expect(all.list.every((l) => l.photo.startsWith('/files/') && l.course_count > 0)).toBe(true);
      const paged = expectOk(await suite.client.get<Page<unknown>>('/api/lecturer', { token: tk, query: { page: 2, limit: 5 } }));
      expect([paged.list.length, paged.current_page]).toEqual([2, 2]);
      const found = expectOk(await suite.client.get<Page<{ name: string }>>('/api/lecturer', { token: tk, query: { keywords: '赵' } }));
      expect(found.list.map((l) => l.name)).toEqual(['赵磊']);
    });

    it('shows a lecturer with their online courses and offline trainings', async () => {
      const tk = await learner();
      const lecturer = await userByAccount(suite.server.db, DEMO.lecturer.account);
      const detail = expectOk(await suite.client.get<{ id: number; intro: string; course_count: number }>(`/api/lecturer/${lecturer.id}`, { token: tk }));
      expect(detail.intro).not.toBe('');
      const courses = expectOk(await suite.client.get<Page<Card>>(`/api/lecturer/course/${lecturer.id}`, { token: tk, query: { limit: 100 } }));
      expect(courses.list.every((c) => c.course_type !== 7 && c.teachers.some((t) => t.name === DEMO.lecturer.name))).toBe(true);
      expect(courses.total).toBeLessThanOrEqual(detail.course_count);
      // The face-to-face list reads the trainings of "my training": published ones the lecturer gives.
      type LecturerTraining = { id: number; name: string; teacher: string; status: number; is_invited: number; is_apply: number; register_state: number; places_left: number | null };
      const trainings = expectOk(await suite.client.get<Page<LecturerTraining>>(`/api/lecturer/TrainOffline/${lecturer.id}`, { token: tk, query: { limit: 100 } }));
      const given = await suite.server.db.selectFrom('trainings').select(['id', 'name']).where('lecturer_id', '=', lecturer.id).where('publish_status', '=', 1).orderBy('start_time', 'desc').orderBy('id', 'desc').execute();
      expect(given.length).toBeGreaterThan(0);
      expect(trainings.total).toBe(given.length);
      expect(trainings.list.map((t) => t.id)).toEqual(given.map((g) => g.id));
      expect(trainings.list.every((t) => t.teacher === DEMO.lecturer.name)).toBe(true);
      // learner01's own trainings carry the same registration as in my training.
      const mine = expectOk(await suite.client.get<Page<LecturerTraining>>('/api/trainOffline', { token: tk, query: { limit: 100 } }));
      for (const card of trainings.list.filter((t) => t.is_invited === 1)) {
        const own = mine.list.find((m) => m.id === card.id)!;
        expect(own).toBeDefined();
        expect([card.status, card.is_apply, card.register_state, card.places_left]).toEqual([own.status, own.is_apply, own.register_state, own.places_left]);
      }
      const paged = expectOk(await suite.client.get<Page<LecturerTraining>>(`/api/lecturer/TrainOffline/${lecturer.id}`, { token: tk, query: { page: 1, limit: 1 } }));
      expect([paged.list.length, paged.total]).toEqual([1, given.length]);
      expectRefusal(await suite.client.get(`/api/lecturer/TrainOffline/999999`, { token: tk }), 404, 4004, /讲师不存在/);
      expectRefusal(await suite.client.get(`/api/lecturer/${(await userByAccount(suite.server.db, DEMO.learner.account)).id}`, { token: tk }), 404, 4004, /讲师不存在/);
      expectRefusal(await suite.client.get(`/api/lecturer/course/999999`, { token: tk }), 404, 4004, /讲师不存在/);
      expectRefusal(await suite.client.get('/api/lecturer'), 401, 202, MSG.tokenMissing.zh);
    });
  });
});
