/**
 * The domain graph's member area (the profile and its edit, nations and areas, binding a
 * contact, the password, credits, the credits mall, the Q&A counts), each answer compared with
 * the REST API's own, on both database kinds; and the refusals: no session, another user's data
 * (null), a redemption with too few credits or no stock, a bad id. Then live lessons (the
 * entry's room token, the room it opens without a session) and the site search, likewise,
 * through the SPA's own documents (src/graphql).
 */
import { describe, expect, it, vi } from 'vitest';
import { InProcessRoutes } from '../../server/core/http/in-process-routes.js';
import { expectNoUpstreamDetail, userByAccount } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, suiteServer, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

/** The REST calls (method and route) the graph makes while `run` runs. */
async function restCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const spy = vi.spyOn(InProcessRoutes.prototype, 'call');
  try {
    const result = await run();
    return { result, calls: spy.mock.calls.map(([call]) => `${call.method} ${call.route}`) };
  } finally {
    spy.mockRestore();
  }
}

function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

/** An answer without Apollo's __typename (the SPA's documents ask it on every object). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === '__typename' ? undefined : field))) as T;
}

interface RestPage<T> {
  list: T[];
  total: number;
}
interface Page<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean };
}
interface RestGoods {
  id: number;
  title: string;
  img: string;
  description: string;
  price: number;
  stock: number;
  per_person_limit: number;
  my_count: number;
}
interface RestSummary {
  total: number;
  year: number;
  month: number;
  spent: number;
  remaining: number;
}

/** REST's goods as the graph answers them. */
function goodsAsGraph(goods: RestGoods) {
  return {
    id: String(goods.id),
    title: goods.title,
    imageUrl: goods.img,
    description: goods.description,
    price: goods.price,
    stock: goods.stock,
    perPersonLimit: goods.per_person_limit > 0 ? goods.per_person_limit : null,
    myRedeemedCount: goods.my_count,
  };
}

const GOODS_FIELDS = 'id title imageUrl description price stock perPersonLimit myRedeemedCount';

const PROFILE = /* GraphQL */ `
  query Profile {
    viewer {
      id
      name
      gender
      nation
      politics
      birthDate
      employeeStatus
      employeeType
      positionLevel
      idNumber
      passport
      halfPhoto
      supervisor
      workPlace { provinceId cityId districtId name }
      editableProfileFields
    }
  }
`;

const CREDITS = /* GraphQL */ `
  query Credits($period: CreditPeriod, $department: Boolean) {
    viewer {
      id
      credits { total year month spent remaining }
      creditsByMonth { month credits }
      creditsByReason { reason name credits times }
      creditRanks { credits monthCredits companyRank departmentRank monthCompanyRank monthDepartmentRank }
      creditHistory(pageSize: 5) { totalCount pageInfo { page pageSize hasNextPage } nodes { id credits reason name day createdAt } }
      questionAnswerCounts { questions answersReceived answersWritten }
    }
    creditRanking(period: $period, department: $department) { rank user { id name photo } departmentName credits }
    creditRules { reason name description points perDay }
  }
`;

const OTHERS = /* GraphQL */ `
  query Others {
    creditRanking(first: 20) {
      user {
        id
        name
        gender
        credits { remaining }
        creditHistory { totalCount }
        redemptions { totalCount }
        questionAnswerCounts { questions }
        workPlace { name }
      }
    }
  }
`;

const REDEEM = /* GraphQL */ `
  mutation Redeem($goodsId: ID!, $quantity: Int) {
    redeemGoods(input: { goodsId: $goodsId, quantity: $quantity }) {
      redemptionId
      creditsSpent
      balance
      goods { ${GOODS_FIELDS} }
      viewer { id credits { remaining spent } }
    }
  }
`;

