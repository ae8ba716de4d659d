import { Button, Callout, Card, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QnDetailsDocument, QnSubmitDocument } from '../../graphql/generated/exams';
import { isValidIdNumber } from '../../shared/validators';
import { OptionList } from '../../shared/options/OptionList';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { QUESTIONNAIRE_TEXT_MAX } from '../../shared/text-limits';
import { isValidMail, isValidMobile } from '../../shared/validators';
import { messageOfError } from '../../shared/api-errors';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';

interface Item {
  id: number;
  kind: string;
  title: string;
  required: number;
  options: { id: number; content: string }[];
}

type Answers = Record<number, { option_ids?: number[]; text?: string }>;

/** The browser's check of one item (the server checks again): required, ID number, email, phone. */
export function itemError(item: Item, answer: { option_ids?: number[]; text?: string } | undefined): 'requiredError' | 'idNumberError' | 'emailError' | 'phoneError' | null {
  const text = answer?.text?.trim() ?? '';
  const choice = item.kind === 'single' || item.kind === 'multiple';
  const empty = choice ? (answer?.option_ids ?? []).length === 0 : text === '';
  if (empty) return item.required ? 'requiredError' : null;
  if (item.kind === 'id_number' && !isValidIdNumber(text)) return 'idNumberError';
  if (item.kind === 'email' && !isValidMail(text)) return 'emailError';
  if (item.kind === 'phone' && !isValidMobile(text)) return 'phoneError';
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
  const { data, loading, error, refetch } = useQuery(QnDetailsDocument, { variables: { id: id ?? 0 }, skip: !id, fetchPolicy: 'no-cache' });
  const [submit, { loading: submitting }] = useMutation(QnSubmitDocument, { context: { handlesErrors: true } });
  const [answers, setAnswers] = useState<Answers>({});
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  if (!id) return <ErrorState title={t('exams.questionnaire.missingId')} />;
  const qn = data?.qnDetails?.data;
  if (loading && !qn) return <LoadingState />;
  if (error || !qn) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const items: Item[] = present(qn.items).map((item) => ({ ...item, options: present(item.options) }));
  const set = (itemId: number, value: { option_ids?: number[]; text?: string }) => setAnswers((a) => ({ ...a, [itemId]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (items.some((item) => itemError(item, answers[item.id]))) return;
    try {
      await submit({
        variables: {
          id,
          input: { answers: items.filter((item) => answers[item.id]).map((item) => ({ item_id: item.id, ...answers[item.id] })), period_id: lesson?.periodId },
        },
      });
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
        {qn.submitted ? (
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
              const label = `${index + 1}. ${item.title}`;
              return (
                <FormGroup
                  key={item.id}
                  label={label}
                  labelFor={`qn-${item.id}`}
                  labelInfo={item.required ? `(${t('exams.questionnaire.required')})` : undefined}
                  intent={problem ? 'danger' : 'none'}
                  helperText={problem ? <span data-testid={`qn-problem-${item.kind}`}>{t(`exams.questionnaire.${problem}`)}</span> : undefined}
                >
                  {item.kind === 'single' || item.kind === 'multiple' ? (
                    <OptionList
                      name={`qn-${item.id}`}
                      mode={item.kind === 'single' ? 'radio' : 'checkbox'}
                      options={item.options}
                      value={answers[item.id]?.option_ids ?? []}
                      onChange={(ids) => set(item.id, { option_ids: ids })}
                    />
                  ) : item.kind === 'textarea' ? (
                    <TextArea id={`qn-${item.id}`} fill rows={4} maxLength={QUESTIONNAIRE_TEXT_MAX} value={answers[item.id]?.text ?? ''} onChange={(e) => set(item.id, { text: e.target.value })} />
                  ) : (
                    <InputGroup
                      id={`qn-${item.id}`}
                      type={item.kind === 'email' ? 'email' : item.kind === 'phone' ? 'tel' : 'text'}
                      maxLength={item.kind === 'id_number' ? 18 : 200}
                      placeholder={t('exams.questionnaire.placeholder')}
                      intent={problem ? 'danger' : 'none'}
                      value={answers[item.id]?.text ?? ''}
                      onChange={(e) => set(item.id, { text: e.target.value })}
                      data-testid={`qn-${item.kind}`}
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
