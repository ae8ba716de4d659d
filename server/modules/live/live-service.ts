import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../../core/errors.js';
import type { LiveRepo } from './live-repo.js';
import { assertCourseOpen, joinStateOf, liveStatus, PeriodType } from '../courses/index.js';
import { unixSeconds } from '../../core/unix-time.js';
import { liveEdge, parseSourcePlaylist, renderLivePlaylist, sourceSegmentOf, type SourceSegment } from './live-playlist.js';
import { ROOM_TOKEN_SECONDS, signLiveToken, verifyLiveToken, type LiveTokenKind } from './live-token.js';
import type { FileStorage } from '../../core/storage/file-storage.js';

/**
 * Deep link of the desktop live client: `learnportal-live://room/<period id>?token=<room token>`.
 * The client is installed from the site's download address and knows its portal; it reads
 * the room with GET /api/live/room?token= and plays the room's stream_url, like the web view.
 */
export const CLIENT_SCHEME = 'learnportal-live';
/** A live without an end time streams; its stream token then lasts this long. */
const OPEN_ENDED_STREAM_SECONDS = 4 * 3600;

type LivePeriod = NonNullable<Awaited<ReturnType<LiveRepo['period']>>>;

/**
 * Live classes (spec section 4 "Live item"): play tokens for live periods that are on, the
 * live room's information, and the room's HLS stream: a period's recording (its
 * media_path, a VOD playlist under the files folder) looped as a live broadcast from its
 * live_start (see live-playlist.ts).
 */
export class LiveService {
  private secret: Promise<string> | null = null;
  private readonly sources = new Map<string, Promise<SourceSegment[] | null>>();

