import { Button, Callout, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { chooseMimeType, recorderMachine, type MicrophoneRequest, type RecorderMode, type RecordingUpload, type UploadedRecording } from '../../machines/recorder';
import { BrowserRecording } from './browser-recording';
import { formatClock } from '../../shared/clock';
import './recorder.css';

export interface RecorderProps {
  /** The shortest recording (musicLength). */
  minSeconds: number;
  mode?: RecorderMode;
  /** Told once a recording is uploaded: its upload id, address and length. */
  onUploaded: (recording: UploadedRecording) => void;
  /** Names the recorder for assistive technology (the question it answers). */
  label: string;
  disabled?: boolean;
}

/**
 * The audio recorder (spec sections 4 and 5): the recorder machine drives the browser's
 * MediaRecorder. Press mode: one button starts and stops; hold mode: record while the button
 * (or Space/Enter on it) is held. Pause, resume and cancel; stop before the minimum length says
 * so and keeps recording; a refused microphone asks to allow it; no media devices warns. The
 * sound is sent to the recording upload (multipart, field file) with a progress bar.
 */
export function Recorder({ minSeconds, mode = 'press', onUploaded, label, disabled = false }: RecorderProps) {
  const { t } = useTranslation();
  const [browser] = useState(() => new BrowserRecording());
  const [machine] = useState(() =>
    recorderMachine.provide({
      actors: {
        requestMicrophone: fromPromise<void, MicrophoneRequest>(({ input, signal }) => browser.request(input, signal)),
        uploadRecording: fromPromise<UploadedRecording, RecordingUpload>(({ input, signal }) => browser.upload(input, signal)),
      },
      actions: {
        beginClip: () => browser.begin(),
        pauseClip: () => browser.pause(),
        resumeClip: () => browser.resume(),
        endClip: () => browser.end(),
        discardClip: () => browser.discard(),
        uploaded: (_, { recording }) => browser.uploaded(recording),
      },
    }),
  );
  const [state, send, actor] = useMachine(machine, { input: { mode, minSeconds, mimeType: chooseMimeType(typeof MediaRecorder === 'undefined' ? undefined : (type) => MediaRecorder.isTypeSupported(type)) } });
  useEffect(() => browser.listen(onUploaded), [browser, onUploaded]);
  // Leaving the page releases the microphone.
  useEffect(() => browser.connect((event) => actor.send(event)), [browser, actor]);

  const { seconds, problem, error, recording } = state.context;
  const recordingNow = state.matches('recording');
  const paused = state.matches('paused');
  const busy = state.matches('requesting') || state.matches('stopped') || state.matches('uploading');
  const live = recordingNow || paused;
  const holdHandlers =
    mode === 'hold'
      ? {
          onPointerDown: () => send({ type: 'recorder.down' }),
          onPointerUp: () => send({ type: 'recorder.up' }),
          onPointerLeave: () => recordingNow && send({ type: 'recorder.up' }),
          onKeyDown: (event: React.KeyboardEvent) => {
            if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
              event.preventDefault();
              send({ type: 'recorder.down' });
            }
          },
          onKeyUp: (event: React.KeyboardEvent) => {
            if (event.key === ' ' || event.key === 'Enter') send({ type: 'recorder.up' });
          },
        }
      : { onClick: () => send({ type: 'recorder.press' }) };

  return (
    <div className="recorder" role="group" aria-label={label} data-testid="recorder" data-state={JSON.stringify(state.value)}>
      <div className="recorder__bar">
        {!state.matches('unsupported') && (
          <Button
            intent={live ? Intent.DANGER : Intent.PRIMARY}
            icon={live ? 'stop' : 'record'}
            disabled={disabled || busy}
            text={live ? t('recorder.stop') : mode === 'hold' ? t('recorder.hold') : recording ? t('recorder.again') : t('recorder.start')}
            data-testid="recorder-main"
            {...holdHandlers}
          />
        )}
        {recordingNow && <Button icon="pause" text={t('recorder.pause')} onClick={() => send({ type: 'recorder.pause' })} data-testid="recorder-pause" />}
        {paused && <Button icon="play" text={t('recorder.resume')} onClick={() => send({ type: 'recorder.resume' })} data-testid="recorder-resume" />}
        {(live || busy || state.matches('failed')) && <Button variant="minimal" icon="trash" text={t('recorder.cancel')} onClick={() => send({ type: 'recorder.cancel' })} data-testid="recorder-cancel" />}
        <span className="recorder__clock" role="timer" aria-live="off" aria-label={t('recorder.elapsed', { time: formatClock(seconds) })} data-testid="recorder-seconds" data-seconds={seconds}>
          {formatClock(seconds)}
        </span>
        {recordingNow && (
          <Tag intent={Intent.DANGER} round className="recorder__live">
            {t('recorder.recording')}
          </Tag>
        )}
        {paused && <Tag round>{t('recorder.paused')}</Tag>}
        <span className="recorder__hint">{t('recorder.minimum', { count: minSeconds })}</span>
      </div>
      {state.matches('uploading') && <ProgressBar intent={Intent.PRIMARY} aria-label={t('recorder.uploading')} />}
      <div aria-live="polite">
        {problem?.tooShort && (
          <Callout intent={Intent.WARNING} compact data-testid="recorder-too-short">
            {t('recorder.tooShort', { count: problem.min })}
          </Callout>
        )}
        {state.matches('denied') && (
          <Callout intent={Intent.PRIMARY} icon="info-sign" compact data-testid="recorder-denied">
            {t('recorder.denied')}
          </Callout>
        )}
        {state.matches('noMicrophone') && (
          <Callout intent={Intent.WARNING} icon="issue" compact data-testid="recorder-no-microphone">
            {t('recorder.noMicrophone')}
          </Callout>
        )}
        {state.matches('unsupported') && (
          <Callout intent={Intent.WARNING} compact data-testid="recorder-unsupported">
            {t('recorder.unsupported')}
          </Callout>
        )}
        {state.matches('failed') && (
          <Callout intent={Intent.DANGER} compact data-testid="recorder-failed">
            {error ?? t('recorder.failed')} <Button size="small" text={t('recorder.retry')} onClick={() => send({ type: 'recorder.retry' })} />
          </Callout>
        )}
        {state.matches('uploaded') && recording && (
          <p className="recorder__done" data-testid="recorder-uploaded">
            {t('recorder.uploaded', { count: recording.seconds })}
          </p>
        )}
      </div>
    </div>
  );
}
