/**
 * A live HLS playlist from a looped recording. The portal has no ingest server: a live
 * period's signal is a VOD playlist of MPEG-TS segments (its `media_path`), played as if
 * it were broadcast from `live_start` on, over and over. The playlist the players read is
 * a sliding window over that endless timeline (RFC 8216 live playlist: no ENDLIST; the
 * media sequence counts the segments since the start, and each loop boundary is a
 * discontinuity, since the segments' timestamps start again).
 */

export interface SourceSegment {
  /** The segment's file name, relative to the source playlist. */
  uri: string;
  /** Seconds. */
  duration: number;
}

/** How many segments the live window lists (hls.js starts three target durations behind the edge). */
export const LIVE_WINDOW_SEGMENTS = 5;

/** The segments of a VOD playlist (#EXTINF duration lines, each followed by its URI). */
export function parseSourcePlaylist(text: string): SourceSegment[] {
  const segments: SourceSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && duration !== null) {
      if (Number.isFinite(duration) && duration > 0) segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return segments;
}

/** The recording segment that timeline segment `sequence` plays. */
export function sourceSegmentOf(source: SourceSegment[], sequence: number): SourceSegment {
  return source[sequence % source.length]!;
}

/** Seconds from the live start at which timeline segment `sequence` begins. */
export function segmentStart(source: SourceSegment[], sequence: number): number {
  const loop = source.reduce((sum, s) => sum + s.duration, 0);
  let offset = Math.floor(sequence / source.length) * loop;
  for (let i = 0; i < sequence % source.length; i += 1) offset += source[i]!.duration;
  return offset;
}

/** The newest complete segment `elapsed` seconds after the start (the first one before it completes). */
export function liveEdge(source: SourceSegment[], elapsed: number): number {
  const loop = source.reduce((sum, s) => sum + s.duration, 0);
  const at = Math.max(0, elapsed);
  const loops = Math.floor(at / loop);
  let rest = at - loops * loop;
  let complete = 0;
  for (const segment of source) {
    if (rest < segment.duration) break;
    rest -= segment.duration;
    complete += 1;
  }
  return Math.max(0, loops * source.length + complete - 1);
}

export interface LivePlaylistOptions {
  source: SourceSegment[];
  /** When the live class started (the timeline's zero). */
  start: Date;
  now: Date;
  /** The address the player fetches timeline segment `sequence` from. */
  segmentUri: (sequence: number) => string;
  windowSegments?: number;
}

/** The live playlist at `now`: the last few complete segments of the looped timeline. */
export function renderLivePlaylist(options: LivePlaylistOptions): { text: string; mediaSequence: number } {
  const { source, start, now, segmentUri } = options;
  const size = options.windowSegments ?? LIVE_WINDOW_SEGMENTS;
  const edge = liveEdge(source, (now.getTime() - start.getTime()) / 1000);
  const first = Math.max(0, edge - size + 1);
  const n = source.length;
  // Loop boundaries (segments n, 2n, ...) already slid out of the window.
  const discontinuities = first === 0 ? 0 : Math.floor((first - 1) / n);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...source.map((s) => s.duration)))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`,
  ];
  for (let sequence = first; sequence <= edge; sequence += 1) {
    if (sequence > 0 && sequence % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    const begins = new Date(start.getTime() + Math.round(segmentStart(source, sequence) * 1000));
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${begins.toISOString()}`);
    lines.push(`#EXTINF:${sourceSegmentOf(source, sequence).duration.toFixed(3)},`);
    lines.push(segmentUri(sequence));
  }
  return { text: `${lines.join('\n')}\n`, mediaSequence: first };
}
