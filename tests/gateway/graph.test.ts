/**
 * The graph at /graphql (server/graph) against the seeded demo company: the slice
 * of stage 0 (viewer, course, lecturer, their relations) in one request each, REST's refusals
 * as GraphQL errors with one code mapping and nothing of the REST call, the limits of /graphql,
 * and persisted documents: a production server runs only the documents of its manifest.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graph/limits.js';
import { PAGE_SIZE_MAX } from '../../server/graph/paging.js';
import { expectNoUpstreamDetail, MSG, setUserStatus, userByAccount } from '../support/assertions.js';
import { graphDatabaseKinds, DEMO, employee, login, suiteServer, graphql, type GraphQLAnswer } from '../support/test-server.js';

interface NextOptions {
  token?: string;
  lang?: string;
  /** Sent instead of the text: extensions.persistedQuery with this hash. */
  hash?: string;
  /** Also send the text when sending a hash (Apollo's retry after PERSISTED_QUERY_NOT_FOUND). */
  withText?: boolean;
}

/** What the suite's queries select (each field present when selected). */
interface PageInfo {
  page: number;
  pageSize: number;
  hasNextPage: boolean;
}
interface CourseNode {
  id: string;
  title: string;
  type: string;
  isRequired: boolean;
  joinState: string | null;
  progress: number;
  lastStudiedAt: string | null;
  participantCount: number;
  description: string;
  isOrdered: boolean;
  placesLeft: number | null;
  lecturers: LecturerNode[];
}
interface LecturerNode {
  id: string;
  name: string;
  title: string;
  intro: string;
  courses: { totalCount: number; pageInfo: PageInfo; nodes: CourseNode[] };
}
interface ViewerNode {
  id: string;
  account: string;
  name: string;
  role: string;
  isAdmin: boolean;
  mobile: string | null;
  entryDate: string | null;
  department: { name: string } | null;
}
interface GraphData {
  viewer: ViewerNode;
  course: CourseNode | null;
  lecturer: LecturerNode | null;
}

/** REST's answers the suite compares with (the fields it reads). */
interface RestCourse {
  title: string;
  course_type: number;
  is_required: number;
  progress: number;
  user_total: number;
  description: string;
  is_ordered: number;
  places_left: number | null;
  last_study_time: number | null;
  teachers: { id: number }[];
}
interface RestCoursePage {
  total: number;
  list: { id: number; course_type: number }[];
}

function next<T = GraphData>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: NextOptions = {}): Promise<GraphQLAnswer<T>> {
  const body = options.hash
    ? { ...(options.withText ? { query } : {}), variables, extensions: { persistedQuery: { version: 1, sha256Hash: options.hash } } }
    : { query, variables };
  return graphql<T>(baseUrl, body, options);
}

const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer { id account name role isAdmin mobile workNumber entryDate department { name } positionName }
  }
`;

const COURSE_WITH_LECTURERS = /* GraphQL */ `
  query CourseWithLecturers($id: ID!) {
    viewer { id name }
    course(id: $id) {
      id title type isRequired joinState progress lastStudiedAt participantCount description isOrdered placesLeft
      lecturers {
        id name title intro
        courses(pageSize: 50) { totalCount pageInfo { page pageSize hasNextPage } nodes { id title type isRequired } }
      }
    }
  }
`;

const COURSE = /* GraphQL */ `
  query Course($id: ID!) {
    viewer { id }
    course(id: $id) { id title }
  }
`;

const COURSE_TYPES: Record<number, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE_TO_FACE' };

/** `n` aliases of one selection. */
function aliases(n: number, selection: string): string {
  return `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
}

/** A query `levels` deep (course is level 1): Course -> lecturers -> courses -> nodes -> lecturers ... */
function deep(levels: number): string {
  const steps = ['lecturers', 'courses', 'nodes'];
  const leaf = (step: string) => (step === 'courses' ? 'totalCount' : 'id');
  let selection = leaf(steps[(levels - 3) % 3]!);
  for (let level = levels - 1; level >= 2; level--) selection = `${steps[(level - 2) % 3]} { ${selection} }`;
  return `query { course(id: "1") { ${selection} } }`;
}

