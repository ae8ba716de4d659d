import { Card, H2, H4, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LecturerCoursesDocument, LecturerDocument, LecturerTrainingsDocument } from '../../graphql/generated/courses';
import { CourseGrid, JoinFailure } from '../../widgets/course-card/CourseCard';
import { TrainingCards } from '../../widgets/training-card/TrainingCard';
import { joinCourseOf, useElectiveJoin } from '../../widgets/course-card/useElectiveJoin';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';

/** /teachers/teacher-show/{id}: a lecturer with their courses and offline trainings. */
export function TeacherShowPage({ id: lecturerId }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(lecturerId) && lecturerId > 0;
  // Routes keep numeric ids; the graph's are strings.
  const id = String(lecturerId);
  const info = useQuery(LecturerDocument, { variables: { id }, skip: !valid });
  const [tab, setTab] = useState('courses');
  const [coursePage, setCoursePage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [trainPage, setTrainPage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const courses = useQuery(LecturerCoursesDocument, { variables: { id, page: coursePage.page, pageSize: coursePage.limit }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const trainings = useQuery(LecturerTrainingsDocument, { variables: { id, page: trainPage.page, pageSize: trainPage.limit }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const join = useElectiveJoin(() => void courses.refetch());
  const lecturer = info.data?.lecturer;
  if (!valid || (info.error && !lecturer)) {
    return <ErrorState error={info.error} title={t('courses.teachers.loadFailed')} onRetry={valid ? () => void info.refetch() : undefined} action={<Link to="/teachers">{t('route.teachers')}</Link>} />;
  }
  if (!lecturer) return <LoadingState />;
  const courseData = courses.data?.lecturer?.courses;
  const trainData = trainings.data?.lecturer?.trainings;
  return (
    <article className="teacher-page" data-testid="teacher-show">
      <Card className="teacher-hero">
        <img src={lecturer.photo} alt="" className="teacher-hero__photo" />
        <div>
          <H2>{lecturer.name}</H2>
          <div className="course-card__muted">{lecturer.title}</div>
          <H4>{t('courses.teachers.intro')}</H4>
          <p>{lecturer.intro}</p>
        </div>
      </Card>
      <Tabs id="teacher-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))} large>
        <Tab
          id="courses"
          title={t('courses.teachers.onlineCourses')}
          panel={
            (courseData?.nodes ?? []).length === 0 ? (
              courses.loading ? <LoadingState /> : <EmptyState title={t('courses.teachers.noCourses')} />
            ) : (
              <>
                <CourseGrid cards={courseData?.nodes ?? []} onJoin={(card) => join.join(joinCourseOf(card))} joiningId={join.joiningId} />
                <Pager total={courseData?.totalCount ?? 0} page={coursePage.page} limit={coursePage.limit} onChange={(page, limit) => setCoursePage({ page, limit })} />
              </>
            )
          }
        />
        <Tab
          id="trainings"
          title={t('courses.teachers.offlineTrainings')}
          panel={
            (trainData?.nodes ?? []).length === 0 ? (
              trainings.loading ? <LoadingState /> : <EmptyState title={t('courses.teachers.noTrainings')} />
            ) : (
              <>
                <TrainingCards trainings={trainData?.nodes ?? []} />
                <Pager total={trainData?.totalCount ?? 0} page={trainPage.page} limit={trainPage.limit} onChange={(page, limit) => setTrainPage({ page, limit })} />
              </>
            )
          }
        />
      </Tabs>
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </article>
  );
}
