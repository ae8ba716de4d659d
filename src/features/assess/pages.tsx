import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AssessmentCommentPage, AssessmentDetailPage } from './AssessmentPages';
import { ExamDetailPage } from './ExamDetailPage';
import { ExamRemarksPage } from './ExamRemarksPage';
import { ExamShowPage } from './ExamShowPage';
import { MemberAssessPage } from './MemberAssessPage';
import { parseQueue } from './review';

// Route components of teaching management (examiners): each reads its search through its own route.

export function MemberAssess() {
  return <MemberAssessPage />;
}

const remarks = getRouteApi('/auth/memberAssess/exam-remarks');
export function ExamRemarks() {
  const { id, queue } = remarks.useSearch();
  const ids = [id ?? 0, ...parseQueue(queue)].filter((n) => n > 0);
  // The queue the sitting started with: the page moves the address on itself as the marker
  // goes from attempt to attempt, which must not start the sitting again.
  const [started] = useState(ids);
  return <ExamRemarksPage attemptIds={started} />;
}

const show = getRouteApi('/auth/memberAssess/exam-show');
export function ExamShow() {
  const { id } = show.useSearch();
  return <ExamShowPage key={id} id={id ?? 0} />;
}

const assessDetail = getRouteApi('/auth/memberAssess/assess-detail');
export function AssessDetail() {
  const { id } = assessDetail.useSearch();
  return <AssessmentDetailPage key={id} id={id ?? 0} />;
}

const assessComment = getRouteApi('/auth/memberAssess/assess-comment');
export function AssessComment() {
  const { id } = assessComment.useSearch();
  return <AssessmentCommentPage key={id} id={id ?? 0} />;
}

const examDetail = getRouteApi('/auth/memberAssess/exam-detail');
export function AssessExamDetail() {
  const { id } = examDetail.useSearch();
  return <ExamDetailPage key={id} examId={id ?? 0} />;
}
