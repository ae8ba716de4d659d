import { Button } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LessonPlayerDocument, type LessonKind, type LessonPlayerQuery } from '../../graphql/generated/courses';
import { messageOfError } from '../../shared/api-errors';
import { CourseBackLink } from '../../widgets/course-card/CourseBackLink';
import { courseRouteOf } from '../../widgets/course-card/course-links';
import { toast } from '../../shared/toaster';
import { LoadingState } from '../../shared/state/LoadState';
import { CourseProblem, Refused } from './CoursePage';
import { MediaPlayer } from '../../widgets/media-player/MediaPlayer';

export type PlayerLesson = NonNullable<LessonPlayerQuery['lesson']>;

/** The player of each kind a player opens (the other kinds open from the course's catalogue). */
const PLAYER_ROUTES: Partial<Record<LessonKind, '/course/video/$id' | '/course/local-audio/$id' | '/course/document/$id'>> = {
  VIDEO: '/course/video/$id',
  AUDIO: '/course/local-audio/$id',
  DOCUMENT: '/course/document/$id',
};

/** Loads a lesson to play (the server applies access, unlock order, transcoding and missing media rules). */
export function useLesson(lessonId: number) {
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const query = useQuery(LessonPlayerDocument, { variables: { id: String(lessonId) }, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
  return { ...query, lesson: query.data?.lesson ?? null, valid };
}

/** What the players show of a lesson. */
function playableOf(lesson: PlayerLesson) {
  return {
    id: Number(lesson.id),
    title: lesson.title,
    courseTitle: lesson.course.title,
    mediaUrl: lesson.mediaUrl,
    length: lesson.length,
    position: lesson.position,
    furthest: lesson.furthest,
    isCompleted: lesson.isCompleted,
    noSkipping: lesson.noSkipping,
  };
}

/** Previous / next lesson (opened by its kind; the server may refuse a locked one) and back to the course. */
export function PeriodNav({ lesson }: { lesson: PlayerLesson }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const courseId = Number(lesson.course.id);
  const go = async (lessonId: string) => {
    try {
      const { data } = await client.query({ query: LessonPlayerDocument, variables: { id: lessonId }, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
      const player = data?.lesson ? PLAYER_ROUTES[data.lesson.kind] : undefined;
      if (player) return void navigate({ to: player, params: { id: Number(lessonId) } });
      // A live class, an exam or a questionnaire opens from the course's catalogue.
      void navigate({ to: courseRouteOf(lesson.course), params: { id: courseId } });
    } catch (error) {
      toast.error(messageOfError(error));
    }
  };
  const previous = lesson.previousLesson;
  const next = lesson.nextLesson;
  return (
    <nav className="player-nav">
      <CourseBackLink courseId={courseId} course={lesson.course} className="bp6-button bp6-minimal" testId="back-to-course">
        {t('courses.player.backToCourse')}
      </CourseBackLink>
      <span className="player-nav__spacer" />
      <Button icon="chevron-left" variant="minimal" disabled={!previous} text={t('courses.player.prev')} onClick={() => previous && void go(previous.id)} />
      <Button endIcon="chevron-right" variant="minimal" disabled={!next} text={t('courses.player.next')} onClick={() => next && void go(next.id)} />
    </nav>
  );
}

/** /course/video/{id}, /course/local-video/{id}, /course/local-audio/{id}. */
export function MediaPlayerPage({ id, kind }: { id: number; kind: 'video' | 'audio' }) {
  const { t } = useTranslation();
  const { lesson, error, valid, refetch } = useLesson(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !lesson) return <CourseProblem error={error} onRetry={() => void refetch()} />;
  if (!lesson) return <LoadingState />;
  if (!lesson.mediaUrl || !lesson.length) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: Number(lesson.course.id) }} />;
  return <MediaPlayer key={lesson.id} info={playableOf(lesson)} kind={kind} footer={<PeriodNav lesson={lesson} />} />;
}
