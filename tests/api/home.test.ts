/**
 * The home API over real HTTP on a fresh demo database: the pcHome bundle, personal stats,
 * the month rankings (order, ties, department, at most 10), library and news, the
 * study-record feed (paging, who else studied it), and the bookkeeping behind them:
 * monthly_scores kept in step with credits and study time, study_records written by
 * course study and exam submits. Every test makes the rows it asserts on, so it does not
 * depend on the demo company's numbers.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RecordType, StudyRecordsRepo, TaskType } from '../../server/modules/study-records/study-records-repo.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { rewindStudyClocks } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface StudyCard {
  id: number;
  course_basis_id: number;
  course_type: number;
  title: string;
  cover: string;
  course_cover: string;
  progress: number;
  last_study_time: number | null;
}
interface PcHome {
  user_info: Record<string, unknown>;
  banner_data: { id: number; pc_banner_img: string; jump_type: number; jump_content: string; title: string }[];
  course_study: StudyCard[];
  last_study: StudyCard | null;
  exam_data: { id: number; title: string; exam_type: number; exam_start: number; exam_end: number; exam_long: number; pass_score: number }[];
  newestUserScores: { list: { id: number; user_id: number; name: string; photo: string; points: number; reason: string; created_at: number }[] };
  lecturer_data: { id: number; name: string; photo: string; title: string }[];
  newestInformation: { id: number; title: string; updated_at: number }[];
}
interface Stats {
  current_month_integral: number;
  current_month_department_score_rank: number;
  current_month_study_time: number;
  current_month_department_study_rank: number;
  total_integral: number;
  total_study_time: number;
  course_count: number;
  completed_course_count: number;
}
interface RankRow {
  rowno: number;
  user_id: number;
  name: string;
  photo: string;
  department_name: string;
  score: number;
  watch_time: number;
}
interface Trend {
  id: number;
  type: number;
  task_type: number;
  target_id: number;
  user_name: string;
  user_photo: string;
  last_study_time: number;
  course_title: string | null;
  course_cover: string | null;
  course_type: number | null;
  task_name: string | null;
  task_img: string | null;
  map_title: string | null;
  map_cover: string | null;
  study_users: { list: { photo: string }[]; total: number };
}
interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}

const HOME_ROUTES = ['/api/pcHome', '/api/home/user/stats', '/api/home/rank/top10/score', '/api/home/rank/top10/study', '/api/home/info', '/api/home/study/trends'];
const DAY = 86_400_000;
const ELECTIVE_JOINED = '已加入选修';
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(databaseKinds())('home API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens: Record<string, string> = {};
  const token = async (account: string, password: string = DEMO.employeePassword) => (tokens[account] ??= await suite.client.login(account, password));
  const db = () => suite.server.db;
  const month = () => suite.server.app.services.calendar.month();
  const firstPeriod = async (title: string) =>
    db()
      .selectFrom('course_periods as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'p.chapter_id')
      .select(['p.id', 'p.course_id'])
      .where('c.title', '=', title)
      .orderBy('ch.sort')
      .orderBy('p.sort')
      .executeTakeFirstOrThrow();
  /**
   * An elective course of this test's own with one video lesson (the media of a demo
   * lesson), so its enrolments and progress are only what the test makes.
   */
  const makeCourse = async (title: string) => {
    const media = await db()
      .selectFrom('course_periods as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .select(['p.media_path', 'p.media_seconds'])
      .where('c.title', '=', '前端工程化实践')
      .where('p.period_type', '=', 2)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const course = await db().insertInto('courses').values({ title, course_type: 2, cover: '/files/covers/home-test.svg' }).returning('id').executeTakeFirstOrThrow();
    const chapter = await db().insertInto('course_chapters').values({ course_id: course.id, title: 'Chapter 1' }).returning('id').executeTakeFirstOrThrow();
    const period = await db()
      .insertInto('course_periods')
      .values({ course_id: course.id, chapter_id: chapter.id, title: 'Lesson 1', period_type: 2, media_path: media.media_path, media_seconds: media.media_seconds })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: course.id, periodId: period.id };
  };
  /** An open official exam of this test's own with one question, closing in `minutes`. */
  const makeExam = async (title: string, minutes: number) => {
    const now = Date.now();
    const exam = await db()
      .insertInto('exams')
      .values({ title, exam_type: 2, source: 2, exam_start: new Date(now - DAY), exam_end: new Date(now + minutes * 60_000), exam_long: 10, pass_score: 0, published_at: new Date(now - DAY) })
      .returning(['id', 'exam_start', 'exam_end'])
      .executeTakeFirstOrThrow();
    const question = await db().selectFrom('questions').select('id').where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await db().insertInto('exam_questions').values({ exam_id: exam.id, question_id: question.id, sort: 0, score: 10 }).execute();
    return exam;
  };
  const join = async (tk: string, id: number) => expectOk(await suite.client.post(`/api/course/addOptional/${id}`, undefined, { token: tk }), ELECTIVE_JOINED);
  // Records follow one another faster than the seconds they claim: each is sent an hour after the last.
  const record = async (tk: string, periodId: number, position: number, seconds: number) => {
    await rewindStudyClocks(db());
    return suite.client.post('/api/course/studyRecord', { period_id: periodId, position, study_seconds: seconds }, { token: tk });
  };
  const monthRow = (userId: number) =>
    db().selectFrom('monthly_scores').select(['credits', 'study_seconds']).where('month', '=', month()).where('user_id', '=', userId).executeTakeFirst();
  /** Sets a user's figures of this month directly (the ranking tests need known values). */
  const setMonth = async (userId: number, credits: number, studySeconds: number) => {
    await sql`
      insert into monthly_scores (month, user_id, credits, study_seconds) values (${month()}, ${userId}, ${credits}, ${studySeconds})
      on conflict (month, user_id) do update set credits = excluded.credits, study_seconds = excluded.study_seconds`.execute(db());
  };
  const usersOf = (accounts: string[]) =>
    db().selectFrom('users').select(['id', 'account', 'name', 'photo', 'department_id']).where('account', 'in', accounts).orderBy('id').execute();

  describe('GET /api/pcHome', () => {
    it('answers every part with the spec field names; user_info is the user-info answer', async () => {
      const tk = await token(DEMO.learner.account, DEMO.learner.password);
      const home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(Object.keys(home).sort()).toEqual(
        ['banner_data', 'course_study', 'exam_data', 'last_study', 'lecturer_data', 'newestInformation', 'newestUserScores', 'user_info'].sort(),
      );
      expect(home.user_info).toEqual(expectOk(await suite.client.get('/api/users', { token: tk })));
      expect(home.course_study.length).toBeLessThanOrEqual(4);
      expect(home.exam_data.length).toBeLessThanOrEqual(4);
      expect(home.newestUserScores.list.length).toBeLessThanOrEqual(10);
      expect(home.newestInformation.length).toBeLessThanOrEqual(6);
      expect(home.lecturer_data.length).toBeLessThanOrEqual(8);
      expect(home.lecturer_data[0]).toEqual({ id: expect.any(Number), name: '王芳', photo: expect.stringMatching(/^\/files\//), title: '高级内训讲师' });
      for (const card of home.course_study) {
        expect(Object.keys(card).sort()).toEqual(['course_basis_id', 'course_cover', 'course_type', 'cover', 'id', 'last_study_time', 'progress', 'title']);
      }
    });

    it('lists enabled banners first by sort, with their jump', async () => {
      const [shown, hidden] = await db()
        .insertInto('banners')
        .values([
          { pc_banner_img: '/files/banners/home-test.png', title: 'Home test banner', jump_type: 2, jump_content: 'https://example.com/', sort: -1000 },
          { pc_banner_img: '/files/banners/hidden.png', title: 'Hidden banner', jump_type: 1, sort: -2000, status: 2 },
        ])
        .returning('id')
        .execute();
      const home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: await token(employee(100)) }));
      expect(home.banner_data[0]).toEqual({ id: shown!.id, pc_banner_img: '/files/banners/home-test.png', jump_type: 2, jump_content: 'https://example.com/', title: 'Home test banner' });
      expect(home.banner_data.map((b) => b.id)).not.toContain(hidden!.id);
    });

    it('shows the started, unfinished courses most recent first and the last studied course', async () => {
      const tk = await token(employee(101));
      const user = await userByAccount(db(), employee(101));
      // Whatever the demo company studied for this employee, start from nothing studied.
      await db().updateTable('course_users').set({ last_study_time: null }).where('user_id', '=', user.id).execute();
      const before = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(before.course_study).toEqual([]);
      expect(before.last_study).toBeNull();

      const culture = await makeCourse('Home course A');
      const privacy = await makeCourse('Home course B');
      await join(tk, culture.id);
      await join(tk, privacy.id);
      expectOk(await record(tk, culture.periodId, 1, 1), '学习进度已记录');
      // Back-date the first, so the two last study times differ.
      await db()
        .updateTable('course_users')
        .set({ last_study_time: new Date(Date.now() - 60_000) })
        .where('user_id', '=', user.id)
        .where('course_id', '=', culture.id)
        .execute();
      expectOk(await record(tk, privacy.periodId, 2, 2), '学习进度已记录');
      let home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(home.course_study.map((c) => c.title)).toEqual(['Home course B', 'Home course A']);
      expect(home.course_study[0]).toEqual({
        id: privacy.id,
        course_basis_id: privacy.id,
        course_type: 2,
        title: 'Home course B',
        cover: '/files/covers/home-test.svg',
        course_cover: '/files/covers/home-test.svg',
        progress: 0,
        last_study_time: expect.any(Number),
      });
      expect(Math.abs(home.course_study[0]!.last_study_time! - unix(new Date()))).toBeLessThan(60);
      expect(home.last_study).toEqual(home.course_study[0]);

      // A completed course leaves course_study but stays the last studied one.
      await db().updateTable('course_users').set({ completed_at: new Date(), progress: 100 }).where('user_id', '=', user.id).where('course_id', '=', privacy.id).execute();
      home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(home.course_study.map((c) => c.title)).toEqual(['Home course A']);
      expect(home.last_study).toMatchObject({ id: privacy.id, progress: 100 });
    });

    it('lists open exams the caller has not taken, closing soonest first; a submitted one leaves', async () => {
      const tk = await token(employee(102));
      const now = Date.now();
      const exams = await db()
        .insertInto('exams')
        .values([
          { title: 'Home exam closing soon', exam_type: 2, source: 2, exam_start: new Date(now - DAY), exam_end: new Date(now + 600_000), exam_long: 10, pass_score: 0, published_at: new Date(now - DAY) },
          { title: 'Home exam not open yet', exam_type: 2, source: 2, exam_start: new Date(now + 600_000), exam_end: new Date(now + 1_800_000), exam_long: 10, pass_score: 0, published_at: new Date(now - DAY) },
          { title: 'Home class test', exam_type: 14, source: 14, exam_start: new Date(now - DAY), exam_end: new Date(now + 1_800_000), exam_long: 10, pass_score: 0, published_at: new Date(now - DAY) },
        ])
        .returning(['id', 'exam_start', 'exam_end'])
        .execute();
      const [soon, notOpen, classTest] = exams;
      const question = await db().selectFrom('questions').select('id').where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await db().insertInto('exam_questions').values({ exam_id: soon!.id, question_id: question.id, sort: 0, score: 10 }).execute();

      let home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      const ends = home.exam_data.map((e) => e.exam_end);
      expect(ends).toEqual([...ends].sort((x, y) => x - y));
      expect(home.exam_data.find((e) => e.id === soon!.id)).toEqual({
        id: soon!.id,
        title: 'Home exam closing soon',
        exam_type: 2,
        exam_start: unix(new Date(soon!.exam_start)),
        exam_end: unix(new Date(soon!.exam_end)),
        exam_long: 10,
        pass_score: 0,
      });
      const ids = home.exam_data.map((e) => e.id);
      expect(ids).not.toContain(notOpen!.id);
      expect(ids).not.toContain(classTest!.id);

      const attempt = expectOk(await suite.client.post<{ id: number }>(`/api/exam/${soon!.id}/start`, undefined, { token: tk }));
      home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(home.exam_data.map((e) => e.id), 'an attempt in progress is not taken yet').toContain(soon!.id);
      expectOk(await suite.client.post(`/api/examAttempt/${attempt.id}/submit`, undefined, { token: tk }), '交卷成功');
      home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(home.exam_data.map((e) => e.id)).not.toContain(soon!.id);
    });

    it('shows the newest credits of the company with the reason in the caller\'s language', async () => {
      const tk = await token(employee(103));
      const user = await userByAccount(db(), employee(103));
      expectOk(await suite.client.get('/api/incrementIntegral', { token: tk }), '每日登录积分 +2');
      const zh = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      const ledger = await db()
        .selectFrom('credit_ledger')
        .select(['id', 'created_at'])
        .where('user_id', '=', user.id)
        .where('reason', '=', 'daily_login')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(zh.newestUserScores.list[0]).toEqual({
        id: Number(ledger.id),
        user_id: user.id,
        name: user.name,
        photo: user.photo,
        points: 2,
        reason: '每日登录',
        created_at: unix(new Date(ledger.created_at)),
      });
      const en = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk, lang: 'en-US' }), 'Success');
      expect(en.newestUserScores.list[0]!.reason).toBe('Daily sign-in');
    });
  });

  describe('GET /api/home/info and newestInformation', () => {
    it('lists the 6 newest enabled library items and news', async () => {
      const later = new Date(Date.now() + DAY);
      const library = await db()
        .insertInto('library_items')
        .values([
          { name: 'Home test handbook', suffix: 'pdf', path: '/files/library/handbook.pdf', browse_number: 7, updated_at: later },
          { name: 'Home hidden sheet', suffix: 'xlsx', path: '/files/library/hidden.xlsx', status: 2, updated_at: new Date(later.getTime() + 1000) },
        ])
        .returning('id')
        .execute();
      const news = await db()
        .insertInto('news')
        .values([
          { title: 'Home test news', updated_at: later },
          { title: 'Home hidden news', status: 2, updated_at: new Date(later.getTime() + 1000) },
        ])
        .returning('id')
        .execute();
      const tk = await token(employee(104));
      const info = expectOk(await suite.client.get<{ library: { id: number }[]; information: { id: number }[] }>('/api/home/info', { token: tk }));
      expect(Object.keys(info).sort()).toEqual(['information', 'library']);
      expect(info.library.length).toBeLessThanOrEqual(6);
      expect(info.information.length).toBeLessThanOrEqual(6);
      expect(info.library[0]).toEqual({ id: library[0]!.id, name: 'Home test handbook', browse_number: 7, suffix: 'pdf' });
      expect(info.information[0]).toEqual({ id: news[0]!.id, title: 'Home test news', updated_at: unix(later) });
      expect(info.library.map((l) => l.id)).not.toContain(library[1]!.id);
      expect(info.information.map((n) => n.id)).not.toContain(news[1]!.id);
      const home = expectOk(await suite.client.get<PcHome>('/api/pcHome', { token: tk }));
      expect(home.newestInformation).toEqual(info.information);
    });
  });

  describe('monthly_scores and GET /api/home/user/stats', () => {
    it('keeps monthly_scores in step with the daily credit and with course study seconds', async () => {
      const tk = await token(employee(105));
      const user = await userByAccount(db(), employee(105));
      const before = (await monthRow(user.id)) ?? { credits: 0, study_seconds: 0 };
      expectOk(await suite.client.get('/api/incrementIntegral', { token: tk }), '每日登录积分 +2');
      expectOk(await suite.client.get('/api/incrementIntegral', { token: tk }), '今日登录积分已领取');
      expect(await monthRow(user.id)).toEqual({ credits: before.credits + 2, study_seconds: before.study_seconds });

      const period = await firstPeriod('企业文化');
      expectOk(await record(tk, period.id, 1, 3), '学习进度已记录');
      expectOk(await record(tk, period.id, 1, 4), '学习进度已记录');
      expectOk(await record(tk, period.id, 1, 0), '学习进度已记录');
      expect(await monthRow(user.id)).toEqual({ credits: before.credits + 2, study_seconds: before.study_seconds + 7 });

      // The month row equals the ledgers' sums for the month.
      const prefix = `${month()}-%`;
      const ledger = await db().selectFrom('credit_ledger').select(sql<number>`coalesce(sum(points), 0)`.as('n')).where('user_id', '=', user.id).where('day', 'like', prefix).executeTakeFirstOrThrow();
      const daily = await db().selectFrom('study_time_daily').select(sql<number>`coalesce(sum(seconds), 0)`.as('n')).where('user_id', '=', user.id).where('day', 'like', prefix).executeTakeFirstOrThrow();
      expect(await monthRow(user.id)).toEqual({ credits: Number(ledger.n), study_seconds: Number(daily.n) });
      const info = expectOk(await suite.client.get<Stats>('/api/users', { token: tk }));
      expect([info.current_month_integral, info.current_month_study_time]).toEqual([Number(ledger.n), Number(daily.n)]);
    });

    it('answers the month figures of user info, the totals and the course counts', async () => {
      const tk = await token(employee(106));
      const user = await userByAccount(db(), employee(106));
      const before = expectOk(await suite.client.get<Stats>('/api/home/user/stats', { token: tk }));
      expectOk(await suite.client.get('/api/incrementIntegral', { token: tk }), '每日登录积分 +2');
      expectOk(await record(tk, (await firstPeriod('企业文化')).id, 1, 5), '学习进度已记录');
      // Joining a course counts it; completing it counts it as completed.
      const elective = await makeCourse('Home course C');
      await join(tk, elective.id);
      const joined = expectOk(await suite.client.get<Stats>('/api/home/user/stats', { token: tk }));
      expect([joined.course_count, joined.completed_course_count]).toEqual([before.course_count + 1, before.completed_course_count]);
      await db().updateTable('course_users').set({ completed_at: new Date() }).where('user_id', '=', user.id).where('course_id', '=', elective.id).execute();

      const stats = expectOk(await suite.client.get<Stats>('/api/home/user/stats', { token: tk }));
      expect(Object.keys(stats).sort()).toEqual(
        [
          'completed_course_count',
          'course_count',
          'current_month_department_score_rank',
          'current_month_department_study_rank',
          'current_month_integral',
          'current_month_study_time',
          'total_integral',
          'total_study_time',
        ].sort(),
      );
      const info = expectOk(await suite.client.get<Stats>('/api/users', { token: tk }));
      expect(stats).toMatchObject({
        current_month_integral: info.current_month_integral,
        current_month_department_score_rank: info.current_month_department_score_rank,
        current_month_study_time: info.current_month_study_time,
        current_month_department_study_rank: info.current_month_department_study_rank,
      });
      const credits = await db().selectFrom('credit_ledger').select(sql<number>`coalesce(sum(points), 0)`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const seconds = await db().selectFrom('study_time_daily').select(sql<number>`coalesce(sum(seconds), 0)`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(stats.total_integral).toBe(Number(credits.n));
      expect(stats.total_study_time).toBe(Number(seconds.n));
      expect(stats.total_integral).toBe(before.total_integral + 2);
      expect(stats.total_study_time).toBe(before.total_study_time + 5);
      expect([stats.course_count, stats.completed_course_count]).toEqual([before.course_count + 1, before.completed_course_count + 1]);
      const required = await db().selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).where('is_required', '=', 1).executeTakeFirstOrThrow();
      expect(stats.course_count).toBeGreaterThanOrEqual(Number(required.n) + 1);
    });
  });

  describe('GET /api/home/rank/top10/score and /study', () => {
    it('ranks this month by credits, ties by user id, at most 10, active users only', async () => {
      const people = await usersOf(Array.from({ length: 13 }, (_, i) => employee(110 + i)));
      const [a, b, c, d, disabled, ...rest] = people;
      await setMonth(a!.id, 9_000_003, 10);
      await setMonth(c!.id, 9_000_002, 30);
      await setMonth(b!.id, 9_000_002, 20);
      await setMonth(d!.id, 9_000_001, 0);
      await setMonth(disabled!.id, 9_999_999, 0);
      await db().updateTable('users').set({ status: 2 }).where('id', '=', disabled!.id).execute();
      for (const [i, p] of rest.entries()) await setMonth(p.id, 8_000_000 - i, 0);
      try {
        const tk = await token(employee(109));
        const ranking = expectOk(await suite.client.get<{ list: RankRow[] }>('/api/home/rank/top10/score', { token: tk }));
        expect(ranking.list).toHaveLength(10);
        expect(ranking.list.map((r) => r.user_id)).toEqual([a!.id, b!.id, c!.id, d!.id, ...rest.slice(0, 6).map((p) => p.id)]);
        expect(ranking.list.map((r) => r.rowno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        const department = await db().selectFrom('departments').select('name').where('id', '=', a!.department_id!).executeTakeFirstOrThrow();
        expect(ranking.list[0]).toEqual({ rowno: 1, user_id: a!.id, name: a!.name, photo: a!.photo, department_name: department.name, score: 9_000_003, watch_time: 10 });
        expect(ranking.list[2]).toMatchObject({ user_id: c!.id, score: 9_000_002, watch_time: 30 });
        // with_department 0 is the default.
        expect(expectOk(await suite.client.get<{ list: RankRow[] }>('/api/home/rank/top10/score', { token: tk, query: { with_department: 0 } }))).toEqual(ranking);
      } finally {
        await db().updateTable('users').set({ status: 1 }).where('id', '=', disabled!.id).execute();
        for (const p of people) await setMonth(p.id, 0, 0);
      }
    });

    it('ranks this month by study seconds, only people above 0, and filters the caller\'s department', async () => {
      const caller = await userByAccount(db(), employee(130));
      const colleagues = await db()
        .selectFrom('users')
        .select(['id', 'department_id'])
        .where('department_id', '=', caller.department_id)
        .where('status', '=', 1)
        .where('id', '!=', caller.id)
        .orderBy('id')
        .limit(2)
        .execute();
      const outsider = await db().selectFrom('users').select('id').where('department_id', '!=', caller.department_id!).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      expect(colleagues).toHaveLength(2);
      const [x, y] = colleagues;
      await setMonth(outsider.id, 5, 99_000_000);
      await setMonth(y!.id, 0, 98_000_000);
      await setMonth(x!.id, 7, 98_000_000);
      await setMonth(caller.id, 1, 97_000_000);
      try {
        const tk = await token(employee(130));
        const all = expectOk(await suite.client.get<{ list: RankRow[] }>('/api/home/rank/top10/study', { token: tk }));
        expect(all.list.slice(0, 4).map((r) => [r.user_id, r.watch_time, r.score])).toEqual([
          [outsider.id, 99_000_000, 5],
          [x!.id, 98_000_000, 7],
          [y!.id, 98_000_000, 0],
          [caller.id, 97_000_000, 1],
        ]);
        expect(all.list.every((r) => r.watch_time > 0)).toBe(true);

        const mine = expectOk(await suite.client.get<{ list: RankRow[] }>('/api/home/rank/top10/study', { token: tk, query: { with_department: 1 } }));
        expect(mine.list.slice(0, 3).map((r) => [r.rowno, r.user_id])).toEqual([
          [1, x!.id],
          [2, y!.id],
          [3, caller.id],
        ]);
        const department = await db().selectFrom('users').select('id').where('department_id', '=', caller.department_id).execute();
        const inDepartment = new Set(department.map((u) => u.id));
        expect(mine.list.every((r) => inDepartment.has(r.user_id))).toBe(true);
        expect(new Set(mine.list.map((r) => r.department_name)).size).toBe(1);

        // Credits of the department: y has none this month and is left out.
        const scores = expectOk(await suite.client.get<{ list: RankRow[] }>('/api/home/rank/top10/score', { token: tk, query: { with_department: 1 } }));
        expect(scores.list.map((r) => r.user_id)).not.toContain(y!.id);
        expect(scores.list.every((r) => inDepartment.has(r.user_id) && r.score > 0)).toBe(true);
        // The department ranks of the stats agree.
        const stats = expectOk(await suite.client.get<Stats>('/api/home/user/stats', { token: tk }));
        expect(stats.current_month_department_study_rank).toBe(3);
      } finally {
        for (const id of [outsider.id, x!.id, y!.id, caller.id]) await setMonth(id, 0, 0);
      }
    });

    it('answers an empty department ranking, and first places, to a caller without a department', async () => {
      const user = await userByAccount(db(), employee(132));
      await db().updateTable('users').set({ department_id: null }).where('id', '=', user.id).execute();
      try {
        const tk = await token(employee(132));
        expect(expectOk(await suite.client.get('/api/home/rank/top10/score', { token: tk, query: { with_department: 1 } }))).toEqual({ list: [] });
        expect(expectOk(await suite.client.get('/api/home/rank/top10/study', { token: tk, query: { with_department: 1 } }))).toEqual({ list: [] });
        const stats = expectOk(await suite.client.get<Stats>('/api/home/user/stats', { token: tk }));
        expect([stats.current_month_department_score_rank, stats.current_month_department_study_rank]).toEqual([1, 1]);
      } finally {
        await db().updateTable('users').set({ department_id: user.department_id }).where('id', '=', user.id).execute();
      }
    });

    it('refuses a bad with_department', async () => {
      const tk = await token(employee(131));
      expectRefusal(await suite.client.get('/api/home/rank/top10/score', { token: tk, query: { with_department: 2 } }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.get('/api/home/rank/top10/study', { token: tk, query: { with_department: 'x' } }), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  describe('study records and GET /api/home/study/trends', () => {
    it('course study and exam submits write the study records', async () => {
      const tk = await token(employee(140));
      const user = await userByAccount(db(), employee(140));
      const course = await makeCourse('Home course D');
      const exam = await makeExam('Home exam studied', 60);
      const recordsOf = () =>
        db()
          .selectFrom('study_records')
          .select(['record_type', 'task_type', 'target_id', 'last_study_time'])
          .where('user_id', '=', user.id)
          .where((eb) => eb.or([eb.and([eb('record_type', '=', 1), eb('target_id', '=', course.id)]), eb.and([eb('record_type', '=', 2), eb('target_id', '=', exam.id)])]))
          .orderBy('record_type')
          .execute();
      await join(tk, course.id);
      expect(await recordsOf(), 'joining is not studying yet').toEqual([]);
      expectOk(await record(tk, course.periodId, 1, 1), '学习进度已记录');
      const first = await recordsOf();
      expect(first).toEqual([{ record_type: 1, task_type: 0, target_id: course.id, last_study_time: expect.any(Date) }]);
      // A later record moves the same row.
      await db().updateTable('study_records').set({ last_study_time: new Date(Date.now() - DAY) }).where('user_id', '=', user.id).where('target_id', '=', course.id).execute();
      expectOk(await record(tk, course.periodId, 1, 1), '学习进度已记录');
      const moved = await recordsOf();
      expect(moved).toHaveLength(1);
      expect(Date.now() - new Date(moved[0]!.last_study_time).getTime()).toBeLessThan(60_000);

      const attempt = expectOk(await suite.client.post<{ id: number }>(`/api/exam/${exam.id}/start`, undefined, { token: tk }));
      expect(await recordsOf(), 'starting is not studying yet').toHaveLength(1);
      expectOk(await suite.client.post(`/api/examAttempt/${attempt.id}/submit`, undefined, { token: tk }), '交卷成功');
      expect((await recordsOf()).map((r) => [r.record_type, r.task_type, r.target_id])).toEqual([
        [1, 0, course.id],
        [2, 1, exam.id],
      ]);
    });

    it('pages the feed newest first with who else studied the same thing', async () => {
      const people = await usersOf(Array.from({ length: 6 }, (_, i) => employee(150 + i)));
      const course = await db().insertInto('courses').values({ title: 'Home feed course', course_type: 2, cover: '/files/covers/feed.svg' }).returning('id').executeTakeFirstOrThrow();
      const task = await db()
        .insertInto('tasks')
        .values({ kind: 1, name: 'Home feed task', img: '/files/tasks/feed.png', start_time: new Date(Date.now() - DAY), end_time: new Date(Date.now() + DAY) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const map = await db().insertInto('study_maps').values({ title: 'Home feed map', cover: '/files/maps/feed.png', study_type: 1 }).returning('id').executeTakeFirstOrThrow();
      const exam = await db().selectFrom('exams').select(['id', 'title']).where('title', '=', '信息安全知识测验').executeTakeFirstOrThrow();
      // In the future, so they head the feed whatever else it holds: people[i] studied the course at base + i minutes.
      const base = Date.now() + 365 * DAY;
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      await db()
        .insertInto('study_records')
        .values([
          ...people.slice(0, 5).map((p, i) => ({ user_id: p.id, record_type: 1, task_type: 0, target_id: course.id, last_study_time: at(i) })),
          { user_id: people[5]!.id, record_type: 2, task_type: 2, target_id: task.id, last_study_time: at(10) },
          { user_id: people[5]!.id, record_type: 3, task_type: 0, target_id: map.id, last_study_time: at(11) },
          { user_id: people[5]!.id, record_type: 2, task_type: 1, target_id: exam.id, last_study_time: at(12) },
        ])
        .execute();

      const tk = await token(employee(149));
      const total = Number((await db().selectFrom('study_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const first = expectOk(await suite.client.get<Page<Trend>>('/api/home/study/trends', { token: tk, query: { limit: 4 } }));
      expect(first.total).toBe(total);
      expect(first.current_page).toBe(1);
      expect(first.list).toHaveLength(4);
      const [examRow, mapRow, taskRow, newestCourse] = first.list;
      expect(Object.keys(examRow!).sort()).toEqual(
        [
          'course_cover',
          'course_title',
          'course_type',
          'id',
          'last_study_time',
          'map_cover',
          'map_title',
          'study_users',
          'target_id',
          'task_img',
          'task_name',
          'task_type',
          'type',
          'user_name',
          'user_photo',
        ].sort(),
      );
      const nothing = { course_title: null, course_cover: null, course_type: null, task_name: null, task_img: null, map_title: null, map_cover: null };
      const p5 = { user_name: people[5]!.name, user_photo: people[5]!.photo };
      expect(examRow).toMatchObject({ ...nothing, ...p5, type: 2, task_type: 1, target_id: exam.id, task_name: exam.title, task_img: '', last_study_time: unix(at(12)) });
      expect(mapRow).toEqual({ ...nothing, ...p5, id: expect.any(Number), type: 3, task_type: 0, target_id: map.id, map_title: 'Home feed map', map_cover: '/files/maps/feed.png', last_study_time: unix(at(11)), study_users: { list: [], total: 0 } });
      expect(taskRow).toMatchObject({ ...nothing, ...p5, type: 2, task_type: 2, target_id: task.id, task_name: 'Home feed task', task_img: '/files/tasks/feed.png', study_users: { list: [], total: 0 } });
      // The newest course record (people[4]): the 3 others who studied it most recently, and all 4 counted.
      expect(newestCourse).toMatchObject({
        ...nothing,
        user_name: people[4]!.name,
        type: 1,
        task_type: 0,
        target_id: course.id,
        course_title: 'Home feed course',
        course_cover: '/files/covers/feed.svg',
        course_type: 2,
        study_users: { list: [3, 2, 1].map((i) => ({ photo: people[i]!.photo })), total: 4 },
      });

      const second = expectOk(await suite.client.get<Page<Trend>>('/api/home/study/trends', { token: tk, query: { page: 2, limit: 4 } }));
      expect(second.current_page).toBe(2);
      expect(second.list.map((r) => r.user_name)).toEqual([3, 2, 1, 0].map((i) => people[i]!.name));
      // The oldest record: the others are people 4, 3, 2 (most recent first); people[0] is not among them.
      expect(second.list[3]!.study_users).toEqual({ list: [4, 3, 2].map((i) => ({ photo: people[i]!.photo })), total: 4 });
      expect(second.list[0]!.study_users).toEqual({ list: [4, 2, 1].map((i) => ({ photo: people[i]!.photo })), total: 4 });

      // The default page size is 10; pages never overlap.
      const defaults = expectOk(await suite.client.get<Page<Trend>>('/api/home/study/trends', { token: tk }));
      expect(defaults.list.slice(0, 8).map((r) => r.id)).toEqual([...first.list, ...second.list].map((r) => r.id));
      expect(defaults.list.length).toBe(Math.min(10, total));

      // The total stays exact: an upsert of a known record adds nothing, a new one adds one, removals subtract.
      const totalNow = async () => expectOk(await suite.client.get<Page<Trend>>('/api/home/study/trends', { token: tk, query: { limit: 1 } })).total;
      const studyRecords = new StudyRecordsRepo(db());
      await studyRecords.touch(people[0]!.id, { recordType: RecordType.course, taskType: TaskType.none, targetId: course.id });
      expect(await totalNow()).toBe(total);
      await studyRecords.touch(people[5]!.id, { recordType: RecordType.course, taskType: TaskType.none, targetId: course.id });
      expect(await totalNow()).toBe(total + 1);
      await db().deleteFrom('study_records').where('target_id', 'in', [course.id, task.id, map.id, exam.id]).where('user_id', 'in', people.map((p) => p.id)).execute();
      const counted = await db().selectFrom('study_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(await totalNow()).toBe(Number(counted.n));
      expect(await totalNow()).toBe(total + 1 - 9);
    });

    it('refuses bad paging', async () => {
      const tk = await token(employee(149));
      expectRefusal(await suite.client.get('/api/home/study/trends', { token: tk, query: { page: 0 } }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.get('/api/home/study/trends', { token: tk, query: { limit: 101 } }), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  it('refuses every home call without a token with 202', async () => {
    for (const route of HOME_ROUTES) {
      expectRefusal(await suite.client.get(route), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get(route, { lang: 'en-US' }), 401, 202, MSG.tokenMissing.en);
    }
  });
});
