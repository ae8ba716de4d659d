import fs from 'node:fs';
import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { DomainError } from '../../core/errors.js';
import type { LiveService } from './live-service.js';
import { Nullable, Unix } from '../../core/http/schema-kit.js';

const PlayToken = Type.Object(
  {
    token: Type.Object(
      {
        webUrl: Type.String({ description: "The portal's live room page: /live-room/<period id>?token=<room token>" }),
        clientUrl: Type.String({ description: "The desktop live client's deep link: learnportal-live://room/<period id>?token=<room token>" }),
        expires_at: Type.Integer({ description: 'Unix seconds: the room token opens the room until then (10 minutes)' }),
      },
      { title: 'LivePlayTokenUrls' },
    ),
  },
  { title: 'LivePlayToken' },
);

const LiveRoom = Type.Object(
  {
    id: Type.Integer({ description: 'Live period id' }),
    title: Type.String(),
    course_id: Type.Integer(),
    course_title: Type.String(),
    chapter_id: Type.Integer(),
    chapter_title: Type.String(),
    teacher: Nullable(Type.Object({ name: Type.String(), title: Type.String() }, { title: 'LiveTeacher' })),
    live_start: Nullable(Unix('Unix seconds')),
    live_end: Nullable(Unix('Unix seconds')),
    live_status: Type.Integer({ description: '0 not started, 1 live, 2 ended' }),
    stream_url: Nullable(
      Type.String({ description: 'HLS live playlist (/live/<id>/index.m3u8?token=<stream token>), while the live is on; the stream token lasts until the live ends' }),
    ),
  },
  { title: 'LiveRoom' },
);

const StreamQuery = Type.Object({ token: Type.String() });
const StreamParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export function liveRoutes(scopes: RouteScopes, { live }: { live: LiveService }) {
  const route = routes(scopes, ['live']);

  route.get(
    '/api/course/getPlayToken',
    {
      operationId: 'courseGetPlayToken',
      summary: 'Enter a live class that is on: the web room address and the desktop client deep link, with a short-lived room token',
      description:
        'The token is signed by the server, bound to the caller and the period, and opens the room for 10 minutes. ' +
        'Refused with 4004 when video_id is not a live period, 403 when the course is disabled, expired or not the caller\'s, ' +
        '422 when the live has not started or has ended, 400 for a type other than "user".',
      query: Type.Object({
        video_id: Type.Integer({ minimum: 1, description: 'Live period id' }),
        type: Type.Optional(Type.String({ default: 'user', description: 'Who enters: "user" (a learner)' })),
      }),
      data: PlayToken,
      envelope: 'LivePlayTokenEnvelope',
    },
    ({ userId, query }) => live.playToken(userId, query.video_id, query.type ?? 'user'),
  );

  route.get(
    '/api/live/room',
    {
      operationId: 'liveRoom',
      summary: 'The live room of a room token: period, course, teacher, times, live state and the HLS stream address',
      description:
        'The room token (from course/getPlayToken) is the credential: the desktop client has no portal session. ' +
        'Refused with 403 for a token that is malformed, forged or expired, or when the course is no longer open to its user.',
      query: Type.Object({ token: Type.String({ description: 'Room token' }) }),
      data: LiveRoom,
      open: true,
    },
    ({ query }) => live.room(query.token),
  );

  // The stream itself is media, not an API answer: outside /api and the OpenAPI document,
  // read by hls.js (or the browser's own HLS) with the stream token in the query.
  scopes.open.get(
    '/live/:id/index.m3u8',
    { schema: { hide: true, params: StreamParams, querystring: StreamQuery } },
    async (request, reply) => {
      const text = await live.playlist(request.params.id, request.query.token);
      return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-store').send(text);
    },
  );

  scopes.open.get(
    '/live/:id/seg/:segment',
    { schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1 }), segment: Type.String() }), querystring: StreamQuery } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.ts$/.exec(request.params.segment);
      if (!match) throw new DomainError('notFound', 'liveSegmentNotFound');
      const file = await live.segment(request.params.id, Number(match[1]), request.query.token);
      // A timeline segment's bytes never change: the player may keep it.
      return reply.type('video/mp2t').header('cache-control', 'private, max-age=3600').send(fs.createReadStream(file));
    },
  );
}
