import type { Static } from 'typebox';
import type { Attempt, AttemptSummary, CollectList, ExamAnalysis, ExamDetail, ExamListItem, ExamResult, MarkResult, PracticeResult, RankRow, ReviewDetail, ReviewItem, WrongItem } from '../../modules/exams/schemas.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromDateText, fromUnixSeconds } from '../scalars.js';

/**
 * The exam engine on the graph: exams, the signed-in user's attempts (start, save, submit,
 * report, analysis) and the examiner's marking. Every field reads what its parent's REST answer
 * embeds; what is not embedded loads one route through the operation's loader (the exam page,
 * the attempt page, the report, the analysis, the review page), each at most once per operation.
 * The exam day's mutations make one REST call each.
 */

/** An exam of the list (`GET /api/exam`). */
type ExamListData = Static<typeof ExamListItem>;
/** The exam page (`GET /api/exam/:id`). */
type ExamDetailData = Static<typeof ExamDetail>;
/** An attempt as the exam page lists it, with the exam it belongs to (the summary does not name it). */
type AttemptSummaryData = Static<typeof AttemptSummary> & { exam_id: number };
/** The attempt page (`GET /api/examAttempt/:id`, `POST /api/exam/:id/start`). */
type AttemptData = Static<typeof Attempt>;
/** The report (`GET /api/examAttempt/:id/report`, `POST /api/examAttempt/:id/submit`). */
type ResultData = Static<typeof ExamResult>;
/** The analysis (`GET /api/examAttempt/:id/analysis`). */
type AnalysisData = Static<typeof ExamAnalysis>;
/** A review list item (`GET /api/examReview`). */
type ReviewItemData = Static<typeof ReviewItem>;
/** The review page (`GET /api/examReview/:id`). */
type ReviewDetailData = Static<typeof ReviewDetail>;
/** The answer of a mark (`POST /api/examReview/:id`). */
type MarkResultData = Static<typeof MarkResult>;
/** A question of the attempt page. */
type PaperQuestionData = AttemptData['questions'][number];
/** A question of the review page. */
type ReviewQuestionData = ReviewDetailData['questions'][number];
/** A question as any answer embeds it (its own fields). */
type QuestionData = Pick<PaperQuestionData, 'id' | 'type' | 'content' | 'options' | 'blanks'>;
/** A row of an exam's ranking (`GET /api/exam/:id/ranking`). */
type RankRowData = Static<typeof RankRow>;
/** A question of the wrong-answer book (`GET /api/error`). */
type WrongData = Static<typeof WrongItem>;
/** A collected question (`GET /api/collect`). */
type CollectedData = Static<typeof CollectList>['list'][number];
/** A checked practice answer (`POST /api/error/submit`). */
type PracticeData = Static<typeof PracticeResult>;
/** A questionnaire (`GET /api/questionnaire/:id`; its schema is the route's own). */
interface QuestionnaireData {
  id: number;
  title: string;
  description: string;
  submitted: number;
  submitted_at: string | null;
  items: { id: number; kind: string; title: string; options: { id: number; content: string }[]; required: number }[];
}
/** A Questionnaire as its parent answer holds it: the page, or a submit's answer (`{ id, submitted }`). */
type QuestionnaireParent = QuestionnaireData | { id: number; submitted: number };
/** An answer as REST writes it. */
interface AnswerData {
  option_ids?: number[];
  texts?: string[];
}

/** The exam's fields an attempt's answers name (the attempt page, the report, the analysis). */
const EXAM_FIELDS_OF_ATTEMPT = ['title', 'exam_type', 'exam_long', 'pass_score', 'total_score'] as const;
type ExamFieldsOfAttempt = Partial<Pick<ExamDetailData, (typeof EXAM_FIELDS_OF_ATTEMPT)[number]>>;

/** An Exam as its parent answer holds it: a list item, the exam page, or only what an attempt or a review names. */
export type ExamParent = ExamListData | ExamDetailData | ({ id: number } & ExamFieldsOfAttempt);
/** An ExamAttempt as its parent answer holds it. */
export type AttemptParent = AttemptSummaryData | AttemptData | ResultData | AnalysisData | { id: number; exam_id?: number };
/** An ExamAttemptQuestion: a question of the paper with the attempt it belongs to and the saved answer. */
interface AttemptQuestionParent {
  attemptId: number;
  question: PaperQuestionData;
  answer: AnswerData | null;
}
/** An ExamReview as its parent answer holds it. */
export type ReviewParent = ReviewItemData | ReviewDetailData | MarkResultData;

