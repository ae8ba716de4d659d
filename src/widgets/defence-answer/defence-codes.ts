import type { DefenceAttemptStatus, DefenceKind, DefenceQuestionType, Language } from '../../graphql/generated/defences';
import { DEFENCE_KIND, DEFENCE_QUESTION, DEFENCE_STATUS } from '../../shared/review-rules';

/*
 * The graph's defence enums as the spec's numbers, which the texts (defences.kind.<n>,
 * defences.status.<n>, defences.questionType.<n>, shared with the examiner's pages), the pages'
 * paths and the defence-session machine are keyed by.
 */

const KIND_CODES: Record<DefenceKind, number> = { OFFLINE: DEFENCE_KIND.offline, REMOTE: DEFENCE_KIND.remote, INTERACTIVE: DEFENCE_KIND.interactive, AI: DEFENCE_KIND.ai };
const STATUS_CODES: Record<DefenceAttemptStatus, number> = { INVITED: DEFENCE_STATUS.invited, ANSWERING: DEFENCE_STATUS.answering, SUBMITTED: DEFENCE_STATUS.submitted, REVIEWED: DEFENCE_STATUS.reviewed };
const QUESTION_CODES: Record<DefenceQuestionType, number> = { SPOKEN: DEFENCE_QUESTION.spoken, SINGLE_CHOICE: DEFENCE_QUESTION.single, MULTIPLE_CHOICE: DEFENCE_QUESTION.multiple };

/** A defence kind as the notice item type of spec section 3 (6 offline ... 9 AI). */
export const kindCode = (kind: DefenceKind) => KIND_CODES[kind];
/** The kind of a notice item type (an address's filter), or undefined for a number that is no kind. */
export const kindOfCode = (code: number | undefined): DefenceKind | undefined => (Object.keys(KIND_CODES) as DefenceKind[]).find((kind) => KIND_CODES[kind] === code);
/** A learner's place in a defence as 0 invited ... 3 reviewed. */
export const statusCode = (status: DefenceAttemptStatus) => STATUS_CODES[status];
/** A question's type as 1 spoken, 2 single choice, 3 multiple choice. */
export const questionCode = (type: DefenceQuestionType) => QUESTION_CODES[type];

/** The kind's name. */
export const kindKey = (kind: DefenceKind) => `defences.kind.${kindCode(kind)}` as 'defences.kind.6';
/** The learner's place's name. */
export const statusKey = (status: DefenceAttemptStatus) => `defences.status.${statusCode(status)}` as 'defences.status.0';
/** The question type's name. */
export const questionTypeKey = (type: DefenceQuestionType) => `defences.questionType.${questionCode(type)}` as 'defences.questionType.1';

/** Submitted or reviewed: the learner's answers are in. */
export const isSubmitted = (status: DefenceAttemptStatus) => status === 'SUBMITTED' || status === 'REVIEWED';

/** The answer language's name. */
export const languageKey = (language: Language) => (language === 'EN_US' ? 'defences.explain.language_en' : 'defences.explain.language_zh') as 'defences.explain.language_en';
