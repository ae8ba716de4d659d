/**
 * The spec gives the exam pages under several prefixes (my exams, course tests, task exams,
 * my-course exams); each family's attempt leads to that family's result and analysis.
 */
export type ExamFamily = 'mine-exam' | 'course' | 'mine-task' | 'mine-course';

export const resultPath: Record<ExamFamily, string> = {
  'mine-exam': '/mine-exam/mine-exam-result/$id',
  course: '/course/exam-result/$id',
  'mine-task': '/mine-task/exam-result/$id',
  'mine-course': '/mine-course/mine-exam-result/$id',
};

export const analysisPath: Record<ExamFamily, string> = {
  'mine-exam': '/mine-exam/mine-exam-analysis/$id',
  course: '/course/exam-analysis/$id',
  'mine-task': '/mine-task/exam-analysis/$id',
  'mine-course': '/mine-course/mine-exam-analysis/$id',
};

export function withId(path: string, id: number): string {
  return path.replace('$id', String(id));
}
