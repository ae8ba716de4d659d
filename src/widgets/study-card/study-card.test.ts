import { describe, expect, it } from 'vitest';
import { showsLastStudyTime, studyCardCover, studyCardId, studyCardRoute, studyCardSpan } from './study-card';

describe('study card rules', () => {
  it('links a face-to-face course (type 7) to FaceShow and every other course to CourseShow', () => {
    expect(studyCardRoute({ course_type: 7 })).toBe('/course/face-show/$id');
    for (const type of [1, 2, 3, 4]) expect(studyCardRoute({ course_type: type })).toBe('/course/course-show/$id');
  });

  it('takes the id from id, else from course_basis_id', () => {
    expect(studyCardId({ id: 12, course_basis_id: 34 })).toBe(12);
    expect(studyCardId({ id: null, course_basis_id: 34 })).toBe(34);
    expect(studyCardId({ id: 0, course_basis_id: 34 })).toBe(34);
    expect(studyCardId({ id: null, course_basis_id: null })).toBeNull();
  });

  it('shows course_cover, else cover', () => {
    expect(studyCardCover({ course_cover: '/a.png', cover: '/b.png' })).toBe('/a.png');
    expect(studyCardCover({ course_cover: null, cover: '/b.png' })).toBe('/b.png');
    expect(studyCardCover({ course_cover: '', cover: '/b.png' })).toBe('/b.png');
    expect(studyCardCover({ course_cover: null, cover: null })).toBe('');
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
