import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { Type } from 'typebox';
import { DateTime, Id, Nullable, PageOf } from '../../core/http/schema-kit.js';
import { REMARK_MAX } from '../../../src/shared/review-rules.js';

/** Schemas of the exam engine's routes (exams, wrong answers, collections). */
export const Option = Type.Object({ id: Type.Integer(), content: Type.String({ description: 'Rich text (sanitise before display); letters A, B, C by position' }) }, { title: 'QuestionOption' });

export const GivenAnswer = Type.Object(
  {
    option_ids: Type.Optional(Type.Array(Id(), { maxItems: 26, description: 'Chosen option ids (types 1, 2, 3, 6)' })),
    texts: Type.Optional(
      Type.Array(Type.String({ maxLength: 5000 }), { maxItems: 20, description: `One text per blank (type 4), or the short answer (type 5). ${PLAIN_TEXT_NOTE}` }),
    ),
  },
  { title: 'GivenAnswer', additionalProperties: false },
);

export const AnswerOut = Type.Object({ option_ids: Type.Array(Type.Integer()), texts: Type.Array(Type.String()) }, { title: 'AnswerValue' });

const QuestionFields = {
  id: Type.Integer(),
  type: Type.Integer({ description: '1 single choice, 2 multiple choice, 3 judge, 4 fill-in, 5 short answer, 6 undefined-term' }),
  content: Type.String({ description: 'Rich text' }),
  options: Type.Array(Option),
  blanks: Type.Integer({ description: 'Blanks of a fill-in question; 1 for a short answer; else 0' }),
};

export const AttemptQuestion = Type.Object({ ...QuestionFields, score: Type.Integer() }, { title: 'AttemptQuestion' });
export const PracticeQuestion = Type.Object(QuestionFields, { title: 'PracticeQuestion' });

const ExamFields = {
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  exam_type: Type.Integer({ description: '1 simulation, 2 official, 3 online training, 14 class test, 17/18 map test' }),
  source: Type.Integer({ description: '2 exam, 3 online training, 14 course, 17 learning map' }),
  exam_start: DateTime(),
  exam_end: DateTime(),
  exam_long: Type.Integer({ description: 'Minutes' }),
  pass_score: Type.Integer(),
  total_score: Type.Integer(),
  attempt_limit: Type.Integer(),
  makeup_limit: Type.Integer({ description: 'Make-up attempts after the limit for a learner who has not passed' }),
};

export const ExamListItem = Type.Object(
  {
    ...ExamFields,
    attempts_used: Type.Integer(),
    best_score: Nullable(Type.Number()),
    last_attempt_id: Nullable(Type.Integer()),
    status: Type.Integer({ description: '1 not taken, 2 taken' }),
    can_start: Type.Integer({ description: '1 when a start (or resume) is possible now: the rule of the exam detail' }),
    reason: Type.String({ description: "Why not: notOpen, ended, limitReached, noMakeup; '' when it can start (as the exam detail)" }),
  },
  { title: 'ExamListItem' },
);

export const ExamList = PageOf('ExamList', ExamListItem);

export const AttemptSummary = Type.Object(
  {
    id: Type.Integer(),
    attempt_no: Type.Integer(),
    is_makeup: Type.Integer(),
    started_at: DateTime(),
    submitted_at: Nullable(DateTime()),
    score: Nullable(Type.Number({ description: 'Null until submitted and every short answer is marked' })),
    review_status: Nullable(Type.Integer({ description: '1 unreviewed, 2 reviewed' })),
    passed: Nullable(Type.Integer()),
  },
  { title: 'AttemptSummary' },
);

export const ExamDetail = Type.Object(
  {
    ...ExamFields,
    question_count: Type.Integer(),
    server_now: DateTime(),
    can_start: Type.Integer({ description: '1 when a start (or resume) is possible now' }),
    reason: Type.String({ description: "Why not: notOpen, ended, limitReached, noMakeup; '' when it can start" }),
    reason_msg_key: Nullable(Type.String()),
    open_attempt_id: Nullable(Type.Integer({ description: 'The attempt in progress, to resume' })),
    attempts_used: Type.Integer(),
    attempts_left: Type.Integer(),
    makeup_left: Type.Integer(),
    attempts: Type.Array(AttemptSummary),
  },
  { title: 'ExamDetail' },
);

