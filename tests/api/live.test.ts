/**
 * Live classes over real HTTP on a fresh demo database: play tokens (course/getPlayToken)
 * and every refusal, the live room (live/room) and its HLS live stream: a valid live
 * playlist whose media sequence follows the time since the live started, its segments,
 * and the refusals of bad, forged, expired or misused tokens and of lives that are not on.
 */
import { describe, expect, it } from 'vitest';
import { signLiveToken } from '../../server/modules/live/live-token.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface PlayToken {
  token: { webUrl: string; clientUrl: string; expires_at: number };
}
interface Room {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  chapter_id: number;
  chapter_title: string;
  teacher: { name: string; title: string } | null;
  live_start: number;
  live_end: number;
  live_status: number;
  stream_url: string | null;
}

const M = {
  notLive: { zh: '直播不存在', en: 'The live class does not exist' },
  notStarted: { zh: '直播尚未开始，请在开始后进入', en: 'The live class has not started yet' },
  ended: { zh: '直播已结束', en: 'The live class has ended' },
  badToken: { zh: '直播间链接无效或已过期，请从课程重新进入', en: 'The live room link is not valid or has expired, please enter again from the course' },
  notJoined: { zh: '请先加入选修后再学习', en: 'Please join this elective course before studying it' },
  disabled: { zh: '该课程已停用，请咨询管理员', en: 'This course has been disabled, please consult the administrator' },
  expired: { zh: '该课程已过期，请咨询管理员', en: 'This course has expired, please consult the administrator' },
  tokenType: { zh: '不支持的令牌类型：lecturer', en: 'Unsupported token type: lecturer' },
  segmentNotFound: { zh: '直播片段不存在', en: 'No such piece of the live stream' },
};
const LIVE_COURSE = '高效沟通技巧';
const SEGMENT_SECONDS = 6;
const WINDOW = 5;

