import type { QuestionType } from '../../graphql/generated/exams';
import { lettersOf } from '../../shared/options/option-list';

/** Whether a question is answered in text (fill-in, short answer) rather than by options. */
export function isTextQuestion(type: QuestionType): boolean {
  return type === 'FILL_IN' || type === 'SHORT_ANSWER';
}

/** An answer as a line of text: option letters, or the texts joined. */
export function answerText(question: { type: QuestionType; options: readonly { optionId: string }[] }, answer: { optionIds?: readonly string[]; texts?: readonly string[] } | null | undefined): string {
  if (!answer) return '';
  if (isTextQuestion(question.type)) return (answer.texts ?? []).filter((text) => text.trim() !== '').join(' / ');
  return lettersOf(answer.optionIds ?? [], question.options.map((option) => ({ id: option.optionId })));
}