/** A refusal of the limits: no data, GRAPHQL_VALIDATION_FAILED naming `limit` first (a deep query may be past the cost limit too). */
function expectLimit(answer: GraphQLAnswer<unknown>, limit: string) {
  expect(answer.data ?? null, JSON.stringify(answer).slice(0, 300)).toBeNull();
  expect(answer.errors?.length, JSON.stringify(answer.errors).slice(0, 300)).toBeGreaterThan(0);
  expect(answer.errors![0]!.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
  for (const error of answer.errors!) expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  // A message a developer reads: it names what refused.
  expect(answer.errors![0]!.message).toMatch(new RegExp(limit, 'i'));
}

describe.each(graphDatabaseKinds())('the graph at /graphql on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const learner = () => login(suite.server.url, DEMO.learner.account, DEMO.learner.password);

  it('answers its former address /graphql/next with 308 to /graphql, which a client follows with its body', async () => {
    const token = await learner();
    const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: VIEWER }) };
    const moved = await fetch(`${suite.server.url}/graphql/next`, { ...init, redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/graphql');
    const followed = await fetch(`${suite.server.url}/graphql/next`, init);
    expect(followed.url).toBe(`${suite.server.url}/graphql`);
    expect(((await followed.json()) as GraphQLAnswer<GraphData>).data?.viewer).toMatchObject({ account: DEMO.learner.account });
  });

  it('answers the viewer: learner01 with converted values', async () => {
    const user = await userByAccount(suite.server.db, DEMO.learner.account);
    const answer = await next(suite.server.url, VIEWER, {}, { token: await learner() });
    expect(answer.errors).toBeUndefined();
    const viewer = answer.data!.viewer;
    expect(viewer).toMatchObject({ id: String(user.id), account: 'learner01', name: DEMO.learner.name, role: 'LEARNER', isAdmin: false, mobile: DEMO.learner.mobile });
    expect(viewer.department?.name).toEqual(expect.any(String));
    // entry_time '2019-03-01' in the company's zone (Asia/Shanghai): the start of that day.
    expect(viewer.entryDate).toBe('2019-02-28T16:00:00.000Z');
    const admin = await next(suite.server.url, VIEWER, {}, { token: await login(suite.server.url, DEMO.admin.account, DEMO.admin.password) });
    expect(admin.data!.viewer).toMatchObject({ account: 'admin01', isAdmin: true });
  });

  it("answers a course with its lecturers and each lecturer's courses in one request, as REST has them", async () => {
    const token = await learner();
    // The operation's REST calls (viewer, course, each lecturer's profile and courses) share one session lookup.
    const lookUp = vi.spyOn(suite.server.app.services.session.auth as unknown as { lookUp(hash: string): Promise<unknown> }, 'lookUp');
    const answer = await next(suite.server.url, COURSE_WITH_LECTURERS, { id: '1' }, { token });
    expect(lookUp).toHaveBeenCalledTimes(1);
    lookUp.mockRestore();
    expect(answer.errors).toBeUndefined();
    const course = answer.data!.course!;
    const rest = (await suite.client.get<RestCourse>('/api/courseInfo/1', { token })).body.data;
    expect(course).toMatchObject({
      id: '1',
      title: rest.title,
      type: COURSE_TYPES[rest.course_type],
      isRequired: rest.is_required === 1,
      progress: rest.progress,
      participantCount: rest.user_total,
      description: rest.description,
      isOrdered: rest.is_ordered === 1,
      placesLeft: rest.places_left,
    });
    expect(course.lastStudiedAt).toBe(rest.last_study_time ? new Date(rest.last_study_time * 1000).toISOString() : null);
    expect(course.lecturers.map((l) => l.id)).toEqual(rest.teachers.map((t) => String(t.id)));
    expect(course.lecturers.length).toBeGreaterThan(0);
    for (const lecturer of course.lecturers) {
      const profile = (await suite.client.get<{ intro: string }>(`/api/lecturer/${lecturer.id}`, { token })).body.data;
      expect(lecturer.intro).toBe(profile.intro);
      const page = (await suite.client.get<RestCoursePage>(`/api/lecturer/course/${lecturer.id}`, { token, query: { page: 1, limit: 50 } })).body.data;
      expect(lecturer.courses.totalCount).toBe(page.total);
      expect(lecturer.courses.pageInfo).toEqual({ page: 1, pageSize: 50, hasNextPage: page.total > 50 });
      expect(lecturer.courses.nodes.map((c) => c.id)).toEqual(page.list.map((c) => String(c.id)));
      expect(lecturer.courses.nodes.map((c) => c.type)).toEqual(page.list.map((c) => COURSE_TYPES[c.course_type]));
      expect(lecturer.courses.nodes.some((c) => c.id === '1')).toBe(true);
    }
  });

  it('pages with one cap: a page size past 100 is answered as 100', async () => {
    const token = await learner();
    const lecturerId = (await next(suite.server.url, '{ course(id: "1") { lecturers { id } } }', {}, { token })).data!.course!.lecturers[0]!.id;
    const query = 'query L($id: ID!, $size: Int) { lecturer(id: $id) { id name courses(pageSize: $size) { totalCount pageInfo { page pageSize hasNextPage } nodes { id } } } }';
    const capped = await next(suite.server.url, query, { id: lecturerId, size: 100_000 }, { token });
    expect(capped.errors).toBeUndefined();
    expect(capped.data!.lecturer!.courses.pageInfo.pageSize).toBe(PAGE_SIZE_MAX);
    const one = await next(suite.server.url, query, { id: lecturerId, size: 1 }, { token });
    expect(one.data!.lecturer!.courses.nodes).toHaveLength(1);
    expect(one.data!.lecturer!.courses.pageInfo).toEqual({ page: 1, pageSize: 1, hasNextPage: one.data!.lecturer!.courses.totalCount > 1 });
  });

  it('answers a missing course as NOT_FOUND at its path, the rest of the answer kept, nothing of the REST call', async () => {
    const token = await learner();
    const answer = await next(suite.server.url, COURSE, { id: '999999' }, { token });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ viewer: { id: expect.any(String) }, course: null });
    expect(answer.errors).toEqual([{ message: '课程不存在', locations: expect.any(Array), path: ['course'], extensions: { code: 'NOT_FOUND', portalCode: 4004, status: 404 } }]);
    expectNoUpstreamDetail(answer);
    const english = await next(suite.server.url, COURSE, { id: '999999' }, { token, lang: 'en-US' });
    expect(english.errors![0]!.message).toBe('The course does not exist');
  });

  it('answers a disabled course as FORBIDDEN and a malformed id as BAD_USER_INPUT, in the reader language', async () => {
    const token = await learner();
    const disabled = await suite.server.db.selectFrom('courses').select('id').where('title', '=', '已下线课程').executeTakeFirstOrThrow();
    const forbidden = await next(suite.server.url, COURSE, { id: String(disabled.id) }, { token, lang: 'en-US' });
    expect(forbidden.errors).toEqual([
      { message: 'This course has been disabled, please consult the administrator', locations: expect.any(Array), path: ['course'], extensions: { code: 'FORBIDDEN', portalCode: 403, status: 403 } },
    ]);
    const malformed = await next(suite.server.url, COURSE, { id: 'abc' }, { token });
    expect(malformed.errors![0]).toMatchObject({ path: ['course'], extensions: { code: 'BAD_USER_INPUT', portalCode: 422, status: 422 } });
    expect(malformed.errors![0]!.message).toMatch(MSG.invalidInputPrefix.zh);
    // Characters no URL path carries plainly go through Fastify's router: the same refusal.
    const slashed = await next(suite.server.url, COURSE, { id: '1/2' }, { token });
    expect(slashed.errors![0]!.extensions).toMatchObject({ code: expect.stringMatching(/BAD_USER_INPUT|NOT_FOUND/) });
    expectNoUpstreamDetail([forbidden, malformed, slashed]);
  });

  it('answers without a token as UNAUTHENTICATED and a disabled account as FORCED_LOGOUT', async () => {
    const anonymous = await next(suite.server.url, VIEWER);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors).toEqual([{ message: MSG.tokenMissing.zh, locations: expect.any(Array), path: ['viewer'], extensions: { code: 'UNAUTHENTICATED', portalCode: 202, status: 401 } }]);
    const invalid = await next(suite.server.url, COURSE, { id: '1' }, { token: 'not-a-token', lang: 'en-US' });
    // Each field's REST call is refused (the token is looked up again after a refusal); viewer, not null, takes data with it.
    expect(invalid.data).toBeNull();
    expect(invalid.errors?.map((e) => [e.path, e.extensions?.code, e.message])).toEqual(
      expect.arrayContaining([
        [['viewer'], 'UNAUTHENTICATED', MSG.tokenInvalid.en],
        [['course'], 'UNAUTHENTICATED', MSG.tokenInvalid.en],
      ]),
    );
    const account = employee(51);
    const token = await login(suite.server.url, account, DEMO.employeePassword);
    await setUserStatus(suite.server.db, account, 2);
    const out = await next(suite.server.url, VIEWER, {}, { token });
    expect(out.errors).toEqual([{ message: MSG.accountDisabled.zh, locations: expect.any(Array), path: ['viewer'], extensions: { code: 'FORCED_LOGOUT', portalCode: 205, status: 401 } }]);
  });

  it('refuses 500 aliases, too many aliases and a depth-20 query with clear errors before any REST call', async () => {
    const token = await learner();
    // 500 aliases are past the token limit (three tokens each) before the alias limit is counted.
    expectLimit(await next(suite.server.url, aliases(500, 'viewer { id }'), {}, { token }), 'tokens');
    expectLimit(await next(suite.server.url, aliases(GRAPHQL_LIMITS.aliases + 1, 'viewer { id }'), {}, { token }), 'aliases');
    const deepAnswer = await next(suite.server.url, deep(20), {}, { token });
    expectLimit(deepAnswer, 'depth');
    expect(deepAnswer.errors![0]!.message).toBe(`Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found 20.`);
    // Ten levels are answered.
    expect((await next(suite.server.url, deep(GRAPHQL_LIMITS.depth), {}, { token })).errors).toBeUndefined();
    // Without a session too: refused by the limits, not by the missing token.
    expectLimit(await next(suite.server.url, deep(20)), 'depth');
  });

  it('keeps introspection and field suggestions off outside development', async () => {
    expectLimit(await next(suite.server.url, '{ __schema { queryType { name } } }'), 'introspection');
    const typo = await next(suite.server.url, '{ viewer { nam } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(typo.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A message naming a connection type is the developer's (not mistaken for an upstream detail).
    const wrong = await next(suite.server.url, '{ lecturer(id: "1") { courses { id } } }');
    expect(wrong.errors).toEqual([{ message: 'Cannot query field "id" on type "CourseConnection".', locations: expect.any(Array), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
  });
});

describe('the domain graph in production: persisted documents only', () => {
  const viewerHash = createHash('sha256').update(VIEWER).digest('hex');
  const suite = suiteServer('pglite', { graph: { persistedOnly: true, persistedDocuments: { [viewerHash]: VIEWER } } });

  it('runs a document of the manifest by its hash', async () => {
    const token = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const answer = await next(suite.server.url, VIEWER, {}, { token, hash: viewerHash });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer).toMatchObject({ account: 'learner01', role: 'LEARNER' });
  });

  it('refuses an unknown document: a text, or a hash not in the manifest', async () => {
    const token = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const text = await next(suite.server.url, '{ viewer { id } }', {}, { token });
    expect(text.data ?? null).toBeNull();
    expect(text.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(text.errors![0]!.message).toMatch(/persisted documents/);
    const unknown = await next(suite.server.url, '{ viewer { id } }', {}, { token, hash: 'f'.repeat(64) });
    expect(unknown.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    // Apollo's retry with the text after PERSISTED_QUERY_NOT_FOUND is refused too.
    const retry = await next(suite.server.url, '{ viewer { id } }', {}, { token, hash: 'f'.repeat(64), withText: true });
    expect(retry.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    expectNoUpstreamDetail([text, unknown, retry]);
  });
});