export const SavedAnswer = Type.Object({ question_id: Type.Integer(), answer: GivenAnswer }, { title: 'SavedAnswer' });

export const Attempt = Type.Object(
  {
    id: Type.Integer(),
    exam_id: Type.Integer(),
    title: Type.String(),
    exam_type: Type.Integer(),
    exam_long: Type.Integer(),
    total_score: Type.Integer(),
    pass_score: Type.Integer(),
    attempt_no: Type.Integer(),
    is_makeup: Type.Integer(),
    started_at: DateTime(),
    deadline: DateTime({ description: 'Computed by the server: start + exam length, never past the window' }),
    server_now: DateTime(),
    remaining_seconds: Type.Integer(),
    submitted: Type.Integer(),
    questions: Type.Array(AttemptQuestion),
    answers: Type.Array(SavedAnswer),
  },
  { title: 'ExamAttempt' },
);

const ResultFields = {
  id: Type.Integer(),
  exam_id: Type.Integer(),
  title: Type.String(),
  exam_type: Type.Integer(),
  total_score: Type.Integer(),
  pass_score: Type.Integer(),
  attempt_no: Type.Integer(),
  is_makeup: Type.Integer(),
  started_at: DateTime(),
  submitted_at: DateTime(),
  time_used: Type.Integer({ description: 'Seconds' }),
  review_status: Type.Integer({ description: '1 short answers wait for review, 2 reviewed' }),
  objective_score: Type.Number(),
  score: Nullable(Type.Number({ description: 'Null while pending review' })),
  passed: Nullable(Type.Integer({ description: 'Null while pending review' })),
  question_count: Type.Integer(),
  correct_count: Type.Integer(),
  pending_count: Type.Integer(),
};

export const ExamResult = Type.Object(ResultFields, { title: 'ExamResult' });

export const AnalysisQuestion = Type.Object(
  {
    ...QuestionFields,
    score: Type.Integer(),
    my_answer: AnswerOut,
    correct_answer: AnswerOut,
    my_score: Nullable(Type.Number()),
    is_correct: Nullable(Type.Integer()),
    review_status: Nullable(Type.Integer()),
    remark: Type.String({ description: "The examiner's remark on a marked short answer (plain text); empty otherwise" }),
    analysis: Type.String({ description: 'Explanation (rich text)' }),
    is_collected: Type.Integer(),
  },
  { title: 'AnalysisQuestion' },
);

export const ExamAnalysis = Type.Object({ ...ResultFields, questions: Type.Array(AnalysisQuestion) }, { title: 'ExamAnalysis' });

export const RankRow = Type.Object(
  {
    rowno: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    score: Type.Number(),
    time_used: Type.Integer(),
    medal: Type.Integer({ description: '1 gold, 2 silver, 3 bronze: the first three places, each with a passed attempt scoring above 0; 0 none' }),
  },
  { title: 'ExamRankRow' },
);

export const Ranking = Type.Object({ title: Type.String(), list: Type.Array(RankRow), total: Type.Integer(), current_page: Type.Integer() }, { title: 'ExamRanking' });

const ReviewStatusField = Type.Integer({ description: 'Review status: 1 waiting for marking, 2 reviewed' });

/** What names an attempt to mark, in the review list and its detail: the attempt, its exam and its learner. */
const ReviewedAttemptFields = {
  id: Type.Integer({ description: 'The attempt' }),
  exam_id: Type.Integer(),
  title: Type.String({ description: "The exam's title" }),
  name: Type.String({ description: "The learner's name" }),
};

