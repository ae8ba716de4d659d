import { describe, expect, it } from 'vitest';
import { courseRouteOf, daysRemaining, showsGoLearn } from './course-links';

describe('course card rules', () => {
  it('links face-to-face courses to FaceShow, joined electives to CourseShow, others to CourseDetail', () => {
    expect(courseRouteOf({ type: 'FACE_TO_FACE', joinState: 'ELECTIVE' })).toBe('/course/face-show/$id');
    expect(courseRouteOf({ type: 'VIDEO', joinState: 'ELECTIVE' })).toBe('/course/course-show/$id');
    expect(courseRouteOf({ type: 'SERIES', joinState: 'REQUIRED' })).toBe('/course/course-detail/$id');
    expect(courseRouteOf({ type: 'SERIES', joinState: null })).toBe('/course/course-detail/$id');
  });

  it('shows go-learn only when the course is held and not as an elective', () => {
    expect(showsGoLearn({ joinState: 'REQUIRED' })).toBe(true);
    expect(showsGoLearn({ joinState: 'ELECTIVE' })).toBe(false);
    expect(showsGoLearn({ joinState: null })).toBe(false);
  });

  it('counts whole days remaining, only above 0', () => {
    const now = 1_000_000_000;
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    expect(daysRemaining(at(86400 * 2 + 5), now)).toBe(2);
    expect(daysRemaining(at(86399), now)).toBeNull();
    expect(daysRemaining(at(-10), now)).toBeNull();
    expect(daysRemaining(null, now)).toBeNull();
  });
});
