/**
 * The home API through the GraphQL gateway: the pcHome bundle and the credit ranking as
 * the SPA asks for them, and a missing token arriving as a GraphQL error with the
 * upstream envelope.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { SessionsRepo } from '../../server/modules/session/sessions-repo.js';
import { expireSession, userByAccount } from '../support/assertions.js';
import { homeArrivalVariables, spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

const PC_HOME = /* GraphQL */ `
  query PcHome {
    pcHome {
      code
      data {
        user_info { id name current_month_integral current_month_department_score_rank }
        banner_data { id pc_banner_img jump_type jump_content title }
        course_study { id course_basis_id course_type title cover course_cover progress last_study_time }
        last_study { id title progress last_study_time }
        exam_data { id title exam_type exam_start exam_end exam_long pass_score }
        newestUserScores { list { id user_id name photo points reason created_at } }
        lecturer_data { id name photo title }
        newestInformation { id title updated_at }
      }
    }
  }
`;
const RANK_SCORE = /* GraphQL */ `
  query HomeRankTop10Score($with_department: NonNegativeInt) {
    homeRankTop10Score(with_department: $with_department) { code data { list { rowno user_id name photo department_name score watch_time } } }
  }
`;

interface PcHomeData {
  pcHome: {
    code: number;
    data: {
      user_info: { id: number; name: string };
      newestUserScores: { list: { user_id: number; points: number; reason: string }[] };
      lecturer_data: { name: string }[];
      last_study: unknown;
    };
  };
}
interface RankData {
  homeRankTop10Score: { data: { list: { rowno: number; user_id: number; score: number; department_name: string }[] } };
}

describe.each(databaseKinds())('home through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('reads pcHome with the user info and the newest credits', async () => {
    const token = await suite.client.login(employee(60), DEMO.employeePassword);
    const user = await userByAccount(suite.server.db, employee(60));
    expect((await suite.client.get('/api/incrementIntegral', { token })).body.code).toBe(200);
    const answer = await graphql<PcHomeData>(suite.server.url, PC_HOME, {}, { token, lang: 'en-US' });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const home = answer.data!.pcHome;
    expect(home.code).toBe(200);
    const info = (await suite.client.get<{ current_month_integral: number }>('/api/users', { token })).body.data;
    expect(home.data.user_info).toMatchObject({ id: user.id, name: user.name, current_month_integral: info.current_month_integral });
    expect(home.data.newestUserScores.list[0]).toMatchObject({ user_id: user.id, points: 2, reason: 'Daily sign-in' });
    expect(home.data.lecturer_data[0]!.name).toBe('王芳');
  });

  it('reads the credit ranking of the company and of the department', async () => {
    const token = await suite.client.login(employee(61), DEMO.employeePassword);
    const user = await userByAccount(suite.server.db, employee(61));
    const month = suite.server.app.services.calendar.month();
    await sql`
      insert into monthly_scores (month, user_id, credits) values (${month}, ${user.id}, 9000000)
      on conflict (month, user_id) do update set credits = excluded.credits`.execute(suite.server.db);
    const all = await graphql<RankData>(suite.server.url, RANK_SCORE, {}, { token });
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
    expect(all.data!.homeRankTop10Score.data.list[0]).toMatchObject({ rowno: 1, user_id: user.id, score: 9000000 });
    const mine = await graphql<RankData>(suite.server.url, RANK_SCORE, { with_department: 1 }, { token });
    const list = mine.data!.homeRankTop10Score.data.list;
    expect(list[0]).toMatchObject({ rowno: 1, user_id: user.id });
    expect(new Set(list.map((r) => r.department_name)).size).toBe(1);
  });

  it('looks the session up once per operation, and again in the next one (a token revoked between them is refused)', async () => {
    const token = await suite.client.login(employee(62), DEMO.employeePassword);
    const lookups = vi.spyOn(SessionsRepo.prototype, 'findLive');
    try {
      const HOME_PARTS = /* GraphQL */ `query HomeParts { pcHome { code } homeUserStats { code } homeInfo { code } calendarMonth(calendar: "2026-01") { code } }`;
      const answer = await graphql<Record<string, { code: number }>>(suite.server.url, HOME_PARTS, {}, { token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(Object.values(answer.data!).map((field) => field.code)).toEqual([200, 200, 200, 200]);
      expect(lookups).toHaveBeenCalledTimes(1);
      await expireSession(suite.server.db, token);
      const refused = await graphql(suite.server.url, HOME_PARTS, {}, { token });
      expect(upstreamEnvelope(refused.errors?.[0])).toMatchObject({ status: 401, body: { code: 202 } });
    } finally {
      lookups.mockRestore();
    }
  });

  it("answers the page's arrival operation (HomePage) with every block, each equal to its REST call, after one session lookup", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const home = spaOperation('HomePage');
    const today = suite.server.app.services.calendar.today();
    const lookups = vi.spyOn(SessionsRepo.prototype, 'findLive');
    let answer;
    try {
      answer = await graphql<Record<string, { code: number; data: Record<string, unknown> }>>(
        suite.server.url,
        home.text,
        homeArrivalVariables(today),
        { token },
      );
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(home.rootFields).toEqual(['pcHome', 'homeInfo', 'homeUserStats', 'homeRankTop10Score', 'homeRankTop10Study', 'homeStudyTrends', 'studyDay', 'calendarMonth', 'studyMapStudySignList']);
    for (const field of home.rootFields) expect(answer.data![field]!.code, field).toBe(200);
    const rest = async <T>(path: string) => (await suite.client.get<T>(path, { token })).body.data;
    const stats = await rest<Record<string, unknown>>('/api/home/user/stats');
    expect(answer.data!.homeUserStats!.data).toEqual({
      current_month_integral: stats.current_month_integral,
      current_month_department_score_rank: stats.current_month_department_score_rank,
      current_month_study_time: stats.current_month_study_time,
      current_month_department_study_rank: stats.current_month_department_study_rank,
    });
    const month = await rest<{ days: string[] }>(`/api/calendar/month?calendar=${today.slice(0, 7)}`);
    expect(answer.data!.calendarMonth!.data).toEqual(month);
    const day = await rest<{ list: { type_name: string; id: number }[] }>(`/api/study/day?date=${today}&status=0`);
    const dayList = answer.data!.studyDay!.data.list as { type_name: string; id: number }[];
    expect(dayList.map((item) => [item.type_name, item.id])).toEqual(day.list.map((item) => [item.type_name, item.id]));
    expect(dayList.length).toBeGreaterThan(0);
  });

  it('answers a missing token with the 202 envelope', async () => {
    const refused = await graphql(suite.server.url, PC_HOME, {}, {});
    expect(upstreamEnvelope(refused.errors?.[0])).toEqual({ status: 401, code: 'UNAUTHENTICATED', body: { code: 202, msg: '请先登录', data: null } });
  });
});
