import type { Static } from 'typebox';
import type {
  AssessmentDetail,
  AssessmentList,
  DefenceAnswerSaved,
  DefenceDetail,
  DefenceList,
  DefenceReport,
  DefenceSession,
  LiveToken,
} from '../../modules/defences/schemas.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs } from '../paging.js';
import { flag, fromUnixSeconds } from '../scalars.js';

/**
 * Defences (REST module server/modules/defences): the learner's routes /api/defence/... (only
 * an invited learner reads a defence: anyone else gets NOT_FOUND from REST) and the examiners'
 * /api/assessment/... (REST refuses anyone but an examiner). The graph adds no access rule.
 */

type ListItemData = Static<typeof DefenceList>['list'][number];
type DetailData = Static<typeof DefenceDetail>;
type SessionData = Static<typeof DefenceSession>;
type ReportData = Static<typeof DefenceReport>;
type SavedData = Static<typeof DefenceAnswerSaved>;
type LiveTokenData = Static<typeof LiveToken>;
type AssessmentItemData = Static<typeof AssessmentList>['list'][number];
type AssessmentData = Static<typeof AssessmentDetail>;

/** A Defence as its parent answer holds it: a list item, the defence's page, an entered session or the report. */
type DefenceParent = ListItemData | DetailData | SessionData | ReportData;

/** The signed-in user's attempt: the defence's answer it came with (its summary fields, and the questions of a session or report). */
interface AttemptParent {
  defenceId: number;
  defence: DefenceParent;
}

type QuestionData = SessionData['questions'][number];
type ReportQuestionData = ReportData['questions'][number];
type AssessmentQuestionData = AssessmentData['questions'][number];

/** An answer: whose ('defence:<id>' or 'attempt:<id>') and the question with what REST said of it. */
interface AnswerParent {
  owner: string;
  question: QuestionData | ReportQuestionData | AssessmentQuestionData;
}

/** A question with, for the examiner, its reference. */
type QuestionParent = QuestionData & { reference?: string };

/** A DefenceAssessment as its parent answer holds it: a list row or the assessment's page. */
type AssessmentParent = AssessmentItemData | AssessmentData;

const LIST = '/api/defence';
const DETAIL = '/api/defence/:id';
const REPORT = '/api/defence/:id/report';
const ASSESSMENTS = '/api/assessment/index';
const ASSESSMENT = '/api/assessment/show';

/** The defence's page of a defence the parent holds only in part (loaded once per operation). */
function detail(defence: DefenceParent, { rest }: GraphContext): Promise<DetailData> | DetailData {
  return 'question_count' in defence ? defence : rest.get<DetailData>(DETAIL, { id: defence.id });
}

/** The report of the signed-in user's attempt (loaded once per operation). */
function report(defence: DefenceParent, { rest }: GraphContext): Promise<ReportData> | ReportData {
  return 'reviewed_by_examiner' in defence ? defence : rest.get<ReportData>(REPORT, { id: defence.id });
}

/** A value of the defence: from the parent's answer when it has the field, else from the defence's page. */
function fromDefence<K extends keyof DetailData, T>(key: K, convert: (value: DetailData[K]) => T) {
  return async (defence: DefenceParent, _: unknown, context: GraphContext): Promise<T> =>
    convert(key in defence ? (defence as DetailData)[key] : (await detail(defence, context))[key]);
}

/** The attempt's summary fields: from the defence's answer unless it is an entered session (which has none). */
async function summary(attempt: AttemptParent, context: GraphContext): Promise<ListItemData | DetailData | ReportData> {
  return 'status' in attempt.defence ? attempt.defence : detail(attempt.defence, context);
}

function fromSummary<T>(read: (data: ListItemData | DetailData | ReportData) => T) {
  return async (attempt: AttemptParent, _: unknown, context: GraphContext): Promise<T> => read(await summary(attempt, context));
}

function fromReport<T>(read: (data: ReportData) => T) {
  return async (attempt: AttemptParent, _: unknown, context: GraphContext): Promise<T> => read(await report(attempt.defence, context));
}

/** The assessment's page of an assessment the parent holds as a list row (loaded once per operation). */
function assessment(item: AssessmentParent, { rest }: GraphContext): Promise<AssessmentData> | AssessmentData {
  return 'questions' in item ? item : rest.get<AssessmentData>(ASSESSMENT, {}, { id: item.id });
}

function fromAssessment<K extends keyof AssessmentData, T>(key: K, convert: (value: AssessmentData[K]) => T) {
  return async (item: AssessmentParent, _: unknown, context: GraphContext): Promise<T> =>
    convert(key in item ? (item as AssessmentData)[key] : (await assessment(item, context))[key]);
}

