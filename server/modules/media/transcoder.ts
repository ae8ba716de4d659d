import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * ffmpeg dies with the server process that started it (util-linux setpriv --pdeathsig, Linux):
 * otherwise a server killed mid-transcode leaves its ffmpeg working for nothing beside the
 * retry. Without setpriv ffmpeg runs plainly (its staged output is removed by the next attempt).
 */
const SETPRIV = process.platform === 'linux' && fs.existsSync('/usr/bin/setpriv');
const ffmpegCommand = (args: string[]): [string, string[]] => (SETPRIV ? ['setpriv', ['--pdeathsig', 'KILL', '--', 'ffmpeg', ...args]] : ['ffmpeg', args]);

/** Seconds of media, read by ffprobe; null when the file has no duration (not media). */
export async function probeDuration(file: string): Promise<number | null> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file], { timeout: 60_000 });
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

/**
 * Seconds of a sound recording; null when the file holds no sound, or holds video (an audio
 * file's cover art is no video). The header's duration (probeDuration) when it names one, else
 * the time its sound's last packet ends at: a browser's MediaRecorder writes WebM as a stream,
 * whose header has no duration.
 */
export async function audioSeconds(file: string): Promise<number | null> {
  type Stream = { codec_type?: string; disposition?: { attached_pic?: number } };
  let streams: Stream[];
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type:stream_disposition=attached_pic', '-of', 'json', file], { timeout: 60_000 });
    streams = (JSON.parse(stdout) as { streams?: Stream[] }).streams ?? [];
  } catch {
    return null;
  }
  if (!streams.some((s) => s.codec_type === 'audio')) return null;
  if (streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1)) return null;
  return (await probeDuration(file)) ?? (await streamedDuration(file));
}

/** Where the first sound stream ends, read packet by packet (copied to nowhere, not decoded). */
async function streamedDuration(file: string): Promise<number | null> {
  try {
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-v', 'error', '-nostdin', '-i', file, '-map', '0:a:0', '-c', 'copy', '-f', 'null', '-', '-progress', 'pipe:1', '-nostats'], { timeout: 60_000 });
    const last = [...stdout.matchAll(/out_time_us=(\d+)/g)].at(-1);
    const seconds = last ? Number(last[1]) / 1e6 : Number.NaN;
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

/** Whether the file has a video stream (an audio file with cover art has one too: the kind decides). */
export async function hasVideo(file: string): Promise<boolean> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file], { timeout: 60_000 });
    return stdout.trim().length > 0;
  } catch {
    return false;
  }
}

/**
 * ffmpeg to what every browser plays: H.264 video (yuv420p, even size) with AAC sound in an MP4
 * whose index is at the start (playback starts before the whole file arrives), or AAC sound in
 * an M4A. Progress (0-1) is read from ffmpeg's -progress output against the duration.
 */
export function transcode(input: string, output: string, kind: 'video' | 'audio', duration: number, onProgress: (fraction: number) => void): Promise<void> {
  const codec =
    kind === 'video'
      ? ['-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-c:a', 'aac', '-b:a', '128k']
      : ['-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', '128k'];
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input, ...codec, '-movflags', '+faststart', '-f', kind === 'video' ? 'mp4' : 'ipod', '-progress', 'pipe:1', '-nostats', output];
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = ffmpegCommand(args);
    const ffmpeg = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    ffmpeg.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const match = /out_time_us=(\d+)/g;
      let last: RegExpExecArray | null = null;
      for (let m = match.exec(chunk); m; m = match.exec(chunk)) last = m;
      if (last && duration > 0) onProgress(Math.min(1, Number(last[1]) / 1e6 / duration));
    });
    ffmpeg.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-2000);
    });
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

/** One frame a little way in (or the first), as a JPEG poster. */
export async function poster(input: string, output: string, duration: number): Promise<void> {
  const at = Math.min(1, duration / 2).toFixed(2);
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=min(640\\,iw):-2', output], { timeout: 60_000 });
}
