import { Alert, AnchorButton, Button, Callout, Card, H2, H3, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseContentsDocument, CoursePageDocument } from '../../graphql/generated/courses';
import { CourseGrid, JoinFailure } from '../../widgets/course-card/CourseCard';
import { present } from '../../shared/present';
import { joinCourseOf, useElectiveJoin } from '../../widgets/course-card/useElectiveJoin';
import { CourseBackLink } from '../../widgets/course-card/CourseBackLink';
import { PeriodList } from './PeriodList';
import { RichText } from '../../shared/RichText';
import { EmptyState, ErrorState, LoadingState, RefusedState } from '../../shared/state/LoadState';
import { isRefusal } from '../../shared/api-errors';
import { megabytes } from '../../shared/file-size';

/** A course the server refuses (disabled, expired, locked ...): its message, and the way back to the course or the catalogue. */
export function Refused({ error, backTo }: { error: unknown; backTo?: { courseId: number } }) {
  const { t } = useTranslation();
  return (
    <RefusedState
      error={error}
      title={t('courses.course.refusedTitle')}
      action={
        backTo ? (
          <CourseBackLink courseId={backTo.courseId} testId="back-to-course">
            {t('courses.player.backToCourse')}
          </CourseBackLink>
        ) : (
          <Link to="/course">{t('courses.course.backToList')}</Link>
        )
      }
    />
  );
}

/**
 * A course's or a lesson's query that failed: the server's refusal (disabled, expired, locked,
 * none) with the way back, or a failure (a dropped network, the server) with its retry.
 */
export function CourseProblem({ error, onRetry, backTo }: { error: unknown; onRetry: () => void; backTo?: { courseId: number } }) {
  return isRefusal(error) ? <Refused error={error} backTo={backTo} /> : <ErrorState error={error} onRetry={onRetry} />;
}

/**
 * CourseShow and CourseDetail (and their mine-course / mine-task variants): the course with
 * its lecturers, description, catalogue, resources, Q&A entry and other courses.
 */
