import { QuestionType, ReviewStatus } from '../../../src/shared/spec-codes.js';
import type { GivenAnswer, QuestionKey } from './tables.js';

/**
 * Scoring of one question, used at submit and in practice.
 *
 * - Single choice (1) and judge (3): the one chosen option must be the correct one.
 * - Multiple choice (2) and undefined-term (6): all or nothing — the chosen set must equal
 *   the correct set; a partly right choice scores 0. (Chosen over partial credit because a
 *   learner who ticks every option would otherwise always collect points.)
 * - Fill-in (4): each blank is compared after normalising (see `normaliseBlank`) with its
 *   accepted texts; each right blank earns its share of the score (rounded to 0.1); the
 *   question counts as correct only when every blank is right.
 * - Short answer (5): not scored here; it waits for an examiner (review status 1).
 *
 * Question types are the spec's codes (src/shared/spec-codes.ts).
 */

/** Full-width to half-width (NFKC), trimmed, inner spaces collapsed, case folded. */
export function normaliseBlank(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

export interface Mark {
  score: number | null;
  is_correct: number | null;
  /** 1 waiting for an examiner (short answers), 2 marked; null for objective questions. */
  review_status: number | null;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export function isAnswered(type: number, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  if (type === QuestionType.fillIn || type === QuestionType.shortAnswer) return (given.texts ?? []).some((t) => t.trim() !== '');
  return (given.option_ids ?? []).length > 0;
}

export function markAnswer(type: number, key: QuestionKey, given: GivenAnswer | undefined, fullScore: number): Mark {
  if (type === QuestionType.shortAnswer) return { score: null, is_correct: null, review_status: ReviewStatus.unreviewed };
  if (type === QuestionType.fillIn) {
    const blanks = key.blanks ?? [];
    const texts = given?.texts ?? [];
    const right = blanks.filter((accepted, index) => {
      const text = normaliseBlank(texts[index] ?? '');
      return text !== '' && accepted.some((a) => normaliseBlank(a) === text);
    }).length;
    const all = blanks.length > 0 && right === blanks.length;
    const score = blanks.length === 0 ? 0 : Math.round((fullScore * right * 10) / blanks.length) / 10;
    return { score, is_correct: all ? 1 : 0, review_status: null };
  }
  const chosen = given?.option_ids ?? [];
  const correct = key.option_ids ?? [];
  const single = type === QuestionType.single || type === QuestionType.judge;
  const right = single ? chosen.length === 1 && correct.includes(chosen[0]!) : correct.length > 0 && sameSet(chosen, correct);
  return { score: right ? fullScore : 0, is_correct: right ? 1 : 0, review_status: null };
}

/**
 * An attempt's score: the sum of its questions' marks (an unmarked short answer counts 0),
 * kept to 0.1. The one rule for the objective score at submit, the final score the last mark
 * sets (and the learner's notice reports), and the examiner's answer detail.
 */
export function attemptTotal(marks: readonly { score: number | null }[]): number {
  return Math.round(marks.reduce((sum, m) => sum + (m.score ?? 0), 0) * 10) / 10;
}
