import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CollectQuestionDocument, ExamAnalysisDocument, UncollectQuestionDocument } from '../../graphql/generated/exams';
import { RichText } from '../../shared/RichText';
import { toast } from '../../shared/toaster';
import { answerText, isTextQuestion } from './answer-text';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { QuestionView } from './QuestionView';

/** The analysis: every question with my answer, the correct answer and the explanation. */
export function ExamAnalysisPage({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ExamAnalysisDocument, { variables: { id: String(attemptId) }, fetchPolicy: 'network-only' });
  const [collect] = useMutation(CollectQuestionDocument);
  const [uncollect] = useMutation(UncollectQuestionDocument);
  const analysis = data?.examAttempt;
  if (loading && !analysis) return <LoadingState />;
  if (error || !analysis) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const toggle = async (questionId: string, collected: boolean) => {
    const variables = { input: { questionId } };
    await (collected ? uncollect({ variables }) : collect({ variables }));
    toast.success(collected ? t('exams.member.uncollected') : t('exams.analysis.collected'));
    await refetch();
  };
  return (
    <div className="exam-page" data-testid="exam-analysis">
      <h2>{analysis.exam.title}</h2>
      {analysis.questions.map((item, index) => {
        const { question } = item;
        const verdict = item.reviewStatus === 'WAITING' ? 'pending' : item.isCorrect ? 'right' : 'wrong';
        return (
          <Card key={question.id} className={`analysis-item analysis-item--${verdict}`} data-testid="analysis-item">
            <QuestionView
              question={question}
              value={item.myAnswer ?? undefined}
              onChange={() => undefined}
              disabled
              correct={isTextQuestion(question.type) ? undefined : item.correctAnswer.optionIds}
              heading={
                <>
                  <span>
                    {index + 1}. {t('exams.attempt.score', { count: item.score })}
                  </span>
                  <Tag intent={verdict === 'right' ? 'success' : verdict === 'wrong' ? 'danger' : 'warning'} data-testid="verdict">
                    {t(`exams.analysis.${verdict}`)}
                  </Tag>
                  {item.myScore !== null && <Tag minimal>{t('exams.analysis.gotScore', { count: item.myScore })}</Tag>}
                  <Button
                    small
                    variant="minimal"
                    icon={item.isCollected ? 'star' : 'star-empty'}
                    text={item.isCollected ? t('exams.analysis.uncollect') : t('exams.analysis.collect')}
                    onClick={() => void toggle(question.id, item.isCollected)}
                  />
                </>
              }
            />
            <dl className="analysis-item__answers">
              <dt>{t('exams.analysis.myAnswer')}</dt>
              <dd data-testid="my-answer">{answerText(question, item.myAnswer) || t('exams.analysis.noAnswer')}</dd>
              <dt>{t('exams.analysis.correctAnswer')}</dt>
              <dd data-testid="correct-answer">{answerText(question, item.correctAnswer)}</dd>
              {item.remark && (
                <>
                  <dt>{t('exams.analysis.remark')}</dt>
                  <dd className="analysis-item__remark" data-testid="examiner-remark">
                    {item.remark}
                  </dd>
                </>
              )}
            </dl>
            <Callout className="analysis-item__explanation" title={t('exams.analysis.explanation')}>
              <RichText html={item.explanation} />
            </Callout>
          </Card>
        );
      })}
    </div>
  );
}
