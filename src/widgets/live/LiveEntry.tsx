import { Button, type ButtonProps } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { LiveLessonEntryDocument } from '../../graphql/generated/live';
import { liveEntryMachine, type LiveEntryInput } from '../../machines/live-entry';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';
import { LiveStatus } from '../../shared/spec-codes';

/**
 * A live item, as a Study day item or a course's live period gives it (field names are the
 * Study day item's; nullable so an item of another type can be passed as it is).
 */
export interface LiveEntryProps {
  /** 0 not started, 1 live, 2 ended (Study day progress_status; a catalogue period's live_status). */
  progress: number | null | undefined;
  /** The live period id. */
  video_id: number | null | undefined;
  /** 1 ready, 2 not yet generated, 3 none. */
  is_generate_playback: number | null | undefined;
  playback_url: string | null | undefined;
  course_id: number | null | undefined;
  chapter_id: number | null | undefined;
  /** Button look (ignored with `children`). */
  small?: boolean;
  fill?: boolean;
  intent?: ButtonProps['intent'];
  className?: string;
  /** Renders the trigger instead of the button (a catalogue row that opens the entry). */
  children?: (trigger: LiveEntryTrigger) => ReactNode;
}

export interface LiveEntryTrigger {
  /** Starts the entry: live room, playback, or the reason why not. */
  open: () => void;
  /** Not started: a button is disabled (spec: progress 0). */
  disabled: boolean;
  /** The play token is being asked for. */
  busy: boolean;
  label: string;
}

/** The tab the desktop client's deep link opens in (closed again after the delay). */
class ClientTab {
  private tab: Window | null = null;

  open(url: string) {
    this.tab = window.open(url, '_blank');
  }

  close() {
    this.tab?.close();
    this.tab = null;
  }
}

const loadDialog = () => import('./LiveEntryDialog');
const LiveEntryDialog = lazy(() => loadDialog().then((module) => ({ default: module.LiveEntryDialog })));

/**
 * The live item's button and its dialog (spec section 4 "Live item"), driven by the live
 * entry machine: not started is disabled; live enters the room (client link, then the
 * dialog with the web view or the client download); ended opens the playback or says why
 * it cannot.
 */
export function LiveEntry(props: LiveEntryProps) {
  // A changed item (the live started, the playback was generated) starts a fresh entry.
  const key = `${props.video_id ?? ''}:${props.progress ?? ''}:${props.is_generate_playback ?? ''}:${props.playback_url ?? ''}`;
  return <LiveEntryOf key={key} {...props} />;
}

function LiveEntryOf(props: LiveEntryProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [clientTab] = useState(() => new ClientTab());

  const input: LiveEntryInput = {
    videoId: props.video_id ?? 0,
    // Without a period there is nothing to enter.
    progress: props.video_id ? (props.progress ?? 0) : 0,
    isGeneratePlayback: props.is_generate_playback ?? null,
    playbackUrl: props.playback_url ?? null,
    courseId: props.course_id ?? null,
    chapterId: props.chapter_id ?? null,
  };

  // The logic is read once, on the first render (as useActorRef does).
  const actor = useActorRef(
    liveEntryMachine.provide({
      actors: {
        getPlayToken: fromPromise(({ input: { videoId } }) =>
          withServerMessage(async () => {
            const { data } = await client.query({
              query: LiveLessonEntryDocument,
              variables: { lessonId: String(videoId) },
              // A token is short-lived: never from the cache.
              fetchPolicy: 'no-cache',
              context: { handlesErrors: true },
            });
            const entry = data?.liveLessonEntry;
            if (!entry) throw new Error(t('common.networkError'));
            return { webUrl: entry.webUrl, clientUrl: entry.clientUrl };
          }),
        ),
      },
      actions: {
        announceNotStarted: () => toast.info(t('live.entry.notStartedHint')),
        openClient: (_, { clientUrl }) => clientTab.open(clientUrl),
        closeClientTab: () => clientTab.close(),
        goWebView: (_, { webUrl }) => void navigate({ href: webUrl }),
        // The download page (/download) shows the site config's download address; in a new tab, so the dialog stays.
        openDownload: () => void window.open('/download', '_blank', 'noopener'),
        goPlayback: (_, { href, chapterId, courseId }) =>
          void navigate({ to: '/course/playback', search: { href, chapter_id: chapterId ?? undefined, course_id: courseId ?? undefined } }),
        announceBlocked: (_, { reason }) => toast.info(t(reason === 'notGenerated' ? 'live.entry.playbackNotGenerated' : 'live.entry.noPlayback')),
        announceFailure: (_, { error }) => toast.error(error),
      },
    }),
    { input },
  );
  // Leaving the page (the web view, another page) must not leave the client tab behind.
  useEffect(() => () => clientTab.close(), [clientTab]);

  const busy = useSelector(actor, (s) => s.matches('requestingToken'));
  const dialogOpen = useSelector(actor, (s) => s.matches('entered'));
  // Mounted from its first opening on, so closing animates and returns the focus.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);
  const disabled = input.progress !== LiveStatus.live && input.progress !== LiveStatus.ended;
  const label = disabled ? t('live.entry.notStarted') : input.progress === LiveStatus.live ? (busy ? t('live.entry.entering') : t('live.entry.enter')) : t('live.entry.playback');
  const open = () => {
    // The dialog's code is fetched while the token is asked for.
    if (input.progress === LiveStatus.live) void loadDialog().catch(() => undefined);
    actor.send({ type: 'live.open' });
  };

  return (
    <>
      {props.children ? (
        props.children({ open, disabled, busy, label })
      ) : (
        <Button
          small={props.small}
          fill={props.fill}
          className={props.className}
          intent={props.intent ?? (input.progress === LiveStatus.live ? 'danger' : 'primary')}
          icon={input.progress === LiveStatus.ended ? 'play' : 'mobile-video'}
          text={label}
          disabled={disabled}
          loading={busy}
          onClick={open}
          data-testid="live-entry"
          data-live-progress={input.progress}
        />
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <LiveEntryDialog
            isOpen={dialogOpen}
            onClose={() => actor.send({ type: 'live.close' })}
            onDownload={() => actor.send({ type: 'live.download' })}
            onWatchWeb={() => actor.send({ type: 'live.web' })}
          />
        </Suspense>
      )}
    </>
  );
}