const same = <T>(value: T) => value;
const passedOf = (value: number | null) => (value === null ? null : flag(value));
const answersOf = (owner: string, questions: AnswerParent['question'][]): AnswerParent[] => questions.map((question) => ({ owner, question }));

export const defencesResolvers = {
  Query: {
    defences: async (_: unknown, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<Static<typeof DefenceList>>(LIST, {}, restPaging(page)), page);
    },
    defence: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<DetailData>(DETAIL, { id }),
    defenceLiveRoom: async (_: unknown, { defenceId }: { defenceId: string }, { rest }: GraphContext) => {
      const answer = await rest.get<LiveTokenData>('/api/getLiveToken', {}, { id: defenceId });
      return { id: String(answer.id), webUrl: answer.token.webUrl, clientUrl: answer.token.clientUrl, expiresAt: fromUnixSeconds(answer.token.expires_at) };
    },
    defenceAssessments: async (_: unknown, args: PageArgs & { status?: number | null; kind?: number | null; keyword?: string | null }, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = { ...restPaging(page), review_status: args.status ?? 1, kind: args.kind ?? undefined, keyword: args.keyword ?? undefined };
      return connection(await rest.get<Static<typeof AssessmentList>>(ASSESSMENTS, {}, query), page);
    },
    defenceAssessment: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<AssessmentData>(ASSESSMENT, {}, { id }),
  },
  Mutation: {
    enterDefence: async (_: unknown, { input }: { input: { defenceId: string } }, { rest }: GraphContext) => ({
      defence: await rest.send<SessionData>('POST', '/api/defence/:id/start', { id: input.defenceId }),
    }),
    saveDefenceAnswer: async (
      _: unknown,
      { input }: { input: { defenceId: string; questionId: string; recordingUploadId?: string | null; optionNumbers?: number[] | null } },
      { rest }: GraphContext,
    ) => {
      const body = {
        question_id: Number(input.questionId),
        ...(input.recordingUploadId == null ? {} : { upload_id: Number(input.recordingUploadId) }),
        ...(input.optionNumbers == null ? {} : { option_ids: input.optionNumbers }),
      };
      const saved = await rest.send<SavedData>('POST', '/api/defence/:id/answer', { id: input.defenceId }, body);
      // The write answers the answer alone: the question (and what the report says of it) is the report's.
      const after = await rest.get<ReportData>(REPORT, { id: input.defenceId });
      const question = after.questions.find((q) => q.id === saved.question_id);
      if (!question) throw new Error(`question ${saved.question_id} is not in its defence's report`);
      return { answer: { owner: `defence:${input.defenceId}`, question: { ...question, answer: { recording: saved.recording, option_ids: saved.option_ids } } } satisfies AnswerParent };
    },
    submitDefence: async (_: unknown, { input }: { input: { defenceId: string } }, { rest }: GraphContext) => ({
      defence: await rest.send<ReportData>('POST', '/api/defence/:id/submit', { id: input.defenceId }),
    }),
    markDefence: async (
      _: unknown,
      { input }: { input: { attemptId: string; result: string; score?: number | null; marks?: { questionId: string; score: number; remark?: string | null }[] | null } },
      { rest }: GraphContext,
    ) => {
      const body = {
        id: Number(input.attemptId),
        result: input.result,
        ...(input.score == null ? {} : { score: input.score }),
        ...(input.marks == null
          ? {}
          : { scores: input.marks.map((m) => ({ question_id: Number(m.questionId), score: m.score, ...(m.remark == null ? {} : { remark: m.remark }) })) }),
      };
      await rest.send('POST', '/api/assessment/comment', {}, body);
      // The write answers the score alone: the assessment as its page shows it now.
      return { assessment: await rest.get<AssessmentData>(ASSESSMENT, {}, { id: input.attemptId }) };
    },
  },
  Defence: {
    id: (defence: DefenceParent) => String(defence.id),
    description: fromDefence('description', same),
    startsAt: fromDefence('starts_at', fromUnixSeconds),
    endsAt: (defence: DefenceParent) => fromUnixSeconds(defence.ends_at),
    opensAt: fromDefence('opens_at', fromUnixSeconds),
    earlyEntryMinutes: fromDefence('early_minutes', same),
    entry: fromDefence('entry', same),
    minRecordingSeconds: fromDefence('min_seconds', same),
    questionCount: fromDefence('question_count', same),
    place: fromDefence('place', same),
    fullScore: fromDefence('full_score', same),
    passScore: fromDefence('pass_score', same),
    myAttempt: (defence: DefenceParent): AttemptParent => ({ defenceId: defence.id, defence }),
  },
  DefenceAttempt: {
    id: (attempt: AttemptParent) => String(attempt.defenceId),
    status: fromSummary((s) => s.status),
    aiScoring: fromSummary((s) => s.ai_status),
    isReviewed: fromSummary((s) => s.review_status === 2),
    score: fromSummary((s) => s.score),
    passed: fromSummary((s) => passedOf(s.passed)),
    result: fromSummary((s) => s.result),
    submittedAt: fromReport((r) => fromUnixSeconds(r.submitted_at)),
    reviewedAt: async (attempt: AttemptParent, _: unknown, context: GraphContext) =>
      fromUnixSeconds('reviewed_at' in attempt.defence ? attempt.defence.reviewed_at : (await report(attempt.defence, context)).reviewed_at),
    reviewedByExaminer: fromReport((r) => flag(r.reviewed_by_examiner)),
    // An entered session holds the questions with the answers so far; otherwise the report.
    answers: async (attempt: AttemptParent, _: unknown, context: GraphContext) =>
      answersOf(`defence:${attempt.defenceId}`, 'questions' in attempt.defence ? attempt.defence.questions : (await report(attempt.defence, context)).questions),
  },
  DefenceQuestion: {
    id: (question: QuestionParent) => String(question.id),
    type: (question: QuestionParent) => question.question_type,
    reference: (question: QuestionParent) => question.reference ?? null,
    options: (question: QuestionParent) => question.options.map((option) => ({ id: `${question.id}:${option.id}`, number: option.id, content: option.content })),
  },
  DefenceAnswer: {
    id: ({ owner, question }: AnswerParent) => `${owner}:${question.id}`,
    question: ({ question }: AnswerParent) => question,
    recordingUrl: ({ question }: AnswerParent) => question.answer.recording?.path ?? null,
    recordingSeconds: ({ question }: AnswerParent) => question.answer.recording?.seconds ?? null,
    chosenOptionNumbers: ({ question }: AnswerParent) => question.answer.option_ids,
    correctOptionNumbers: ({ question }: AnswerParent) => ('correct_option_ids' in question ? question.correct_option_ids : []),
    transcript: ({ question }: AnswerParent) => ('transcript' in question ? question.transcript : null),
    keyPoints: ({ owner, question }: AnswerParent) =>
      ('key_points' in question ? question.key_points : []).map((point, n) => ({ id: `${owner}:${question.id}:${n + 1}`, text: point.text, isHit: passedOf(point.hit), matchedPhrase: point.matched })),
    score: ({ question }: AnswerParent) => ('my_score' in question ? question.my_score : null),
    aiScore: ({ question }: AnswerParent) => ('ai_score' in question ? question.ai_score : null),
    remark: ({ question }: AnswerParent) => ('remark' in question ? question.remark : ''),
  },
  DefenceAssessment: {
    id: (item: AssessmentParent) => String(item.id),
    defenceId: (item: AssessmentParent) => String(item.defence_id),
    description: fromAssessment('description', same),
    learnerName: (item: AssessmentParent) => item.name,
    startsAt: (item: AssessmentParent) => fromUnixSeconds(item.starts_at),
    endsAt: fromAssessment('ends_at', fromUnixSeconds),
    place: fromAssessment('place', same),
    fullScore: (item: AssessmentParent) => item.full_score,
    passScore: fromAssessment('pass_score', same),
    sessionState: (item: AssessmentParent) => item.state,
    aiScoring: (item: AssessmentParent) => item.ai_status,
    isReviewed: (item: AssessmentParent) => item.review_status === 2,
    passed: fromAssessment('passed', passedOf),
    submittedAt: (item: AssessmentParent) => fromUnixSeconds(item.submitted_at),
    reviewedAt: (item: AssessmentParent) => fromUnixSeconds(item.reviewed_at),
    reviewedByExaminer: (item: AssessmentParent) => flag(item.reviewed_by_examiner),
    canMark: fromAssessment('can_comment', flag),
    answers: async (item: AssessmentParent, _: unknown, context: GraphContext) => answersOf(`attempt:${item.id}`, (await assessment(item, context)).questions),
  },
  /** REST's kind (the notice item types). */
  DefenceKind: { OFFLINE: 6, REMOTE: 7, INTERACTIVE: 8, AI: 9 },
  /** REST's entry. */
  DefenceEntry: { NOT_OPEN: 0, OPEN: 1, ENDED: 2 },
  /** REST's status (and the assessments' state). */
  DefenceAttemptStatus: { INVITED: 0, ANSWERING: 1, SUBMITTED: 2, REVIEWED: 3 },
  /** REST's ai_status. */
  DefenceAiScoring: { SCORED: 1, UNAVAILABLE: 2 },
  /** REST's review_status. */
  DefenceReviewStatus: { UNREVIEWED: 1, REVIEWED: 2 },
  /** REST's question_type. */
  DefenceQuestionType: { SPOKEN: 1, SINGLE_CHOICE: 2, MULTIPLE_CHOICE: 3 },
};
