import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../shared/state/LoadState';
import { AssessmentCommentPage, AssessmentDetailPage } from './AssessmentPages';
import { BackToAssess } from './BackToAssess';
import { ExamDetailPage } from './ExamDetailPage';
import { ExamRemarksPage } from './ExamRemarksPage';
import { ExamShowPage } from './ExamShowPage';
import { MemberAssessPage } from './MemberAssessPage';
import { parseQueue } from './review';

// Route components of teaching management (examiners; the route tree refuses everyone else):
// each reads its search through its own route. Without a valid id a page asks nothing and says so.

export function MemberAssess() {
  return <MemberAssessPage />;
}

/** A teaching-management page opened without a valid id. */
function NoId() {
  const { t } = useTranslation();
  return <NotFoundState action={<BackToAssess>{t('assess.remarks.back')}</BackToAssess>} />;
}

const remarks = getRouteApi('/auth/examiner/memberAssess/exam-remarks');
export function ExamRemarks() {
  const { id, queue } = remarks.useSearch();
  const ids = [id ?? 0, ...parseQueue(queue)].filter((n) => n > 0);
  // The queue the sitting started with: the page moves the address on itself as the marker
  // goes from attempt to attempt, which must not start the sitting again.
  const [started] = useState(ids);
  if (started.length === 0) return <NoId />;
  return <ExamRemarksPage attemptIds={started} />;
}

const show = getRouteApi('/auth/examiner/memberAssess/exam-show');
export function ExamShow() {
  const { id } = show.useSearch();
  if (!id) return <NoId />;
  return <ExamShowPage key={id} id={id} />;
}

const assessDetail = getRouteApi('/auth/examiner/memberAssess/assess-detail');
export function AssessDetail() {
  const { id } = assessDetail.useSearch();
  if (!id) return <NoId />;
  return <AssessmentDetailPage key={id} id={id} />;
}

const assessComment = getRouteApi('/auth/examiner/memberAssess/assess-comment');
export function AssessComment() {
  const { id } = assessComment.useSearch();
  if (!id) return <NoId />;
  return <AssessmentCommentPage key={id} id={id} />;
}

const examDetail = getRouteApi('/auth/examiner/memberAssess/exam-detail');
export function AssessExamDetail() {
  const { id } = examDetail.useSearch();
  if (!id) return <NoId />;
  return <ExamDetailPage key={id} examId={id} />;
}
