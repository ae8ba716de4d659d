import { Button, Callout, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChapterInfoDocument, type ChapterInfoQuery } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { formatClock } from '../../widgets/course-card/course-links';
import { CourseBackLink, courseRouteFor } from '../../widgets/course-card/CourseBackLink';
import { toast } from '../../shared/toaster';
import { LoadingState } from '../../shared/state/LoadState';
import { Refused } from './CoursePage';
import { PlayerHeader } from './PlayerHeader';
import { useStudyProgress, type StudyRecorder } from './useStudyProgress';
import { PeriodType, YES } from '../../shared/spec-codes';

type PeriodInfo = NonNullable<NonNullable<ChapterInfoQuery['chapterInfo']>['data']>;

/** Loads a period (the server applies access, unlock order, transcoding and missing media rules). */
export function usePeriod(periodId: number) {
  const valid = Number.isInteger(periodId) && periodId > 0;
  const query = useQuery(ChapterInfoDocument, { variables: { id: periodId }, skip: !valid, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
  return { ...query, info: query.data?.chapterInfo?.data ?? null, valid };
}

/** Previous / next lesson (opened by its type; the server may refuse a locked one) and back to the course. */
export function PeriodNav({ info }: { info: PeriodInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const go = async (periodId: number) => {
    try {
      const { data } = await client.query({ query: ChapterInfoDocument, variables: { id: periodId }, context: { handlesErrors: true }, fetchPolicy: 'network-only' });
      const next = data?.chapterInfo?.data;
      if (next?.period_type === PeriodType.video) return void navigate({ to: '/course/video/$id', params: { id: periodId } });
      if (next?.period_type === PeriodType.audio) return void navigate({ to: '/course/local-audio/$id', params: { id: periodId } });
      if (next?.period_type === PeriodType.document) return void navigate({ to: '/course/document/$id', params: { id: periodId } });
      void navigate({ to: courseRouteFor(info.course_id, info), params: { id: info.course_id } });
    } catch (error) {
      toast.error(messageOfError(error));
    }
  };
  return (
    <nav className="player-nav">
      <CourseBackLink courseId={info.course_id} course={info} className="bp6-button bp6-minimal" testId="back-to-course">
        {t('courses.player.backToCourse')}
      </CourseBackLink>
      <span className="player-nav__spacer" />
      <Button icon="chevron-left" variant="minimal" disabled={!info.prev_id} text={t('courses.player.prev')} onClick={() => info.prev_id && void go(info.prev_id)} />
      <Button endIcon="chevron-right" variant="minimal" disabled={!info.next_id} text={t('courses.player.next')} onClick={() => info.next_id && void go(info.next_id)} />
    </nav>
  );
}

/** /course/video/{id}, /course/local-video/{id}, /course/local-audio/{id}. */
export function MediaPlayerPage({ id, kind }: { id: number; kind: 'video' | 'audio' }) {
  const { t } = useTranslation();
  const { info, error, valid } = usePeriod(id);
  if (!valid) return <Refused error={new Error(t('courses.player.unavailable'))} />;
  if (error && !info) return <Refused error={error} />;
  if (!info) return <LoadingState />;
  if (!info.media_url || !info.length) return <Refused error={new Error(t('courses.player.unavailable'))} backTo={{ courseId: info.course_id }} />;
  return <MediaPlayer key={info.id} info={info} kind={kind} footer={<PeriodNav info={info} />} />;
}

/** What the player shows and starts from: a course period, or another lesson with media (a map chapter). */
export interface PlayableInfo {
  id: number;
  title: string;
  course_title: string;
  media_url?: string | null;
  length?: number | null;
  position: number;
  furthest: number;
  completed: number;
  no_skipping: number;
}

/**
 * The media player with the course players' progress rules (the study-progress machine):
 * resume where the learner stopped, no skipping where the lesson forbids it, records while
 * playing and on leaving. `recorder` sends the records elsewhere than a course period.
 */
export function MediaPlayer({ info, kind, footer, recorder }: { info: PlayableInfo; kind: 'video' | 'audio'; footer?: ReactNode; recorder?: StudyRecorder }) {
  const { t } = useTranslation();
  const media = useRef<HTMLMediaElement | null>(null);
  const actor = useStudyProgress(
    {
      periodId: info.id,
      kind: 'media',
      position: info.position,
      furthest: info.furthest,
      length: info.length ?? 0,
      completed: info.completed === YES,
      noSkipping: info.no_skipping === YES,
    },
    recorder,
  );
  const furthest = useSelector(actor, (s) => s.context.furthest);
  const completed = useSelector(actor, (s) => s.context.completed);
  const saveError = useSelector(actor, (s) => s.context.error);

  // A seek beyond what a required course allows: the player goes back.
  useEffect(() => {
    const subscription = actor.on('seek.rejected', ({ position }) => {
      if (media.current) media.current.currentTime = position;
      toast.info(t('courses.player.noSkipping'));
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  const resume = (element: HTMLMediaElement) => {
    if (info.position <= 0) return;
    element.currentTime = info.position;
    toast.info(t('courses.player.resumeAt', { time: formatClock(info.position) }));
  };

  const handlers = {
    onLoadedMetadata: (e: SyntheticEvent<HTMLMediaElement>) => resume(e.currentTarget),
    onPlay: () => actor.send({ type: 'player.play' }),
    onPause: () => actor.send({ type: 'player.pause' }),
    onEnded: () => actor.send({ type: 'player.ended' }),
    onSeeking: (e: SyntheticEvent<HTMLMediaElement>) => actor.send({ type: 'player.seek', position: e.currentTarget.currentTime }),
    onTimeUpdate: (e: SyntheticEvent<HTMLMediaElement>) => actor.send({ type: 'player.time', position: e.currentTarget.currentTime }),
  };

  return (
    <section className="player-page" data-testid="player">
      <PlayerHeader
        courseTitle={info.course_title}
        title={info.title}
        completed={completed}
        progress={
          <>
            <Tag minimal data-testid="period-furthest">
              {t('courses.player.furthest', { time: formatClock(furthest) })}
            </Tag>
            {info.no_skipping === YES && (
              <Tag minimal icon="lock">
                {t('courses.player.noSkipping')}
              </Tag>
            )}
          </>
        }
      />
      {kind === 'video' ? (
        <video ref={media as RefObject<HTMLVideoElement | null>} className="player-page__video" src={info.media_url ?? undefined} controls preload="metadata" data-testid="media" {...handlers} />
      ) : (
        <div className="player-page__audio">
          <audio ref={media as RefObject<HTMLAudioElement | null>} src={info.media_url ?? undefined} controls preload="metadata" data-testid="media" {...handlers} />
        </div>
      )}
      {saveError && (
        <Callout intent="warning" icon="warning-sign">
          {t('courses.player.saveFailed')}
        </Callout>
      )}
      {footer}
    </section>
  );
}
