/**
 * The exams area of the graph at /graphql (server/graph/exams) against the seeded
 * demo company, compared with the REST API's own answers: an exam with the user's attempts,
 * the exam list, an attempt's paper; starting, saving and submitting through the graph; the
 * examiner's review list and marking. Refusals (no session, another user's attempt, a bad id,
 * the attempts used, a learner in the review list) are GraphQL errors with the one code mapping
 * and nothing of the REST call.
 */
import { describe, expect, it, vi } from 'vitest';
import { InProcessRoutes } from '../../server/core/http/in-process-routes.js';
import { DEMO_EXAMS, SAFETY_QUIZ } from '../../server/seed/exams.js';
import { MAPS_DEMO } from '../../server/seed/maps.js';
import { expectNoUpstreamDetail, userByAccount } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, suiteServer, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

/** The one error of a refused root field: the mapping's extensions, and nothing of the REST call. */
function expectRefused(answer: GraphQLAnswer<unknown>, field: string, extensions: Record<string, unknown>, message?: string) {
  expect(answer.status).toBe(200);
  expect(answer.errors, JSON.stringify(answer.errors)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error!.path).toEqual([field]);
  expect(error!.extensions).toEqual(extensions);
  if (message !== undefined) expect(error!.message).toBe(message);
  expectNoUpstreamDetail(answer);
}

const QUESTION_TYPES: Record<number, string> = { 1: 'SINGLE_CHOICE', 2: 'MULTIPLE_CHOICE', 3: 'TRUE_FALSE', 4: 'FILL_IN', 5: 'SHORT_ANSWER', 6: 'INDEFINITE_CHOICE' };
const EXAM_TYPES: Record<number, string> = { 1: 'SIMULATION', 2: 'OFFICIAL', 3: 'ONLINE_TRAINING', 14: 'CLASS_TEST', 17: 'MAP_TEST', 18: 'MAP_STAGE_TEST' };
const REFUSALS: Record<string, string | null> = { '': null, notOpen: 'NOT_OPEN', ended: 'ENDED', limitReached: 'LIMIT_REACHED', noMakeup: 'NO_MAKEUP' };
const REVIEW: Record<number, string> = { 1: 'WAITING', 2: 'REVIEWED' };
/** A missing attempt, and another user's (REST's envelope code 4004, HTTP 404). */
const NOT_FOUND = { code: 'NOT_FOUND', portalCode: 4004, status: 404 };

/** The REST calls (method and route) the graph makes while `run` runs: the exam day's mutations make one each. */
async function restCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const spy = vi.spyOn(InProcessRoutes.prototype, 'call');
  try {
    const result = await run();
    return { result, calls: spy.mock.calls.map(([call]) => `${call.method} ${call.route}`) };
  } finally {
    spy.mockRestore();
  }
}

/** An instant of REST (ISO text) as the graph writes it; null stays null. */
function instant(text: string | null): string | null {
  return text === null ? null : new Date(text).toISOString();
}

// ---------------------------------------------------------------------------------------
// What the suite selects, and REST's answers it compares with (the fields it reads)

interface AnswerNode {
  optionIds: string[];
  texts: string[];
}
interface AttemptSummaryNode {
  id: string;
  number: number;
  isMakeup: boolean;
  startedAt: string;
  submittedAt: string | null;
  isSubmitted: boolean;
  score: number | null;
  reviewStatus: string | null;
  passed: boolean | null;
  exam: { id: string; title: string };
}
interface ExamNode {
  id: string;
  title: string;
  description: string;
  type: string;
  source: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  passScore: number;
  totalScore: number;
  attemptLimit: number;
  makeupLimit: number;
  attemptsUsed: number;
  canStart: boolean;
  startRefusal: string | null;
  bestScore: number | null;
  lastAttempt: { id: string } | null;
  questionCount: number;
  attemptsLeft: number;
  makeupLeft: number;
  openAttempt: { id: string } | null;
  myAttempts: AttemptSummaryNode[];
}
interface PaperQuestionNode {
  question: { id: string; type: string; content: string; blanks: number; options: { optionId: string; content: string }[] };
  score: number;
  myAnswer: AnswerNode | null;
}
interface AttemptNode {
  id: string;
  number: number;
  isSubmitted: boolean;
  deadline: string;
  remainingSeconds: number;
  score: number | null;
  reviewStatus: string | null;
  objectiveScore: number | null;
  pendingCount: number | null;
  exam: { id: string; title: string; totalScore: number };
  questions: PaperQuestionNode[];
}

interface RestAttemptSummary {
  id: number;
  attempt_no: number;
  is_makeup: number;
  started_at: string;
  submitted_at: string | null;
  score: number | null;
  review_status: number | null;
  passed: number | null;
}
interface RestExamDetail {
  id: number;
  title: string;
  description: string;
  exam_type: number;
  exam_start: string;
  exam_end: string;
  exam_long: number;
  pass_score: number;
  total_score: number;
  attempt_limit: number;
  makeup_limit: number;
  attempts_used: number;
  can_start: number;
  reason: string;
  question_count: number;
  attempts_left: number;
  makeup_left: number;
  open_attempt_id: number | null;
  attempts: RestAttemptSummary[];
}
interface RestExamListItem {
  id: number;
  title: string;
  exam_type: number;
  attempts_used: number;
  best_score: number | null;
  last_attempt_id: number | null;
  can_start: number;
  reason: string;
}
interface RestAnswer {
  option_ids?: number[];
  texts?: string[];
}
interface RestAttempt {
  id: number;
  exam_id: number;
  deadline: string;
  submitted: number;
  questions: { id: number; type: number; content: string; score: number; blanks: number; options: { id: number; content: string }[] }[];
  answers: { question_id: number; answer: RestAnswer }[];
}
interface RestResult {
  score: number | null;
  objective_score: number;
  review_status: number;
  passed: number | null;
  pending_count: number;
}
interface RestReviewItem {
  id: number;
  exam_id: number;
  title: string;
  name: string;
  submitted_at: string;
  review_status: number;
  short_count: number;
  pending_count: number;
  score: number | null;
}
interface RestReviewDetail {
  id: number;
  total: number;
  total_score: number;
  questions: { id: number; type: number; score: number; reference: string; text: string; my_score: number | null; review_status: number; remark: string }[];
}

function restAnswer(answer: RestAnswer | undefined): AnswerNode | null {
  return answer ? { optionIds: (answer.option_ids ?? []).map(String), texts: answer.texts ?? [] } : null;
}

// ---------------------------------------------------------------------------------------
// Documents

const ATTEMPT_SUMMARY = 'id number isMakeup startedAt submittedAt isSubmitted score reviewStatus passed exam { id title }';

