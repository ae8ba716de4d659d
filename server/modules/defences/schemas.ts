import { Type } from 'typebox';
import { ASSESSMENT_RESULT_MAX, MULTIPLE_CHOICE_MIN, REMARK_MAX } from '../../../src/shared/review-rules.js';
import { Id, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';

/** Schemas of the defence routes (learners) and the assessment routes (examiners). */

const KIND = 'Defence kind (notice item types): 6 offline, 7 remote, 8 interactive, 9 AI';
const STATUS = 'My place: 0 invited, 1 answering, 2 submitted (waiting for review), 3 reviewed';
const AI_STATUS = 'AI defence: 1 scored by the server, 2 automatic scoring unavailable (an examiner scores it); null otherwise';
const Score = Type.Number({ minimum: 0, maximum: 100000 });

const Option = Type.Object({ id: Type.Integer(), content: Type.String() }, { title: 'DefenceOption' });
const Recording = Type.Object({ path: Type.String({ description: 'Address of the recording' }), seconds: Type.Integer() }, { title: 'DefenceRecording' });
const GivenAnswer = Type.Object({ recording: Nullable(Recording), option_ids: Type.Array(Type.Integer()) }, { title: 'DefenceGivenAnswer' });

const QuestionFields = {
  id: Type.Integer(),
  question_type: Type.Integer({ description: '1 spoken (recorded), 2 single choice, 3 multiple choice' }),
  content: Type.String(),
  score: Type.Number({ description: 'Full score of the question' }),
  options: Type.Array(Option),
  answer: GivenAnswer,
};

const SummaryFields = {
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Integer({ description: KIND }),
  language: Type.String({ description: 'Language the answers are spoken in: zh-CN or en-US' }),
  starts_at: Unix(),
  ends_at: Unix(),
  full_score: Type.Number(),
  pass_score: Type.Number(),
  status: Type.Integer({ description: STATUS }),
  ai_status: Nullable(Type.Integer({ description: AI_STATUS })),
  review_status: Type.Integer({ description: 'Review status: 1 unreviewed, 2 reviewed' }),
  score: Nullable(Type.Number({ description: 'Once reviewed' })),
  passed: Nullable(Type.Integer({ description: '1 passed, 0 not; null until reviewed' })),
  result: Type.String({ description: "The examiner's assessment result, once reviewed" }),
};
/** What a session and an assessment name a defence by (its summary describes the language). */
const NamingFields = { title: Type.String(), kind: Type.Integer({ description: KIND }), language: Type.String() };
const Entry = Type.Integer({ description: 'Entry now: 0 not open yet, 1 open (from early_minutes before the start to the end), 2 ended' });

export const DefenceList = PageOf('DefenceList', Type.Object({ ...SummaryFields, entry: Entry }, { title: 'DefenceListItem' }));

export const DefenceDetail = Type.Object(
  {
    ...SummaryFields,
    description: Type.String({ description: 'The rules (plain text)' }),
    opens_at: Unix('When it may be entered: the start less the early-entry minutes (unix seconds)'),
    early_minutes: Type.Integer({ description: 'Minutes it may be entered before its start (site setting)' }),
    min_seconds: Type.Integer({ description: 'Shortest recording in seconds (musicLength)' }),
    question_count: Type.Integer(),
    place: Type.String({ description: 'Offline: where it is held' }),
    entry: Entry,
    reviewed_at: Nullable(Unix()),
  },
  { title: 'DefenceDetail' },
);

export const DefenceSession = Type.Object(
  {
    id: Type.Integer(),
    attempt_id: Type.Integer(),
    ...NamingFields,
    min_seconds: Type.Integer(),
    ends_at: Unix(),
    questions: Type.Array(Type.Object(QuestionFields, { title: 'DefenceQuestion' })),
  },
  { title: 'DefenceSession' },
);

export const DefenceAnswerInput = Type.Object(
  {
    question_id: Id(),
    upload_id: Type.Optional(Id({ description: 'Spoken question: the recording uploaded to /api/app/public/recording/ (its id)' })),
    option_ids: Type.Optional(Type.Array(Id(), { maxItems: 26, description: `Choice: the options chosen (single: one; multiple: at least ${MULTIPLE_CHOICE_MIN})` })),
  },
  { title: 'DefenceAnswerInput', additionalProperties: false },
);

export const DefenceAnswerSaved = Type.Object({ question_id: Type.Integer(), option_ids: Type.Array(Type.Integer()), recording: Nullable(Recording) }, { title: 'DefenceAnswerSaved' });

const KeyPointHit = Type.Object({ text: Type.String(), hit: Type.Integer({ description: '1 covered, 0 missed' }), matched: Nullable(Type.String({ description: 'The phrase heard' })) }, { title: 'DefenceKeyPointHit' });

export const DefenceReport = Type.Object(
  {
    ...SummaryFields,
    submitted_at: Nullable(Unix()),
    reviewed_at: Nullable(Unix()),
    reviewed_by_examiner: Type.Integer({ description: '1 scored by an examiner, 0 by the server (AI) or not yet' }),
    questions: Type.Array(
      Type.Object(
        {
          ...QuestionFields,
          correct_option_ids: Type.Array(Type.Integer(), { description: 'Choices, once reviewed' }),
          transcript: Nullable(Type.String({ description: 'AI defence: what the recogniser heard' })),
          key_points: Type.Array(KeyPointHit),
          my_score: Nullable(Type.Number()),
          remark: Type.String(),
        },
        { title: 'DefenceReportQuestion' },
      ),
    ),
  },
  { title: 'DefenceReport' },
);

export const LiveToken = Type.Object(
  {
    id: Type.Integer(),
    live_period_id: Type.Integer(),
    token: Type.Object({ webUrl: Type.String(), clientUrl: Type.String(), expires_at: Unix() }, { title: 'DefenceLiveRoom' }),
  },
  { title: 'DefenceLiveToken' },
);

// Examiners -----------------------------------------------------------------------------

export const AssessmentList = PageOf(
  'AssessmentList',
  Type.Object(
    {
      id: Type.Integer({ description: 'The participant\'s attempt (assessment/show?id=)' }),
      defence_id: Type.Integer(),
      ...NamingFields,
      name: Type.String({ description: 'The learner' }),
      starts_at: Unix(),
      submitted_at: Nullable(Unix()),
      status: Type.Integer({ description: STATUS }),
      state: Type.Integer({ description: "What the session stands at, one rule for the list and the detail: 0 not started, 1 in progress, 2 waiting for review, 3 reviewed (a remote or offline session by its own times; the others by the learner's attempt)" }),
      ai_status: Nullable(Type.Integer({ description: AI_STATUS })),
      review_status: Type.Integer({ description: 'Review status: 1 unreviewed, 2 reviewed' }),
      score: Nullable(Type.Number()),
      full_score: Type.Number(),
      result: Type.String(),
      reviewed_at: Nullable(Unix()),
      reviewed_by_examiner: Type.Integer({ description: '1 an examiner, 0 the server (AI)' }),
    },
    { title: 'AssessmentListItem' },
  ),
);

export const AssessmentDetail = Type.Object(
  {
    id: Type.Integer(),
    defence_id: Type.Integer(),
    ...NamingFields,
    description: Type.String(),
    name: Type.String(),
    starts_at: Unix(),
    ends_at: Unix(),
    place: Type.String(),
    full_score: Type.Number(),
    pass_score: Type.Number(),
    status: Type.Integer({ description: STATUS }),
    state: Type.Integer({ description: "What the session stands at, one rule for the list and the detail: 0 not started, 1 in progress, 2 waiting for review, 3 reviewed (a remote or offline session by its own times; the others by the learner's attempt)" }),
    ai_status: Nullable(Type.Integer({ description: AI_STATUS })),
    review_status: Type.Integer(),
    score: Nullable(Type.Number()),
    passed: Nullable(Type.Integer()),
    result: Type.String(),
    submitted_at: Nullable(Unix()),
    reviewed_at: Nullable(Unix()),
    reviewed_by_examiner: Type.Integer(),
    can_comment: Type.Integer({ description: '1 when it may be scored now' }),
    questions: Type.Array(
      Type.Object(
        {
          ...QuestionFields,
          correct_option_ids: Type.Array(Type.Integer()),
          reference: Type.String({ description: 'Reference answer for the examiner' }),
          key_points: Type.Array(
            Type.Object({ text: Type.String(), hit: Nullable(Type.Integer({ description: 'AI: 1 covered, 0 missed; null when not scored by the server' })), matched: Nullable(Type.String()) }, { title: 'AssessmentKeyPoint' }),
          ),
          transcript: Nullable(Type.String()),
          ai_score: Nullable(Type.Number()),
          my_score: Nullable(Type.Number()),
          remark: Type.String(),
        },
        { title: 'AssessmentQuestion' },
      ),
    ),
  },
  { title: 'AssessmentDetail' },
);

export const AssessmentComment = Type.Object(
  {
    id: Id({ description: 'The attempt (assessment/index rows)' }),
    result: Type.String({ minLength: 1, maxLength: 1000, description: `The assessment result, at most ${ASSESSMENT_RESULT_MAX} characters once trimmed (longer: refused with the limit named). ${PLAIN_TEXT_NOTE}` }),
    score: Type.Optional({ ...Score, description: 'A remote or offline session without questions: its score, within the full score' }),
    scores: Type.Optional(
      Type.Array(
        Type.Object(
          { question_id: Id(), score: Score, remark: Type.Optional(Type.String({ maxLength: 1000, description: `At most ${REMARK_MAX} characters (longer: refused with the limit named). ${PLAIN_TEXT_NOTE}` })) },
          { title: 'AssessmentMark', additionalProperties: false },
        ),
        { maxItems: 100, description: 'Per question, each within its full score; questions left out keep their score (choices and AI scores are there already)' },
      ),
    ),
  },
  { title: 'AssessmentCommentInput', additionalProperties: false },
);

export const AssessmentCommented = Type.Object(
  { id: Type.Integer(), review_status: Type.Integer(), score: Type.Number(), passed: Nullable(Type.Integer()), result: Type.String() },
  { title: 'AssessmentCommented' },
);
