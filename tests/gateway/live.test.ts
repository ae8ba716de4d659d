/**
 * Live classes through the GraphQL gateway: the SPA's CourseGetPlayToken and LiveRoom
 * operations (src/graphql/live.graphql) against the real REST API; a refusal arrives with
 * its upstream envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseKinds, DEMO, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

/** The SPA's own operations, one document each. */
const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/graphql/live.graphql'), 'utf8');
const operation = (name: string) => source.split(/\n(?=query )/).find((text) => text.trim().startsWith(`query ${name}(`))!;
const PLAY_TOKEN = operation('CourseGetPlayToken');
const ROOM = operation('LiveRoom');

interface PlayTokenAnswer {
  courseGetPlayToken: { code: number; data: { token: { webUrl: string; clientUrl: string; expires_at: number } } } | null;
}
interface RoomAnswer {
  liveRoom: { code: number; data: { id: number; title: string; live_status: number; stream_url: string | null; teacher: { name: string } | null } } | null;
}

describe.each(databaseKinds())('live classes through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('enters the running live class and reads its room with the token alone', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const db = suite.server.db;
    const course = await db.selectFrom('courses').select('id').where('title', '=', '高效沟通技巧').executeTakeFirstOrThrow();
    await suite.client.post(`/api/course/addOptional/${course.id}`, undefined, { token });
    const [running, upcoming] = await db.selectFrom('course_periods').select('id').where('course_id', '=', course.id).where('period_type', '=', 1).orderBy('sort').execute();

    const entered = await graphql<PlayTokenAnswer>(suite.server.url, PLAY_TOKEN, { video_id: running!.id }, { token });
    expect(entered.errors, JSON.stringify(entered.errors)).toBeUndefined();
    const webUrl = entered.data!.courseGetPlayToken!.data.token.webUrl;
    expect(webUrl).toMatch(new RegExp(`^/live-room/${running!.id}\\?token=`));

    const roomToken = decodeURIComponent(webUrl.split('token=')[1]!);
    const room = await graphql<RoomAnswer>(suite.server.url, ROOM, { token: roomToken });
    expect(room.errors, JSON.stringify(room.errors)).toBeUndefined();
    expect(room.data!.liveRoom!.data).toMatchObject({ id: running!.id, live_status: 1, stream_url: expect.stringMatching(/^\/live\//) });

    const refused = await graphql<PlayTokenAnswer>(suite.server.url, PLAY_TOKEN, { video_id: upcoming!.id }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(refused.errors?.[0])).toEqual({ status: 422, code: 'BAD_USER_INPUT', body: { code: 422, msg: 'The live class has not started yet', data: null } });
    const bad = await graphql<RoomAnswer>(suite.server.url, ROOM, { token: 'nonsense' });
    expect(upstreamEnvelope(bad.errors?.[0]).body?.code).toBe(403);
  });
});