const ROUTES = {
  examList: '/api/exam',
  exam: '/api/exam/:id',
  start: '/api/exam/:id/start',
  attempt: '/api/examAttempt/:id',
  save: '/api/examAttempt/:id/answer',
  submit: '/api/examAttempt/:id/submit',
  report: '/api/examAttempt/:id/report',
  analysis: '/api/examAttempt/:id/analysis',
  reviews: '/api/examReview',
  review: '/api/examReview/:id',
  rankRule: '/api/exam/rankRule',
  ranking: '/api/exam/:id/ranking',
  wrong: '/api/error',
  wrongCount: '/api/error/number',
  wrongRemove: '/api/error/:id',
  practise: '/api/error/submit',
  collected: '/api/collect',
  collect: '/api/collect/:id',
  questionnaire: '/api/questionnaire/:id',
  questionnaireSubmit: '/api/questionnaire/:id/submit',
} as const;

/** REST's review_status (1 waiting, 2 reviewed) as the graph's. */
const ReviewStatus = { WAITING: 1, REVIEWED: 2 } as const;

/** REST's question type of a short answer (the one kind an examiner marks). */
const SHORT_ANSWER = 5;

/** The exam page of an exam the parent holds only in part (loaded once per operation). */
function examDetail(exam: ExamParent, { rest }: GraphContext): Promise<ExamDetailData> | ExamDetailData {
  return 'attempts' in exam ? exam : rest.get<ExamDetailData>(ROUTES.exam, { id: exam.id });
}

/** A field the list and the page both answer: from the parent when it holds it, else from the page. */
async function examValue<K extends keyof ExamListData & keyof ExamDetailData>(exam: ExamParent, key: K, context: GraphContext): Promise<ExamDetailData[K]> {
  return key in exam ? (exam as ExamDetailData)[key] : (await examDetail(exam, context))[key];
}

/** The attempts of an exam page, each naming its exam. */
function attemptsOf(detail: ExamDetailData): AttemptSummaryData[] {
  return detail.attempts.map((attempt) => ({ ...attempt, exam_id: detail.id }));
}

/** The attempt page of an attempt the parent holds without its paper (loaded once per operation). */
function attemptPage(attempt: AttemptParent, { rest }: GraphContext): Promise<AttemptData> | AttemptData {
  return 'deadline' in attempt ? attempt : rest.get<AttemptData>(ROUTES.attempt, { id: attempt.id });
}

/** The report of an attempt the parent holds without its result (loaded once per operation; FORBIDDEN before submit). */
function report(attempt: AttemptParent, { rest }: GraphContext): Promise<ResultData> | ResultData {
  return 'time_used' in attempt ? attempt : rest.get<ResultData>(ROUTES.report, { id: attempt.id });
}

/** Whether the parent says the attempt is submitted; null when it does not say. */
function submittedOf(attempt: AttemptParent): boolean | null {
  if ('time_used' in attempt) return true;
  if ('submitted' in attempt) return attempt.submitted === 1;
  if ('submitted_at' in attempt) return attempt.submitted_at !== null;
  return null;
}

/** A result figure: null before submit, else from the parent or the report. */
async function resultValue<K extends keyof ResultData>(attempt: AttemptParent, key: K, context: GraphContext): Promise<ResultData[K] | null> {
  const submitted = submittedOf(attempt) ?? (await attemptPage(attempt, context)).submitted === 1;
  if (!submitted) return null;
  return (await report(attempt, context))[key];
}

/** A field of the attempt the exam page's summary, the attempt page and the report all answer. */
async function attemptValue<K extends 'attempt_no' | 'is_makeup' | 'started_at'>(attempt: AttemptParent, key: K, context: GraphContext): Promise<AttemptData[K]> {
  return key in attempt ? (attempt as AttemptData)[key] : (await attemptPage(attempt, context))[key];
}

/** The analysis question of a paper's question (loaded once per attempt and operation). */
async function analysisOf(question: AttemptQuestionParent, { rest }: GraphContext) {
  const analysis = await rest.get<AnalysisData>(ROUTES.analysis, { id: question.attemptId });
  const found = analysis.questions.find((q) => q.id === question.question.id);
  if (!found) throw new Error(`Question ${question.question.id} is not in the analysis of attempt ${question.attemptId}`);
  return found;
}