export function CoursePage({ id: courseId }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(courseId) && courseId > 0;
  const variables = { id: String(courseId) };
  const info = useQuery(CoursePageDocument, { variables, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'cache-and-network' });
  // The chapters, resources and courses beside it, once the course is there (a refused course sends nothing more).
  const contents = useQuery(CourseContentsDocument, { variables, skip: !valid || !info.data?.course, context: { handlesErrors: true }, fetchPolicy: 'cache-and-network' });
  // A join moves the progress, the places and the lessons' locks: both are read again.
  const join = useElectiveJoin(() => {
    void info.refetch();
    void contents.refetch();
  });
  const [tab, setTab] = useState<string>('catalogue');
  const [offerJoin, setOfferJoin] = useState(false);

  const course = info.data?.course;
  if (!valid) return <Refused error={new Error(t('courses.course.refusedTitle'))} />;
  if (info.error && !course) return <CourseProblem error={info.error} onRetry={() => void info.refetch()} />;
  if (!course) return <LoadingState />;

  const notJoined = course.joinState === null;
  const full = course.places !== null && (course.placesLeft ?? 0) <= 0;
  const loaded = contents.data?.course;
  const resources = present(loaded?.resources);
  const related = present(loaded?.relatedCourses);
  return (
    <article className="course-page" data-testid="course-page">
      <header className="course-hero">
        <img className="course-hero__cover" src={course.cover} alt="" />
        <div className="course-hero__body">
          <div className="course-hero__tags">
            <Tag minimal>{course.typeName}</Tag>
            <Tag minimal intent={course.isRequired ? 'danger' : 'primary'}>{course.isRequired ? t('courses.course.required') : t('courses.course.elective')}</Tag>
            {course.category && <Tag minimal>{course.category.name}</Tag>}
            {course.isOrdered && <Tag minimal icon="sort-numerical">{t('courses.course.ordered')}</Tag>}
            {course.isCompleted && <Tag intent="success" icon="tick">{t('courses.course.completed')}</Tag>}
          </div>
          <H2 data-testid="course-title">{course.title}</H2>
          <div className="course-hero__meta">
            <span>{course.places === null ? t('courses.course.unlimited') : t('courses.course.places', { left: course.placesLeft ?? 0, total: course.places })}</span>
            <span>{t('courses.card.participants', { count: course.participantCount })}</span>
          </div>
          {!notJoined && (
            <div className="course-hero__progress">
              <span>{t('courses.course.progress')}</span>
              <ProgressBar value={course.progress / 100} intent="success" stripes={false} animate={false} aria-label={t('courses.course.progress')} />
              <span data-testid="course-progress">{course.progress}%</span>
            </div>
          )}
          <div className="course-hero__actions">
            {notJoined && (
              <Button intent="success" icon="add" loading={join.joiningId === courseId} onClick={() => join.join(joinCourseOf(course))} data-testid="join-elective">
                {t('courses.card.joinElective')}
              </Button>
            )}
            <Link to="/course/question-show/$id" params={{ id: courseId }} className="bp6-button">
              {t('courses.course.askQuestion')}
            </Link>
          </div>
        </div>
      </header>
      {notJoined && (
        <Callout intent="primary" icon="info-sign" className="course-page__hint">
          {t('courses.course.notJoinedHint')}
        </Callout>
      )}

      <div className="course-page__columns">
        <div className="course-page__main">
          <Tabs id="course-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))} large>
            <Tab
              id="catalogue"
              title={t('courses.course.catalogue')}
              panel={contents.error && !loaded ? <CourseProblem error={contents.error} onRetry={() => void contents.refetch()} /> : loaded ? <PeriodList chapters={loaded.chapters} courseId={courseId} joinFirst={notJoined ? () => setOfferJoin(true) : undefined} /> : <LoadingState />}
            />
            <Tab
              id="description"
              title={t('courses.course.description')}
              panel={<RichText className="course-page__description" html={course.description} />}
            />
            <Tab
              id="datum"
              title={t('courses.course.datum')}
              panel={
                contents.loading && !loaded ? (
                  <LoadingState />
                ) : resources.length === 0 ? (
                  <EmptyState icon="folder-open" title={t('courses.course.noDatum')} />
                ) : (
                  <ul className="datum-list" data-testid="datum">
                    {resources.map((d) => (
                      <li key={d.id}>
                        <span className="datum-list__name">{d.name}</span>
                        <span className="course-card__muted">{t('courses.course.sizeMb', { size: megabytes(d.size) })}</span>
                        <AnchorButton variant="minimal" icon="download" href={d.url} download text={t('courses.course.download')} />
                      </li>
                    ))}
                  </ul>
                )
              }
            />
          </Tabs>
        </div>
        <aside className="course-page__side">
          <Card>
            <H3 className="course-page__side-title">{t('courses.course.teachers')}</H3>
            <ul className="teacher-mini-list">
              {course.lecturers.map((teacher) => (
                <li key={teacher.id}>
                  <Link to="/teachers/teacher-show/$id" params={{ id: Number(teacher.id) }} className="teacher-mini">
                    <img src={teacher.photo} alt="" />
                    <span>
                      <strong>{teacher.name}</strong>
                      <small>{teacher.title}</small>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
      {/* Below the catalogue, once it is there: the catalogue's arrival never pushes this section down (CLS). */}
      {(loaded || contents.error) && (
        <section className="course-page__others">
          <H3 className="course-page__side-title">{t('courses.course.others')}</H3>
          {related.length === 0 ? (
            <EmptyState title={t('courses.course.noOthers')} />
          ) : (
            <CourseGrid cards={related} onJoin={(card) => join.join(joinCourseOf(card))} joiningId={join.joiningId} />
          )}
        </section>
      )}
      {/* A lesson of a course not joined: the join in place (the elective machine), or why it cannot be. */}
      <Alert
        isOpen={offerJoin}
        icon={full ? 'disable' : 'add'}
        intent={full ? 'none' : 'success'}
        confirmButtonText={full ? t('courses.course.close') : t('courses.card.joinElective')}
        cancelButtonText={full ? undefined : t('courses.course.notNow')}
        onConfirm={() => {
          setOfferJoin(false);
          if (!full) join.join(joinCourseOf(course));
        }}
        onCancel={() => setOfferJoin(false)}
        canEscapeKeyCancel
        data-testid="join-offer"
      >
        <p data-testid="join-offer-text">{t(full ? 'courses.course.joinFull' : 'courses.course.joinToStudy', { title: course.title })}</p>
      </Alert>
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </article>
  );
}
