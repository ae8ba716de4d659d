import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CourseInfoDocument } from '../../graphql/generated/courses';
import { CourseType, JoinState, YES } from '../../shared/spec-codes';
import { courseRouteOf, type CourseRoute } from './course-links';

/** What the course card rule needs of a course (is_optional follows from an elective join when absent). */
export interface CourseLinkFields {
  course_type: number;
  join_state?: number | null;
  is_optional?: number | null;
}

/** The course's page by the course card rule (FaceShow, CourseShow for a joined elective, else CourseDetail). */
export function courseRouteFor(courseId: number, course: CourseLinkFields): CourseRoute {
  const joinState = course.join_state ?? null;
  const elective = joinState === JoinState.elective || course.is_optional === YES;
  return courseRouteOf({ type: course.course_type === CourseType.faceToFace ? 'FACE_TO_FACE' : 'OTHER', joinState: elective ? 'ELECTIVE' : joinState === null ? null : 'REQUIRED' });
}

/**
 * 'Back to the course' from a lesson, a playback, a live room or a refusal: the page the
 * course card would open, so a joined course returns to CourseShow. Without the course's
 * fields at hand it reads them (CourseInfo, usually cached); until then, and when the course
 * cannot be read, CourseDetail (which shows the course's refusal).
 */
export function CourseBackLink({ courseId, course, className, testId, children }: { courseId: number; course?: CourseLinkFields; className?: string; testId?: string; children: ReactNode }) {
  const { data } = useQuery(CourseInfoDocument, { variables: { id: courseId }, skip: course !== undefined, context: { handlesErrors: true } });
  const known = course ?? data?.courseInfo?.data ?? undefined;
  const to = known ? courseRouteFor(courseId, known) : '/course/course-detail/$id';
  return (
    <Link to={to} params={{ id: courseId }} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
