import type { Static } from 'typebox';
import type { AssessmentCommented, AssessmentDetail, AssessmentList } from '../../modules/defences/schemas.js';
import type { GraphContext } from '../context.js';
import { restId } from '../exams/resolvers.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromUnixSeconds } from '../scalars.js';

/**
 * The examiner's review of defences on the graph (the SPA's assess area beside the exam
 * marking of server/graph/exams): the list, one participant's review page, and the scoring.
 * List items answer their fields at once; the detail fields load the review page (once per
 * operation); the scoring makes one REST call.
 */

/** A participant of the review list (`GET /api/assessment/index`). */
type AssessmentItemData = Static<typeof AssessmentList>['list'][number];
/** The review page (`GET /api/assessment/show?id=`). */
type AssessmentDetailData = Static<typeof AssessmentDetail>;
/** The answer of a scoring (`POST /api/assessment/comment`). */
type CommentedData = Static<typeof AssessmentCommented>;
/** A question of the review page. */
type AssessmentQuestionData = AssessmentDetailData['questions'][number];

/** A DefenceReview as its parent answer holds it. */
export type DefenceReviewParent = AssessmentItemData | AssessmentDetailData | CommentedData;

const ROUTES = {
  reviews: '/api/assessment/index',
  review: '/api/assessment/show',
  score: '/api/assessment/comment',
} as const;

/** The review page of a participant the parent holds as a list item or a scoring's answer (loaded once per operation). */
function detail(review: DefenceReviewParent, { rest }: GraphContext): Promise<AssessmentDetailData> | AssessmentDetailData {
  return 'questions' in review ? review : rest.get<AssessmentDetailData>(ROUTES.review, {}, { id: review.id });
}

/** A field of the review page: from the parent when it holds it, else from the page. */
async function value<K extends keyof AssessmentDetailData>(review: DefenceReviewParent, key: K, context: GraphContext): Promise<AssessmentDetailData[K]> {
  return key in review ? (review as AssessmentDetailData)[key] : (await detail(review, context))[key];
}

interface ReviewsArgs extends PageArgs {
  status: number;
  kind?: number | null;
  keyword?: string | null;
}
interface ScoreArgs {
  input: { attemptId: string; result: string; score?: number | null; marks?: { questionId: string; score: number; remark?: string | null }[] | null };
}

export const assessResolvers = {
  Query: {
    defenceReviews: async (_: unknown, args: ReviewsArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = { ...restPaging(page), review_status: args.status, kind: args.kind ?? undefined, keyword: args.keyword ?? undefined };
      return connection(await rest.get<RestPage<AssessmentItemData>>(ROUTES.reviews, {}, query), page);
    },
    defenceReview: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<AssessmentDetailData>(ROUTES.review, {}, { id }),
  },
  Mutation: {
    scoreDefence: async (_: unknown, { input }: ScoreArgs, { rest }: GraphContext) => {
      const body = {
        id: restId(input.attemptId),
        result: input.result,
        ...(input.score === null || input.score === undefined ? {} : { score: input.score }),
        ...(input.marks
          ? { scores: input.marks.map((mark) => ({ question_id: restId(mark.questionId), score: mark.score, ...(mark.remark === null || mark.remark === undefined ? {} : { remark: mark.remark }) })) }
          : {}),
      };
      return { review: await rest.send<CommentedData>('POST', ROUTES.score, {}, body) };
    },
  },
  DefenceReview: {
    id: (review: DefenceReviewParent) => String(review.id),
    defenceId: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => String(await value(review, 'defence_id', context)),
    title: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'title', context),
    kind: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'kind', context),
    language: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'language', context),
    learnerName: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'name', context),
    description: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'description', context),
    startsAt: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => fromUnixSeconds(await value(review, 'starts_at', context)),
    endsAt: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => fromUnixSeconds(await value(review, 'ends_at', context)),
    place: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'place', context),
    submittedAt: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => fromUnixSeconds(await value(review, 'submitted_at', context)),
    participantStatus: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'status', context),
    state: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'state', context),
    aiStatus: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'ai_status', context),
    status: (review: DefenceReviewParent) => review.review_status,
    fullScore: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'full_score', context),
    passScore: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'pass_score', context),
    passed: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => {
      const passed = await value(review, 'passed', context);
      return passed === null ? null : flag(passed);
    },
    result: (review: DefenceReviewParent) => review.result,
    reviewedAt: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => fromUnixSeconds(await value(review, 'reviewed_at', context)),
    reviewedByExaminer: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => flag(await value(review, 'reviewed_by_examiner', context)),
    canScore: async (review: DefenceReviewParent, _: unknown, context: GraphContext) => flag(await value(review, 'can_comment', context)),
    questions: (review: DefenceReviewParent, _: unknown, context: GraphContext) => value(review, 'questions', context),
  },
  DefenceReviewQuestion: {
    questionId: (question: AssessmentQuestionData) => String(question.id),
    type: (question: AssessmentQuestionData) => question.question_type,
    fullScore: (question: AssessmentQuestionData) => question.score,
    recording: (question: AssessmentQuestionData) => (question.answer.recording ? { url: question.answer.recording.path, seconds: question.answer.recording.seconds } : null),
    chosenOptionIds: (question: AssessmentQuestionData) => question.answer.option_ids.map(String),
    correctOptionIds: (question: AssessmentQuestionData) => question.correct_option_ids.map(String),
    keyPoints: (question: AssessmentQuestionData) => question.key_points,
    aiScore: (question: AssessmentQuestionData) => question.ai_score,
    score: (question: AssessmentQuestionData) => question.my_score,
  },
  DefenceKeyPoint: {
    hit: (point: { hit: number | null }) => (point.hit === null ? null : flag(point.hit)),
  },
  /** REST's kind (notice item types). */
  DefenceKind: { OFFLINE: 6, REMOTE: 7, INTERACTIVE: 8, AI: 9 },
  /** REST's status of a participant. */
  DefenceParticipantStatus: { INVITED: 0, ANSWERING: 1, SUBMITTED: 2, REVIEWED: 3 },
  /** REST's state of a session. */
  DefenceState: { NOT_STARTED: 0, IN_PROGRESS: 1, WAITING_FOR_REVIEW: 2, REVIEWED: 3 },
  /** REST's ai_status. */
  DefenceAiStatus: { SCORED: 1, UNAVAILABLE: 2 },
  /** REST's question_type. */
  DefenceQuestionType: { SPOKEN: 1, SINGLE_CHOICE: 2, MULTIPLE_CHOICE: 3 },
};
