import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QuestionnaireDocument } from '../../graphql/generated/exams';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { CourseBackLink } from '../../widgets/course-card/CourseBackLink';
import { formatDateTime } from '../../shared/dates';
import { originSearch, type QuestionnaireLesson } from './QuestionnairePage';

/**
 * The questionnaire's completion page (/knowledge/result?id=): what the server holds, never
 * an assumption. Submitted: the thanks and when; not submitted (opened directly): the
 * questionnaire to fill in. The way back to where it was opened: the course lesson's course, the
 * map's stage, else Home.
 */
export function QuestionnaireResultPage({ id, lesson, stageId }: { id: number | undefined; lesson?: QuestionnaireLesson; stageId?: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(QuestionnaireDocument, { variables: { id: String(id ?? 0) }, skip: !id, fetchPolicy: 'no-cache' });
  if (!id) return <ErrorState title={t('exams.questionnaire.missingId')} />;
  const qn = data?.questionnaire;
  if (loading && !qn) return <LoadingState />;
  if (error || !qn) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const back = lesson ? (
    <CourseBackLink courseId={lesson.courseId} testId="back-to-course">
      {t('exams.questionnaire.backToCourse')}
    </CourseBackLink>
  ) : stageId ? (
    <Link to="/knowledge/stage-detail" search={{ id: stageId }} className="bp6-button bp6-intent-primary" data-testid="back-to-stage">
      {t('exams.questionnaire.backToStage')}
    </Link>
  ) : (
    <Link to="/home">{t('exams.questionnaire.backHome')}</Link>
  );
  if (!qn.isSubmitted) {
    return (
      <NonIdealState
        className="exam-page__state"
        icon="clipboard"
        title={t('exams.questionnaire.notSubmittedTitle')}
        description={
          <div data-testid="qn-not-submitted">
            <p>{qn.title}</p>
            <p>{t('exams.questionnaire.notSubmittedText')}</p>
          </div>
        }
        action={
          <Link to="/knowledge/questionnaire" search={{ id, ...originSearch(lesson, stageId) }} className="bp6-button bp6-intent-primary" data-testid="qn-fill-in">
            {t('exams.questionnaire.fillIn')}
          </Link>
        }
      />
    );
  }
  return (
    <NonIdealState
      className="exam-page__state"
      icon="tick-circle"
      title={t('exams.questionnaire.doneTitle')}
      description={
        <div data-testid="qn-done">
          <p>{qn.title}</p>
          <p>{t('exams.questionnaire.doneText')}</p>
          {qn.submittedAt && <p data-testid="qn-submitted-at">{t('exams.questionnaire.submittedAt', { time: formatDateTime(qn.submittedAt, i18n.language) })}</p>}
        </div>
      }
      action={back}
    />
  );
}
