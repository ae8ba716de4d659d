import { InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionList } from '../../shared/options/OptionList';
import { RichText } from '../../shared/RichText';
import type { QuestionType } from '../../graphql/generated/exams';
import { isTextQuestion } from './answer-text';

/** A question as the graph names it (QuestionFields of next/exams.graphql). */
export interface QuestionLike {
  id: string;
  type: QuestionType;
  content: string;
  options: readonly { optionId: string; content: string }[];
  blanks: number;
}

/** An answer: chosen options by optionId, or one text per blank (one for a short answer). */
export interface AnswerValue {
  optionIds?: string[];
  texts?: string[];
}

/** Typed text is sent after a short pause (and on leaving the field), not on every key. */
const TEXT_SETTLE_MS = 500;

function useSettledTexts(initial: string[], onSettle: (texts: string[]) => void) {
  const [texts, setTexts] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(texts);
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  }, [onSettle]);
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    settle.current(latest.current);
  };
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        settle.current(latest.current);
      }
    },
    [],
  );
  const change = (index: number, value: string) => {
    const next = [...latest.current];
    next[index] = value;
    latest.current = next;
    setTexts(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, TEXT_SETTLE_MS);
  };
  return { texts, change, flush };
}

/** One question: its type, its rich text, and the input its type needs. */
export function QuestionView({
  question,
  value,
  onChange,
  disabled = false,
  correct,
  heading,
}: {
  question: QuestionLike;
  value: AnswerValue | undefined;
  onChange: (answer: AnswerValue) => void;
  disabled?: boolean;
  /** Correct options (by optionId), to mark the options after checking. */
  correct?: readonly string[];
  heading?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const typeName = t(`exams.questionType.${question.type}`);
  return (
    <section className="question-view" aria-label={typeName} data-testid="question" data-question-type={question.type}>
      <header className="question-view__head">
        <Tag minimal intent="primary">
          {typeName}
        </Tag>
        {heading}
      </header>
      <RichText html={question.content} className="question-view__content" />
      {isTextQuestion(question.type) ? (
        <TextAnswer key={question.id} question={question} value={value} onChange={onChange} disabled={disabled} />
      ) : (
        <OptionList
          name={`q-${question.id}`}
          mode={question.type === 'MULTIPLE_CHOICE' || question.type === 'INDEFINITE_CHOICE' ? 'checkbox' : 'radio'}
          options={question.options.map((option) => ({ id: option.optionId, content: option.content }))}
          value={value?.optionIds ?? []}
          onChange={(ids) => onChange({ optionIds: ids })}
          disabled={disabled}
          correct={correct}
        />
      )}
    </section>
  );
}

function TextAnswer({ question, value, onChange, disabled }: { question: QuestionLike; value: AnswerValue | undefined; onChange: (a: AnswerValue) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const count = Math.max(1, question.blanks);
  const initial = Array.from({ length: count }, (_, i) => value?.texts?.[i] ?? '');
  const { texts, change, flush } = useSettledTexts(initial, (next) => onChange({ texts: next }));
  if (question.type === 'SHORT_ANSWER') {
    return (
      <TextArea
        fill
        rows={6}
        className="question-view__text"
        aria-label={t('exams.attempt.answerPlaceholder')}
        placeholder={t('exams.attempt.answerPlaceholder')}
        value={texts[0]}
        disabled={disabled}
        maxLength={5000}
        onChange={(e) => change(0, e.target.value)}
        onBlur={flush}
        data-testid="short-answer"
      />
    );
  }
  return (
    <div className="question-view__blanks">
      {texts.map((text, index) => (
        <label key={index} className="question-view__blank">
          <span>{t('exams.attempt.blank', { n: index + 1 })}</span>
          <InputGroup
            value={text}
            disabled={disabled}
            maxLength={500}
            placeholder={t('exams.attempt.answerPlaceholder')}
            onChange={(e) => change(index, e.target.value)}
            onBlur={flush}
            data-testid={`blank-${index + 1}`}
          />
        </label>
      ))}
    </div>
  );
}
