import { describe, expect, it } from 'vitest';
import { showsLastStudyTime, studyCardRoute, studyCardSpan } from './study-card';

describe('study card rules', () => {
  it('links a face-to-face course to FaceShow and every other course to CourseShow', () => {
    expect(studyCardRoute({ type: 'FACE_TO_FACE' })).toBe('/course/face-show/$id');
    for (const type of ['SERIES', 'VIDEO', 'AUDIO', 'DOCUMENT'] as const) expect(studyCardRoute({ type })).toBe('/course/course-show/$id');
  });

  it('shows the last study time only when more than one card is listed', () => {
    expect(showsLastStudyTime(0)).toBe(false);
    expect(showsLastStudyTime(1)).toBe(false);
    expect(showsLastStudyTime(2)).toBe(true);
    expect(showsLastStudyTime(4)).toBe(true);
  });

  it('spans 6 of 24 columns by default (4 study cards per row)', () => {
    expect(studyCardSpan()).toBe(6);
    expect(studyCardSpan(1)).toBe(24);
    expect(studyCardSpan(2)).toBe(12);
    expect(studyCardSpan(3)).toBe(8);
  });
});
