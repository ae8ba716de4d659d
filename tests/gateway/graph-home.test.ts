/**
 * The domain graph's home page: the SPA's own arrival operation (HomePage), each block compared
 * with the REST call behind it, after one session lookup; the rankings of the company and of a
 * department; a punch-in whose payload carries the list it changed; and the refusals: no
 * session, a bad date, an unknown chapter, another user's own figures (null). The SPA's documents
 * select `__typename` (the persisted manifest adds it), so their answers are matched, not equalled.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { SessionsRepo } from '../../server/modules/session/sessions-repo.js';
import { expectNoUpstreamDetail, userByAccount } from '../support/assertions.js';
import { homeArrivalVariables, spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, suiteServer, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());


interface RestStudyCard {
  id: number;
  course_type: number;
  title: string;
  cover: string;
  course_cover: string;
  progress: number;
  last_study_time: number | null;
}
interface RestHome {
  banner_data: { id: number; pc_banner_img: string; jump_type: number; jump_content: string; title: string }[];
  course_study: RestStudyCard[];
  last_study: RestStudyCard | null;
  exam_data: { id: number; title: string; exam_type: number; exam_start: number; exam_end: number; exam_long: number; pass_score: number }[];
}
interface RestRankRow {
  rowno: number;
  user_id: number;
  name: string;
  photo: string;
  department_name: string;
  score: number;
  watch_time: number;
}
interface RestSignChapter {
  id: number;
  map_id: number;
  map_title: string;
  chapter_title: string;
  sign_day: string;
}

/** What the tests read of HomePage's answer. */
interface HomePageData {
  homeBanners: unknown[];
  viewer: {
    coursesInProgress: unknown[];
    lastStudiedCourse: unknown;
    pendingExams: unknown[];
    studyStats: unknown;
    studyDay: { __typename: string; progress: string }[];
    studyDays: string[];
    punchInsDue: unknown;
  };
  creditRanking: unknown[];
  studyRanking: unknown[];
  studyFeed: { totalCount: number; nodes: unknown[] };
}

const TYPES: Record<number, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE_TO_FACE' };
const EXAM_TYPES: Record<number, string> = { 1: 'SIMULATION', 2: 'OFFICIAL', 3: 'ONLINE_TRAINING' };
const DAY_TYPES: Record<string, string> = {
  live: 'LiveLessonDayItem',
  exam: 'ExamDayItem',
  offline_train: 'OfflineTrainingDayItem',
  online_train: 'OnlineTrainingDayItem',
  map: 'LearningMapStageDayItem',
  defence: 'DefenceDayItem',
};

const studiedCourse = (card: RestStudyCard) => ({
  id: String(card.id),
  type: TYPES[card.course_type],
  title: card.title,
  cover: card.course_cover || card.cover,
  progress: card.progress,
  lastStudiedAt: iso(card.last_study_time),
});
const rankingRow = (row: RestRankRow) => ({
  rank: row.rowno,
  credits: row.score,
  studySeconds: row.watch_time,
  user: { id: String(row.user_id), name: row.name, photo: row.photo, department: row.department_name ? { name: row.department_name } : null },
});
const punchIn = (chapter: RestSignChapter) => ({ chapterId: String(chapter.id), chapterTitle: chapter.chapter_title, mapId: String(chapter.map_id), mapTitle: chapter.map_title, day: chapter.sign_day });

