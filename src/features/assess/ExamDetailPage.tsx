import { H2 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ExamReviewsDocument } from '../../graphql/generated/assess';
import { ReviewStatus, reviewStatusOf } from './review';
import { ExamMarkingList } from './MemberAssessPage';
import './assess.css';
import { BackToAssess } from './BackToAssess';

/** One status's count of this exam's attempts (the list's total), and the exam's title from its first row. */
function useAttemptCount(examId: number, status: number) {
  const { data } = useQuery(ExamReviewsDocument, { variables: { status: reviewStatusOf(status), examId: String(examId), page: 1, pageSize: 1 }, fetchPolicy: 'cache-and-network' });
  const page = data?.examReviews;
  return { total: page?.totalCount, title: page?.nodes[0]?.examTitle };
}

/**
 * /memberAssess/exam-detail?id= (an exam to mark): named by the exam, with how many attempts
 * wait and how many are marked, then its attempts with quick marking.
 */
export function ExamDetailPage({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const waiting = useAttemptCount(examId, ReviewStatus.unreviewed);
  const marked = useAttemptCount(examId, ReviewStatus.reviewed);
  const title = waiting.title ?? marked.title;
  const counted = waiting.total !== undefined && marked.total !== undefined;
  return (
    <section className="assess-show" data-testid="assess-exam-detail">
      <H2 data-testid="assess-exam-title">{title ?? t('route.assessExamDetail')}</H2>
      <p className="assess-page__intro">
        {t('assess.examDetail.intro')}
        {counted && (
          <>
            {' '}
            <span data-testid="assess-exam-figures">{t('assess.examDetail.figures', { waiting: waiting.total, marked: marked.total })}</span>
          </>
        )}
      </p>
      <ExamMarkingList examId={examId} />
      <BackToAssess>{t('assess.remarks.back')}</BackToAssess>
    </section>
  );
}
