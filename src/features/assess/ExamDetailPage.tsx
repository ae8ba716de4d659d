import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ExamMarkingList } from './MemberAssessPage';
import './assess.css';
import { BackToAssess } from './BackToAssess';

/** /memberAssess/exam-detail?id= (an exam to mark): its attempts waiting for marking and marked, with quick marking. */
export function ExamDetailPage({ examId }: { examId: number }) {
  const { t } = useTranslation();
  return (
    <section className="assess-show" data-testid="assess-exam-detail">
      <H2>{t('assess.examDetail.heading')}</H2>
      <p className="assess-page__intro">{t('assess.examDetail.intro')}</p>
      <ExamMarkingList examId={examId} />
      <BackToAssess>
        {t('assess.remarks.back')}
      </BackToAssess>
    </section>
  );
}
