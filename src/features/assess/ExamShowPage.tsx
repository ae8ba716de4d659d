import { Card, H2, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamReviewDetailDocument } from '../../graphql/generated/assess';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { ReviewStatus, submittedAt } from './review';
import './assess.css';

/** /memberAssess/exam-show?id= (answer detail): an attempt's short answers, the references, scores and remarks. */
export function ExamShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(ExamReviewDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.examReviewDetail?.data;
  if (error && !detail) return <ErrorState error={error} title={t('assess.loadFailed')} onRetry={() => void refetch()} />;
  if (!detail) return <LoadingState rows={6} />;
  const waiting = detail.review_status !== ReviewStatus.reviewed;
  const questions = present(detail.questions);
  const total = questions.reduce((sum, q) => sum + (q.my_score ?? 0), 0);
  return (
    <section className="assess-show" data-testid="assess-show">
      <H2>{t('assess.show.heading')}</H2>
      <p className="assess-remarks__attempt">
        {t('assess.remarks.attempt', { title: detail.title, name: detail.name })} · {submittedAt(detail.submitted_at, i18n.language)}
      </p>
      <p>{waiting ? t('assess.show.totalWaiting') : t('assess.show.total', { score: total })}</p>
      {waiting && (
        <Link to="/memberAssess/exam-remarks" search={{ id: detail.id }} className="bp6-button bp6-intent-primary" data-testid="assess-show-mark">
          {t('assess.show.quickMark')}
        </Link>
      )}
      <ol className="assess-show__list">
        {questions.map((q) => (
          <li key={q.id}>
            <Card className="assess-show__item" data-testid="assess-show-item">
              <RichText html={q.content} />
              <H3>{t('assess.show.answer')}</H3>
              <p className="assess-remarks__text">{q.text || t('assess.remarks.noAnswer')}</p>
              <H3>{t('assess.show.reference')}</H3>
              <p className="assess-remarks__text">{q.reference || t('assess.remarks.noReference')}</p>
              <p>
                {q.review_status === ReviewStatus.reviewed ? (
                  <Tag intent="success" minimal round>
                    {t('assess.show.score', { score: q.my_score ?? 0, full: q.score })}
                  </Tag>
                ) : (
                  <Tag minimal round>
                    {t('assess.show.waiting')}
                  </Tag>
                )}
              </p>
              {q.remark && <p className="assess-show__remark">{t('assess.show.remark', { remark: q.remark })}</p>}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
