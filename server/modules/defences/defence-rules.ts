import { DEFENCE_AI, DEFENCE_ENTRY, DEFENCE_KIND, DEFENCE_QUESTION, DEFENCE_STATUS, MULTIPLE_CHOICE_MIN } from '../../../src/shared/review-rules.js';
import { ReviewStatus } from '../../../src/shared/spec-codes.js';
import { DomainError } from '../../core/errors.js';
import type { KeyPointReport } from '../speech/index.js';
import type { DefenceOption } from './tables.js';

export { DEFENCE_KIND, DEFENCE_QUESTION };

/** A learner's place in a defence (defence_attempts.status) and how an AI defence was scored (ai_status). */
export const AttemptStatus = DEFENCE_STATUS;
export const AiStatus = DEFENCE_AI;

/** Kinds the learner answers in the portal (questions, recordings); remote and offline are scored by the examiner alone. */
export const ANSWERED_KINDS: readonly number[] = [DEFENCE_KIND.interactive, DEFENCE_KIND.ai];

/** Whether an attempt of this status is reviewed: scored by an examiner, or by the server for an AI defence. */
export const isReviewed = (status: number) => status === AttemptStatus.reviewed;

/** The review status of spec section 3 an attempt shows: reviewed once scored, else unreviewed. */
export const reviewStatusOf = (status: number) => (isReviewed(status) ? ReviewStatus.reviewed : ReviewStatus.unreviewed);

/**
 * What an assessed session stands at (the defences.status labels: 0 not started, 1 in
 * progress, 2 waiting for review, 3 reviewed), one rule for the examiner's list and detail.
 * An interactive or AI defence goes by the learner's attempt; a remote or offline session,
 * which the learner does not answer in the portal, by its own times (its live room is on
 * air between them) until it is reviewed.
 */
export function sessionState(defence: { kind: number; starts_at: Date; ends_at: Date }, attempt: { status: number }, now: Date): number {
  if (ANSWERED_KINDS.includes(defence.kind) || isReviewed(attempt.status)) return attempt.status;
  if (now.getTime() < defence.starts_at.getTime()) return AttemptStatus.invited;
  if (now.getTime() <= defence.ends_at.getTime()) return AttemptStatus.answering;
  return AttemptStatus.submitted;
}

/**
 * Entry to a defence (spec section 9: early entry minutes are configurable): the session opens
 * `earlyMinutes` before its start and closes at its end. Before that it is not open yet, after
 * it has ended.
 */
export type EntryState = 'notOpen' | 'open' | 'ended';
/** The entry state as the explanation answers it (0 not open yet, 1 open, 2 ended). */
export const entryCode = (state: EntryState) => DEFENCE_ENTRY[state];

export function entryState(defence: { starts_at: Date; ends_at: Date }, now: Date, earlyMinutes: number): EntryState {
  const opensAt = defence.starts_at.getTime() - earlyMinutes * 60_000;
  if (now.getTime() < opensAt) return 'notOpen';
  if (now.getTime() > defence.ends_at.getTime()) return 'ended';
  return 'open';
}

export function assertOpen(state: EntryState, opensAt: Date) {
  if (state === 'notOpen') throw new DomainError('forbidden', 'defenceNotOpen', { time: opensAt.toISOString() });
  if (state === 'ended') throw new DomainError('forbidden', 'defenceEnded');
}

/**
 * A choice answer: option ids of the question, a single choice exactly one, a multiple choice
 * at least two (spec section 5). Refused otherwise with the reason; the ids come back sorted
 * without repeats.
 */
export function checkedChoices(question: { question_type: number; options: DefenceOption[] }, optionIds: number[]): number[] {
  const ids = [...new Set(optionIds)].sort((a, b) => a - b);
  const known = new Set(question.options.map((o) => o.id));
  if (ids.some((id) => !known.has(id))) throw new DomainError('invalid', 'defenceOptionUnknown');
  if (question.question_type === DEFENCE_QUESTION.single && ids.length !== 1) throw new DomainError('invalid', 'defenceSingleChoice');
  if (question.question_type === DEFENCE_QUESTION.multiple && ids.length < MULTIPLE_CHOICE_MIN) throw new DomainError('invalid', 'defenceMultipleChoice', { min: MULTIPLE_CHOICE_MIN });
  return ids;
}

/** A choice is worth its full score when it names exactly the correct options, else 0. */
export function choiceScore(question: { score: number; answer: number[] }, optionIds: number[]): number {
  const key = [...new Set(question.answer)].sort((a, b) => a - b);
  const given = [...new Set(optionIds)].sort((a, b) => a - b);
  return key.length === given.length && key.every((id, i) => id === given[i]) ? question.score : 0;
}

/** A spoken answer's AI score: the question's score times the share of key points covered, to 0.1. */
export function spokenScore(score: number, report: KeyPointReport): number {
  return Math.round(score * report.ratio * 10) / 10;
}

/** Scores add up to 0.1 (the columns' scale). */
export const sumScores = (scores: number[]) => Math.round(scores.reduce((sum, s) => sum + s, 0) * 10) / 10;
