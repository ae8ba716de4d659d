import { lettersOf } from '../../shared/options/option-list';

/** An answer as a line of text: option letters, or the texts joined. */
export function answerText(question: { type: number; options: readonly { id: number }[] }, answer: { option_ids?: readonly (number | null)[] | null; texts?: readonly (string | null)[] | null } | null | undefined): string {
  if (!answer) return '';
  if (question.type === 4 || question.type === 5) return (answer.texts ?? []).filter((t): t is string => Boolean(t && t.trim())).join(' / ');
  return lettersOf((answer.option_ids ?? []).filter((id): id is number => id !== null), question.options);
}