const EXAM = /* GraphQL */ `
  query Exam($id: ID!) {
    exam(id: $id) {
      id title description type source startsAt endsAt durationMinutes passScore totalScore attemptLimit makeupLimit
      attemptsUsed canStart startRefusal bestScore lastAttempt { id } questionCount attemptsLeft makeupLeft openAttempt { id }
      myAttempts { ${ATTEMPT_SUMMARY} }
    }
  }
`;

const EXAMS = /* GraphQL */ `
  query Exams($filter: ExamFilter, $page: Int, $pageSize: Int) {
    exams(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount pageInfo { page pageSize hasNextPage }
      nodes { id title type attemptsUsed canStart startRefusal bestScore lastAttempt { id } }
    }
  }
`;

const PAPER = 'question { id type content blanks options { optionId content } } score myAnswer { optionIds texts }';
const ATTEMPT_FIELDS = `id number isSubmitted deadline remainingSeconds score reviewStatus objectiveScore pendingCount exam { id title totalScore } questions { ${PAPER} }`;

const ATTEMPT = /* GraphQL */ `
  query ExamAttempt($id: ID!) {
    examAttempt(id: $id) { ${ATTEMPT_FIELDS} }
  }
`;

const START = /* GraphQL */ `
  mutation StartExam($input: StartExamInput!) {
    startExam(input: $input) { attempt { ${ATTEMPT_FIELDS} } }
  }
`;

const SAVE = /* GraphQL */ `
  mutation SaveExamAnswer($input: SaveExamAnswerInput!) {
    saveExamAnswer(input: $input) { attempt { id } questionId answer { optionIds texts } }
  }
`;

const SUBMIT = /* GraphQL */ `
  mutation SubmitExam($input: SubmitExamInput!) {
    submitExam(input: $input) {
      attempt { id isSubmitted submittedAt score reviewStatus passed objectiveScore timeUsedSeconds correctCount pendingCount }
    }
  }
`;

const ANALYSIS = /* GraphQL */ `
  query ExamAnalysis($id: ID!) {
    examAttempt(id: $id) {
      id
      questions { question { id type } myAnswer { optionIds texts } correctAnswer { optionIds texts } myScore isCorrect reviewStatus remark explanation isCollected }
    }
  }
`;

const REVIEWS = /* GraphQL */ `
  query ExamReviews($status: ReviewStatus, $examId: ID, $page: Int, $pageSize: Int) {
    examReviews(status: $status, examId: $examId, page: $page, pageSize: $pageSize) {
      totalCount pageInfo { page pageSize hasNextPage }
      nodes { id examId examTitle learnerName submittedAt status objectiveScore shortAnswerCount pendingCount score }
    }
  }
`;

const REVIEW_DETAIL = /* GraphQL */ `
  query ExamReview($id: ID!) {
    examReview(id: $id) {
      id examTitle learnerName status currentScore totalScore pendingCount score reviewedAt
      questions { question { id type } score reference answer { optionIds texts } mark isCorrect remark status }
    }
  }
`;

const MARK = /* GraphQL */ `
  mutation MarkExamAnswers($input: MarkExamAnswersInput!) {
    markExamAnswers(input: $input) {
      passed
      review { id status score currentScore pendingCount reviewedAt questions { question { id } mark remark status } }
    }
  }
`;

/** The answer of learner01's safety quiz, right for every question (the short answer: a text). */
function rightAnswer(index: number, type: number): { optionIds?: string[]; texts?: string[] } {
  const key = SAFETY_QUIZ[index]!.answer;
  if (type === 4) return { texts: key.blanks!.map((blank) => blank[0]!) };
  if (type === 5) return { texts: ['先断开网络，再报告信息安全负责人'] };
  return { optionIds: key.option_ids!.map(String) };
}

