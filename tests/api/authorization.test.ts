/**
 * The authorization matrix, generated from the served OpenAPI document and the route list:
 * every protected operation refuses a missing or forged token with 202; examiner and admin
 * operations refuse learners; one learner cannot read or change another's exam attempt,
 * notifications, collections or profile. A route a module adds is in the matrix by being in
 * the document. Stored files: every file of the store answers by the access rule (a private one
 * refused at its bare address), and no GET operation hands out a bare private address.
 * The SPA's own operations meet the same refusals, as GraphQL errors with the codes of
 * server/graph/graphql-errors.ts: every document of the persisted manifest (src/graphql) sent by
 * hash as the SPA sends it to a production server, with variables generated from the graph's
 * schema: an operation added later is covered without a case written for it. Public operations
 * are a short list; staff fields are listed by coordinate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPublicFile } from '../../server/core/storage/file-access.js';
import { documentFiles, persistedDocuments } from '../../server/graph/scripts/persisted-manifest.js';
import { DEMO_EXAMS } from '../../server/seed/exams.js';
import { expectNoUpstreamDetail } from '../support/assertions.js';
import { documentOperations, exampleOf, exampleQuery, inBatches, pathOf, type Operation } from '../support/openapi-walk.js';
import {
  graphSchema,
  sampleVariables,
  selectedFields,
  spaOperationCalls,
  type SpaOperationCall,
} from '../support/spa-operations.js';
import { databaseKinds, DEMO, employee, suiteServer, type GraphQLAnswer } from '../support/test-server.js';

/** Operations only examiners or admins may call (by path): learners get 403. */
const STAFF_ONLY = [/^\/api\/examReview/, /^\/api\/forum\/moderation/, /^\/api\/adminUser\//, /^\/api\/admin\//];

describe.each(databaseKinds())('authorization matrix on %s', (kind) => {
  const suite = suiteServer(kind);
  let operations: Operation[];

  beforeAll(async () => {
    operations = await documentOperations(suite.server.url);
  });

  async function call(operation: Operation, authorization: string | undefined, pathValues: Record<string, string> = {}, body?: unknown) {
    const target = new URL(pathOf(operation, pathValues), suite.server.url);
    for (const [key, value] of Object.entries(exampleQuery(operation))) target.searchParams.set(key, value);
    const headers: Record<string, string> = { DeviceType: 'PC' };
    if (authorization !== undefined) headers.Authorization = authorization;
    const payload = body ?? (operation.body ? exampleOf(operation.body) : undefined);
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(target, { method: operation.method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
  }

  it('refuses a missing or forged token on every protected operation with 202', async () => {
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(60);
    // A token that was real: signed out since.
    const revoked = await suite.client.login(DEMO.lecturer.account, DEMO.lecturer.password);
    await suite.client.post('/api/logout', undefined, { token: revoked });
    const forged = [undefined, '', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'0'.repeat(64)}`, `Bearer ${'f'.repeat(300)}`, 'Bearer null', `Bearer ${revoked}`];
    const failures: string[] = [];
    await inBatches(
      secured.flatMap((operation) =>
        forged.map((authorization) => async () => {
          const answer = await call(operation, authorization);
          if (answer.status !== 401 || answer.body.code !== 202) failures.push(`${operation.method} ${operation.path} with ${JSON.stringify(authorization?.slice(0, 20))}: HTTP ${answer.status} code ${answer.body.code}`);
        }),
      ),
      16,
    );
    expect(failures).toEqual([]);
  });

  it('refuses learners on every examiner and admin operation', async () => {
    const staff = operations.filter((op) => STAFF_ONLY.some((re) => re.test(op.path)));
    expect(staff.length).toBeGreaterThanOrEqual(5);
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const failures: string[] = [];
    for (const operation of staff) {
      const answer = await call(operation, `Bearer ${token}`);
      if (answer.status !== 403 || answer.body.code !== 403) failures.push(`${operation.method} ${operation.path}: HTTP ${answer.status} code ${answer.body.code}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every stored file by the access rule: public pictures to anyone, private files only signed', async () => {
    const root = suite.server.filesDir;
    const stored = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/')).filter((f) => fs.statSync(path.join(root, f)).isFile());
    const privateFiles = stored.filter((f) => !isPublicFile(f));
    expect(privateFiles.some((f) => f.startsWith('library/'))).toBe(true);
    expect(stored.length - privateFiles.length).toBeGreaterThan(20);
    const encoded = (f: string) => `/files/${f.split('/').map(encodeURIComponent).join('/')}`;
    const failures: string[] = [];
    await inBatches(
      stored.map((f) => async () => {
        const response = await fetch(new URL(encoded(f), suite.server.url), { method: 'HEAD' });
        const expected = isPublicFile(f) ? 200 : 403;
        if (response.status !== expected) failures.push(`${f}: HTTP ${response.status}, expected ${expected}`);
      }),
      16,
    );
    expect(failures).toEqual([]);
  });

  it('hands out private file addresses only signed, on every GET operation without path parameters', async () => {
    const token = `Bearer ${await suite.client.login(DEMO.learner.account, DEMO.learner.password)}`;
    const gets = operations.filter((op) => op.method === 'GET' && !op.parameters.some((p) => p.in === 'path'));
    const addresses = new Set<string>();
    await inBatches(
      gets.map((operation) => async () => {
        const answer = await call(operation, operation.secured ? token : undefined);
        for (const found of JSON.stringify(answer.body).matchAll(/"(\/files\/[^"]+)"/g)) addresses.add(`${operation.path} ${found[1]}`);
      }),
      8,
    );
    expect(addresses.size).toBeGreaterThan(10);
    const bare = [...addresses].filter((entry) => {
      const address = entry.split(' ')[1]!;
      const [pathPart, query] = address.split('?');
      return !isPublicFile(decodeURIComponent(pathPart!.slice('/files/'.length))) && !/^exp=\d+&u=\d+&sig=/.test(query ?? '');
    });
    expect(bare).toEqual([]);
  });

  it("refuses another user's exam attempt, notifications, collections and profile", async () => {
    const db = suite.server.db;
    const owner = await db.selectFrom('users').select('id').where('account', '=', DEMO.learner.account).executeTakeFirstOrThrow();
    const otherAccount = employee(189);
    const other = await db.selectFrom('users').select('id').where('account', '=', otherAccount).executeTakeFirstOrThrow();
    const token = `Bearer ${await suite.client.login(otherAccount, DEMO.employeePassword)}`;
    const byId = (id: string) => operations.find((op) => op.operationId === id)!;

    // Every operation on an attempt, with someone else's attempt id.
    const attempt = await db.selectFrom('exam_attempts').select(['id', 'submitted_at']).where('user_id', '!=', other.id).orderBy('id').executeTakeFirst();
    if (attempt) {
      const attemptOps = operations.filter((op) => op.path.startsWith('/api/examAttempt/{id}'));
      expect(attemptOps.length).toBeGreaterThanOrEqual(4);
      for (const operation of attemptOps) {
        const answer = await call(operation, token, { id: String(attempt.id) });
        expect([403, 404], `${operation.method} ${operation.path}`).toContain(answer.status);
      }
      const after = await db.selectFrom('exam_attempts').select('submitted_at').where('id', '=', attempt.id).executeTakeFirstOrThrow();
      expect(after.submitted_at).toEqual(attempt.submitted_at);
    }

    // Someone else's notification stays unread.
    const notification = await db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).where('read_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const read = await call(byId('notifyRead'), token, {}, { id: notification.id });
    expect(read.status === 404 || (read.body.data as { updated?: number } | null)?.updated === 0).toBe(true);
    expect((await db.selectFrom('notifications').select('read_at').where('id', '=', notification.id).executeTakeFirstOrThrow()).read_at).toBeNull();
    const list = await call(byId('notifyList'), token);
    expect((list.body.data as { list: { id: number }[] }).list.map((n) => n.id)).not.toContain(notification.id);

    // Someone else's collected question stays collected.
    const ownerToken = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const question = await db.selectFrom('questions').select('id').orderBy('id').executeTakeFirstOrThrow();
    await suite.client.post(`/api/collect/${question.id}`, undefined, { token: ownerToken });
    await db.deleteFrom('collected_questions').where('user_id', '=', other.id).execute();
    await call(byId('collectRemove'), token, { id: String(question.id) });
    await call(byId('collectClear'), token);
    expect(await db.selectFrom('collected_questions').select('question_id').where('user_id', '=', owner.id).where('question_id', '=', question.id).execute()).toHaveLength(1);

    // The profile call changes the caller only, and takes no user id.
    const before = await db.selectFrom('users').select(['nation', 'gender']).where('id', '=', owner.id).executeTakeFirstOrThrow();
    const forgedId = await call(byId('updateUserInfo'), token, {}, { user_id: owner.id, nation: 'x' });
    expect(forgedId.status).toBe(422);
    expect(await db.selectFrom('users').select(['nation', 'gender']).where('id', '=', owner.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

/**
 * The SPA's operations of the domain graph that need no session, each read in its area's schema
 * and resolvers (server/graph/session, recovery, live): every other operation must refuse a
 * request without a valid session.
 */
const PUBLIC_OPERATIONS = new Set([
  // siteConfig: the site's settings the sign-in pages show (REST's public web config).
  'SiteConfig',
  // siteConfig.dingTalkApp: the DingTalk chat app's corporation id, read before its sign-in.
  'DingTalkApp',
  // signIn, signInWithDingTalk: they open the session.
  'SignIn',
  'SignInWithDingTalk',
  // sendRecoveryCode, resetPassword: password recovery, for who cannot sign in.
  'SendRecoveryCode',
  'ResetPassword',
  // liveRoom: the room token of liveLessonEntry is the credential (the desktop live client has no session).
  'LiveRoom',
]);

/**
 * Fields of the domain graph only staff may read or call (their descriptions in
 * server/graph/<area>/schema.graphql: "FORBIDDEN for anyone who is not an examiner" ...), by
 * schema coordinate: an SPA operation that selects one, at any depth, is a staff operation.
 */
const EXAMINER_FIELDS = [
  // Exam marking (server/graph/exams).
  'Query.examReviews',
  'Query.examReview',
  'Mutation.markExamAnswers',
  // Defence assessment (server/graph/defences).
  'Query.defenceAssessments',
  'Query.defenceAssessment',
  'Mutation.markDefence',
];
/**
 * Administrators only: forum moderation (server/graph/forum), the back office's sign-in
 * (server/graph/session) and the back office itself (server/graph/admin: a back-office token of
 * an administrator; a portal token is FORBIDDEN there).
 */
const ADMIN_FIELDS = [
  'Query.forumReportQueue',
  'Query.forumBans',
  'Query.forumModerationLog',
  'Mutation.moderateForumReports',
  'Mutation.liftForumBan',
  'Mutation.adminSignIn',
  'Query.employees',
  'Query.employee',
  'Query.auditEntries',
  'Mutation.setEmployeeStatus',
  'Query.departments',
  'Query.positions',
  'Mutation.createDepartment',
  'Mutation.updateDepartment',
  'Mutation.mergeDepartment',
  'Mutation.setDepartmentStatus',
  'Mutation.deleteDepartment',
  'Mutation.moveEmployees',
  'Mutation.createPosition',
  'Mutation.updatePosition',
  'Mutation.deletePosition',
  'Mutation.resetEmployeePassword',
  'Mutation.unlockEmployee',
  'Mutation.createEmployee',
  'Mutation.updateEmployee',
  'Mutation.updateSiteSettings',
  'Query.siteSettings',
  'Query.announcements',
  'Mutation.createAnnouncement',
  'Mutation.updateAnnouncement',
  'Mutation.cancelAnnouncement',
  'Query.dingTalkSync',
  'Mutation.startDingTalkSync',
  'Mutation.setDingTalkSyncSchedule',
  // The back office's reports (server/graph/reports).
  'Query.completionReport',
  'Query.studyReport',
  'Query.reportDashboard',
  'Query.examResultsReport',
  'Query.examResultReport',
  // The home page's banners (server/graph/admin).
  'Query.banners',
  'Mutation.createBanner',
  'Mutation.updateBanner',
  'Mutation.deleteBanner',
  'Mutation.reorderBanners',
  'Query.defenceResultsReport',
  'Query.redemptionReport',
  'Query.forumActivityReport',
];
/** Lecturers, examiners and administrators: courseware (server/graph/courseware). */
const COURSEWARE_FIELDS = ['Mutation.createCourseware', 'User.coursewares'];

/** The codes of a GraphQL answer's errors. */
function codesOf(answer: GraphQLAnswer<unknown>): unknown[] {
  return (answer.errors ?? []).map((e) => e.extensions?.code);
}

/** Whether an answer holds a value other than null at the root or under any of these keys. */
function holdsData(data: unknown, keys?: Set<string>): boolean {
  if (data === null || data === undefined) return false;
  if (!keys) return Object.values(data as Record<string, unknown>).some((value) => value !== null);
  if (Array.isArray(data)) return data.some((item) => holdsData(item, keys));
  if (typeof data !== 'object') return false;
  return Object.entries(data as Record<string, unknown>).some(([key, value]) => (keys.has(key) && value !== null) || holdsData(value, keys));
}

describe.each(databaseKinds())("the SPA's operations on the graph on %s", (kind) => {
  // A production server: the build's manifest, and nothing but its documents runs.
  const { manifest } = persistedDocuments(documentFiles());
  const suite = suiteServer(kind, { graph: { persistedOnly: true, persistedDocuments: manifest } });
  const schema = graphSchema();
  const calls = spaOperationCalls();

  /** One operation as the SPA sends it: its name, its document's text and hash. */
  async function send(call: SpaOperationCall, authorization: string | undefined, variables = sampleVariables(call, schema)): Promise<GraphQLAnswer<Record<string, unknown>>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', DeviceType: 'PC' };
    if (authorization !== undefined) headers.authorization = authorization;
    const body = { operationName: call.name, query: call.text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: call.hash } } };
    const response = await fetch(`${suite.server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer, 'status'>) };
  }

  it('refuses every operation needing a session without one, or with a forged or revoked token: UNAUTHENTICATED, no data', async () => {
    expect([...PUBLIC_OPERATIONS].filter((name) => !calls.some((c) => c.name === name))).toEqual([]);
    const secured = calls.filter((c) => !PUBLIC_OPERATIONS.has(c.name));
    expect(secured.length).toBeGreaterThan(calls.length * 0.9);
    const revoked = await suite.client.login(DEMO.lecturer.account, DEMO.lecturer.password);
    await suite.client.post('/api/logout', undefined, { token: revoked });
    const failures: string[] = [];
    let unauthenticated = 0;
    await inBatches(
      calls.flatMap((call) =>
        [undefined, 'Bearer forged', `Bearer ${revoked}`].map((authorization) => async () => {
          const answer = await send(call, authorization);
          const label = `${call.name} with ${authorization === undefined ? 'no token' : authorization.slice(0, 14)}: HTTP ${answer.status} ${JSON.stringify(answer).slice(0, 240)}`;
          if (answer.status !== 200 || /https?:\/\/|\/api\/|localhost|Upstream/.test(JSON.stringify(answer.errors ?? []))) return void failures.push(label);
          if (PUBLIC_OPERATIONS.has(call.name)) {
            // A public operation answers without a session (its sample variables may be refused).
            if (codesOf(answer).includes('UNAUTHENTICATED')) failures.push(`public ${label}`);
            return;
          }
          const codes = codesOf(answer);
          // Each error: the session refused, or the variables refused before it.
          if (!codes.length || holdsData(answer.data) || !codes.every((code) => code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT')) return void failures.push(label);
          if (codes.includes('UNAUTHENTICATED')) unauthenticated += 1;
        }),
      ),
      8,
    );
    console.log(`/graphql without a session: ${unauthenticated} of ${secured.length * 3} answers UNAUTHENTICATED, the others refused their variables first; ${PUBLIC_OPERATIONS.size} public operations`);
    expect(failures).toEqual([]);
    expect(unauthenticated).toBeGreaterThan(secured.length * 3 * 0.8);
  }, 60_000);

  it("refuses learners on examiners', administrators' and courseware operations, and examiners on administrators'", async () => {
    // A field renamed or gone fails here rather than leave its operations unchecked.
    for (const coordinate of [...EXAMINER_FIELDS, ...ADMIN_FIELDS, ...COURSEWARE_FIELDS]) {
      const [type, field] = coordinate.split('.');
      const owner = schema.getType(type!);
      expect(isObjectType(owner) && Object.hasOwn(owner.getFields(), field!), `${coordinate} in server/graph/schema.graphql`).toBe(true);
    }
    const learner = `Bearer ${await suite.client.login(DEMO.learner.account, DEMO.learner.password)}`;
    const examiner = `Bearer ${await suite.client.login(DEMO.examiner.account, DEMO.examiner.password)}`;
    /** The operations selecting one of the fields, with the keys of those fields in their answers. */
    const reaching = (coordinates: string[]) =>
      calls.flatMap((call) => {
        const keys = selectedFields(call, schema).filter((f) => coordinates.includes(f.coordinate)).map((f) => f.responseKey);
        return keys.length ? [{ call, keys: new Set(keys) }] : [];
      });
    const forLearner = reaching([...EXAMINER_FIELDS, ...ADMIN_FIELDS, ...COURSEWARE_FIELDS]);
    const forExaminer = reaching(ADMIN_FIELDS);
    // Today: the marking and assessment documents (next/assess.graphql: 6), forum moderation (5),
    // the back office's sign-in, courseware (2). More when the SPA sends more of them.
    expect(forLearner.length).toBeGreaterThanOrEqual(14);
    expect(forExaminer.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const [who, token, staff] of [['learner', learner, forLearner], ['examiner', examiner, forExaminer]] as const) {
      for (const { call, keys } of staff) {
        const answer = await send(call, token);
        const codes = codesOf(answer);
        // Refused (or the sample variables refused first), and nothing of the staff fields answered.
        const refused = codes.length > 0 && codes.every((code) => code === 'FORBIDDEN' || code === 'BAD_USER_INPUT');
        if (!refused || holdsData(answer.data, keys)) failures.push(`${who} ${call.name}: ${JSON.stringify(answer).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses another user's exam attempt on every operation taking one: NOT_FOUND or FORBIDDEN, nothing changed, no upstream detail", async () => {
    const db = suite.server.db;
    // An attempt in progress of someone else, with its paper: the writes could change it.
    const owner = await suite.client.login(employee(42), DEMO.employeePassword);
    const exam = await db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.open).executeTakeFirstOrThrow();
    const startExam = calls.find((c) => c.rootFields.includes('startExam'))!;
    const started = await send(startExam, `Bearer ${owner}`, { input: { examId: String(exam.id) } });
    const attempt = (started.data as { startExam: { attempt: { id: string; questions: { question: { id: string } }[] } } }).startExam.attempt;
    const before = {
      attempt: await db.selectFrom('exam_attempts').selectAll().where('id', '=', Number(attempt.id)).executeTakeFirstOrThrow(),
      answers: await db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', Number(attempt.id)).execute(),
    };
    expect(before.attempt.submitted_at).toBeNull();

    const other = `Bearer ${await suite.client.login(employee(189), DEMO.employeePassword)}`;
    const attemptCalls = calls.filter((c) => c.rootFields.some((f) => ['examAttempt', 'saveExamAnswer', 'submitExam'].includes(f)));
    // ExamAttempt, ExamResult, ExamAnalysis, SaveExamAnswer, SubmitExam.
    expect(attemptCalls.length).toBeGreaterThanOrEqual(5);
    const values = { id: attempt.id, attemptId: attempt.id, questionId: attempt.questions[0]!.question.id };
    for (const call of attemptCalls) {
      const answer = await send(call, other, sampleVariables(call, schema, { values }));
      expect(answer.errors?.map((e) => e.extensions?.code), `${call.name}: ${JSON.stringify(answer)}`).toEqual([expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/)]);
      expect(holdsData(answer.data), call.name).toBe(false);
      expectNoUpstreamDetail(answer);
    }
    expect(await db.selectFrom('exam_attempts').selectAll().where('id', '=', Number(attempt.id)).executeTakeFirstOrThrow()).toEqual(before.attempt);
    expect(await db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', Number(attempt.id)).execute()).toEqual(before.answers);
  });
});
