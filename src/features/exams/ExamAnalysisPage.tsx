import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CollectAddDocument, CollectRemoveDocument, ExamAnalysisDocument } from '../../graphql/generated/exams';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { toast } from '../../shared/toaster';
import { answerText } from './answer-text';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { QuestionView } from './QuestionView';
import { QuestionType, ReviewStatus, YES } from '../../shared/spec-codes';

/** The analysis: every question with my answer, the correct answer and the explanation. */
export function ExamAnalysisPage({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ExamAnalysisDocument, { variables: { id: attemptId }, fetchPolicy: 'no-cache' });
  const [collect] = useMutation(CollectAddDocument);
  const [uncollect] = useMutation(CollectRemoveDocument);
  const analysis = data?.examAnalysis?.data;
  if (loading && !analysis) return <LoadingState />;
  if (error || !analysis) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const toggle = async (id: number, collected: boolean) => {
    const result = collected ? await uncollect({ variables: { id } }) : await collect({ variables: { id } });
    const msg = collected ? result.data && 'collectRemove' in result.data ? result.data.collectRemove?.msg : '' : result.data && 'collectAdd' in result.data ? result.data.collectAdd?.msg : '';
    if (msg) toast.success(msg);
    await refetch();
  };
  return (
    <div className="exam-page" data-testid="exam-analysis">
      <h2>{analysis.title}</h2>
      {present(analysis.questions).map((q, index) => {
        const options = present(q.options);
        const question = { ...q, options };
        const verdict = q.review_status === ReviewStatus.unreviewed ? 'pending' : q.is_correct === YES ? 'right' : 'wrong';
        return (
          <Card key={q.id} className={`analysis-item analysis-item--${verdict}`} data-testid="analysis-item">
            <QuestionView
              question={question}
              value={{ option_ids: present(q.my_answer.option_ids), texts: present(q.my_answer.texts) }}
              onChange={() => undefined}
              disabled
              correct={q.type === QuestionType.fillIn || q.type === QuestionType.shortAnswer ? undefined : present(q.correct_answer.option_ids)}
              heading={
                <>
                  <span>
                    {index + 1}. {t('exams.attempt.score', { count: q.score })}
                  </span>
                  <Tag intent={verdict === 'right' ? 'success' : verdict === 'wrong' ? 'danger' : 'warning'} data-testid="verdict">
                    {t(`exams.analysis.${verdict}`)}
                  </Tag>
                  {q.my_score !== null && q.my_score !== undefined && <Tag minimal>{t('exams.analysis.gotScore', { count: q.my_score })}</Tag>}
                  <Button
                    small
                    variant="minimal"
                    icon={q.is_collected ? 'star' : 'star-empty'}
                    text={q.is_collected ? t('exams.analysis.uncollect') : t('exams.analysis.collect')}
                    onClick={() => void toggle(q.id, q.is_collected === YES)}
                  />
                </>
              }
            />
            <dl className="analysis-item__answers">
              <dt>{t('exams.analysis.myAnswer')}</dt>
              <dd data-testid="my-answer">{answerText(question, q.my_answer) || t('exams.analysis.noAnswer')}</dd>
              <dt>{t('exams.analysis.correctAnswer')}</dt>
              <dd data-testid="correct-answer">{answerText(question, q.correct_answer)}</dd>
              {q.remark && (
                <>
                  <dt>{t('exams.analysis.remark')}</dt>
                  <dd className="analysis-item__remark" data-testid="examiner-remark">
                    {q.remark}
                  </dd>
                </>
              )}
            </dl>
            <Callout className="analysis-item__explanation" title={t('exams.analysis.explanation')}>
              <RichText html={q.analysis} />
            </Callout>
          </Card>
        );
      })}
    </div>
  );
}