describe.each(graphDatabaseKinds())('the home page on the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const rest = async <T>(path: string, token: string) => (await suite.client.get<T>(path, { token })).body.data;

  it("answers the page's arrival (HomePage) with every block equal to its REST call, after one session lookup", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const today = suite.server.app.services.calendar.today();
    const lookups = vi.spyOn(SessionsRepo.prototype, 'findLive');
    let answer: GraphQLAnswer<HomePageData>;
    try {
      answer = await next(suite.server.url, spaOperation('HomePage').text, homeArrivalVariables(today), { token });
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const data = answer.data!;

    const home = await rest<RestHome>('/api/pcHome', token);
    expect(data.homeBanners).toMatchObject(
      home.banner_data.map((banner) => ({
        id: String(banner.id),
        title: banner.title,
        image: banner.pc_banner_img,
        linkKind: ['NONE', 'EXTERNAL', 'LIBRARY_DOCUMENT', 'NEWS_ARTICLE'][banner.jump_type - 1],
        url: banner.jump_type === 2 ? banner.jump_content : null,
        targetId: banner.jump_type === 3 || banner.jump_type === 4 ? banner.jump_content : null,
      })),
    );
    expect(data.viewer.coursesInProgress).toMatchObject(home.course_study.map(studiedCourse));
    expect(data.viewer.coursesInProgress.length).toBeGreaterThan(0);
    expect(data.viewer.lastStudiedCourse).toMatchObject(studiedCourse(home.last_study!));
    expect(data.viewer.pendingExams).toMatchObject(
      home.exam_data.map((exam) => ({
        id: String(exam.id),
        title: exam.title,
        type: EXAM_TYPES[exam.exam_type],
        startsAt: iso(exam.exam_start),
        endsAt: iso(exam.exam_end),
        durationMinutes: exam.exam_long,
        passScore: exam.pass_score,
      })),
    );

    const stats = await rest<Record<string, number>>('/api/home/user/stats', token);
    expect(data.viewer.studyStats).toMatchObject({
      monthCredits: stats.current_month_integral,
      monthCreditRankInDepartment: stats.current_month_department_score_rank,
      monthStudySeconds: stats.current_month_study_time,
      monthStudyRankInDepartment: stats.current_month_department_study_rank,
    });
    expect(data.creditRanking).toMatchObject((await rest<{ list: RestRankRow[] }>('/api/home/rank/top10/score', token)).list.map(rankingRow));
    expect(data.studyRanking).toMatchObject((await rest<{ list: RestRankRow[] }>('/api/home/rank/top10/study', token)).list.map(rankingRow));

    const feed = await rest<{ total: number; list: { id: number; type: number; task_type: number; target_id: number; user_name: string; last_study_time: number; study_users: { total: number; list: { photo: string }[] } }[] }>(
      '/api/home/study/trends?page=1&limit=10',
      token,
    );
    expect(data.studyFeed.totalCount).toBe(feed.total);
    expect(data.studyFeed.nodes).toMatchObject(
      feed.list.map((record) => ({
        id: String(record.id),
        kind: record.type === 1 ? 'COURSE' : record.type === 3 ? 'LEARNING_MAP' : record.task_type === 1 ? 'EXAM' : 'TASK',
        targetId: String(record.target_id),
        learnerName: record.user_name,
        studiedAt: iso(record.last_study_time),
        otherLearnerCount: record.study_users.total,
        otherLearnerPhotos: record.study_users.list.map((user) => user.photo),
      })),
    );

    const day = await rest<{ list: { type_name: string; start_time: number; progress_status: number }[] }>(`/api/study/day?date=${today}&status=0`, token);
    expect(day.list.length).toBeGreaterThan(0);
    expect(data.viewer.studyDay.map((item) => [item.__typename, item.progress])).toEqual(
      day.list.map((item) => [DAY_TYPES[item.type_name], ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'][item.progress_status]]),
    );
    expect(data.viewer.studyDays).toMatchObject((await rest<{ days: string[] }>(`/api/calendar/month?calendar=${today.slice(0, 7)}`, token)).days);
    const signs = await rest<{ dk_list: RestSignChapter[]; bk_list: RestSignChapter[] }>('/api/studyMap/studySignList', token);
    expect(data.viewer.punchInsDue).toMatchObject({ today: signs.dk_list.map(punchIn), makeUp: signs.bk_list.map(punchIn) });

  });

  it("lists the newest library documents and news as the home bundle does (REST's home/info)", async () => {
    const token = await suite.client.login(employee(63), DEMO.employeePassword);
    const answer = await next<{ libraryDocuments: { nodes: unknown[] }; newsArticles: { nodes: unknown[] } }>(suite.server.url, spaOperation('HomeNewest').text, {}, { token });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const info = await rest<{ library: { id: number; name: string; suffix: string; browse_number: number }[]; information: { id: number; title: string; updated_at: number }[] }>('/api/home/info', token);
    expect(answer.data!.libraryDocuments.nodes).toMatchObject(info.library.map((item) => ({ id: String(item.id), name: item.name, fileExtension: item.suffix, browseCount: item.browse_number })));
    expect(answer.data!.newsArticles.nodes).toMatchObject(info.information.map((item) => ({ id: String(item.id), title: item.title, updatedAt: iso(item.updated_at) })));
  });

  it("ranks the company and the signed-in user's department; another user's own figures are null", async () => {
    const token = await suite.client.login(employee(61), DEMO.employeePassword);
    const user = await userByAccount(suite.server.db, employee(61));
    const month = suite.server.app.services.calendar.month();
    await sql`
      insert into monthly_scores (month, user_id, credits) values (${month}, ${user.id}, 9000000)
      on conflict (month, user_id) do update set credits = excluded.credits`.execute(suite.server.db);
    const RANKING = /* GraphQL */ `
      query Ranking($department: Boolean) {
        monthRanking(measure: CREDITS, department: $department) {
          rank credits
          user { id name department { name } coursesInProgress { id } studyStats { monthCredits } punchInsDue { today { chapterId } } studyDay(date: "2026-01-01") { progress } }
        }
      }
    `;
    const all = await next<{ monthRanking: { rank: number; credits: number; user: Record<string, unknown> & { id: string; department: { name: string } | null } }[] }>(suite.server.url, RANKING, { department: false }, { token });
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
    expect(all.data!.monthRanking[0]).toMatchObject({ rank: 1, credits: 9000000, user: { id: String(user.id) } });
    expect(all.data!.monthRanking[0]!.user.coursesInProgress).toBeInstanceOf(Array);
    const other = all.data!.monthRanking.find((row) => row.user.id !== String(user.id))!;
    expect(other.user).toMatchObject({ coursesInProgress: null, studyStats: null, punchInsDue: null, studyDay: null });
    const mine = await next<typeof all.data>(suite.server.url, RANKING, { department: true }, { token });
    const rows = mine.data!.monthRanking;
    expect(rows[0]).toMatchObject({ rank: 1, user: { id: String(user.id) } });
    expect(new Set(rows.map((row) => row.user.department?.name)).size).toBe(1);
  });

  it('punches in today and makes up a missed day: the payload carries the punch-ins still due; an unknown chapter is NOT_FOUND', async () => {
    const token = await suite.client.login('emp0195', DEMO.employeePassword);
    const due = await next<{ viewer: { punchInsDue: { today: { chapterId: string; chapterTitle: string }[]; makeUp: { chapterId: string }[] } } }>(suite.server.url, spaOperation('HomePunchIns').text, {}, { token });
    const today = due.data!.viewer.punchInsDue.today[0]!;
    const missed = due.data!.viewer.punchInsDue.makeUp[0]!;
    const PUNCH_IN = spaOperation('PunchIn').text;
    type Punched = { punchIn: { isMakeUp: boolean; viewer: { punchInsDue: { today: { chapterId: string }[]; makeUp: { chapterId: string }[] } } } };
    const first = await next<Punched>(suite.server.url, PUNCH_IN, { chapterId: today.chapterId }, { token });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data!.punchIn.isMakeUp).toBe(false);
    expect(first.data!.punchIn.viewer.punchInsDue.today.map((c) => c.chapterId)).not.toContain(today.chapterId);
    const made = await next<Punched>(suite.server.url, /* GraphQL */ `mutation ($chapterId: ID!) { punchIn(input: { chapterId: $chapterId }) { isMakeUp message } }`, { chapterId: missed.chapterId }, { token, lang: 'en-US' });
    expect(made.data!.punchIn).toEqual({ isMakeUp: true, message: 'Punch-in made up' });
    const again = await next(suite.server.url, PUNCH_IN, { chapterId: today.chapterId }, { token });
    expect(again.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await next(suite.server.url, PUNCH_IN, { chapterId: '999999' }, { token });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectNoUpstreamDetail(unknown.errors?.[0]);
  });

  it('refuses a bad date with BAD_USER_INPUT and a request without a session with UNAUTHENTICATED', async () => {
    const token = await suite.client.login(employee(62), DEMO.employeePassword);
    const bad = await next(suite.server.url, spaOperation('HomeStudyDay').text, { date: '2026-13-45', progress: null }, { token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(bad.errors?.[0]);
    const anonymous = await next(suite.server.url, spaOperation('HomeBundle').text, {}, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