describe.each(graphDatabaseKinds())('the member area on the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const url = () => suite.server.url;
  const tokens = new Map<string, string>();
  async function tokenOf(account: string) {
    if (!tokens.has(account)) {
      const user = await userByAccount(suite.server.db, account);
      tokens.set(account, await suite.server.app.services.session.auth.issueToken(user.id, 'user', 'PC'));
    }
    return tokens.get(account)!;
  }
  async function addGoods(price: number, stock: number, limit = 0) {
    const { id } = await suite.server.db
      .insertInto('shop_goods')
      .values({ title: `graph goods ${price}/${stock}`, img: '', description: 'for the graph', price, stock, per_person_limit: limit, sort: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it("answers the viewer's profile fields, nations and areas as REST does", async () => {
    const token = await tokenOf(DEMO.learner.account);
    const rest = (await suite.client.get<Record<string, unknown>>('/api/users', { token })).body.data;
    const answer = await next<{ viewer: Record<string, unknown> }>(url(), PROFILE, {}, { token });
    expect(answer.errors).toBeUndefined();
    const gender = { 1: 'MALE', 2: 'FEMALE', 3: 'UNDISCLOSED' }[rest.gender as number];
    const employeeType = ['NONE', 'FULL_TIME', 'PART_TIME', 'INTERN', 'REEMPLOYED_RETIREE', 'DISPATCHED'][rest.employee_type as number];
    expect(answer.data!.viewer).toEqual({
      id: String(rest.id),
      name: rest.name,
      gender,
      nation: rest.nation || null,
      politics: rest.politics,
      birthDate: rest.birth_date || null,
      employeeStatus: rest.user_type === 1 ? 'PROBATION' : 'OFFICIAL',
      employeeType,
      positionLevel: rest.position_level,
      idNumber: rest.id_number || null,
      passport: rest.passport || null,
      halfPhoto: rest.half_photo,
      supervisor: rest.supervisor || null,
      workPlace:
        rest.province_id === null && !rest.work_place
          ? null
          : {
              provinceId: rest.province_id === null ? null : String(rest.province_id),
              cityId: rest.city_id === null ? null : String(rest.city_id),
              districtId: rest.district_id === null ? null : String(rest.district_id),
              name: rest.work_place,
            },
      editableProfileFields: rest.editable_fields,
    });

    const lists = await next<{ nations: { value: string; name: string }[]; provinces: { id: string; name: string }[]; cities: { id: string; name: string }[] }>(
      url(),
      'query { nations { value name } provinces: areas { id name } cities: areas(parentId: "44") { id name } }',
      {},
      { token, lang: 'en-US' },
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data!.nations).toEqual((await suite.client.get('/api/nation', { token, lang: 'en-US' })).body.data);
    const restProvinces = (await suite.client.get<{ id: number; area_name: string }[]>('/api/sonArea/0', { token })).body.data;
    expect(lists.data!.provinces).toEqual(restProvinces.map((a) => ({ id: String(a.id), name: a.area_name })));
    expect(lists.data!.cities.map((c) => c.name)).toContain('深圳市');
    const bad = await next(url(), 'query { areas(parentId: "abc") { id } }', {}, { token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(bad);
  });

  it('updates the profile: the payload holds the changed viewer, and REST reads the same', async () => {
    const token = await tokenOf(employee(152));
    const answer = await next<{ updateProfile: { viewer: Record<string, unknown> } }>(
      url(),
      `mutation Update($input: UpdateProfileInput!) {
        updateProfile(input: $input) { viewer { id nation passport politics gender workPlace { provinceId cityId districtId name } } }
      }`,
      { input: { nation: '回族', passport: 'E7654321', politics: 2, gender: 'FEMALE', provinceId: '44', cityId: '4403', districtId: '440305' } },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const rest = (await suite.client.get<Record<string, unknown>>('/api/users', { token })).body.data;
    expect(rest).toMatchObject({ nation: '回族', passport: 'E7654321', politics: 2, gender: 2, province_id: 44, city_id: 4403, district_id: 440305 });
    expect(answer.data!.updateProfile.viewer).toEqual({
      id: String(rest.id),
      nation: '回族',
      passport: 'E7654321',
      politics: 2,
      gender: 'FEMALE',
      workPlace: { provinceId: '44', cityId: '4403', districtId: '440305', name: rest.work_place },
    });

    // A broken chain and a bad ID number: REST's validator, BAD_USER_INPUT, nothing of the call.
    for (const input of [{ provinceId: '44', cityId: '1101', districtId: '110105' }, { idNumber: '123' }, { provinceId: 'x' }]) {
      const refused = await next(url(), 'mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { id } } }', { input }, { token });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expectNoUpstreamDetail(refused);
    }
  });

  it('sends a binding code and binds the contact: the payload holds the viewer with it', async () => {
    const token = await tokenOf(employee(153));
    const target = '13912345153';
    const sent = await next<{ sendBindingCode: { channel: string; resendAfterSeconds: number } }>(
      url(),
      'mutation Send($target: String!) { sendBindingCode(input: { target: $target }) { channel resendAfterSeconds } }',
      { target },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendBindingCode.channel).toBe('MOBILE');
    expect(sent.data!.sendBindingCode.resendAfterSeconds).toBeGreaterThan(0);
    const code = suite.server.sentCodes.at(-1)!;
    expect(code.target).toBe(target);
    const bind = 'mutation Bind($target: String!, $code: String!) { bindContact(input: { target: $target, code: $code }) { viewer { id mobile } } }';
    const wrong = await next(url(), bind, { target, code: code.code === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(wrong);
    const bound = await next<{ bindContact: { viewer: { mobile: string } } }>(url(), bind, { target, code: code.code }, { token });
    expect(bound.errors).toBeUndefined();
    expect(bound.data!.bindContact.viewer.mobile).toBe(target);
    expect((await suite.client.get<{ mobile: string }>('/api/users', { token })).body.data.mobile).toBe(target);

    // Another account's number: REST's refusal and wording.
    const taken = await next(url(), 'mutation Send($target: String!) { sendBindingCode(input: { target: $target }) { channel } }', { target: DEMO.learner.mobile }, { token, lang: 'en-US' });
    expect(taken.errors?.[0]).toMatchObject({ message: 'Another account already uses this mobile number', extensions: { code: 'BAD_USER_INPUT', portalCode: 400 } });
    expectNoUpstreamDetail(taken);
  });

  it('changes the password: the new token works, the old one is revoked, a wrong current password is refused', async () => {
    const account = employee(154);
    const token = await suite.client.login(account, DEMO.employeePassword);
    const change = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
    const wrong = await next(url(), change, { input: { currentPassword: 'Wrong@2026x', password: 'NewPass@2026', passwordConfirmation: 'NewPass@2026' } }, { token });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(wrong);
    const changed = await next<{ changePassword: { token: string } }>(url(), change, { input: { currentPassword: DEMO.employeePassword, password: 'NewPass@2026', passwordConfirmation: 'NewPass@2026' } }, { token });
    expect(changed.errors).toBeUndefined();
    const fresh = changed.data!.changePassword.token;
    expect((await next<{ viewer: { id: string } }>(url(), '{ viewer { id } }', {}, { token: fresh })).data!.viewer.id).toBeTruthy();
    expect((await next(url(), '{ viewer { id } }', {}, { token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await suite.client.login(account, 'NewPass@2026');
  });

  it("answers the viewer's credits, ranks, ranking, rules, history and Q&A counts as REST does", async () => {
    const token = await tokenOf(DEMO.learner.account);
    for (const [period, department] of [
      ['ALL_TIME', false],
      ['MONTH', true],
    ] as const) {
      const answer = await next<{ viewer: Record<string, unknown>; creditRanking: unknown[]; creditRules: unknown[] }>(url(), CREDITS, { period, department }, { token, lang: 'en-US' });
      expect(answer.errors).toBeUndefined();
      const get = async <T>(path: string, query: Record<string, string | number> = {}) => (await suite.client.get<T>(path, { token, lang: 'en-US', query })).body.data;
      const viewer = answer.data!.viewer;
      expect(viewer.credits).toEqual(await get<RestSummary>('/api/userscore/summary'));
      expect(viewer.creditsByMonth).toEqual((await get<{ time: string; score: number }[]>('/api/userscore/bytime')).map((r) => ({ month: r.time, credits: r.score })));
      expect(viewer.creditsByReason).toEqual(
        (await get<{ type: string; name: string; score: number; times: number }[]>('/api/userscore/bytype')).map((r) => ({ reason: r.type, name: r.name, credits: r.score, times: r.times })),
      );
      const ranks = await get<Record<string, number>>('/api/userscore/rank');
      expect(viewer.creditRanks).toEqual({
        credits: ranks.score,
        monthCredits: ranks.month_score,
        companyRank: ranks.company_rank,
        departmentRank: ranks.department_rank,
        monthCompanyRank: ranks.month_company_rank,
        monthDepartmentRank: ranks.month_department_rank,
      });
      const ledger = await get<RestPage<{ id: number; points: number; type: string; name: string; day: string; created_at: number }>>('/api/learnScoreList', { page: 1, limit: 5 });
      expect(viewer.creditHistory).toEqual({
        totalCount: ledger.total,
        pageInfo: { page: 1, pageSize: 5, hasNextPage: ledger.total > 5 },
        nodes: ledger.list.map((e) => ({ id: String(e.id), credits: e.points, reason: e.type, name: e.name, day: e.day, createdAt: new Date(e.created_at * 1000).toISOString() })),
      });
      const counts = await get<{ question_num: number; answer_num: number; my_answer_num: number }>('/api/userAnswerNum');
      expect(viewer.questionAnswerCounts).toEqual({ questions: counts.question_num, answersReceived: counts.answer_num, answersWritten: counts.my_answer_num });
      const rows = await get<{ rowno: number; user_id: number; name: string; photo: string; department_name: string; score: number }[]>(
        period === 'MONTH' ? '/api/userscore/monthranklist' : '/api/userscore/ranklist',
        { with_department: department ? 1 : 0, limit: 10 },
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(answer.data!.creditRanking).toEqual(rows.map((r) => ({ rank: r.rowno, user: { id: String(r.user_id), name: r.name, photo: r.photo }, departmentName: r.department_name, credits: r.score })));
      const rules = await get<{ type: string; name: string; description: string; points: number | null; per_day: number }[]>('/api/integralRule');
      expect(answer.data!.creditRules).toEqual(rules.map((r) => ({ reason: r.type, name: r.name, description: r.description, points: r.points, perDay: r.per_day > 0 ? r.per_day : null })));
    }
  });

  it("answers null for another user's own data, and UNAUTHENTICATED without a session", async () => {
    const token = await tokenOf(DEMO.learner.account);
    const me = (await suite.client.get<{ id: number }>('/api/users', { token })).body.data;
    const answer = await next<{ creditRanking: { user: Record<string, unknown> }[] }>(url(), OTHERS, {}, { token });
    expect(answer.errors).toBeUndefined();
    const others = answer.data!.creditRanking.filter((row) => row.user.id !== String(me.id));
    expect(others.length).toBeGreaterThan(0);
    for (const { user } of others) {
      expect(user).toMatchObject({ gender: null, credits: null, creditHistory: null, redemptions: null, questionAnswerCounts: null, workPlace: null });
      expect(typeof user.name).toBe('string');
    }
    const mine = answer.data!.creditRanking.find((row) => row.user.id === String(me.id));
    if (mine) expect(mine.user.credits).not.toBeNull();

    for (const query of ['{ viewer { credits { total } } }', '{ mallGoods { totalCount } }', '{ nations { value } }']) {
      const anonymous = await next(url(), query);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expectNoUpstreamDetail(anonymous);
    }
    const redeem = await next(url(), REDEEM, { goodsId: '1' });
    expect(redeem.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(redeem);
  });

  it('lists the mall and its goods as REST does; a missing or bad id is refused', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const list = await next<{ mallGoods: Page<unknown> }>(url(), `query { mallGoods(pageSize: 3) { totalCount pageInfo { page pageSize hasNextPage } nodes { ${GOODS_FIELDS} } } }`, {}, { token });
    expect(list.errors).toBeUndefined();
    const rest = (await suite.client.get<RestPage<RestGoods>>('/api/shopList', { token, query: { page: 1, limit: 3 } })).body.data;
    expect(list.data!.mallGoods).toEqual({ totalCount: rest.total, pageInfo: { page: 1, pageSize: 3, hasNextPage: rest.total > 3 }, nodes: rest.list.map(goodsAsGraph) });
    const first = rest.list[0]!;
    const one = await next<{ mallGoodsItem: unknown }>(url(), `query Goods($id: ID!) { mallGoodsItem(id: $id) { ${GOODS_FIELDS} } }`, { id: String(first.id) }, { token });
    expect(one.data!.mallGoodsItem).toEqual(goodsAsGraph((await suite.client.get<RestGoods>(`/api/shopInfo/${first.id}`, { token })).body.data));

    const missing = await next(url(), `query Goods($id: ID!) { mallGoodsItem(id: $id) { id } }`, { id: '999999' }, { token, lang: 'en-US' });
    expect(missing.data).toEqual({ mallGoodsItem: null });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', portalCode: 4004 });
    expectNoUpstreamDetail(missing);
    const bad = await next(url(), `query Goods($id: ID!) { mallGoodsItem(id: $id) { id } }`, { id: 'abc' }, { token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(bad);
  });

  it('redeems through the graph: the balance and stock agree with REST; too few credits, no stock, beyond the per-person limit and a bad id are refused; one REST call per part of the payload', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const before = (await suite.client.get<RestSummary>('/api/userscore/summary', { token })).body.data;
    const goodsId = await addGoods(Math.max(1, Math.floor(before.remaining / 4)), 5);
    const price = Math.max(1, Math.floor(before.remaining / 4));
    const { result: answer, calls } = await restCalls(() =>
      next<{ redeemGoods: { redemptionId: string; creditsSpent: number; balance: number; goods: { stock: number; myRedeemedCount: number }; viewer: { credits: { remaining: number } } } }>(
        url(),
        REDEEM,
        { goodsId: String(goodsId), quantity: 2 },
        { token },
      ),
    );
    expect(answer.errors).toBeUndefined();
    // The write, the goods read after it, and what the payload's viewer asks (the viewer, the summary).
    expect(calls.sort()).toEqual(['GET /api/shopInfo/:id', 'GET /api/users', 'GET /api/userscore/summary', 'POST /api/convert']);
    const paid = answer.data!.redeemGoods;
    const after = (await suite.client.get<RestSummary>('/api/userscore/summary', { token })).body.data;
    const info = (await suite.client.get<RestGoods & { balance: number }>(`/api/shopInfo/${goodsId}`, { token })).body.data;
    expect(paid.creditsSpent).toBe(2 * price);
    expect(paid.balance).toBe(before.remaining - 2 * price);
    expect(paid.balance).toBe(after.remaining);
    expect(paid.balance).toBe(info.balance);
    expect(paid.viewer.credits.remaining).toBe(after.remaining);
    expect(paid.goods).toEqual(goodsAsGraph(info));
    expect(paid.goods.stock).toBe(3);
    expect(paid.goods.myRedeemedCount).toBe(2);

    // The redemption is in the viewer's records, as REST lists them.
    const records = await next<{ viewer: { redemptions: Page<Record<string, unknown>> } }>(
      url(),
      'query { viewer { redemptions(status: COLLECTABLE, pageSize: 5) { totalCount nodes { id goodsId title quantity credits status statusName createdAt collectedAt } } } }',
      {},
      { token, lang: 'en-US' },
    );
    expect(records.errors).toBeUndefined();
    const restRecords = (await suite.client.get<RestPage<{ id: number; goods_id: number; title: string; quantity: number; points: number; status: number; status_name: string; created_at: number }>>('/api/convertRecord', { token, lang: 'en-US', query: { status: 1, page: 1, limit: 5 } })).body.data;
    expect(records.data!.viewer.redemptions.totalCount).toBe(restRecords.total);
    expect(records.data!.viewer.redemptions.nodes).toEqual(
      restRecords.list.map((r) => ({ id: String(r.id), goodsId: String(r.goods_id), title: r.title, quantity: r.quantity, credits: r.points, status: 'COLLECTABLE', statusName: r.status_name, createdAt: new Date(r.created_at * 1000).toISOString(), collectedAt: null })),
    );
    expect(records.data!.viewer.redemptions.nodes[0]).toMatchObject({ id: paid.redemptionId, goodsId: String(goodsId), quantity: 2 });

    // Too few credits, no stock: REST's message and portalCode; nothing changes.
    const dear = await addGoods(after.remaining + 1, 5);
    const poor = await next(url(), REDEEM, { goodsId: String(dear) }, { token, lang: 'en-US' });
    expect(poor.data).toBeNull();
    expect(poor.errors?.[0]).toMatchObject({ message: `Not enough credits: ${after.remaining + 1} needed, ${after.remaining} left`, extensions: { code: 'BAD_USER_INPUT', portalCode: 400 } });
    expectNoUpstreamDetail(poor);
    const empty = await addGoods(1, 0);
    const none = await next(url(), REDEEM, { goodsId: String(empty) }, { token });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', portalCode: 400 });
    expectNoUpstreamDetail(none);
    const restNone = await suite.client.post('/api/convert', { goods_id: empty }, { token });
    expect(none.errors?.[0]?.message).toBe((restNone.body as { msg: string }).msg);
    const limited = await addGoods(1, 5, 1);
    expect((await next(url(), REDEEM, { goodsId: String(limited) }, { token })).errors).toBeUndefined();
    const beyond = await next(url(), REDEEM, { goodsId: String(limited) }, { token, lang: 'en-US' });
    expect(beyond.errors?.[0]).toMatchObject({ message: 'Beyond the limit per person (1 each)', extensions: { code: 'BAD_USER_INPUT', portalCode: 400 } });
    expectNoUpstreamDetail(beyond);
    for (const goodsId of ['999999', 'abc']) {
      const bad = await next(url(), REDEEM, { goodsId }, { token });
      expect(bad.errors?.[0]?.extensions?.code).toBe(goodsId === 'abc' ? 'BAD_USER_INPUT' : 'NOT_FOUND');
      expectNoUpstreamDetail(bad);
    }
    expect((await suite.client.get<RestSummary>('/api/userscore/summary', { token })).body.data.remaining).toBe(after.remaining - 1);

    // A redemption through REST: the graph reads the same stock and balance after it.
    expect((await suite.client.post('/api/convert', { goods_id: goodsId }, { token })).body).toMatchObject({ code: 200 });
    const reread = await next<{ mallGoodsItem: { stock: number; myRedeemedCount: number }; viewer: { credits: { remaining: number } } }>(
      url(),
      'query Goods($id: ID!) { mallGoodsItem(id: $id) { stock myRedeemedCount } viewer { credits { remaining } } }',
      { id: String(goodsId) },
      { token },
    );
    expect(reread.data).toEqual({ mallGoodsItem: { stock: 2, myRedeemedCount: 3 }, viewer: { credits: { remaining: after.remaining - 1 - price } } });
  });

  it("enters a live lesson: the entry's token opens REST's room without a session; refusals as REST's", async () => {
    const token = await tokenOf(DEMO.learner.account);
    const course = await suite.server.db.selectFrom('courses').select('id').where('title', '=', '高效沟通技巧').executeTakeFirstOrThrow();
    await suite.client.post(`/api/course/addOptional/${course.id}`, undefined, { token });
    const live = await suite.server.db.selectFrom('course_periods').select(['id', 'period_type']).where('course_id', '=', course.id).where('period_type', '=', 1).orderBy('id').execute();
    const [running, upcoming] = [live[0]!, live[1]!];
    const ENTRY = spaOperation('LiveLessonEntry').text;
    const issuedAt = Math.floor(Date.now() / 1000);
    const entry = await next<{ liveLessonEntry: { id: string; webUrl: string; clientUrl: string; expiresAt: string } }>(url(), ENTRY, { lessonId: String(running.id) }, { token });
    expect(entry.errors).toBeUndefined();
    const rest = (await suite.client.get<{ token: { webUrl: string; clientUrl: string; expires_at: number } }>('/api/course/getPlayToken', { token, query: { video_id: running.id, type: 'user' } })).body.data.token;
    const { id, webUrl, clientUrl, expiresAt } = entry.data!.liveLessonEntry;
    expect(id).toBe(String(running.id));
    const pathOf = (address: string) => address.replace(/token=[^&]+/, 'token=');
    expect(pathOf(webUrl)).toBe(pathOf(rest.webUrl));
    expect(pathOf(clientUrl)).toBe(pathOf(rest.clientUrl));
    const expires = new Date(expiresAt).getTime() / 1000;
    expect(expires).toBeGreaterThanOrEqual(issuedAt + 590);
    expect(Math.abs(expires - rest.expires_at)).toBeLessThanOrEqual(5);

    // The room: the desktop client has no session, the token is the credential.
    const roomToken = decodeURIComponent(/[?&]token=([^&]+)/.exec(webUrl)![1]!);
    const ROOM = spaOperation('LiveRoom').text;
    const room = await next<{ liveRoom: Record<string, unknown> }>(url(), ROOM, { token: roomToken });
    expect(room.errors).toBeUndefined();
    const restRoom = (await suite.client.get<{ id: number; title: string; course_id: number; course_title: string; chapter_id: number; chapter_title: string; teacher: { name: string; title: string } | null; live_start: number | null; live_end: number | null; live_status: number; stream_url: string | null }>('/api/live/room', { query: { token: roomToken } })).body.data;
    const time = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString() : null);
    expect(plain(room.data!.liveRoom)).toEqual({
      id: String(restRoom.id),
      title: restRoom.title,
      courseId: String(restRoom.course_id),
      courseTitle: restRoom.course_title,
      chapterId: String(restRoom.chapter_id),
      chapterTitle: restRoom.chapter_title,
      teacher: restRoom.teacher,
      startsAt: time(restRoom.live_start),
      endsAt: time(restRoom.live_end),
      status: ['NOT_STARTED', 'LIVE', 'ENDED'][restRoom.live_status],
      streamUrl: restRoom.stream_url,
    });
    expect(room.data!.liveRoom.status).toBe('LIVE');

    const forged = await next(url(), ROOM, { token: `${roomToken.slice(0, -2)}xx` });
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expectNoUpstreamDetail(forged);
    const early = await next(url(), ENTRY, { lessonId: String(upcoming.id) }, { token, lang: 'en-US' });
    expect(early.errors?.[0]).toMatchObject({ message: 'The live class has not started yet', extensions: { code: 'BAD_USER_INPUT' } });
    expectNoUpstreamDetail(early);
    for (const [lessonId, code] of [['999999', 'NOT_FOUND'], ['abc', 'BAD_USER_INPUT']]) {
      const refused = await next(url(), ENTRY, { lessonId }, { token });
      expect(refused.data).toEqual({ liveLessonEntry: null });
      expect(refused.errors?.[0]?.extensions?.code).toBe(code);
      expectNoUpstreamDetail(refused);
    }
    const anonymous = await next(url(), ENTRY, { lessonId: String(running.id) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(anonymous);
  });

  it('searches the site: every group as REST answers it, one kind paged; empty keywords and no session refused', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const SEARCH = spaOperation('SiteSearch').text;
    const COURSE_TYPE: Record<string, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE_TO_FACE' };
    interface RestSearch { keywords: string; terms: string[]; groups: { kind: string; total: number; current_page: number; list: { id: number; title: string; snippet: string; extra: string; time: number | null; score: number }[] }[] }
    const asGraph = (answer: RestSearch) => ({
      keywords: answer.keywords,
      terms: answer.terms,
      groups: answer.groups.map((group) => ({
        kind: group.kind.toUpperCase(),
        totalCount: group.total,
        nodes: group.list.map((hit) => ({
          targetId: String(hit.id),
          title: hit.title,
          snippet: hit.snippet,
          courseType: group.kind === 'course' ? (COURSE_TYPE[hit.extra] ?? null) : null,
          fileSuffix: group.kind === 'library' ? hit.extra || null : null,
          plateId: group.kind === 'forum' ? hit.extra || null : null,
          time: hit.time ? new Date(hit.time * 1000).toISOString() : null,
          score: hit.score,
        })),
      })),
    });
    // A word of an open forum post (REST searches its text): its group then has results.
    const post = await suite.server.db
      .selectFrom('forum_posts as fp')
      .innerJoin('forum_plates as p', 'p.id', 'fp.plate_id')
      .select('fp.content')
      .where('fp.status', '=', 1)
      .where('p.status', '=', 1)
      .orderBy('fp.id')
      .executeTakeFirstOrThrow();
    const word = [...post.content.replace(/<[^>]*>/g, '').trim()].slice(0, 2).join('');
    for (const [keywords, kind, page, pageSize] of [
      ['沟通', undefined, 1, 5],
      ['沟通', 'course', 1, 2],
      [word, 'forum', 1, 1],
    ] as const) {
      const answer = await next<{ siteSearch: unknown }>(url(), SEARCH, { keywords, kind: kind?.toUpperCase(), page, pageSize }, { token });
      expect(answer.errors).toBeUndefined();
      const rest = (await suite.client.get<RestSearch>('/api/search', { token, query: { keywords, page, limit: pageSize, ...(kind ? { kind } : {}) } })).body.data;
      expect(rest.groups.some((group) => group.list.length > 0)).toBe(true);
      expect(plain(answer.data!.siteSearch)).toEqual(asGraph(rest));
    }
    const empty = await next(url(), SEARCH, { keywords: '' }, { token });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(empty);
    const anonymous = await next(url(), SEARCH, { keywords: '沟通' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(anonymous);
  });
});
