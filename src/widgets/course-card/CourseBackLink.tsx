import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CoursePageDocument } from '../../graphql/generated/courses';
import { courseRouteOf, type CardLinkFields } from './course-links';

/**
 * 'Back to the course' from a lesson, a playback, a live room or a refusal: the page the
 * course card would open, so a joined course returns to CourseShow. Without the course's
 * fields at hand it reads the course's page (usually cached); until then, and when the course
 * cannot be read, CourseDetail (which shows the course's refusal).
 */
export function CourseBackLink({ courseId, course, className, testId, children }: { courseId: number; course?: CardLinkFields; className?: string; testId?: string; children: ReactNode }) {
  const { data } = useQuery(CoursePageDocument, { variables: { id: String(courseId) }, skip: course !== undefined, context: { handlesErrors: true } });
  const known = course ?? data?.course ?? undefined;
  const to = known ? courseRouteOf(known) : '/course/course-detail/$id';
  return (
    <Link to={to} params={{ id: courseId }} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
