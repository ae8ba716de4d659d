import { H2 } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamMarkingList } from './MemberAssessPage';
import './assess.css';

/** /memberAssess/exam-detail?id= (an exam to mark): its attempts waiting for marking and marked, with quick marking. */
export function ExamDetailPage({ examId }: { examId: number }) {
  const { t } = useTranslation();
  return (
    <section className="assess-show" data-testid="assess-exam-detail">
      <H2>{t('assess.examDetail.heading')}</H2>
      <p className="assess-page__intro">{t('assess.examDetail.intro')}</p>
      <ExamMarkingList examId={examId} />
      <Link to="/member/memberAssess" className="bp6-button">
        {t('assess.remarks.back')}
      </Link>
    </section>
  );
}
