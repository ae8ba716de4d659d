import { linkOptions } from '@tanstack/react-router';

/**
 * The spec gives the exam pages under several prefixes (my exams, course tests, task exams,
 * my-course exams); each family's attempt leads to that family's result and analysis. The
 * router builds the addresses from these `{ to, params, search }` options.
 */
export type ExamFamily = 'mine-exam' | 'course' | 'mine-task' | 'mine-course' | 'knowledge';

/** Each family's result and analysis pages of an attempt. */
const attemptPages = {
  'mine-exam': { result: '/mine-exam/mine-exam-result/$id', analysis: '/mine-exam/mine-exam-analysis/$id' },
  course: { result: '/course/exam-result/$id', analysis: '/course/exam-analysis/$id' },
  'mine-task': { result: '/mine-task/exam-result/$id', analysis: '/mine-task/exam-analysis/$id' },
  'mine-course': { result: '/mine-course/mine-exam-result/$id', analysis: '/mine-course/mine-exam-analysis/$id' },
  // Map stage exams (/knowledge/exam-show?id=): the spec gives no result page of their own; my exams' are used.
  knowledge: { result: '/mine-exam/mine-exam-result/$id', analysis: '/mine-exam/mine-exam-analysis/$id' },
} as const satisfies Record<ExamFamily, { result: string; analysis: string }>;

/** The attempt page of an exam; my-course exams take the id as ?id=. */
export function attemptLink(family: ExamFamily, examId: number) {
  switch (family) {
    case 'mine-exam':
      return linkOptions({ to: '/mine-exam/mine-exam-show/$id', params: { id: examId } });
    case 'course':
      return linkOptions({ to: '/course/exam-show/$id', params: { id: examId } });
    case 'mine-task':
      return linkOptions({ to: '/mine-task/exam-show/$id', params: { id: examId } });
    case 'mine-course':
      return linkOptions({ to: '/mine-course/mine-exam-show', search: { id: examId } });
    case 'knowledge':
      return linkOptions({ to: '/knowledge/exam-show', search: { id: examId } });
  }
}

export function resultLink(family: ExamFamily, attemptId: number) {
  return linkOptions({ to: attemptPages[family].result, params: { id: attemptId } });
}

export function analysisLink(family: ExamFamily, attemptId: number) {
  return linkOptions({ to: attemptPages[family].analysis, params: { id: attemptId } });
}