/** The review page of an attempt the parent holds as a list item or a mark's answer (loaded once per operation). */
function reviewDetail(review: ReviewParent, { rest }: GraphContext): Promise<ReviewDetailData> | ReviewDetailData {
  return 'questions' in review ? review : rest.get<ReviewDetailData>(ROUTES.review, { id: review.id });
}

/** A field the review list and the review page both answer: from the parent when it holds it, else from the page. */
async function reviewValue<K extends keyof ReviewItemData & keyof ReviewDetailData>(review: ReviewParent, key: K, context: GraphContext): Promise<ReviewDetailData[K]> {
  return key in review ? (review as ReviewDetailData)[key] : (await reviewDetail(review, context))[key];
}

/** An answer of REST with both lists (the saved answer may leave one out). */
function answerOf(answer: AnswerData): { optionIds: string[]; texts: string[] } {
  return { optionIds: (answer.option_ids ?? []).map(String), texts: answer.texts ?? [] };
}

/** An id of the graph in a write's body as REST's number (an id that is not a number is sent as is: REST's validator refuses it). */
export function restId(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** The questionnaire page of a questionnaire the parent holds as a submit's answer (loaded once per operation). */
function questionnairePage(questionnaire: QuestionnaireParent, { rest }: GraphContext): Promise<QuestionnaireData> | QuestionnaireData {
  return 'items' in questionnaire ? questionnaire : rest.get<QuestionnaireData>(ROUTES.questionnaire, { id: questionnaire.id });
}

/** A practice answer or a saved one, as REST's body takes it. */
function givenAnswer(input: { optionIds?: string[] | null; texts?: string[] | null }): AnswerData {
  const answer: AnswerData = {};
  if (input.optionIds) answer.option_ids = input.optionIds.map(restId) as number[];
  if (input.texts) answer.texts = input.texts;
  return answer;
}

/** A collect or uncollect answer (`CollectState`). */
interface CollectStateData {
  question_id: number;
  is_collected: number;
}

function collectState(state: CollectStateData) {
  return { questionId: String(state.question_id), isCollected: flag(state.is_collected) };
}

interface ExamsArgs extends PageArgs {
  filter: number;
}
interface ReviewsArgs extends PageArgs {
  status: number;
  examId?: string | null;
}
interface SaveArgs {
  input: { attemptId: string; questionId: string; optionIds?: string[] | null; texts?: string[] | null };
}
interface QuestionArgs {
  input: { questionId: string };
}
interface PractiseArgs {
  input: { questionId: string; optionIds?: string[] | null; texts?: string[] | null };
}
interface SubmitQuestionnaireArgs {
  input: { questionnaireId: string; answers: { itemId: string; optionIds?: string[] | null; text?: string | null }[]; lessonId?: string | null };
}
interface MarkArgs {
  input: { attemptId: string; marks: { questionId: string; score: number; remark?: string | null }[] };
}

export const examsResolvers = {
  Query: {
    exam: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<ExamDetailData>(ROUTES.exam, { id }),
    exams: async (_: unknown, args: ExamsArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<ExamListData>>(ROUTES.examList, {}, { ...restPaging(page), status: args.filter }), page);
    },
    examAttempt: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<AttemptData>(ROUTES.attempt, { id }),
    examReviews: async (_: unknown, args: ReviewsArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = { ...restPaging(page), review_status: args.status, exam_id: args.examId ?? undefined };
      return connection(await rest.get<RestPage<ReviewItemData>>(ROUTES.reviews, {}, query), page);
    },
    examReview: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<ReviewDetailData>(ROUTES.review, { id }),
    examRankingRule: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ rule: string }>(ROUTES.rankRule)).rule,
    wrongQuestions: async (_: unknown, args: PageArgs & { examId?: string | null }, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<WrongData>>(ROUTES.wrong, {}, { ...restPaging(page), exam_id: args.examId ?? undefined }), page);
    },
    wrongQuestionCount: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ total: number }>(ROUTES.wrongCount)).total,
    collectedQuestions: async (_: unknown, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<CollectedData>>(ROUTES.collected, {}, restPaging(page)), page);
    },
    questionnaire: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<QuestionnaireData>(ROUTES.questionnaire, { id }),
  },
  Mutation: {
    startExam: async (_: unknown, { input }: { input: { examId: string } }, { rest }: GraphContext) => ({
      attempt: await rest.send<AttemptData>('POST', ROUTES.start, { id: input.examId }),
    }),
    saveExamAnswer: async (_: unknown, { input }: SaveArgs, { rest }: GraphContext) => {
      const answer = givenAnswer(input);
      const saved = await rest.send<{ question_id: number; saved: number }>('PUT', ROUTES.save, { id: input.attemptId }, { question_id: restId(input.questionId), answer });
      return { attempt: { id: Number(input.attemptId) }, questionId: String(saved.question_id), answer: answerOf(answer) };
    },
    submitExam: async (_: unknown, { input }: { input: { attemptId: string } }, { rest }: GraphContext) => ({
      attempt: await rest.send<ResultData>('POST', ROUTES.submit, { id: input.attemptId }),
    }),
    markExamAnswers: async (_: unknown, { input }: MarkArgs, { rest }: GraphContext) => {
      const marks = input.marks.map((mark) => ({ question_id: restId(mark.questionId), score: mark.score, ...(mark.remark === null || mark.remark === undefined ? {} : { remark: mark.remark }) }));
      const marked = await rest.send<MarkResultData>('POST', ROUTES.review, { id: input.attemptId }, { marks });
      return { review: marked, passed: marked.passed === null ? null : flag(marked.passed) };
    },
    practiseQuestion: async (_: unknown, { input }: PractiseArgs, { rest }: GraphContext) => {
      const checked = await rest.send<PracticeData>('POST', ROUTES.practise, {}, { question_id: restId(input.questionId), answer: givenAnswer(input) });
      return {
        questionId: String(checked.question_id),
        correct: flag(checked.correct),
        removedFromWrongQuestions: flag(checked.removed),
        correctAnswer: answerOf(checked.correct_answer),
        explanation: checked.analysis,
      };
    },
    removeWrongQuestion: async (_: unknown, { input }: QuestionArgs, { rest }: GraphContext) => {
      await rest.send<null>('DELETE', ROUTES.wrongRemove, { id: input.questionId });
      return { questionId: input.questionId };
    },
    collectQuestion: async (_: unknown, { input }: QuestionArgs, { rest }: GraphContext) => collectState(await rest.send<CollectStateData>('POST', ROUTES.collect, { id: input.questionId })),
    uncollectQuestion: async (_: unknown, { input }: QuestionArgs, { rest }: GraphContext) => collectState(await rest.send<CollectStateData>('DELETE', ROUTES.collect, { id: input.questionId })),
    clearCollectedQuestions: async (_: unknown, __: unknown, { rest }: GraphContext) => ({ removedCount: (await rest.send<{ removed: number }>('DELETE', ROUTES.collected)).removed }),
    submitQuestionnaire: async (_: unknown, { input }: SubmitQuestionnaireArgs, { rest }: GraphContext) => {
      const answers = input.answers.map((answer) => ({
        item_id: restId(answer.itemId),
        ...(answer.optionIds ? { option_ids: answer.optionIds.map(restId) } : {}),
        ...(answer.text === null || answer.text === undefined ? {} : { text: answer.text }),
      }));
      const body = { answers, ...(input.lessonId ? { period_id: restId(input.lessonId) } : {}) };
      return { questionnaire: await rest.send<{ id: number; submitted: number }>('POST', ROUTES.questionnaireSubmit, { id: input.questionnaireId }, body) };
    },
  },
  Exam: {
    id: (exam: ExamParent) => String(exam.id),
    title: (exam: ExamParent, _: unknown, context: GraphContext) => exam.title ?? examValue(exam, 'title', context),
    description: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'description', context),
    type: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'exam_type', context),
    source: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'source', context),
    startsAt: async (exam: ExamParent, _: unknown, context: GraphContext) => fromDateText(await examValue(exam, 'exam_start', context), context.zone),
    endsAt: async (exam: ExamParent, _: unknown, context: GraphContext) => fromDateText(await examValue(exam, 'exam_end', context), context.zone),
    durationMinutes: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'exam_long', context),
    passScore: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'pass_score', context),
    totalScore: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'total_score', context),
    attemptLimit: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'attempt_limit', context),
    makeupLimit: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'makeup_limit', context),
    attemptsUsed: (exam: ExamParent, _: unknown, context: GraphContext) => examValue(exam, 'attempts_used', context),
    canStart: async (exam: ExamParent, _: unknown, context: GraphContext) => flag(await examValue(exam, 'can_start', context)),
    startRefusal: async (exam: ExamParent, _: unknown, context: GraphContext) => (await examValue(exam, 'reason', context)) || null,
    bestScore: async (exam: ExamParent, _: unknown, context: GraphContext) => {
      if ('best_score' in exam) return exam.best_score;
      const scores = (await examDetail(exam, context)).attempts.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
      return scores.length ? Math.max(...scores) : null;
    },
    lastAttempt: async (exam: ExamParent, _: unknown, context: GraphContext): Promise<AttemptParent | null> => {
      if ('last_attempt_id' in exam) return exam.last_attempt_id === null ? null : { id: exam.last_attempt_id, exam_id: exam.id };
      const submitted = attemptsOf(await examDetail(exam, context)).filter((attempt) => attempt.submitted_at !== null);
      return submitted.reduce<AttemptSummaryData | null>((last, attempt) => (!last || Date.parse(attempt.submitted_at!) >= Date.parse(last.submitted_at!) ? attempt : last), null);
    },
    questionCount: async (exam: ExamParent, _: unknown, context: GraphContext) => (await examDetail(exam, context)).question_count,
    attemptsLeft: async (exam: ExamParent, _: unknown, context: GraphContext) => (await examDetail(exam, context)).attempts_left,
    makeupLeft: async (exam: ExamParent, _: unknown, context: GraphContext) => (await examDetail(exam, context)).makeup_left,
    serverNow: async (exam: ExamParent, _: unknown, context: GraphContext) => fromDateText((await examDetail(exam, context)).server_now, context.zone),
    openAttempt: async (exam: ExamParent, _: unknown, context: GraphContext): Promise<AttemptParent | null> => {
      const detail = await examDetail(exam, context);
      return attemptsOf(detail).find((attempt) => attempt.id === detail.open_attempt_id) ?? null;
    },
    myAttempts: async (exam: ExamParent, _: unknown, context: GraphContext) => attemptsOf(await examDetail(exam, context)),
    ranking: async (exam: ExamParent, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<RankRowData>>(ROUTES.ranking, { id: exam.id }, restPaging(page)), page);
    },
  },
  ExamRankingEntry: {
    rank: (row: RankRowData) => row.rowno,
    learnerId: (row: RankRowData) => String(row.user_id),
    learnerName: (row: RankRowData) => row.name,
    learnerPhoto: (row: RankRowData) => row.photo,
    timeUsedSeconds: (row: RankRowData) => row.time_used,
    medal: (row: RankRowData) => (row.medal === 0 ? null : row.medal),
  },
  WrongQuestion: {
    question: (wrong: WrongData) => wrong,
    examId: (wrong: WrongData) => String(wrong.exam_id),
    wrongCount: (wrong: WrongData) => wrong.wrong_count,
    isCollected: (wrong: WrongData) => flag(wrong.is_collected),
  },
  Questionnaire: {
    id: (questionnaire: QuestionnaireParent) => String(questionnaire.id),
    title: async (questionnaire: QuestionnaireParent, _: unknown, context: GraphContext) => (await questionnairePage(questionnaire, context)).title,
    description: async (questionnaire: QuestionnaireParent, _: unknown, context: GraphContext) => (await questionnairePage(questionnaire, context)).description,
    isSubmitted: (questionnaire: QuestionnaireParent) => flag(questionnaire.submitted),
    submittedAt: async (questionnaire: QuestionnaireParent, _: unknown, context: GraphContext) => fromDateText((await questionnairePage(questionnaire, context)).submitted_at, context.zone),
    items: async (questionnaire: QuestionnaireParent, _: unknown, context: GraphContext) => (await questionnairePage(questionnaire, context)).items,
  },
  QuestionnaireItem: {
    id: (item: QuestionnaireData['items'][number]) => String(item.id),
    isRequired: (item: QuestionnaireData['items'][number]) => flag(item.required),
  },
  ExamAttempt: {
    id: (attempt: AttemptParent) => String(attempt.id),
    // The exam's fields the attempt's answer names come with it (a report's pass score needs no exam page).
    exam: async (attempt: AttemptParent, _: unknown, context: GraphContext): Promise<ExamParent> => {
      const holder = 'exam_id' in attempt && attempt.exam_id !== undefined ? attempt : await attemptPage(attempt, context);
      const exam: { id: number } & ExamFieldsOfAttempt = { id: holder.exam_id! };
      for (const key of EXAM_FIELDS_OF_ATTEMPT) if (key in holder) Object.assign(exam, { [key]: (holder as ExamFieldsOfAttempt)[key] });
      return exam;
    },
    number: (attempt: AttemptParent, _: unknown, context: GraphContext) => attemptValue(attempt, 'attempt_no', context),
    isMakeup: async (attempt: AttemptParent, _: unknown, context: GraphContext) => flag(await attemptValue(attempt, 'is_makeup', context)),
    startedAt: async (attempt: AttemptParent, _: unknown, context: GraphContext) => fromDateText(await attemptValue(attempt, 'started_at', context), context.zone),
    submittedAt: async (attempt: AttemptParent, _: unknown, context: GraphContext) => {
      if ('submitted_at' in attempt) return fromDateText(attempt.submitted_at, context.zone);
      return fromDateText(await resultValue(attempt, 'submitted_at', context), context.zone);
    },
    isSubmitted: async (attempt: AttemptParent, _: unknown, context: GraphContext) => submittedOf(attempt) ?? (await attemptPage(attempt, context)).submitted === 1,
    deadline: async (attempt: AttemptParent, _: unknown, context: GraphContext) => fromDateText((await attemptPage(attempt, context)).deadline, context.zone),
    serverNow: async (attempt: AttemptParent, _: unknown, context: GraphContext) => fromDateText((await attemptPage(attempt, context)).server_now, context.zone),
    remainingSeconds: async (attempt: AttemptParent, _: unknown, context: GraphContext) => (await attemptPage(attempt, context)).remaining_seconds,
    // The exam page's summary answers the final score (null until reviewed), as the report does.
    score: (attempt: AttemptParent, _: unknown, context: GraphContext) => ('score' in attempt ? attempt.score : resultValue(attempt, 'score', context)),
    reviewStatus: (attempt: AttemptParent, _: unknown, context: GraphContext) => ('review_status' in attempt ? attempt.review_status : resultValue(attempt, 'review_status', context)),
    passed: async (attempt: AttemptParent, _: unknown, context: GraphContext) => {
      const passed = 'passed' in attempt ? attempt.passed : await resultValue(attempt, 'passed', context);
      return passed === null ? null : flag(passed);
    },
    objectiveScore: (attempt: AttemptParent, _: unknown, context: GraphContext) => resultValue(attempt, 'objective_score', context),
    timeUsedSeconds: (attempt: AttemptParent, _: unknown, context: GraphContext) => resultValue(attempt, 'time_used', context),
    correctCount: (attempt: AttemptParent, _: unknown, context: GraphContext) => resultValue(attempt, 'correct_count', context),
    pendingCount: (attempt: AttemptParent, _: unknown, context: GraphContext) => resultValue(attempt, 'pending_count', context),
    questionCount: async (attempt: AttemptParent, _: unknown, context: GraphContext) => {
      if ('question_count' in attempt) return attempt.question_count;
      return ('questions' in attempt ? attempt : await attemptPage(attempt, context)).questions.length;
    },
    questions: async (attempt: AttemptParent, _: unknown, context: GraphContext): Promise<AttemptQuestionParent[]> => {
      const page = await attemptPage(attempt, context);
      const saved = new Map(page.answers.map((answer) => [answer.question_id, answer.answer]));
      return page.questions.map((question) => ({ attemptId: page.id, question, answer: saved.get(question.id) ?? null }));
    },
  },
  ExamAttemptQuestion: {
    score: (parent: AttemptQuestionParent) => parent.question.score,
    myAnswer: (parent: AttemptQuestionParent) => (parent.answer ? answerOf(parent.answer) : null),
    correctAnswer: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => answerOf((await analysisOf(parent, context)).correct_answer),
    myScore: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => (await analysisOf(parent, context)).my_score,
    isCorrect: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => {
      const correct = (await analysisOf(parent, context)).is_correct;
      return correct === null ? null : flag(correct);
    },
    reviewStatus: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => (await analysisOf(parent, context)).review_status,
    remark: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => (await analysisOf(parent, context)).remark,
    explanation: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => (await analysisOf(parent, context)).analysis,
    isCollected: async (parent: AttemptQuestionParent, _: unknown, context: GraphContext) => flag((await analysisOf(parent, context)).is_collected),
  },
  Question: {
    id: (question: QuestionData) => String(question.id),
  },
  QuestionOption: {
    optionId: (option: { id: number }) => String(option.id),
  },
  ExamReview: {
    id: (review: ReviewParent) => String(review.id),
    examId: async (review: ReviewParent, _: unknown, context: GraphContext) => String(await reviewValue(review, 'exam_id', context)),
    examTitle: (review: ReviewParent, _: unknown, context: GraphContext) => reviewValue(review, 'title', context),
    learnerName: (review: ReviewParent, _: unknown, context: GraphContext) => reviewValue(review, 'name', context),
    submittedAt: async (review: ReviewParent, _: unknown, context: GraphContext) => fromDateText(await reviewValue(review, 'submitted_at', context), context.zone),
    status: (review: ReviewParent) => review.review_status,
    objectiveScore: (review: ReviewParent, _: unknown, context: GraphContext) => reviewValue(review, 'objective_score', context),
    shortAnswerCount: async (review: ReviewParent, _: unknown, context: GraphContext) => {
      if ('short_count' in review) return review.short_count;
      return (await reviewDetail(review, context)).questions.filter((question) => question.type === SHORT_ANSWER).length;
    },
    pendingCount: async (review: ReviewParent, _: unknown, context: GraphContext) => {
      if ('pending_count' in review) return review.pending_count;
      return (await reviewDetail(review, context)).questions.filter((question) => question.review_status === ReviewStatus.WAITING).length;
    },
    // A mark answers the score so far: final only once reviewed.
    score: (review: ReviewParent, _: unknown, context: GraphContext) => {
      if (!('objective_score' in review)) return review.review_status === ReviewStatus.REVIEWED ? review.score : null;
      return reviewValue(review, 'score', context);
    },
    currentScore: async (review: ReviewParent, _: unknown, context: GraphContext) => ('total' in review ? review.total : 'objective_score' in review ? (await reviewDetail(review, context)).total : review.score),
    totalScore: async (review: ReviewParent, _: unknown, context: GraphContext) => (await reviewDetail(review, context)).total_score,
    reviewedAt: async (review: ReviewParent, _: unknown, context: GraphContext) => fromUnixSeconds(await reviewValue(review, 'reviewed_at', context)),
    questions: async (review: ReviewParent, _: unknown, context: GraphContext) => (await reviewDetail(review, context)).questions,
  },
  ExamReviewQuestion: {
    question: (question: ReviewQuestionData) => question,
    answer: (question: ReviewQuestionData) => answerOf(question.my_answer),
    correctAnswer: (question: ReviewQuestionData) => answerOf(question.correct_answer),
    mark: (question: ReviewQuestionData) => question.my_score,
    isCorrect: (question: ReviewQuestionData) => (question.is_correct === null ? null : flag(question.is_correct)),
    status: (question: ReviewQuestionData) => question.review_status,
  },
  /** REST's exam_type. */
  ExamType: { SIMULATION: 1, OFFICIAL: 2, ONLINE_TRAINING: 3, CLASS_TEST: 14, MAP_TEST: 17, MAP_STAGE_TEST: 18 },
  /** REST's source. */
  ExamSource: { EXAM: 2, ONLINE_TRAINING: 3, COURSE: 14, LEARNING_MAP: 17 },
  /** REST's reason (none: '', answered as null). */
  ExamStartRefusal: { NOT_OPEN: 'notOpen', ENDED: 'ended', LIMIT_REACHED: 'limitReached', NO_MAKEUP: 'noMakeup' },
  /** REST's status of the exam list. */
  ExamFilter: { ALL: 0, NOT_TAKEN: 1, TAKEN: 2 },
  ReviewStatus,
  /** REST's medal (0, none, is answered as null). */
  Medal: { GOLD: 1, SILVER: 2, BRONZE: 3 },
  /** REST's kind of a questionnaire item. */
  QuestionnaireItemKind: { SINGLE: 'single', MULTIPLE: 'multiple', TEXT: 'text', TEXTAREA: 'textarea', ID_NUMBER: 'id_number', EMAIL: 'email', PHONE: 'phone' },
  /** REST's question type. */
  QuestionType: { SINGLE_CHOICE: 1, MULTIPLE_CHOICE: 2, TRUE_FALSE: 3, FILL_IN: 4, SHORT_ANSWER, INDEFINITE_CHOICE: 6 },
};
