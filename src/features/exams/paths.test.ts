import { describe, expect, it } from 'vitest';
import { analysisLink, attemptLink, resultLink } from './paths';

describe('exam page links by family', () => {
  it('the attempt page takes the exam id in the path, or in ?id= for my-course exams', () => {
    expect(attemptLink('mine-exam', 3)).toEqual({ to: '/mine-exam/mine-exam-show/$id', params: { id: 3 } });
    expect(attemptLink('course', 3)).toEqual({ to: '/course/exam-show/$id', params: { id: 3 } });
    expect(attemptLink('mine-task', 3)).toEqual({ to: '/mine-task/exam-show/$id', params: { id: 3 } });
    expect(attemptLink('mine-course', 3)).toEqual({ to: '/mine-course/mine-exam-show', search: { id: 3 } });
  });
  it('an attempt leads to its family result and analysis', () => {
    expect(resultLink('mine-exam', 9)).toEqual({ to: '/mine-exam/mine-exam-result/$id', params: { id: 9 } });
    expect(resultLink('course', 9)).toEqual({ to: '/course/exam-result/$id', params: { id: 9 } });
    expect(resultLink('mine-task', 9)).toEqual({ to: '/mine-task/exam-result/$id', params: { id: 9 } });
    expect(resultLink('mine-course', 9)).toEqual({ to: '/mine-course/mine-exam-result/$id', params: { id: 9 } });
    expect(analysisLink('mine-exam', 9)).toEqual({ to: '/mine-exam/mine-exam-analysis/$id', params: { id: 9 } });
    expect(analysisLink('course', 9)).toEqual({ to: '/course/exam-analysis/$id', params: { id: 9 } });
    expect(analysisLink('mine-task', 9)).toEqual({ to: '/mine-task/exam-analysis/$id', params: { id: 9 } });
    expect(analysisLink('mine-course', 9)).toEqual({ to: '/mine-course/mine-exam-analysis/$id', params: { id: 9 } });
  });
});
