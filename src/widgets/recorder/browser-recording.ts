import i18next from 'i18next';
import { type MicrophoneRequest, type RecordingUpload, type UploadedRecording } from '../../machines/recorder';
import { sendFile } from '../../shared/uploader/send-file';

const RECORDING_PATH = '/api/app/public/recording/';

type Feedback = { type: 'recorder.deliver' } | { type: 'recorder.fail'; error: string };

/**
 * The browser's side of the recorder machine: the microphone (getUserMedia), the
 * MediaRecorder and its sound, and the upload. One per recorder on the page; `send` is the
 * machine's actor (told when the sound is ready or the MediaRecorder failed).
 */
export class BrowserRecording {
  private send: (event: Feedback) => void = () => {};
  private listener: (recording: UploadedRecording) => void = () => {};
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private keep = true;
  private clip: Blob | null = null;

  /** Connects the machine's actor; the returned cleanup releases the microphone (the page is left). */
  connect(send: (event: Feedback) => void): () => void {
    this.send = send;
    return () => {
      this.send = () => {};
      this.discard();
    };
  }

  /** Who is told of an uploaded recording (the page's latest callback). */
  listen(listener: (recording: UploadedRecording) => void) {
    this.listener = listener;
  }

  uploaded(recording: UploadedRecording) {
    this.listener(recording);
  }

  /** Asks for the microphone and makes the MediaRecorder (the machine's requestMicrophone). */
  async request(input: MicrophoneRequest, signal: AbortSignal): Promise<void> {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      // Spec section 8: unsupported media devices are a console warning.
      console.warn('Recorder: this browser offers no media devices (navigator.mediaDevices or MediaRecorder is missing)');
      throw Object.assign(new Error('unsupported'), { name: 'NotSupportedError' });
    }
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { sampleRate: input.audio.sampleRate, sampleSize: input.audio.sampleSize, channelCount: input.audio.channelCount } });
    if (signal.aborted) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    signal.addEventListener('abort', () => stream.getTracks().forEach((track) => track.stop()));
    const recorder = new MediaRecorder(stream, { mimeType: input.mimeType });
    this.stream = stream;
    this.recorder = recorder;
    this.chunks = [];
    this.keep = true;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (!this.keep) return;
      this.clip = new Blob(this.chunks, { type: input.mimeType });
      this.send({ type: 'recorder.deliver' });
    };
    recorder.onerror = (event) => {
      // Spec section 8: a recording error is emitted and logged.
      console.error('Recorder: MediaRecorder failed', event);
      this.send({ type: 'recorder.fail', error: i18next.t('recorder.failed') });
    };
  }

  begin() {
    this.recorder?.start(1000);
  }

  pause() {
    this.recorder?.pause();
  }

  resume() {
    this.recorder?.resume();
  }

  /** Stops recording and keeps the sound (`recorded` follows). */
  end() {
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
  }

  /** Stops recording, drops the sound and releases the microphone. */
  discard() {
    this.keep = false;
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.stream?.getTracks().forEach((track) => track.stop());
    this.recorder = null;
    this.stream = null;
    this.clip = null;
  }

  /** Sends the sound kept (multipart, field file); a cancel aborts the request. */
  upload(input: RecordingUpload, signal: AbortSignal): Promise<UploadedRecording> {
    if (!this.clip) return Promise.reject(new Error(i18next.t('recorder.failed')));
    const file = new File([this.clip], input.fileName, { type: input.mimeType });
    // A recording is small (seconds of speech): the bar only says it is on its way.
    const request = sendFile<UploadedRecording>(RECORDING_PATH, file, () => {});
    signal.addEventListener('abort', request.abort);
    return request.done;
  }
}
