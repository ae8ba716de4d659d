import { Button, H3, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import Hls from 'hls.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveRoomDocument, type LiveRoomQuery } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { formatDateTime } from '../../widgets/course-card/course-links';
import './live-room.css';

type Room = NonNullable<NonNullable<LiveRoomQuery['liveRoom']>['data']>;

/** A not-started room looks again at its start, and at least this often. */
const NOT_STARTED_RECHECK_MS = 60_000;

/**
 * /live-room/{id}?token=: the web view of a live class. The room token (from the live
 * entry) opens the room's information; while the live is on, its HLS stream plays with
 * hls.js, or with the browser's own HLS where it has one.
 */
export function LiveRoomPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(LiveRoomDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    context: { handlesErrors: true },
  });
  const room = data?.liveRoom?.data ?? null;
  // Each retry mounts a fresh player on a fresh stream address.
  const [attempt, setAttempt] = useState(0);
  const [streamFailed, setStreamFailed] = useState(false);

  useEffect(() => {
    if (room?.live_status !== 0 || room.live_start === null) return;
    const wait = Math.min(NOT_STARTED_RECHECK_MS, Math.max(1000, room.live_start * 1000 - Date.now() + 1000));
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [room, refetch]);

  if (!token || (error && !room)) {
    return (
      <LiveRoomFrame>
        <NonIdealState
          icon="disable"
          title={t('live.room.badToken')}
          description={<span data-testid="live-room-refusal">{error ? messageOfError(error) : t('live.room.badTokenHint')}</span>}
          action={<Link to="/course">{t('live.room.backToCourses')}</Link>}
        />
      </LiveRoomFrame>
    );
  }
  if (!room) {
    return (
      <LiveRoomFrame>
        <NonIdealState icon={<Spinner />} title={t('live.room.loading')} />
      </LiveRoomFrame>
    );
  }

  const retry = async () => {
    const { data: again } = await refetch();
    if (again?.liveRoom?.data?.live_status === 1) {
      setStreamFailed(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <LiveRoomFrame room={room}>
      {room.live_status === 0 ? (
        <NonIdealState
          icon="time"
          title={<span data-testid="live-room-state">{t('live.room.notStarted')}</span>}
          description={t('live.room.startsAt', { time: formatDateTime(room.live_start) })}
        />
      ) : room.live_status === 2 ? (
        <NonIdealState
          icon="stop"
          title={<span data-testid="live-room-state">{t('live.room.ended')}</span>}
          description={t('live.room.endedHint', { time: formatDateTime(room.live_end) })}
          action={<BackToCourse courseId={room.course_id} />}
        />
      ) : !room.stream_url ? (
        <NonIdealState icon="offline" title={<span data-testid="live-room-state">{t('live.room.noStream')}</span>} />
      ) : streamFailed ? (
        <NonIdealState
          icon="error"
          title={<span data-testid="live-room-state">{t('live.room.streamError')}</span>}
          description={t('live.room.streamErrorHint')}
          action={<Button icon="refresh" intent="primary" text={t('live.room.retry')} loading={loading} onClick={() => void retry()} data-testid="live-room-retry" />}
        />
      ) : (
        <LivePlayer
          key={attempt}
          src={room.stream_url}
          label={t('live.room.player')}
          onFailure={() => {
            // The live may just have ended: the room says which.
            setStreamFailed(true);
            void refetch();
          }}
        />
      )}
    </LiveRoomFrame>
  );
}

function BackToCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/course/course-detail/$id" params={{ id: courseId }} data-testid="live-room-back">
      {t('live.room.backToCourse')}
    </Link>
  );
}

/** The room's header (title, live badge, course, teacher, times) around its body. */
function LiveRoomFrame({ room, children }: { room?: Room; children: ReactNode }) {
  const { t } = useTranslation();
  const teacher = room?.teacher;
  return (
    <section className="live-room" data-testid="live-room">
      {room && (
        <header className="live-room__header">
          <div className="live-room__title">
            <H3 data-testid="live-room-title">{room.title}</H3>
            {room.live_status === 1 && (
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
              <Icon icon="time" size={14} /> {t('live.room.time', { start: formatDateTime(room.live_start), end: formatDateTime(room.live_end) })}
            </span>
          </div>
        </header>
      )}
      <div className="live-room__stage">{children}</div>
      {room && room.live_status !== 2 && <BackToCourse courseId={room.course_id} />}
    </section>
  );
}

/**
 * The live stream: the browser's own HLS where it has one (Safari), else hls.js over Media
 * Source Extensions. Starts muted, so the browser lets it play at once; a fatal error (the
 * stream refused or gone) is reported once.
 */
function LivePlayer({ src, label, onFailure }: { src: string; label: string; onFailure: () => void }) {
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

  return <video ref={video} className="live-room__video" muted autoPlay playsInline controls aria-label={label} data-testid="live-video" />;
}
