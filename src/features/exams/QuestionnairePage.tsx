import { Button, Callout, Card, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionnaireDocument, SubmitQuestionnaireDocument, type QuestionnaireItemKind } from '../../graphql/generated/exams';
import { isValidIdNumber } from '../../shared/validators';
import { OptionList } from '../../shared/options/OptionList';
import { RichText } from '../../shared/RichText';
import { QUESTIONNAIRE_TEXT_MAX } from '../../shared/text-limits';
import { isValidMail, isValidMobile } from '../../shared/validators';
import { messageOfError } from '../../shared/api-errors';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';

/** An item as the page draws it (the option list takes numeric option ids). */
interface Item {
  id: string;
  kind: QuestionnaireItemKind;
  title: string;
  isRequired: boolean;
  options: { id: number; content: string }[];
}

interface Answer {
  optionIds?: number[];
  text?: string;
}
type Answers = Record<string, Answer>;

/** The browser's check of one item (the server checks again): required, ID number, email, phone. */
export function itemError(item: Pick<Item, 'kind' | 'isRequired'>, answer: Answer | undefined): 'requiredError' | 'idNumberError' | 'emailError' | 'phoneError' | null {
  const text = answer?.text?.trim() ?? '';
  const choice = item.kind === 'SINGLE' || item.kind === 'MULTIPLE';
  const empty = choice ? (answer?.optionIds ?? []).length === 0 : text === '';
  if (empty) return item.isRequired ? 'requiredError' : null;
  if (item.kind === 'ID_NUMBER' && !isValidIdNumber(text)) return 'idNumberError';
  if (item.kind === 'EMAIL' && !isValidMail(text)) return 'emailError';
  if (item.kind === 'PHONE' && !isValidMobile(text)) return 'phoneError';
  return null;
}

/** The course lesson a questionnaire was opened from (period type 6): submitting completes it. */
export interface QuestionnaireLesson {
  periodId: number;
  courseId: number;
}

/** Where a questionnaire was opened from, in its address (its page and its completion page): a course lesson, or a map stage. */
export const originSearch = (lesson: QuestionnaireLesson | undefined, stageId?: number) => ({
  ...(lesson ? { period_id: lesson.periodId, course_id: lesson.courseId } : {}),
  ...(stageId ? { stage_id: stageId } : {}),
});

/** A questionnaire (/knowledge/questionnaire?id=&period_id=&course_id= or &stage_id=): every item, validated, submitted once. */
export function QuestionnairePage({ id, lesson, stageId }: { id: number | undefined; lesson?: QuestionnaireLesson; stageId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(QuestionnaireDocument, { variables: { id: String(id ?? 0) }, skip: !id, fetchPolicy: 'no-cache' });
  const [submit, { loading: submitting }] = useMutation(SubmitQuestionnaireDocument, { context: { handlesErrors: true } });
  const [answers, setAnswers] = useState<Answers>({});
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  if (!id) return <ErrorState title={t('exams.questionnaire.missingId')} />;
  const qn = data?.questionnaire;
  if (loading && !qn) return <LoadingState />;
  if (error || !qn) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const items: Item[] = qn.items.map((item) => ({ ...item, options: item.options.map((o) => ({ id: Number(o.optionId), content: o.content })) }));
  const set = (itemId: string, value: Answer) => setAnswers((a) => ({ ...a, [itemId]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (items.some((item) => itemError(item, answers[item.id]))) return;
    try {
      const answered = items.flatMap((item) => {
        const answer = answers[item.id];
        return answer ? [{ itemId: item.id, optionIds: answer.optionIds?.map(String), text: answer.text }] : [];
      });
      await submit({ variables: { input: { questionnaireId: String(id), answers: answered, lessonId: lesson ? String(lesson.periodId) : undefined } } });
      void navigate({ to: '/knowledge/result', search: { id, ...originSearch(lesson, stageId) } });
    } catch (err) {
      setServerError(messageOfError(err));
    }
  };

  return (
    <div className="exam-page" data-testid="questionnaire">
      <Card className="questionnaire">
        <h2>{qn.title}</h2>
        <RichText html={qn.description} />
        {qn.isSubmitted ? (
          <Callout intent="success" icon="tick" data-testid="qn-submitted">
            {t('exams.questionnaire.alreadySubmitted')}
          </Callout>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            {serverError && (
              <Callout intent="danger" role="alert" data-testid="qn-error">
                {serverError}
              </Callout>
            )}
            {items.map((item, index) => {
              const problem = touched ? itemError(item, answers[item.id]) : null;
              // The item's kind in the page's test ids (qn-id_number, qn-email ...).
              const testKind = item.kind.toLowerCase();
              const label = `${index + 1}. ${item.title}`;
              return (
                <FormGroup
                  key={item.id}
                  label={label}
                  labelFor={`qn-${item.id}`}
                  labelInfo={item.isRequired ? `(${t('exams.questionnaire.required')})` : undefined}
                  intent={problem ? 'danger' : 'none'}
                  helperText={problem ? <span data-testid={`qn-problem-${testKind}`}>{t(`exams.questionnaire.${problem}`)}</span> : undefined}
                >
                  {item.kind === 'SINGLE' || item.kind === 'MULTIPLE' ? (
                    <OptionList
                      name={`qn-${item.id}`}
                      mode={item.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                      options={item.options}
                      value={answers[item.id]?.optionIds ?? []}
                      onChange={(ids) => set(item.id, { optionIds: ids })}
                    />
                  ) : item.kind === 'TEXTAREA' ? (
                    <TextArea id={`qn-${item.id}`} fill rows={4} maxLength={QUESTIONNAIRE_TEXT_MAX} value={answers[item.id]?.text ?? ''} onChange={(e) => set(item.id, { text: e.target.value })} />
                  ) : (
                    <InputGroup
                      id={`qn-${item.id}`}
                      type={item.kind === 'EMAIL' ? 'email' : item.kind === 'PHONE' ? 'tel' : 'text'}
                      maxLength={item.kind === 'ID_NUMBER' ? 18 : 200}
                      placeholder={t('exams.questionnaire.placeholder')}
                      intent={problem ? 'danger' : 'none'}
                      value={answers[item.id]?.text ?? ''}
                      onChange={(e) => set(item.id, { text: e.target.value })}
                      data-testid={`qn-${testKind}`}
                    />
                  )}
                </FormGroup>
              );
            })}
            <Button type="submit" intent="primary" size="large" loading={submitting} text={t('exams.questionnaire.submit')} data-testid="qn-submit" />
          </form>
        )}
      </Card>
    </div>
  );
}
