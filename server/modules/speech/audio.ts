import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What recognisers read: 16 kHz, mono, 16-bit PCM WAV. */
export const RECOGNITION_RATE = 16_000;

export interface PreparedAudio {
  /** The 16 kHz mono 16-bit WAV made from the recording. */
  wavPath: string;
  /** Removes the prepared file (and its folder). */
  cleanup(): Promise<void>;
}

/**
 * Any recording the portal accepts (webm/opus, ogg, aac, wav, mp3, m4a) as the WAV the
 * recognisers read, made by ffmpeg (Debian's package) in a folder of its own under the
 * system's temporary folder. Refuses with the reason when ffmpeg cannot read the input.
 */
export async function prepareForRecognition(input: string, timeoutMs = 60_000): Promise<PreparedAudio> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-speech-'));
  const wavPath = path.join(dir, 'speech.wav');
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input, '-vn', '-ac', '1', '-ar', String(RECOGNITION_RATE), '-sample_fmt', 's16', '-f', 'wav', wavPath], {
      timeout: timeoutMs,
    });
  } catch (error) {
    await cleanup();
    throw new Error(`ffmpeg could not read the recording: ${error instanceof Error ? error.message.split('\n').slice(-2).join(' ') : String(error)}`);
  }
  return { wavPath, cleanup };
}

/** Length in seconds of a media file (ffprobe), or null when it cannot be read. */
export async function mediaSeconds(file: string): Promise<number | null> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file], { timeout: 30_000 });
    const seconds = Number(stdout.trim());
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}