  constructor(
    private readonly repo: LiveRepo,
    private readonly storage: FileStorage | undefined,
    /** Who else may enter a period's room (the participants and examiner of a remote defence held there). */
    private readonly guests: (userId: number, periodId: number) => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async sign(kind: LiveTokenKind, periodId: number, userId: number, expires: number) {
    return signLiveToken({ kind, periodId, userId, expires }, await this.secretValue());
  }

  private secretValue(): Promise<string> {
    this.secret ??= this.repo.secret().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private async verify(token: string, kind: LiveTokenKind) {
    const claims = verifyLiveToken(token, kind, await this.secretValue(), Math.floor(this.now().getTime() / 1000));
    if (!claims) throw new DomainError('forbidden', 'liveTokenInvalid');
    return claims;
  }

  /** A live period of an open course the user has (required for everyone, or joined), or is a guest of. */
  private async openPeriod(userId: number, periodId: number): Promise<LivePeriod> {
    const period = await this.repo.period(periodId, userId);
    if (!period || period.period_type !== PeriodType.live) throw new DomainError('notFound', 'livePeriodNotFound');
    assertCourseOpen(period, this.now());
    if (joinStateOf(period, period.join_state === null ? null : { join_state: period.join_state }) === null && !(await this.guests(userId, periodId))) {
      throw new DomainError('forbidden', 'courseNotJoined');
    }
    return period;
  }

  private assertOn(period: LivePeriod) {
    const status = liveStatus(period, this.now());
    if (status === 0) throw new DomainError('invalid', 'liveNotStarted');
    if (status === 2) throw new DomainError('invalid', 'liveEnded');
  }

  /** GET course/getPlayToken: the web room address and the client deep link, for a live that is on. */
  async playToken(userId: number, periodId: number, type: string) {
    if (type !== 'user') throw new DomainError('refused', 'liveTokenType', { type });
    return { token: await this.roomToken(userId, periodId) };
  }

  /** The web room address and client deep link of a live that is on, for a user who may enter it. */
  async roomToken(userId: number, periodId: number) {
    const period = await this.openPeriod(userId, periodId);
    this.assertOn(period);
    const expires = Math.floor(this.now().getTime() / 1000) + ROOM_TOKEN_SECONDS;
    const token = encodeURIComponent(await this.sign('room', period.id, userId, expires));
    return {
      webUrl: `/live-room/${period.id}?token=${token}`,
      clientUrl: `${CLIENT_SCHEME}://room/${period.id}?token=${token}`,
      expires_at: expires,
    };
  }

  /** GET live/room: what the room shows; stream_url only while the live is on and has a signal. */
  async room(token: string) {
    const claims = await this.verify(token, 'room');
    const period = await this.openPeriod(claims.userId, claims.periodId);
    const status = liveStatus(period, this.now());
    const [teacher, source] = await Promise.all([this.repo.teacher(period.course_id), status === 1 ? this.source(period) : null]);
    let streamUrl: string | null = null;
    if (status === 1 && source) {
      const nowSeconds = Math.floor(this.now().getTime() / 1000);
      const expires = unixSeconds(period.live_end) ?? nowSeconds + OPEN_ENDED_STREAM_SECONDS;
      streamUrl = `/live/${period.id}/index.m3u8?token=${encodeURIComponent(await this.sign('stream', period.id, claims.userId, expires))}`;
    }
    return {
      id: period.id,
      title: period.title,
      course_id: period.course_id,
      course_title: period.course_title,
      chapter_id: period.chapter_id,
      chapter_title: period.chapter_title,
      teacher: teacher ? { name: teacher.name, title: teacher.title } : null,
      live_start: unixSeconds(period.live_start),
      live_end: unixSeconds(period.live_end),
      live_status: status,
      stream_url: streamUrl,
    };
  }

  /** The stream's period, checked on every playlist and segment request: token, access, live on, signal present. */
  private async streamOf(periodId: number, token: string) {
    const claims = await this.verify(token, 'stream');
    if (claims.periodId !== periodId) throw new DomainError('forbidden', 'liveTokenInvalid');
    const period = await this.openPeriod(claims.userId, periodId);
    this.assertOn(period);
    const source = await this.source(period);
    if (!source) throw new DomainError('notFound', 'liveStreamMissing');
    return { period, source };
  }

  /** The live playlist at this moment (a sliding window; the media sequence counts from live_start). */
  async playlist(periodId: number, token: string): Promise<string> {
    const { period, source } = await this.streamOf(periodId, token);
    const query = `?token=${encodeURIComponent(token)}`;
    return renderLivePlaylist({
      source: source.segments,
      start: new Date(period.live_start!),
      now: this.now(),
      segmentUri: (sequence) => `seg/${sequence}.ts${query}`,
    }).text;
  }

  /** The file of timeline segment `sequence`; segments after the live edge do not exist yet. */
  async segment(periodId: number, sequence: number, token: string): Promise<string> {
    const { period, source } = await this.streamOf(periodId, token);
    const elapsed = (this.now().getTime() - new Date(period.live_start!).getTime()) / 1000;
    if (sequence > liveEdge(source.segments, elapsed) + 1) throw new DomainError('notFound', 'liveSegmentNotFound');
    const file = path.resolve(source.folder, sourceSegmentOf(source.segments, sequence).uri);
    if (!file.startsWith(source.folder + path.sep)) throw new DomainError('notFound', 'liveStreamMissing');
    await fs.access(file).catch(() => {
      throw new DomainError('notFound', 'liveStreamMissing');
    });
    return file;
  }

  /** The period's recording: media_path is the /files/ address of a VOD playlist. */
  private async source(period: LivePeriod): Promise<{ folder: string; segments: SourceSegment[] } | null> {
    const file = period.media_path ? this.storage?.localPath(period.media_path) : null;
    if (!file) return null;
    if (!this.sources.has(file)) {
      const read = fs
        .readFile(file, 'utf8')
        .then((text) => parseSourcePlaylist(text))
        .then((segments) => (segments.length > 0 ? segments : null))
        .catch(() => null);
      this.sources.set(file, read);
      // A missing signal may be copied in later: only a readable playlist is kept.
      void read.then((segments) => {
        if (!segments) this.sources.delete(file);
      });
    }
    const segments = await this.sources.get(file)!;
    return segments ? { folder: path.dirname(file), segments } : null;
  }
}
