import { Callout, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../shared/clock';
import { toast } from '../../shared/toaster';
import { PlayerHeader } from './PlayerHeader';
import { useStudyProgress, type StudyRecorder } from './useStudyProgress';

/** What the player shows and starts from: a course period, or another lesson with media (a map chapter). */
export interface PlayableInfo {
  /** The lesson's (or chapter's) id, as its study records name it. */
  id: number;
  title: string;
  /** What the header shows above the title: the course's title (a map chapter: the map's and the stage's). */
  courseTitle: string;
  mediaUrl: string | null;
  /** Seconds the progress counts against. */
  length: number | null;
  position: number;
  furthest: number;
  isCompleted: boolean;
  noSkipping: boolean;
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
      completed: info.isCompleted,
      noSkipping: info.noSkipping,
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
        courseTitle={info.courseTitle}
        title={info.title}
        completed={completed}
        progress={
          <>
            <Tag minimal data-testid="period-furthest">
              {t('courses.player.furthest', { time: formatClock(furthest) })}
            </Tag>
            {info.noSkipping && (
              <Tag minimal icon="lock">
                {t('courses.player.noSkipping')}
              </Tag>
            )}
          </>
        }
      />
      {kind === 'video' ? (
        <video ref={media as RefObject<HTMLVideoElement | null>} className="player-page__video" src={info.mediaUrl ?? undefined} controls preload="metadata" data-testid="media" {...handlers} />
      ) : (
        <div className="player-page__audio">
          <audio ref={media as RefObject<HTMLAudioElement | null>} src={info.mediaUrl ?? undefined} controls preload="metadata" data-testid="media" {...handlers} />
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
