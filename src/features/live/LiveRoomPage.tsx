import { Button, H3, Icon, NonIdealState, Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import Hls from 'hls.js';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { LiveRoomDocument, type LiveRoomQuery } from '../../graphql/generated/live';
import { liveRoomMachine, type LiveRoomInfo } from '../../machines/live-room';
import { withServerMessage } from '../../shared/api-errors';
import { formatDateTime } from '../../shared/dates';
import { LIVE_STATUS_CODES } from '../../shared/spec-codes';
import { CourseBackLink } from '../../widgets/course-card/CourseBackLink';
import { LoadingState } from '../../shared/state/LoadState';
import './live-room.css';

const seconds = (time: string | null) => (time ? Math.floor(Date.parse(time) / 1000) : null);

/** The graph's room as the live-room machine follows it (its status code, unix seconds). */
function roomInfoOf(room: NonNullable<LiveRoomQuery['liveRoom']>): LiveRoomInfo {
  return {
    title: room.title,
    course_id: Number(room.courseId),
    course_title: room.courseTitle,
    chapter_title: room.chapterTitle,
    teacher: room.teacher,
    live_start: seconds(room.startsAt),
    live_end: seconds(room.endsAt),
    live_status: LIVE_STATUS_CODES[room.status],
    stream_url: room.streamUrl,
  };
}

/**
 * /live-room/{id}?token=: the web view of a live class. The room token (from the live
 * entry) opens the room's information; while the live is on, its HLS stream plays with
 * hls.js, or with the browser's own HLS where it has one. The flow (not started, live,
 * stream failed and retried, ended) is the live-room machine's. A remote defence's room leads
 * back to the defence it was entered from, not to its course (an internal holder of the
 * defences' live periods).
 */
export function LiveRoomPage({ token, defence }: { token: string; defence?: DefenceReturn }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const readRoom = async (roomToken: string) => {
    const { data } = await client.query({ query: LiveRoomDocument, variables: { token: roomToken }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
    const room = data?.liveRoom;
    if (!room) throw new Error(t('live.room.badTokenHint'));
    return roomInfoOf(room);
  };
  // The logic is read once, on the first render (as useActorRef does).
  const machine = liveRoomMachine.provide({
    actors: { loadRoom: fromPromise(({ input }) => withServerMessage(() => readRoom(input.token))) },
  });
  const actor = useActorRef(machine, { input: { token } });
  const snapshot = useSelector(actor, (s) => s);
  const { room, error, streamUrl } = snapshot.context;

  if (snapshot.matches('refused')) {
    return (
      <LiveRoomFrame>
        <NonIdealState
          icon="disable"
          title={t('live.room.badToken')}
          description={<span data-testid="live-room-refusal">{error ?? t('live.room.badTokenHint')}</span>}
          action={defence ? <BackToDefence to={defence} /> : <Link to="/course">{t('live.room.backToCourses')}</Link>}
        />
      </LiveRoomFrame>
    );
  }
  if (!room) {
    return (
      <LiveRoomFrame>
        <LoadingState />
      </LiveRoomFrame>
    );
  }

  const ended = snapshot.matches('ended');
  const onAir = snapshot.matches('live') || snapshot.matches('streamFailed') || snapshot.matches('noStream');
  return (
    <LiveRoomFrame room={room} live={onAir} ended={ended} defence={defence}>
      {snapshot.matches('notStarted') ? (
        <NonIdealState
          icon="time"
          title={<span data-testid="live-room-state">{t('live.room.notStarted')}</span>}
          description={t('live.room.startsAt', { time: formatDateTime(room.live_start, i18n.language) })}
        />
      ) : ended ? (
        <NonIdealState
          icon="stop"
          title={<span data-testid="live-room-state">{t('live.room.ended')}</span>}
          description={t('live.room.endedHint', { time: formatDateTime(room.live_end, i18n.language) })}
          action={defence ? <BackToDefence to={defence} /> : <BackToCourse courseId={room.course_id} />}
        />
      ) : snapshot.matches('noStream') ? (
        <NonIdealState icon="offline" title={<span data-testid="live-room-state">{t('live.room.noStream')}</span>} />
      ) : snapshot.matches('streamFailed') ? (
        <NonIdealState
          icon="error"
          title={<span data-testid="live-room-state">{t('live.room.streamError')}</span>}
          description={t('live.room.streamErrorHint')}
          action={
            <Button
              icon="refresh"
              intent="primary"
              text={t('live.room.retry')}
              loading={!snapshot.matches({ streamFailed: 'waiting' })}
              onClick={() => actor.send({ type: 'room.retry' })}
              data-testid="live-room-retry"
            />
          }
        />
      ) : (
        streamUrl && (
          <LivePlayer
            src={streamUrl}
            label={t('live.room.player')}
            onPlaying={() => actor.send({ type: 'stream.play' })}
            onFailure={() => actor.send({ type: 'stream.fail' })}
          />
        )
      )}
    </LiveRoomFrame>
  );
}

function BackToCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <CourseBackLink courseId={courseId} testId="live-room-back">
      {t('live.room.backToCourse')}
    </CourseBackLink>
  );
}

/** The defence a remote defence's room was entered from: the learner's, or the examiner's assessment of it. */
export type DefenceReturn = { defence: number } | { assessment: number };

function BackToDefence({ to }: { to: DefenceReturn }) {
  const { t } = useTranslation();
  return 'defence' in to ? (
    <Link to="/knowledge/replay-explain" search={{ id: to.defence }} data-testid="live-room-back">
      {t('live.room.backToDefence')}
    </Link>
  ) : (
    <Link to="/memberAssess/assess-detail" search={{ id: to.assessment }} data-testid="live-room-back">
      {t('live.room.backToDefence')}
    </Link>
  );
}

/** The room's header (title, live badge, course, teacher, times) around its body. */
function LiveRoomFrame({ room, live = false, ended = false, defence, children }: { room?: LiveRoomInfo; live?: boolean; ended?: boolean; defence?: DefenceReturn; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const teacher = room?.teacher;
  return (
    <section className="live-room" data-testid="live-room">
      {room && (
        <header className="live-room__header">
          <div className="live-room__title">
            <H3 data-testid="live-room-title">{room.title}</H3>
            {live && (
              <Tag intent="danger" round className="live-room__badge" data-testid="live-badge">
                <span className="live-room__dot" />
                {t('live.room.badge')}
              </Tag>
            )}
          </div>
          <div className="live-room__meta">
            <span>
              <Icon icon="learning" size={14} /> {room.course_title} · {room.chapter_title}
            </span>
            {teacher && (
              <span data-testid="live-room-teacher">
                <Icon icon="person" size={14} />{' '}
                {teacher.title ? t('live.room.teacherWithTitle', { name: teacher.name, title: teacher.title }) : t('live.room.teacher', { name: teacher.name })}
              </span>
            )}
            <span data-testid="live-room-time">
              <Icon icon="time" size={14} /> {t('live.room.time', { start: formatDateTime(room.live_start, i18n.language), end: formatDateTime(room.live_end, i18n.language) })}
            </span>
          </div>
        </header>
      )}
      <div className="live-room__stage">{children}</div>
      {room && !ended && (defence ? <BackToDefence to={defence} /> : <BackToCourse courseId={room.course_id} />)}
    </section>
  );
}

/**
 * The live stream: the browser's own HLS where it has one (Safari), else hls.js over Media
 * Source Extensions. Starts muted, so the browser lets it play at once; says when it plays,
 * and reports a fatal error (the stream refused or gone) once.
 */
function LivePlayer({ src, label, onPlaying, onFailure }: { src: string; label: string; onPlaying: () => void; onFailure: () => void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const play = () => void element.play().catch(() => undefined);
    const fail = () => failed.current();
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      element.addEventListener('loadedmetadata', play);
      element.addEventListener('error', fail);
      return () => {
        element.removeEventListener('loadedmetadata', play);
        element.removeEventListener('error', fail);
        element.removeAttribute('src');
        element.load();
      };
    }
    if (!Hls.isSupported()) {
      fail();
      return;
    }
    // A live stream has no end: the controls show it as such, not as the window's 30 s.
    const hls = new Hls({ liveSyncDurationCount: 3, liveDurationInfinity: true });
    hls.on(Hls.Events.MANIFEST_PARSED, play);
    hls.on(Hls.Events.ERROR, (_, data) => {
      if (!data.fatal) return;
      hls.destroy();
      fail();
    });
    hls.loadSource(src);
    hls.attachMedia(element);
    return () => hls.destroy();
  }, [src]);

  return <video ref={video} className="live-room__video" muted autoPlay playsInline controls aria-label={label} onPlaying={onPlaying} data-testid="live-video" />;
}
