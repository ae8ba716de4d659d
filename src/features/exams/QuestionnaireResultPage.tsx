import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QnDetailsDocument } from '../../graphql/generated';
import { formatDateTime } from './format';

/** The questionnaire's completion page. */
export function QuestionnaireResultPage({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(QnDetailsDocument, { variables: { id: id ?? 0 }, skip: !id, fetchPolicy: 'no-cache' });
  const qn = data?.qnDetails?.data;
  return (
    <NonIdealState
      className="exam-page__state"
      icon="tick-circle"
      title={t('exams.questionnaire.doneTitle')}
      description={
        <div data-testid="qn-done">
          <p>{qn?.title}</p>
          <p>{t('exams.questionnaire.doneText')}</p>
          {qn?.submitted_at && <p>{t('exams.questionnaire.submittedAt', { time: formatDateTime(qn.submitted_at as string, i18n.language) })}</p>}
        </div>
      }
      action={<Link to="/home">{t('exams.questionnaire.backHome')}</Link>}
    />
  );
}