export const ReviewItem = Type.Object(
  {
    ...ReviewedAttemptFields,
    submitted_at: Type.String({ description: 'When the attempt was submitted (ISO 8601)' }),
    objective_score: Type.Number({ description: 'Score of the objective questions' }),
    review_status: ReviewStatusField,
    short_count: Type.Integer({ description: 'Short answers in the attempt' }),
    pending_count: Type.Integer({ description: 'Short answers still unmarked' }),
    score: Nullable(Type.Number({ description: 'Final score; null while waiting' })),
    reviewed_at: Nullable(Type.Integer({ description: 'When the last short answer was marked (unix seconds); null while waiting' })),
  },
  { title: 'ExamReviewItem' },
);

export const ReviewList = PageOf('ExamReviewList', ReviewItem);

export const ReviewDetail = Type.Object(
  {
    ...ReviewedAttemptFields,
    submitted_at: Type.String({ description: 'When the attempt was submitted (ISO 8601, as in the review list)' }),
    review_status: ReviewStatusField,
    objective_score: Type.Number(),
    score: Nullable(Type.Number({ description: 'Final score; null while waiting' })),
    reviewed_at: Nullable(Type.Integer({ description: 'Unix seconds; null while waiting' })),
    total: Type.Number({ description: "The attempt's score so far: every question's mark, an unmarked short answer counting 0 (the final score once reviewed)" }),
    total_score: Type.Integer({ description: "The exam's full score" }),
    questions: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ description: 'The question (a short answer is marked by this id)' }),
          type: Type.Integer({ description: '1 single choice, 2 multiple choice, 3 judge, 4 fill-in, 5 short answer, 6 undefined-term' }),
          content: Type.String({ description: 'Rich text' }),
          options: Type.Array(Option),
          score: Type.Integer({ description: 'Full score of the question: a mark may not exceed it' }),
          reference: Type.String({ description: "Reference answer of a short answer for the examiner ('' for other questions)" }),
          text: Type.String({ description: "The learner's short answer (plain text; '' for other questions)" }),
          my_answer: AnswerOut,
          correct_answer: AnswerOut,
          my_score: Nullable(Type.Number({ description: 'The mark: scored at submit for objective questions; null while a short answer waits' })),
          is_correct: Nullable(Type.Integer()),
          remark: Type.String({ description: "The examiner's remark ('' without one)" }),
          review_status: Type.Integer({ description: '1 waiting (a short answer not marked yet), 2 marked (objective questions always)' }),
        },
        { title: 'ExamReviewQuestion' },
      ),
    ),
  },
  { title: 'ExamReviewDetail' },
);

export const ReviewMarks = Type.Object(
  {
    marks: Type.Array(
      Type.Object(
        {
          question_id: Id(),
          score: Type.Number({ minimum: 0, maximum: 1000 }),
          remark: Type.Optional(
            Type.String({ maxLength: REMARK_MAX, description: `The examiner's remark, trimmed; left out: the answer keeps its remark. ${PLAIN_TEXT_NOTE}` }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200, description: 'One mark or several; quick marking sends one per request' },
    ),
  },
  { additionalProperties: false },
);

export const MarkResult = Type.Object(
  {
    id: Type.Integer(),
    review_status: Type.Integer({ description: '2 once no short answer is left waiting' }),
    score: Type.Number({ description: 'Score so far (objective plus marked short answers); final once reviewed' }),
    passed: Nullable(Type.Integer({ description: 'Null while short answers wait' })),
    pending_count: Type.Integer({ description: 'Short answers still unmarked' }),
  },
  { title: 'ExamMarkResult' },
);

export const WrongItem = Type.Object(
  { ...QuestionFields, exam_id: Type.Integer(), wrong_count: Type.Integer(), is_collected: Type.Integer() },
  { title: 'WrongQuestion' },
);
export const WrongList = PageOf('WrongQuestionList', WrongItem);
export const CollectList = PageOf('CollectedQuestionList', PracticeQuestion);

export const PracticeResult = Type.Object(
  {
    question_id: Type.Integer(),
    correct: Type.Integer(),
    removed: Type.Integer({ description: '1 when the question left the wrong-answer book' }),
    correct_answer: AnswerOut,
    analysis: Type.String(),
  },
  { title: 'PracticeResult' },
);

export const CollectState = Type.Object({ question_id: Type.Integer(), is_collected: Type.Integer() }, { title: 'CollectState' });