describe.each(graphDatabaseKinds())('the exams area of the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const examId = async (title: string) => String((await suite.server.db.selectFrom('exams').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id);
  const learnerToken = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);

  it("answers an exam with the user's attempts and each attempt's exam, as REST's exam page has them", async () => {
    const token = await learnerToken();
    for (const title of [DEMO_EXAMS.limitReached, DEMO_EXAMS.open, DEMO_EXAMS.notOpen, DEMO_EXAMS.ended]) {
      const id = await examId(title);
      const answer = await next<{ exam: ExamNode }>(suite.server.url, EXAM, { id }, { token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const rest = (await suite.client.get<RestExamDetail>(`/api/exam/${id}`, { token })).body.data;
      const exam = answer.data!.exam;
      expect(exam).toMatchObject({
        id,
        title: rest.title,
        description: rest.description,
        type: EXAM_TYPES[rest.exam_type],
        startsAt: instant(rest.exam_start),
        endsAt: instant(rest.exam_end),
        durationMinutes: rest.exam_long,
        passScore: rest.pass_score,
        totalScore: rest.total_score,
        attemptLimit: rest.attempt_limit,
        makeupLimit: rest.makeup_limit,
        attemptsUsed: rest.attempts_used,
        canStart: rest.can_start === 1,
        startRefusal: REFUSALS[rest.reason],
        questionCount: rest.question_count,
        attemptsLeft: rest.attempts_left,
        makeupLeft: rest.makeup_left,
        openAttempt: rest.open_attempt_id === null ? null : { id: String(rest.open_attempt_id) },
      });
      expect(exam.myAttempts).toEqual(
        rest.attempts.map((a) => ({
          id: String(a.id),
          number: a.attempt_no,
          isMakeup: a.is_makeup === 1,
          startedAt: instant(a.started_at),
          submittedAt: instant(a.submitted_at),
          isSubmitted: a.submitted_at !== null,
          score: a.score,
          reviewStatus: a.review_status === null ? null : REVIEW[a.review_status],
          passed: a.passed === null ? null : a.passed === 1,
          exam: { id, title: rest.title },
        })),
      );
    }
    // The seed: learner01 used the one attempt of the limit-reached exam, and cannot start it.
    const limited = (await next<{ exam: ExamNode }>(suite.server.url, EXAM, { id: await examId(DEMO_EXAMS.limitReached) }, { token })).data!.exam;
    expect(limited).toMatchObject({ canStart: false, startRefusal: 'LIMIT_REACHED', attemptsUsed: 1 });
    expect(limited.myAttempts).toHaveLength(1);
    expect(limited.lastAttempt).toEqual({ id: limited.myAttempts[0]!.id });
    expect(limited.bestScore).toBe(limited.myAttempts[0]!.score);
  });

  it("pages the user's exams as REST's list, each filter", async () => {
    const token = await learnerToken();
    for (const [filter, status] of [['ALL', 0], ['NOT_TAKEN', 1], ['TAKEN', 2]] as const) {
      const answer = await next<{ exams: { totalCount: number; pageInfo: { page: number; pageSize: number; hasNextPage: boolean }; nodes: ExamNode[] } }>(
        suite.server.url,
        EXAMS,
        { filter, page: 1, pageSize: 3 },
        { token },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const rest = (await suite.client.get<{ total: number; list: RestExamListItem[] }>('/api/exam', { token, query: { page: 1, limit: 3, status } })).body.data;
      const exams = answer.data!.exams;
      expect(exams.totalCount).toBe(rest.total);
      expect(exams.pageInfo).toEqual({ page: 1, pageSize: 3, hasNextPage: rest.total > 3 });
      expect(exams.nodes).toEqual(
        rest.list.map((e) => ({
          id: String(e.id),
          title: e.title,
          type: EXAM_TYPES[e.exam_type],
          attemptsUsed: e.attempts_used,
          canStart: e.can_start === 1,
          startRefusal: REFUSALS[e.reason],
          bestScore: e.best_score,
          lastAttempt: e.last_attempt_id === null ? null : { id: String(e.last_attempt_id) },
        })),
      );
      if (filter !== 'NOT_TAKEN') expect(rest.total).toBeGreaterThan(0);
    }
  });

  it("answers an attempt's paper with the saved answers as REST's attempt page, and refuses another user's, no session and a bad id", async () => {
    const token = await learnerToken();
    const limited = (await next<{ exam: ExamNode }>(suite.server.url, EXAM, { id: await examId(DEMO_EXAMS.limitReached) }, { token })).data!.exam;
    const attemptId = limited.myAttempts[0]!.id;
    const answer = await next<{ examAttempt: AttemptNode }>(suite.server.url, ATTEMPT, { id: attemptId }, { token });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const rest = (await suite.client.get<RestAttempt>(`/api/examAttempt/${attemptId}`, { token })).body.data;
    const report = (await suite.client.get<RestResult>(`/api/examAttempt/${attemptId}/report`, { token })).body.data;
    const attempt = answer.data!.examAttempt;
    expect(attempt).toMatchObject({
      id: attemptId,
      isSubmitted: true,
      deadline: instant(rest.deadline),
      remainingSeconds: 0,
      score: report.score,
      reviewStatus: REVIEW[report.review_status],
      objectiveScore: report.objective_score,
      pendingCount: report.pending_count,
      exam: { id: String(rest.exam_id), title: limited.title, totalScore: limited.totalScore },
    });
    const saved = new Map(rest.answers.map((a) => [a.question_id, a.answer]));
    expect(attempt.questions).toEqual(
      rest.questions.map((q) => ({
        question: { id: String(q.id), type: QUESTION_TYPES[q.type], content: q.content, blanks: q.blanks, options: q.options.map((o) => ({ optionId: String(o.id), content: o.content })) },
        score: q.score,
        myAnswer: restAnswer(saved.get(q.id)),
      })),
    );
    expect(attempt.questions.length).toBeGreaterThan(0);
    expect(attempt.questions.some((q) => q.myAnswer !== null)).toBe(true);

    // Another user's attempt answers like a missing one (REST: 404), with nothing of the call.
    const other = await suite.client.login(employee(30), DEMO.employeePassword);
    const foreign = await next(suite.server.url, ATTEMPT, { id: attemptId }, { token: other, lang: 'en-US' });
    expectRefused(foreign, 'examAttempt', NOT_FOUND);
    expect(foreign.data).toEqual({ examAttempt: null });
    const missing = await next(suite.server.url, ATTEMPT, { id: '99999999' }, { token: other, lang: 'en-US' });
    expectRefused(missing, 'examAttempt', NOT_FOUND, foreign.errors![0]!.message);
    // No session: UNAUTHENTICATED.
    const anonymous = await next(suite.server.url, ATTEMPT, { id: attemptId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(anonymous);
    // A bad id: REST's validator refuses it.
    for (const id of ['abc', '-1', '1.5', '../exam/1']) {
      const bad = await next(suite.server.url, ATTEMPT, { id }, { token });
      expect(bad.errors?.[0]?.extensions?.code, `${id}: ${JSON.stringify(bad.errors)}`).toBe('BAD_USER_INPUT');
      expect(bad.data).toEqual({ examAttempt: null });
      expectNoUpstreamDetail(bad);
    }
    const badExam = await next(suite.server.url, EXAM, { id: 'x' }, { token });
    expect(badExam.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(badExam);
  });

  it("refuses a start when the attempts are used or the exam is not open, with REST's code and message", async () => {
    const token = await learnerToken();
    for (const [title, field] of [[DEMO_EXAMS.limitReached, 'limitReached'], [DEMO_EXAMS.notOpen, 'notOpen']] as const) {
      const id = await examId(title);
      const rest = await suite.client.post(`/api/exam/${id}/start`, undefined, { token, lang: 'en-US' });
      expect(rest.status, field).toBe(403);
      const answer = await next(suite.server.url, START, { input: { examId: id } }, { token, lang: 'en-US' });
      expectRefused(answer, 'startExam', { code: 'FORBIDDEN', portalCode: 403, status: 403 }, rest.body.msg);
      expect(answer.data).toBeNull();
    }
    // A stage exam of a learning map whose stage is still locked: REST's refusal of the start.
    const map = await suite.server.db.selectFrom('study_maps').select('id').where('title', '=', MAPS_DEMO.fixed).executeTakeFirstOrThrow();
    const stages = await suite.server.db.selectFrom('map_phases').select('id').where('map_id', '=', map.id).orderBy('sort').execute();
    const item = await suite.server.db.selectFrom('map_phase_items').select('ref_id').where('phase_id', '=', stages[2]!.id).where('item_type', '=', 2).executeTakeFirstOrThrow();
    const locked = await next(suite.server.url, START, { input: { examId: String(item.ref_id) } }, { token, lang: 'en-US' });
    expectRefused(locked, 'startExam', { code: 'FORBIDDEN', portalCode: 403, status: 403 }, 'Finish the previous stage first: this stage is locked');
    const anonymous = await next(suite.server.url, START, { input: { examId: await examId(DEMO_EXAMS.open) } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(anonymous);
  });

  it('starts, saves every type and submits through the graph; REST agrees on the saved answers and the score; an examiner marks the short answer', async () => {
    const learner = await suite.client.login(employee(40), DEMO.employeePassword);
    const id = await examId(DEMO_EXAMS.open);
    // The exam day's start: the attempt's paper comes from the start's own answer, one REST call.
    const EXAM_DAY_START = 'mutation S($input: StartExamInput!) { startExam(input: $input) { attempt { id deadline serverNow remainingSeconds questions { question { id type content blanks options { optionId content } } score myAnswer { optionIds texts } } } } }';
    const { result: started, calls: startCalls } = await restCalls(() => next<{ startExam: { attempt: AttemptNode } }>(suite.server.url, EXAM_DAY_START, { input: { examId: id } }, { token: learner }));
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    expect(startCalls).toEqual(['POST /api/exam/:id/start']);
    // Starting again resumes the same attempt (here with every field of the attempt).
    const resumedFull = await next<{ startExam: { attempt: AttemptNode } }>(suite.server.url, START, { input: { examId: id } }, { token: learner });
    expect(resumedFull.data!.startExam.attempt.id).toBe(started.data!.startExam.attempt.id);
    const attempt = resumedFull.data!.startExam.attempt;
    expect(attempt.questions).toEqual(started.data!.startExam.attempt.questions);
    expect(attempt).toMatchObject({ number: 1, isSubmitted: false, score: null, reviewStatus: null, objectiveScore: null, pendingCount: null, exam: { id } });
    expect(attempt.remainingSeconds).toBeGreaterThan(0);
    expect(attempt.questions.map((q) => q.question.type)).toEqual(SAFETY_QUIZ.map((q) => QUESTION_TYPES[q.type]));
    expect(attempt.questions.every((q) => q.myAnswer === null)).toBe(true);

    // Another user cannot save into it.
    const other = await suite.client.login(employee(41), DEMO.employeePassword);
    const intruder = await next(suite.server.url, SAVE, { input: { attemptId: attempt.id, questionId: attempt.questions[0]!.question.id, optionIds: ['1'] } }, { token: other });
    expectRefused(intruder, 'saveExamAnswer', NOT_FOUND);

    for (const [index, q] of attempt.questions.entries()) {
      const given = rightAnswer(index, SAFETY_QUIZ[index]!.type);
      const { result: saved, calls } = await restCalls(() =>
        next<{ saveExamAnswer: { attempt: { id: string }; questionId: string; answer: AnswerNode } }>(suite.server.url, SAVE, { input: { attemptId: attempt.id, questionId: q.question.id, ...given } }, { token: learner }),
      );
      expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
      expect(calls).toEqual(['PUT /api/examAttempt/:id/answer']);
      expect(saved.data!.saveExamAnswer).toEqual({ attempt: { id: attempt.id }, questionId: q.question.id, answer: { optionIds: given.optionIds ?? [], texts: given.texts ?? [] } });
    }
    // REST's attempt page holds what the graph saved, and the graph's paper says the same.
    const restPage = (await suite.client.get<RestAttempt>(`/api/examAttempt/${attempt.id}`, { token: learner })).body.data;
    const paper = (await next<{ examAttempt: AttemptNode }>(suite.server.url, ATTEMPT, { id: attempt.id }, { token: learner })).data!.examAttempt;
    expect(restPage.answers).toHaveLength(SAFETY_QUIZ.length);
    const restSaved = new Map(restPage.answers.map((a) => [String(a.question_id), restAnswer(a.answer)]));
    for (const [index, q] of paper.questions.entries()) {
      const given = rightAnswer(index, SAFETY_QUIZ[index]!.type);
      expect(q.myAnswer).toEqual({ optionIds: given.optionIds ?? [], texts: given.texts ?? [] });
      expect(restSaved.get(q.question.id)).toEqual(q.myAnswer);
    }

    const { result: submitted, calls: submitCalls } = await restCalls(() =>
      next<{ submitExam: { attempt: Record<string, unknown> } }>(suite.server.url, SUBMIT, { input: { attemptId: attempt.id } }, { token: learner }),
    );
    expect(submitted.errors, JSON.stringify(submitted.errors)).toBeUndefined();
    // The result comes from the submit's own answer: one REST call.
    expect(submitCalls).toEqual(['POST /api/examAttempt/:id/submit']);
    const report = (await suite.client.get<RestResult & { submitted_at: string; time_used: number; correct_count: number }>(`/api/examAttempt/${attempt.id}/report`, { token: learner })).body.data;
    expect(submitted.data!.submitExam.attempt).toEqual({
      id: attempt.id,
      isSubmitted: true,
      submittedAt: instant(report.submitted_at),
      score: report.score,
      reviewStatus: REVIEW[report.review_status],
      passed: report.passed === null ? null : report.passed === 1,
      objectiveScore: report.objective_score,
      timeUsedSeconds: report.time_used,
      correctCount: report.correct_count,
      pendingCount: report.pending_count,
    });
    // The short answer waits for an examiner: no score yet (as the REST suite has it).
    expect(report).toMatchObject({ objective_score: 70, review_status: 1, score: null, pending_count: 1 });

    // The analysis through the graph, as REST's.
    const analysis = await next<{ examAttempt: { questions: Record<string, unknown>[] } }>(suite.server.url, ANALYSIS, { id: attempt.id }, { token: learner });
    expect(analysis.errors, JSON.stringify(analysis.errors)).toBeUndefined();
    const restAnalysis = (
      await suite.client.get<{ questions: { id: number; type: number; my_answer: RestAnswer; correct_answer: RestAnswer; my_score: number | null; is_correct: number | null; review_status: number | null; remark: string; analysis: string; is_collected: number }[] }>(
        `/api/examAttempt/${attempt.id}/analysis`,
        { token: learner },
      )
    ).body.data;
    expect(analysis.data!.examAttempt.questions).toEqual(
      restAnalysis.questions.map((q) => ({
        question: { id: String(q.id), type: QUESTION_TYPES[q.type] },
        myAnswer: restAnswer(q.my_answer),
        correctAnswer: restAnswer(q.correct_answer),
        myScore: q.my_score,
        isCorrect: q.is_correct === null ? null : q.is_correct === 1,
        reviewStatus: q.review_status === null ? null : REVIEW[q.review_status],
        remark: q.remark,
        explanation: q.analysis,
        isCollected: q.is_collected === 1,
      })),
    );
    // A save after submit: FORBIDDEN with REST's message.
    const late = await next(suite.server.url, SAVE, { input: { attemptId: attempt.id, questionId: attempt.questions[0]!.question.id, optionIds: ['1'] } }, { token: learner, lang: 'en-US' });
    expectRefused(late, 'saveExamAnswer', { code: 'FORBIDDEN', portalCode: 403, status: 403 }, 'The attempt has been submitted; answers can no longer change');

    // The examiner's list holds the attempt, as REST's.
    const examiner = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);
    const reviews = await next<{ examReviews: { totalCount: number; pageInfo: unknown; nodes: Record<string, unknown>[] } }>(suite.server.url, REVIEWS, { examId: id, pageSize: 50 }, { token: examiner });
    expect(reviews.errors, JSON.stringify(reviews.errors)).toBeUndefined();
    const restReviews = (await suite.client.get<{ total: number; list: RestReviewItem[] }>('/api/examReview', { token: examiner, query: { exam_id: id, limit: 50, page: 1 } })).body.data;
    expect(reviews.data!.examReviews.totalCount).toBe(restReviews.total);
    expect(reviews.data!.examReviews.nodes).toEqual(
      restReviews.list.map((r) => ({
        id: String(r.id),
        examId: String(r.exam_id),
        examTitle: r.title,
        learnerName: r.name,
        submittedAt: instant(r.submitted_at),
        status: REVIEW[r.review_status],
        objectiveScore: expect.any(Number),
        shortAnswerCount: r.short_count,
        pendingCount: r.pending_count,
        score: r.score,
      })),
    );
    const employee40 = await userByAccount(suite.server.db, employee(40));
    expect(reviews.data!.examReviews.nodes).toContainEqual(expect.objectContaining({ id: attempt.id, learnerName: employee40.name, status: 'WAITING', pendingCount: 1 }));

    // The review page as REST's.
    const detail = await next<{ examReview: { questions: { question: { id: string; type: string }; mark: number | null; status: string; reference: string; score: number }[] } & Record<string, unknown> }>(
      suite.server.url,
      REVIEW_DETAIL,
      { id: attempt.id },
      { token: examiner },
    );
    expect(detail.errors, JSON.stringify(detail.errors)).toBeUndefined();
    const restDetail = (await suite.client.get<RestReviewDetail>(`/api/examReview/${attempt.id}`, { token: examiner })).body.data;
    expect(detail.data!.examReview).toMatchObject({ id: attempt.id, status: 'WAITING', currentScore: restDetail.total, totalScore: restDetail.total_score, pendingCount: 1, score: null, reviewedAt: null });
    expect(detail.data!.examReview.questions.map((q) => [q.question.id, q.mark, q.status, q.reference, q.score])).toEqual(
      restDetail.questions.map((q) => [String(q.id), q.my_score, REVIEW[q.review_status], q.reference, q.score]),
    );

    // A learner cannot read the review list: FORBIDDEN.
    const notExaminer = await next(suite.server.url, REVIEWS, {}, { token: learner });
    expectRefused(notExaminer, 'examReviews', { code: 'FORBIDDEN', portalCode: 403, status: 403 });

    // The examiner marks the short answer through the graph: the review is complete.
    const short = detail.data!.examReview.questions.find((q) => q.question.type === 'SHORT_ANSWER')!;
    const tooHigh = await next(suite.server.url, MARK, { input: { attemptId: attempt.id, marks: [{ questionId: short.question.id, score: short.score + 1 }] } }, { token: examiner });
    expectRefused(tooHigh, 'markExamAnswers', { code: 'BAD_USER_INPUT', portalCode: expect.any(Number), status: expect.any(Number) });
    const marked = await next<{ markExamAnswers: { passed: boolean | null; review: Record<string, unknown> & { questions: { question: { id: string }; mark: number | null; remark: string; status: string }[] } } }>(
      suite.server.url,
      MARK,
      { input: { attemptId: attempt.id, marks: [{ questionId: short.question.id, score: short.score, remark: '要点齐全' }] } },
      { token: examiner },
    );
    expect(marked.errors, JSON.stringify(marked.errors)).toBeUndefined();
    const learnerReport = (await suite.client.get<RestResult>(`/api/examAttempt/${attempt.id}/report`, { token: learner })).body.data;
    expect(learnerReport).toMatchObject({ review_status: 2, score: 70 + short.score, passed: 1 });
    const result = marked.data!.markExamAnswers;
    expect(result.passed).toBe(true);
    expect(result.review).toMatchObject({ id: attempt.id, status: 'REVIEWED', score: learnerReport.score, currentScore: learnerReport.score, pendingCount: 0, reviewedAt: expect.any(String) });
    expect(result.review.questions.find((q) => q.question.id === short.question.id)).toEqual({ question: { id: short.question.id }, mark: short.score, remark: '要点齐全', status: 'REVIEWED' });
    // The learner's attempt through the graph agrees.
    const after = await next<{ examAttempt: { score: number; reviewStatus: string; passed: boolean } }>(suite.server.url, 'query A($id: ID!) { examAttempt(id: $id) { score reviewStatus passed } }', { id: attempt.id }, { token: learner });
    expect(after.data!.examAttempt).toEqual({ score: learnerReport.score, reviewStatus: 'REVIEWED', passed: true });
    // Marking again is refused: the attempt is reviewed.
    const again = await next(suite.server.url, MARK, { input: { attemptId: attempt.id, marks: [{ questionId: short.question.id, score: 0 }] } }, { token: examiner });
    expectRefused(again, 'markExamAnswers', { code: 'FORBIDDEN', portalCode: 403, status: 403 });
  });
});


describe.each(graphDatabaseKinds())("the SPA's exam documents on /graphql on %s", (kind) => {
  const suite = suiteServer(kind, { graph: true });
  /** One of the SPA's operations (src/graphql/exams.graphql), by its persisted hash with its text, as Apollo's link sends it. */
  const spa = <T = Record<string, unknown>>(name: string, variables: Record<string, unknown>, options: GraphQLRequestOptions) => {
    const { hash, text } = spaOperation(name);
    return graphql<T>(suite.server.url, { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, options);
  };
  const spaData = async <T = Record<string, unknown>>(name: string, variables: Record<string, unknown>, options: GraphQLRequestOptions) => {
    const answer = await spa<T>(name, variables, options);
    expect(answer.errors, `${name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
    return answer.data!;
  };

  it('my exams, an explanation, an attempt from start to report and analysis, each in the calls REST needs', async () => {
    const token = await suite.client.login(employee(42), DEMO.employeePassword);
    const restList = (await suite.client.get<{ total: number; list: { id: number; status: number; reason: string; last_attempt_id: number | null }[] }>('/api/exam', { token, query: { page: 1, limit: 50 } })).body.data;
    const { exams } = await spaData<{ exams: { totalCount: number; nodes: { id: string; startRefusal: string | null; lastAttempt: { id: string } | null }[] } }>('MyExams', { filter: 'ALL', page: 1, pageSize: 50 }, { token });
    expect(exams.totalCount).toBe(restList.total);
    // Taken (REST's status 2) is the list item's last submitted attempt.
    expect(exams.nodes.map((e) => [e.id, e.startRefusal, e.lastAttempt?.id ?? null])).toEqual(restList.list.map((e) => [String(e.id), REFUSALS[e.reason], e.last_attempt_id === null ? null : String(e.last_attempt_id)]));
    expect(restList.list.every((e) => (e.status === 2) === (e.last_attempt_id !== null))).toBe(true);

    const id = String((await suite.server.db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.open).executeTakeFirstOrThrow()).id);
    const { exam } = await spaData<{ exam: { id: string; startRefusal: string | null; openAttempt: unknown; questionCount: number; myAttempts: unknown[] } }>('Exam', { id }, { token });
    expect(exam).toMatchObject({ id, startRefusal: null, openAttempt: null, questionCount: SAFETY_QUIZ.length, myAttempts: [] });

    // The exam day's three calls make one REST call each.
    const { result: started, calls: startCalls } = await restCalls(() => spaData<{ startExam: { attempt: { id: string; exam: { id: string }; questions: { question: { id: string } }[] } } }>('StartExam', { input: { examId: id } }, { token }));
    expect(startCalls).toEqual(['POST /api/exam/:id/start']);
    const attempt = started.startExam.attempt;
    expect(attempt.exam).toMatchObject({ id, title: DEMO_EXAMS.open });
    for (const [index, q] of attempt.questions.entries()) {
      const { result: saved, calls } = await restCalls(() => spaData<{ saveExamAnswer: { questionId: string } }>('SaveExamAnswer', { input: { attemptId: attempt.id, questionId: q.question.id, ...rightAnswer(index, SAFETY_QUIZ[index]!.type) } }, { token }));
      expect(calls).toEqual(['PUT /api/examAttempt/:id/answer']);
      expect(saved.saveExamAnswer).toMatchObject({ questionId: q.question.id });
    }
    // A reload resumes the attempt with what was saved.
    const { examAttempt: paper } = await spaData<{ examAttempt: { id: string; questions: { myAnswer: unknown }[] } }>('ExamAttempt', { id: attempt.id }, { token });
    expect(paper.questions.every((q) => q.myAnswer !== null)).toBe(true);

    const { result: submitted, calls: submitCalls } = await restCalls(() => spaData<{ submitExam: { attempt: Record<string, unknown> } }>('SubmitExam', { input: { attemptId: attempt.id } }, { token }));
    expect(submitCalls).toEqual(['POST /api/examAttempt/:id/submit']);
    const report = (await suite.client.get<RestResult & { time_used: number; correct_count: number; question_count: number; pass_score: number }>(`/api/examAttempt/${attempt.id}/report`, { token })).body.data;
    const result = {
      id: attempt.id,
      isSubmitted: true,
      reviewStatus: 'WAITING',
      objectiveScore: report.objective_score,
      score: null,
      passed: null,
      timeUsedSeconds: report.time_used,
      correctCount: report.correct_count,
      pendingCount: 1,
      questionCount: report.question_count,
      exam: { id, title: DEMO_EXAMS.open, passScore: report.pass_score },
    };
    expect(submitted.submitExam.attempt).toMatchObject(result);
    const { examAttempt: reportPage } = await spaData<{ examAttempt: Record<string, unknown> }>('ExamResult', { id: attempt.id }, { token });
    expect(reportPage).toMatchObject(result);

    const { examAttempt: analysis } = await spaData<{ examAttempt: { questions: { question: { id: string }; isCorrect: boolean | null; reviewStatus: string | null }[] } }>('ExamAnalysis', { id: attempt.id }, { token });
    expect(analysis.questions.map((q) => q.question.id)).toEqual(attempt.questions.map((q) => q.question.id));
    expect(analysis.questions.map((q) => q.isCorrect)).toEqual(SAFETY_QUIZ.map((q) => (q.type === 5 ? null : true)));

    // Another learner's attempt answers like a missing one.
    const other = await suite.client.login(employee(43), DEMO.employeePassword);
    expectRefused(await spa('ExamResult', { id: attempt.id }, { token: other }), 'examAttempt', NOT_FOUND);

    // Teaching management (next/assess.graphql): the examiner finds the attempt waiting, reads it and marks its short answer.
    const examiner = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);
    const waiting = await spaData<{ examReviews: { totalCount: number; nodes: { id: string; status: string; pendingCount: number }[] } }>('ExamReviews', { status: 'WAITING', examId: id, page: 1, pageSize: 100 }, { token: examiner });
    expect(waiting.examReviews.nodes).toContainEqual(expect.objectContaining({ id: attempt.id, status: 'WAITING', pendingCount: 1 }));
    const { examReview } = await spaData<{ examReview: { currentScore: number; totalScore: number; questions: { score: number; status: string; question: { id: string; type: string } }[] } }>('ExamReview', { id: attempt.id }, { token: examiner });
    expect(examReview.currentScore).toBe(report.objective_score);
    const short = examReview.questions.find((q) => q.question.type === 'SHORT_ANSWER')!;
    expect(short.status).toBe('WAITING');
    expectRefused(await spa('ExamReview', { id: attempt.id }, { token }), 'examReview', { code: 'FORBIDDEN', portalCode: 403, status: 403 });
    const { markExamAnswers } = await spaData<{ markExamAnswers: { passed: boolean | null; review: Record<string, unknown> } }>(
      'MarkExamAnswers',
      { input: { attemptId: attempt.id, marks: [{ questionId: short.question.id, score: short.score, remark: '要点齐全' }] } },
      { token: examiner },
    );
    expect(markExamAnswers).toMatchObject({ passed: true, review: { id: attempt.id, status: 'REVIEWED', pendingCount: 0, currentScore: report.objective_score + short.score } });
    const reviewed = await spaData<{ examReviews: { nodes: { id: string }[] } }>('ExamReviews', { status: 'REVIEWED', examId: id, page: 1, pageSize: 100 }, { token: examiner });
    expect(reviewed.examReviews.nodes.map((n) => n.id)).toContain(attempt.id);
  });

  it('the wrong-answer book and the collection: the lists, practice, removal, collecting and clearing', async () => {
    const token = await suite.client.login(employee(2), DEMO.employeePassword);
    const { wrongQuestions } = await spaData<{ wrongQuestions: { totalCount: number; nodes: { question: { id: string; type: string } }[] } }>('WrongQuestions', { examId: null, page: 1, pageSize: 100 }, { token });
    expect(wrongQuestions.totalCount).toBe((await suite.client.get<{ total: number }>('/api/error/number', { token })).body.data.total);
    const [first, second] = wrongQuestions.nodes.filter((node) => node.question.type === 'SINGLE_CHOICE' || node.question.type === 'TRUE_FALSE');
    expect(second, 'two choice questions in the book').toBeDefined();
    const wrong = await spaData<{ practiseQuestion: { correct: boolean; correctAnswer: { optionIds: string[] } } }>('PractiseQuestion', { input: { questionId: first!.question.id, optionIds: ['99'] } }, { token });
    expect(wrong.practiseQuestion.correct).toBe(false);
    const right = await spaData<{ practiseQuestion: unknown }>('PractiseQuestion', { input: { questionId: first!.question.id, optionIds: wrong.practiseQuestion.correctAnswer.optionIds } }, { token });
    expect(right.practiseQuestion).toMatchObject({ questionId: first!.question.id, correct: true, removedFromWrongQuestions: true });
    expect(await spaData('RemoveWrongQuestion', { input: { questionId: second!.question.id } }, { token })).toMatchObject({ removeWrongQuestion: { questionId: second!.question.id } });
    const after = await spaData<{ wrongQuestions: { totalCount: number } }>('WrongQuestions', { page: 1, pageSize: 20 }, { token });
    expect(after.wrongQuestions.totalCount).toBe(wrongQuestions.totalCount - 2);

    expect(await spaData('CollectQuestion', { input: { questionId: second!.question.id } }, { token })).toMatchObject({ collectQuestion: { questionId: second!.question.id, isCollected: true } });
    const collected = await spaData<{ collectedQuestions: { totalCount: number; nodes: { id: string }[] } }>('CollectedQuestions', { page: 1, pageSize: 20 }, { token });
    expect(collected.collectedQuestions.nodes.map((q) => q.id)).toContain(second!.question.id);
    expect(await spaData('UncollectQuestion', { input: { questionId: second!.question.id } }, { token })).toMatchObject({ uncollectQuestion: { isCollected: false } });
    await spaData('CollectQuestion', { input: { questionId: first!.question.id } }, { token });
    const { clearCollectedQuestions } = await spaData<{ clearCollectedQuestions: { removedCount: number } }>('ClearCollectedQuestions', {}, { token });
    expect(clearCollectedQuestions.removedCount).toBe(collected.collectedQuestions.totalCount);
    expect((await spaData<{ collectedQuestions: { totalCount: number } }>('CollectedQuestions', { page: 1, pageSize: 20 }, { token })).collectedQuestions.totalCount).toBe(0);
  });
});

describe.each(graphDatabaseKinds())("rankings, the question book and questionnaires on the domain graph on %s", (kind) => {
  const suite = suiteServer(kind, { graph: true });

  it("pages an exam's ranking and states its rule, as REST", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const id = String((await suite.server.db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.bench).executeTakeFirstOrThrow()).id);
    // The ranking page's own document (src/graphql/exams.graphql).
    const answer = await graphql<{ examRankingRule: string; exam: { title: string; ranking: { totalCount: number; nodes: unknown[] } } }>(
      suite.server.url,
      { operationName: 'ExamRanking', query: spaOperation('ExamRanking').text, variables: { id, page: 2, pageSize: 10 } },
      { token, lang: 'en-US' },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data!.exam.title).toBe(DEMO_EXAMS.bench);
    const paged = await next<{ exam: { ranking: { pageInfo: unknown } } }>(suite.server.url, 'query R($id: ID!) { exam(id: $id) { ranking(page: 2, pageSize: 10) { pageInfo { page pageSize hasNextPage } } } }', { id }, { token });
    const rule = (await suite.client.get<{ rule: string }>('/api/exam/rankRule', { token, lang: 'en-US' })).body.data.rule;
    expect(answer.data!.examRankingRule).toBe(rule);
    const rest = (await suite.client.get<{ total: number; list: { rowno: number; user_id: number; name: string; photo: string; score: number; time_used: number; medal: number }[] }>(`/api/exam/${id}/ranking`, { token, query: { page: 2, limit: 10 } })).body.data;
    expect(rest.total).toBeGreaterThan(10);
    const ranking = answer.data!.exam.ranking;
    expect(ranking.totalCount).toBe(rest.total);
    expect(paged.data!.exam.ranking.pageInfo).toEqual({ page: 2, pageSize: 10, hasNextPage: rest.total > 20 });
    expect(ranking.nodes).toMatchObject(
      rest.list.map((r) => ({ rank: r.rowno, learnerId: String(r.user_id), learnerName: r.name, learnerPhoto: r.photo, score: r.score, timeUsedSeconds: r.time_used, medal: ({ 1: 'GOLD', 2: 'SILVER', 3: 'BRONZE' } as Record<number, string>)[r.medal] ?? null })),
    );
    const first = await next<{ exam: { ranking: { nodes: { medal: string | null }[] } } }>(suite.server.url, 'query R($id: ID!) { exam(id: $id) { ranking(pageSize: 3) { nodes { medal } } } }', { id }, { token });
    const restFirst = (await suite.client.get<{ list: { medal: number }[] }>(`/api/exam/${id}/ranking`, { token, query: { page: 1, limit: 3 } })).body.data;
    expect(first.data!.exam.ranking.nodes.map((n) => n.medal)).toEqual(restFirst.list.map((r) => ({ 1: 'GOLD', 2: 'SILVER', 3: 'BRONZE' } as Record<number, string>)[r.medal] ?? null));
  });

  it('reads, practises and prunes the wrong-answer book and the collection as REST has them', async () => {
    // An employee of the benchmark's ranking: their attempt left wrong answers.
    const token = await suite.client.login(employee(1), DEMO.employeePassword);
    const BOOK = /* GraphQL */ `
      query Book($page: Int, $pageSize: Int) {
        wrongQuestionCount
        wrongQuestions(page: $page, pageSize: $pageSize) { totalCount nodes { question { id type content blanks options { optionId content } } examId wrongCount isCollected } }
        collectedQuestions(pageSize: 100) { totalCount nodes { id type } }
      }
    `;
    type Book = { wrongQuestionCount: number; wrongQuestions: { totalCount: number; nodes: { question: { id: string; type: string }; examId: string }[] }; collectedQuestions: { totalCount: number; nodes: { id: string }[] } };
    const book = await next<Book>(suite.server.url, BOOK, { page: 1, pageSize: 5 }, { token });
    expect(book.errors, JSON.stringify(book.errors)).toBeUndefined();
    const restCount = (await suite.client.get<{ total: number }>('/api/error/number', { token })).body.data.total;
    const restWrong = (await suite.client.get<{ total: number; list: { id: number; type: number; content: string; blanks: number; exam_id: number; wrong_count: number; is_collected: number; options: { id: number; content: string }[] }[] }>('/api/error', { token, query: { page: 1, limit: 5 } })).body.data;
    expect(restCount).toBeGreaterThan(1);
    expect(book.data!.wrongQuestionCount).toBe(restCount);
    expect(book.data!.wrongQuestions.totalCount).toBe(restWrong.total);
    expect(book.data!.wrongQuestions.nodes).toEqual(
      restWrong.list.map((w) => ({
        question: { id: String(w.id), type: QUESTION_TYPES[w.type], content: w.content, blanks: w.blanks, options: w.options.map((o) => ({ optionId: String(o.id), content: o.content })) },
        examId: String(w.exam_id),
        wrongCount: w.wrong_count,
        isCollected: w.is_collected === 1,
      })),
    );
    // Only one exam's questions: as REST's.
    const examId = book.data!.wrongQuestions.nodes[0]!.examId;
    const ofExam = await next<{ wrongQuestions: { totalCount: number } }>(suite.server.url, 'query W($examId: ID) { wrongQuestions(examId: $examId) { totalCount } }', { examId }, { token });
    expect(ofExam.data!.wrongQuestions.totalCount).toBe((await suite.client.get<{ total: number }>('/api/error', { token, query: { exam_id: examId } })).body.data.total);

    // Practise: a wrong answer keeps the question, the right one (the answer's correctAnswer) takes it out.
    const PRACTISE = 'mutation P($input: PractiseQuestionInput!) { practiseQuestion(input: $input) { questionId correct removedFromWrongQuestions correctAnswer { optionIds texts } explanation } }';
    const choice = restWrong.list.find((w) => w.type === 1 || w.type === 3)!;
    const first = await next<{ practiseQuestion: { correct: boolean; removedFromWrongQuestions: boolean; correctAnswer: AnswerNode } }>(suite.server.url, PRACTISE, { input: { questionId: String(choice.id), optionIds: ['99'] } }, { token });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data!.practiseQuestion).toMatchObject({ correct: false, removedFromWrongQuestions: false });
    const right = await next<{ practiseQuestion: { questionId: string; correct: boolean; removedFromWrongQuestions: boolean } }>(
      suite.server.url,
      PRACTISE,
      { input: { questionId: String(choice.id), optionIds: first.data!.practiseQuestion.correctAnswer.optionIds } },
      { token },
    );
    expect(right.data!.practiseQuestion).toMatchObject({ questionId: String(choice.id), correct: true, removedFromWrongQuestions: true });
    expect((await suite.client.get<{ total: number }>('/api/error/number', { token })).body.data.total).toBe(restCount - 1);
    const empty = await next(suite.server.url, PRACTISE, { input: { questionId: String(restWrong.list.find((w) => w.id !== choice.id)!.id) } }, { token });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(empty);

    // Remove one: REST's count agrees; removing it again is NOT_FOUND.
    const other = String(restWrong.list.find((w) => w.id !== choice.id)!.id);
    const REMOVE = 'mutation R($input: RemoveWrongQuestionInput!) { removeWrongQuestion(input: $input) { questionId } }';
    expect((await next(suite.server.url, REMOVE, { input: { questionId: other } }, { token })).data).toEqual({ removeWrongQuestion: { questionId: other } });
    expect((await suite.client.get<{ total: number }>('/api/error/number', { token })).body.data.total).toBe(restCount - 2);
    const again = await next(suite.server.url, REMOVE, { input: { questionId: other } }, { token });
    expectRefused(again, 'removeWrongQuestion', NOT_FOUND);

    // The collection: collect two, uncollect one, clear; REST's list agrees each time.
    const collectedIds = async () => (await suite.client.get<{ list: { id: number }[] }>('/api/collect', { token, query: { limit: 100 } })).body.data.list.map((q) => String(q.id)).sort();
    const COLLECT = 'mutation C($input: CollectQuestionInput!) { collectQuestion(input: $input) { questionId isCollected } }';
    const UNCOLLECT = 'mutation U($input: UncollectQuestionInput!) { uncollectQuestion(input: $input) { questionId isCollected } }';
    const [a, b] = [String(restWrong.list[0]!.id), other];
    expect((await next(suite.server.url, COLLECT, { input: { questionId: a } }, { token })).data).toEqual({ collectQuestion: { questionId: a, isCollected: true } });
    expect((await next(suite.server.url, COLLECT, { input: { questionId: b } }, { token })).data).toEqual({ collectQuestion: { questionId: b, isCollected: true } });
    const listed = await next<Book>(suite.server.url, BOOK, {}, { token });
    expect(listed.data!.collectedQuestions.nodes.map((q) => q.id).sort()).toEqual(await collectedIds());
    expect(await collectedIds()).toEqual(expect.arrayContaining([a, b]));
    expect((await next(suite.server.url, UNCOLLECT, { input: { questionId: a } }, { token })).data).toEqual({ uncollectQuestion: { questionId: a, isCollected: false } });
    expect(await collectedIds()).not.toContain(a);
    const missing = await next(suite.server.url, COLLECT, { input: { questionId: '99999999' } }, { token });
    expectRefused(missing, 'collectQuestion', { code: 'NOT_FOUND', portalCode: 4004, status: 404 });
    const before = (await collectedIds()).length;
    const cleared = await next(suite.server.url, 'mutation { clearCollectedQuestions { removedCount } }', {}, { token });
    expect(cleared.data).toEqual({ clearCollectedQuestions: { removedCount: before } });
    expect(await collectedIds()).toEqual([]);
    // No session: UNAUTHENTICATED, nothing of the call.
    const anonymous = await next(suite.server.url, BOOK, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail(anonymous);
  });

  it('answers a questionnaire as REST and submits it once, with the server refusal of a bad ID number', async () => {
    const token = await suite.client.login(employee(21), DEMO.employeePassword);
    const qn = await suite.server.db.selectFrom('questionnaires').select('id').where('title', '=', '员工信息登记表').executeTakeFirstOrThrow();
    const id = String(qn.id);
    // The questionnaire pages' own documents (src/graphql/exams.graphql).
    const spa = <T,>(name: string, variables: Record<string, unknown>) => graphql<T>(suite.server.url, { operationName: name, query: spaOperation(name).text, variables }, { token });
    const answer = await spa<{ questionnaire: { items: { id: string; kind: string }[] } }>('Questionnaire', { id });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const rest = (await suite.client.get<{ title: string; description: string; submitted: number; submitted_at: string | null; items: { id: number; kind: string; title: string; required: number; options: { id: number; content: string }[] }[] }>(`/api/questionnaire/${id}`, { token })).body.data;
    expect(answer.data!.questionnaire).toMatchObject({
      id,
      title: rest.title,
      description: rest.description,
      isSubmitted: false,
      submittedAt: null,
      items: rest.items.map((item) => ({ id: String(item.id), kind: item.kind.toUpperCase(), title: item.title, isRequired: item.required === 1, options: item.options.map((o) => ({ optionId: String(o.id), content: o.content })) })),
    });
    const texts: Record<string, string> = { text: '王五', id_number: '110105194912310021', email: 'a@b.cn', phone: '13900000000' };
    const answers = rest.items.map((item) => (item.kind === 'single' ? { itemId: String(item.id), optionIds: ['1'] } : { itemId: String(item.id), text: texts[item.kind]! }));
    const refused = await spa('SubmitQuestionnaire', { input: { questionnaireId: id, answers } });
    expectRefused(refused, 'submitQuestionnaire', { code: 'BAD_USER_INPUT', portalCode: expect.any(Number), status: expect.any(Number) }, '请输入正确的18位身份证号码');
    const idItem = String(rest.items.find((item) => item.kind === 'id_number')!.id);
    const fixed = answers.map((a) => (a.itemId === idItem ? { ...a, text: '11010519491231002X' } : a));
    const submitted = await spa<{ submitQuestionnaire: { questionnaire: { isSubmitted: boolean; submittedAt: string } } }>('SubmitQuestionnaire', { input: { questionnaireId: id, answers: fixed } });
    expect(submitted.errors, JSON.stringify(submitted.errors)).toBeUndefined();
    const after = (await suite.client.get<{ submitted: number; submitted_at: string }>(`/api/questionnaire/${id}`, { token })).body.data;
    expect(after.submitted).toBe(1);
    expect(submitted.data!.submitQuestionnaire.questionnaire).toMatchObject({ id, isSubmitted: true, submittedAt: instant(after.submitted_at) });
    const twice = await spa('SubmitQuestionnaire', { input: { questionnaireId: id, answers: fixed } });
    expectRefused(twice, 'submitQuestionnaire', { code: 'FORBIDDEN', portalCode: 403, status: 403 });
  });
});
