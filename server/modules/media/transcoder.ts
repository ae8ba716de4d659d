import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import { MEDIA_OUTPUT_MAX } from '../../../src/shared/upload-rules.js';

const run = promisify(execFile);

/**
 * ffmpeg dies with the server process that started it (util-linux setpriv --pdeathsig, Linux):
 * otherwise a server killed mid-transcode leaves its ffmpeg working for nothing beside the
 * retry. Without setpriv ffmpeg runs plainly (its staged output is removed by the next attempt).
 */
const SETPRIV = process.platform === 'linux' && fs.existsSync('/usr/bin/setpriv');
const ffmpegCommand = (args: string[]): [string, string[]] => (SETPRIV ? ['setpriv', ['--pdeathsig', 'KILL', '--', 'ffmpeg', ...args]] : ['ffmpeg', args]);

/**
 * How much lower than the server ffmpeg runs (nice): the transcoder takes what CPU the web
 * process leaves, so a long or large video slows the queue, never the pages.
 */
export const FFMPEG_NICENESS = 10;

/** Puts a started ffmpeg `niceness` below this process (at most 19, the lowest); a platform that refuses leaves it as is. */
export function lowerPriority(pid: number | undefined, niceness: number) {
  if (pid === undefined || niceness <= 0) return;
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + niceness));
  } catch {
    // Lowering a child's priority is always allowed on Linux and macOS; elsewhere it runs as is.
  }
}

/** What ffprobe reads of an upload: its length, its picture (if any, cover art aside) and whether it has sound. */
export interface MediaProbe {
  /** Seconds; null when neither the header nor the packets tell. */
  seconds: number | null;
  video: { width: number; height: number } | null;
  audio: boolean;
}

/**
 * An uploaded file as ffprobe reads it, before it is queued (the caps in
 * src/shared/upload-rules.ts are checked on this); null when ffprobe cannot read it as media.
 * The length is the header's, else where the packets end (a stream written live has none in
 * its header).
 */
export async function probeMedia(file: string): Promise<MediaProbe | null> {
  type Stream = { codec_type?: string; width?: number; height?: number; disposition?: { attached_pic?: number } };
  let streams: Stream[];
  let headerSeconds: number;
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height:stream_disposition=attached_pic', '-of', 'json', file], { timeout: 60_000 });
    const parsed = JSON.parse(stdout) as { streams?: Stream[]; format?: { duration?: string } };
    streams = parsed.streams ?? [];
    headerSeconds = Number.parseFloat(parsed.format?.duration ?? '');
  } catch {
    return null;
  }
  const picture = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  const audio = streams.some((s) => s.codec_type === 'audio');
  if (!picture && !audio) return null;
  const seconds = Number.isFinite(headerSeconds) && headerSeconds > 0 ? headerSeconds : await streamedDuration(file, picture ? '0:v:0' : '0:a:0');
  return { seconds, video: picture ? { width: picture.width!, height: picture.height! } : null, audio };
}

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

/** Where the first sound (or picture) stream ends, read packet by packet (copied to nowhere, not decoded). */
async function streamedDuration(file: string, stream = '0:a:0'): Promise<number | null> {
  try {
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-v', 'error', '-nostdin', '-i', file, '-map', stream, '-c', 'copy', '-f', 'null', '-', '-progress', 'pipe:1', '-nostats'], { timeout: 60_000 });
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
 * The picture fitted into MEDIA_OUTPUT_MAX (1920×1080 landscape, 1080×1920 upright: the box
 * follows the picture's orientation, after ffmpeg's own rotation), its aspect kept, never
 * enlarged (the box is no larger than the picture), at an even size (yuv420p needs one).
 */
const { longSide, shortSide } = MEDIA_OUTPUT_MAX;
export const OUTPUT_SCALE = `scale=w='if(gte(iw,ih),min(${longSide},iw),min(${shortSide},iw))':h='if(gte(iw,ih),min(${shortSide},ih),min(${longSide},ih))':force_original_aspect_ratio=decrease:force_divisible_by=2`;

export interface FfmpegOptions {
  /** How much lower than this process ffmpeg runs (FFMPEG_NICENESS by default). */
  niceness?: number;
  /** Told the pid of each ffmpeg started (tests read its priority in /proc). */
  onSpawn?: (pid: number) => void;
}

/**
 * ffmpeg to what every browser plays: H.264 video (yuv420p, at most 1080p: OUTPUT_SCALE) with
 * AAC sound in an MP4 whose index is at the start (playback starts before the whole file
 * arrives), or AAC sound in an M4A. Progress (0-1) is read from ffmpeg's -progress output
 * against the duration. ffmpeg runs below the server's priority (FFMPEG_NICENESS).
 */
export function transcode(input: string, output: string, kind: 'video' | 'audio', duration: number, onProgress: (fraction: number) => void, options: FfmpegOptions = {}): Promise<void> {
  const codec =
    kind === 'video'
      ? ['-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', OUTPUT_SCALE, '-c:a', 'aac', '-b:a', '128k']
      : ['-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', '128k'];
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input, ...codec, '-movflags', '+faststart', '-f', kind === 'video' ? 'mp4' : 'ipod', '-progress', 'pipe:1', '-nostats', output];
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = ffmpegCommand(args);
    const ffmpeg = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    // setpriv execs ffmpeg in the same process: its priority is ffmpeg's.
    lowerPriority(ffmpeg.pid, options.niceness ?? FFMPEG_NICENESS);
    if (ffmpeg.pid !== undefined) options.onSpawn?.(ffmpeg.pid);
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

/** One frame a little way in (or the first), as a JPEG poster (ffmpeg below the server's priority too). */
export async function poster(input: string, output: string, duration: number, options: FfmpegOptions = {}): Promise<void> {
  const at = Math.min(1, duration / 2).toFixed(2);
  const pending = run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=min(640\\,iw):-2', output], { timeout: 60_000 });
  lowerPriority(pending.child.pid, options.niceness ?? FFMPEG_NICENESS);
  await pending;
}
