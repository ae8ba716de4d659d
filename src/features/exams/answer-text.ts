import { lettersOf } from '../../shared/options/option-list';
import { QuestionType } from '../../shared/spec-codes';

/** An answer as a line of text: option letters, or the texts joined. */
export function answerText(question: { type: number; options: readonly { id: number }[] }, answer: { option_ids?: readonly (number | null)[] | null; texts?: readonly (string | null)[] | null } | null | undefined): string {
  if (!answer) return '';
  if (question.type === QuestionType.fillIn || question.type === QuestionType.shortAnswer) return (answer.texts ?? []).filter((t): t is string => Boolean(t && t.trim())).join(' / ');
  return lettersOf((answer.option_ids ?? []).filter((id): id is number => id !== null), question.options);
}
