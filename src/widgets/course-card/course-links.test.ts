import { describe, expect, it } from 'vitest';
import { courseRouteOf, daysRemaining, showsGoLearn } from './course-links';

describe('course card rules', () => {
  it('links face-to-face courses to FaceShow, joined electives to CourseShow, others to CourseDetail', () => {
    expect(courseRouteOf({ id: 1, course_type: 7, join_state: 3, is_optional: 1 })).toBe('/course/face-show/$id');
    expect(courseRouteOf({ id: 1, course_type: 2, join_state: 3, is_optional: 0 })).toBe('/course/course-show/$id');
    expect(courseRouteOf({ id: 1, course_type: 2, join_state: null, is_optional: 1 })).toBe('/course/course-show/$id');
    expect(courseRouteOf({ id: 1, course_type: 1, join_state: 1, is_optional: 0 })).toBe('/course/course-detail/$id');
    expect(courseRouteOf({ id: 1, course_type: 1, join_state: null, is_optional: 0 })).toBe('/course/course-detail/$id');
  });

  it('shows go-learn only when join_state is set and not 3', () => {
    expect(showsGoLearn({ join_state: 1 })).toBe(true);
    expect(showsGoLearn({ join_state: 3 })).toBe(false);
    expect(showsGoLearn({ join_state: null })).toBe(false);
  });

  it('counts whole days remaining, only above 0', () => {
    const now = 1_000_000;
    expect(daysRemaining(now + 86400 * 2 + 5, now)).toBe(2);
    expect(daysRemaining(now + 86399, now)).toBeNull();
    expect(daysRemaining(now - 10, now)).toBeNull();
    expect(daysRemaining(null, now)).toBeNull();
  });
});
