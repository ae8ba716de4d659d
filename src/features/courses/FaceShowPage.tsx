import { Button, Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CoursePageDocument } from '../../graphql/generated/courses';
import { JoinFailure } from '../../widgets/course-card/CourseCard';
import { formatDateTime } from '../../shared/dates';
import { joinCourseOf, useElectiveJoin } from '../../widgets/course-card/useElectiveJoin';
import { LoadingState } from '../../shared/state/LoadState';
import { CourseProblem, Refused } from './CoursePage';
import { RichText } from '../../shared/RichText';

/** FaceShow (course_type 7): time, place, lecturers and the sign-up state with sign-up. */
export function FaceShowPage({ id: courseId }: { id: number }) {
  const { t, i18n } = useTranslation();
  const valid = Number.isInteger(courseId) && courseId > 0;
  const { data, error, refetch } = useQuery(CoursePageDocument, { variables: { id: String(courseId) }, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'cache-and-network' });
  const join = useElectiveJoin(() => void refetch(), { stayOnPage: true });
  const course = data?.course;
  if (!valid) return <Refused error={new Error(t('courses.course.refusedTitle'))} />;
  if (error && !course) return <CourseProblem error={error} onRetry={() => void refetch()} />;
  if (!course) return <LoadingState />;
  const signedUp = course.joinState !== null;
  const full = course.places !== null && (course.placesLeft ?? 0) <= 0;
  return (
    <article className="course-page" data-testid="face-show">
      <header className="course-hero">
        <img className="course-hero__cover" src={course.cover} alt="" />
        <div className="course-hero__body">
          <Tag minimal>{course.typeName}</Tag>
          <H2>{course.title}</H2>
          <HTMLTable compact className="face-table">
            <tbody>
              <tr>
                <th>{t('courses.face.time')}</th>
                <td>
                  {formatDateTime(course.faceToFaceStartsAt, i18n.language)} – {formatDateTime(course.faceToFaceEndsAt, i18n.language)}
                </td>
              </tr>
              <tr>
                <th>{t('courses.face.place')}</th>
                <td>{course.faceToFaceAddress}</td>
              </tr>
              <tr>
                <th>{t('courses.course.teachers')}</th>
                <td>{course.lecturers
                    .map((teacher) => t('punct.nameWithTitle', { name: teacher.name, title: teacher.title }))
                    .join(t('punct.listSeparator'))}</td>
              </tr>
              <tr>
                <th>{t('courses.face.state')}</th>
                <td>
                  <Tag intent={signedUp ? 'success' : 'none'} data-testid="sign-up-state">
                    {signedUp ? t('courses.face.signedUp') : t('courses.face.notSignedUp')}
                  </Tag>{' '}
                  {course.places !== null && <span className="course-card__muted">{full ? t('courses.face.full') : t('courses.face.placesLeft', { count: course.placesLeft ?? 0 })}</span>}
                </td>
              </tr>
            </tbody>
          </HTMLTable>
          {!signedUp && (
            <Button intent="success" loading={join.joiningId === courseId} onClick={() => join.join(joinCourseOf(course))} data-testid="sign-up">
              {t('courses.face.signUp')}
            </Button>
          )}
        </div>
      </header>
      <Card className="course-page__description">
        <RichText html={course.description} />
      </Card>
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </article>
  );
}
