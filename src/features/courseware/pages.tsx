import { CoursewarePage } from './CoursewarePage';

/** Route component of the courseware page (member area, teaching staff). */
export function MemberCourseware() {
  return <CoursewarePage />;
}