describe.each(databaseKinds())('live API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens: Record<string, string> = {};
  const token = async (account: string, password: string = DEMO.employeePassword) => (tokens[account] ??= await suite.client.login(account, password));
  const learner = () => token(DEMO.learner.account, DEMO.learner.password);
  const db = () => suite.server.db;
  const courseId = async () => (await db().selectFrom('courses').select('id').where('title', '=', LIVE_COURSE).executeTakeFirstOrThrow()).id;
  /** The demo live periods: running, upcoming, ended with playback, ended without. */
  const periods = async () => {
    const rows = await db().selectFrom('course_periods').select(['id', 'title', 'period_type', 'live_start', 'live_end']).where('course_id', '=', await courseId()).orderBy('id').execute();
    const live = rows.filter((r) => r.period_type === 1);
    return { running: live[0]!, upcoming: live[1]!, endedWithPlayback: live[2]!, endedWithout: live[3]!, video: rows.find((r) => r.period_type === 2)! };
  };
  const playToken = (videoId: number | string, tk: string, options: { lang?: string; type?: string } = {}) =>
    suite.client.get<PlayToken>('/api/course/getPlayToken', { token: tk, lang: options.lang, query: { video_id: videoId, type: options.type ?? 'user' } });
  const roomTokenOf = (answer: PlayToken) => decodeURIComponent(/[?&]token=([^&]+)/.exec(answer.token.webUrl)![1]!);
  const room = (roomToken: string, lang?: string) => suite.client.get<Room>('/api/live/room', { lang, query: { token: roomToken } });
  const secret = async () => (await db().selectFrom('site_config').select('value').where('key', '=', 'secret:live_token').executeTakeFirstOrThrow()).value;
  const sign = async (kindOf: 'room' | 'stream', periodId: number, userId: number, expires = Math.floor(Date.now() / 1000) + 300) =>
    signLiveToken({ kind: kindOf, periodId, userId, expires }, await secret());
  const fetchRaw = (address: string, lang?: string) => fetch(new URL(address, suite.server.url), { headers: lang ? { 'Accept-Language': lang } : {} });
  /** learner01 joins the elective live course (answered 'joined' the first time, 'already joined' after). */
  const joinLiveCourse = async () => {
    const answer = await suite.client.post<{ join_state: number }>(`/api/course/addOptional/${await courseId()}`, undefined, { token: await learner() });
    expect(expectOk(answer, answer.body.msg === '已加入选修' ? '已加入选修' : '您已加入该课程').join_state).toBe(3);
  };
  /** An employee who has not joined the elective live course. */
  const notJoined = async () => {
    const joined = new Set((await db().selectFrom('course_users').select('user_id').where('course_id', '=', await courseId()).execute()).map((r) => r.user_id));
    for (let n = 196; n > 0; n -= 1) {
      const user = await userByAccount(db(), employee(n));
      if (!joined.has(user.id)) return employee(n);
    }
    throw new Error('every employee joined the live course');
  };
  /** Runs `body` with the course or period changed, and puts it back. */
  async function withPeriod(periodId: number, change: { live_start?: Date; live_end?: Date }, body: () => Promise<void>) {
    const before = await db().selectFrom('course_periods').select(['live_start', 'live_end']).where('id', '=', periodId).executeTakeFirstOrThrow();
    await db().updateTable('course_periods').set(change).where('id', '=', periodId).execute();
    try {
      await body();
    } finally {
      await db().updateTable('course_periods').set({ live_start: before.live_start, live_end: before.live_end }).where('id', '=', periodId).execute();
    }
  }
  async function withCourse(change: { status?: number; expired_at?: Date }, body: () => Promise<void>) {
    const id = await courseId();
    const before = await db().selectFrom('courses').select(['status', 'expired_at']).where('id', '=', id).executeTakeFirstOrThrow();
    await db().updateTable('courses').set(change).where('id', '=', id).execute();
    try {
      await body();
    } finally {
      await db().updateTable('courses').set({ status: before.status, expired_at: before.expired_at }).where('id', '=', id).execute();
    }
  }
  /** The media sequence a live playlist must start at, from the period's live_start. */
  const expectedSequence = (liveStart: Date | string) => {
    const edge = Math.max(0, Math.floor((Date.now() - new Date(liveStart).getTime()) / 1000 / SEGMENT_SECONDS) - 1);
    return Math.max(0, edge - WINDOW + 1);
  };
  const mediaSequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);

  describe('play tokens', () => {
    it('needs a signed-in caller', async () => {
      const { running } = await periods();
      const answer = await suite.client.get('/api/course/getPlayToken', { query: { video_id: running.id, type: 'user' } });
      expectRefusal(answer, 401, 202, MSG.tokenMissing.zh);
    });

    it('refuses an elective live class the caller has not joined (403), in both languages', async () => {
      const { running } = await periods();
      const tk = await token(await notJoined());
      expectRefusal(await playToken(running.id, tk), 403, 403, M.notJoined.zh);
      expectRefusal(await playToken(running.id, tk, { lang: 'en-US' }), 403, 403, M.notJoined.en);
    });

    it('issues a signed room token bound to the caller and the period for a live that is on', async () => {
      await joinLiveCourse();
      const { running } = await periods();
      const data = expectOk(await playToken(running.id, await learner()));
      const web = /^\/live-room\/(\d+)\?token=([A-Za-z0-9_\-.%]+)$/.exec(data.token.webUrl);
      expect(web?.[1]).toBe(String(running.id));
      expect(data.token.clientUrl).toBe(`learnportal-live://room/${running.id}?token=${web![2]}`);
      expect(data.token.expires_at - Date.now() / 1000).toBeGreaterThan(590);
      expect(data.token.expires_at - Date.now() / 1000).toBeLessThanOrEqual(600);
      const [payload] = roomTokenOf(data).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, number | string>;
      const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
      expect(claims).toEqual({ k: 'room', p: running.id, u: learnerId, e: data.token.expires_at });
      // The secret is made once per database and never leaves the server.
      expect((await secret()).length).toBeGreaterThanOrEqual(40);
      const config = await suite.client.get<Record<string, unknown>>('/api/config/system_webConfig');
      expect(JSON.stringify(config.body)).not.toContain(await secret());
    });

    it('refuses a live that has not started or has ended (422), in both languages', async () => {
      const { upcoming, endedWithPlayback, endedWithout } = await periods();
      const tk = await learner();
      expectRefusal(await playToken(upcoming.id, tk), 422, 422, M.notStarted.zh);
      expectRefusal(await playToken(upcoming.id, tk, { lang: 'en-US' }), 422, 422, M.notStarted.en);
      expectRefusal(await playToken(endedWithPlayback.id, tk), 422, 422, M.ended.zh);
      expectRefusal(await playToken(endedWithout.id, tk, { lang: 'en-US' }), 422, 422, M.ended.en);
    });

    it('refuses what is not a live period (4004)', async () => {
      const { video } = await periods();
      const tk = await learner();
      expectRefusal(await playToken(video.id, tk), 404, 4004, M.notLive.zh);
      expectRefusal(await playToken(999_999, tk, { lang: 'en-US' }), 404, 4004, M.notLive.en);
    });

    it('refuses a disabled or expired course (403)', async () => {
      const { running } = await periods();
      const tk = await learner();
      await withCourse({ status: 2 }, async () => expectRefusal(await playToken(running.id, tk), 403, 403, M.disabled.zh));
      await withCourse({ expired_at: new Date(Date.now() - 60_000) }, async () => expectRefusal(await playToken(running.id, tk, { lang: 'en-US' }), 403, 403, M.expired.en));
    });

    it('refuses another token type (400) and bad input (422)', async () => {
      const { running } = await periods();
      const tk = await learner();
      expectRefusal(await playToken(running.id, tk, { type: 'lecturer' }), 400, 400, M.tokenType.zh);
      expectRefusal(await playToken(running.id, tk, { type: 'lecturer', lang: 'en-US' }), 400, 400, M.tokenType.en);
      expectRefusal(await playToken('abc', tk), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await playToken(0, tk), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  describe('the live room', () => {
    it('shows the period, course, chapter, teacher, times and the stream to the token alone', async () => {
      await joinLiveCourse();
      const { running } = await periods();
      const entered = expectOk(await playToken(running.id, await learner()));
      // No bearer header: the room token is the credential (the desktop client has no session).
      const data = expectOk(await room(roomTokenOf(entered)));
      expect(data).toMatchObject({
        id: running.id,
        title: running.title,
        course_id: await courseId(),
        course_title: LIVE_COURSE,
        chapter_title: '第三章 直播',
        live_start: Math.floor(new Date(running.live_start!).getTime() / 1000),
        live_end: Math.floor(new Date(running.live_end!).getTime() / 1000),
        live_status: 1,
      });
      expect(data.teacher?.name).toBeTruthy();
      expect(data.stream_url).toMatch(new RegExp(`^/live/${running.id}/index\\.m3u8\\?token=[A-Za-z0-9_\\-.%]+$`));
    });

    it('shows a live that has ended without a stream', async () => {
      const { endedWithPlayback } = await periods();
      const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
      const data = expectOk(await room(await sign('room', endedWithPlayback.id, learnerId)));
      expect(data).toMatchObject({ id: endedWithPlayback.id, live_status: 2, stream_url: null });
    });

    it('refuses forged, malformed, expired and stream tokens (403), and a user who has not the course', async () => {
      await joinLiveCourse();
      const { running } = await periods();
      const good = roomTokenOf(expectOk(await playToken(running.id, await learner())));
      const [payload, mac] = good.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ k: 'room', p: running.id, u: 1, e: 4_000_000_000 })).toString('base64url');
      const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
      for (const bad of [
        'nonsense',
        `${payload}.${mac!.slice(0, -2)}AA`,
        `${forgedPayload}.${mac}`,
        `${good}.extra`,
        await signLiveToken({ kind: 'room', periodId: running.id, userId: learnerId, expires: 4_000_000_000 }, 'another secret'),
        await sign('room', running.id, learnerId, Math.floor(Date.now() / 1000) - 1),
        await sign('stream', running.id, learnerId),
      ]) {
        expectRefusal(await room(bad), 403, 403, M.badToken.zh);
      }
      expectRefusal(await room('nonsense', 'en-US'), 403, 403, M.badToken.en);
      const stranger = (await userByAccount(db(), await notJoined())).id;
      expectRefusal(await room(await sign('room', running.id, stranger)), 403, 403, M.notJoined.zh);
      expectRefusal(await suite.client.get('/api/live/room'), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  describe('the HLS live stream', () => {
    const streamOf = async () => {
      await joinLiveCourse();
      const { running } = await periods();
      const data = expectOk(await room(roomTokenOf(expectOk(await playToken(running.id, await learner())))));
      return { running, streamUrl: data.stream_url! };
    };

    it('is a live playlist whose media sequence follows the time since the live started', async () => {
      const { running, streamUrl } = await streamOf();
      const response = await fetchRaw(streamUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(text.startsWith('#EXTM3U\n')).toBe(true);
      expect(text).not.toContain('#EXT-X-ENDLIST');
      expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
      expect(text).toContain('#EXT-X-TARGETDURATION:6\n');
      const sequence = mediaSequence(text);
      expect(Math.abs(sequence - expectedSequence(running.live_start!))).toBeLessThanOrEqual(1);
      const uris = text.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(uris).toHaveLength(WINDOW);
      expect(uris.map((u) => Number(/^seg\/(\d+)\.ts\?token=/.exec(u)?.[1]))).toEqual([0, 1, 2, 3, 4].map((i) => sequence + i));
      expect(text.match(/#EXTINF:6\.000,/g)).toHaveLength(WINDOW);
      // The demo loop is 10 segments: a window holds at most one loop boundary.
      const discontinuities = (text.match(/^#EXT-X-DISCONTINUITY$/gm) ?? []).length;
      expect(discontinuities).toBe(uris.some((u) => Number(/seg\/(\d+)/.exec(u)![1]) % 10 === 0 && !u.startsWith('seg/0.')) ? 1 : 0);
      expect(text).toMatch(/#EXT-X-DISCONTINUITY-SEQUENCE:\d+\n/);

      // One minute later (the live started a minute earlier) the window moved on ten segments.
      const earlier = new Date(new Date(running.live_start!).getTime() - 60_000);
      await withPeriod(running.id, { live_start: earlier }, async () => {
        const later = await (await fetchRaw(streamUrl)).text();
        expect(Math.abs(mediaSequence(later) - (sequence + 10))).toBeLessThanOrEqual(1);
        expect(mediaSequence(later)).toBe(expectedSequence(earlier));
      });
      // At the very start the window holds the first segment only.
      await withPeriod(running.id, { live_start: new Date(Date.now() - 2000) }, async () => {
        const first = await (await fetchRaw(streamUrl)).text();
        expect(mediaSequence(first)).toBe(0);
        expect(first.split('\n').filter((line) => line.startsWith('seg/'))).toHaveLength(1);
        expect(first).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
      });
    });

    it('serves the segments of the window as MPEG-TS, and none ahead of the live edge', async () => {
      const { streamUrl } = await streamOf();
      const playlistUrl = new URL(streamUrl, suite.server.url);
      const text = await (await fetch(playlistUrl)).text();
      const uris = text.split('\n').filter((line) => line.startsWith('seg/'));
      const segment = await fetch(new URL(uris.at(-1)!, playlistUrl));
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      const bytes = new Uint8Array(await segment.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(20_000);
      expect(bytes.length % 188).toBe(0);
      expect(bytes[0]).toBe(0x47);
      expect(bytes[188]).toBe(0x47);
      const last = Number(/seg\/(\d+)/.exec(uris.at(-1)!)![1]);
      const ahead = await fetch(new URL(uris.at(-1)!.replace(`seg/${last}.ts`, `seg/${last + 3}.ts`), playlistUrl));
      expect(ahead.status).toBe(404);
      expect(((await ahead.json()) as { msg: string }).msg).toBe(M.segmentNotFound.zh);
      const notASegment = await fetch(new URL(uris.at(-1)!.replace(`seg/${last}.ts`, 'seg/x.ts'), playlistUrl));
      expect(notASegment.status).toBe(404);
      const noToken = await fetch(new URL(`seg/${last}.ts`, playlistUrl));
      expect(noToken.status).toBe(422);
    });

    it('is refused with a bad, forged, expired or room token, or for another period', async () => {
      const { running, streamUrl } = await streamOf();
      const { upcoming } = await periods();
      const stream = decodeURIComponent(/token=([^&]+)/.exec(streamUrl)![1]!);
      const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
      const playlist = (periodId: number, tk: string, lang?: string) => fetchRaw(`/live/${periodId}/index.m3u8?token=${encodeURIComponent(tk)}`, lang);
      for (const bad of [
        'nonsense',
        `${stream.split('.')[0]}.${'A'.repeat(43)}`,
        await sign('stream', running.id, learnerId, Math.floor(Date.now() / 1000) - 1),
        await sign('room', running.id, learnerId),
      ]) {
        const response = await playlist(running.id, bad);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ code: 403, msg: M.badToken.zh, data: null });
      }
      const other = await playlist(upcoming.id, stream, 'en-US');
      expect(other.status).toBe(403);
      expect(((await other.json()) as { msg: string }).msg).toBe(M.badToken.en);
      expect((await fetchRaw(`/live/${running.id}/index.m3u8`)).status).toBe(422);
    });

    it('is refused while the live is not on', async () => {
      const { running, streamUrl } = await streamOf();
      await withPeriod(running.id, { live_start: new Date(Date.now() + 3600_000) }, async () => {
        const response = await fetchRaw(streamUrl, 'en-US');
        expect(response.status).toBe(422);
        expect(((await response.json()) as { msg: string }).msg).toBe(M.notStarted.en);
      });
      await withPeriod(running.id, { live_end: new Date(Date.now() - 1000) }, async () => {
        const response = await fetchRaw(streamUrl);
        expect(response.status).toBe(422);
        expect(((await response.json()) as { msg: string }).msg).toBe(M.ended.zh);
        // The room then shows the end, without a stream.
        const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
        expect(expectOk(await room(await sign('room', running.id, learnerId)))).toMatchObject({ live_status: 2, stream_url: null });
      });
    });
  });
});
