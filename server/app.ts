import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Db } from './core/db/database.js';
import type { App } from './core/http/context.js';
import { registerErrorHandling } from './core/http/errors.js';
import { Code } from './core/http/envelope.js';
import { pickLocale, translate } from './core/i18n.js';
import { configRoutes } from './modules/config/routes.js';
import { errorCollectRoutes } from './modules/exams/error-collect-routes.js';
import { examRoutes } from './modules/exams/exam-routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { questionnaireRoutes } from './modules/questionnaires/routes.js';
import { courseRoutes } from './modules/courses/routes.js';
import { courseQaRoutes } from './modules/course-qa/routes.js';
import { lecturerRoutes } from './modules/lecturers/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { notifyRoutes } from './modules/notify/routes.js';
import { recoveryRoutes } from './modules/session/password-routes.js';
import { sessionRoutes } from './modules/session/session-routes.js';
import { studyCalendarRoutes } from './modules/study-calendar/routes.js';
import { userRoutes } from './modules/users/routes.js';
import type { CodeSender } from './modules/session/code-sender.js';
import { createServices } from './services/services.js';
import { mountGateway } from './gateway/gateway.js';

export interface AppOptions {
  db: Db;
  logger: Logger;
  codeSender: CodeSender;
  timezone?: string;
  adminUrl?: string;
  /** Folder of stored files served under /files. */
  filesDir?: string;
  /** Built SPA served at / with history fallback; absent in API-only tests. */
  spaDir?: string;
  /** Composed supergraph SDL; when given, /graphql is served. */
  supergraph?: string;
  graphiql?: boolean;
  /** How long the home page's company-wide blocks are reused; test servers pass 0. */
  homeCacheTtlMs?: number;
}

const API_DESCRIPTION = `REST API of the learning portal.

Every answer has the body \`{ code, msg, data }\`; code 200 is success and the HTTP status mirrors the code:
202 (HTTP 401) missing, unknown, expired or revoked token; 205 (HTTP 401) forced logout on the user-info call;
403 forbidden; 4004 (HTTP 404) missing resource; 400/422 bad input; 423 locked account; 429 rate limited.
\`msg\` is in the language of the Accept-Language header (zh-CN by default, en-US).
Protected routes take \`Authorization: Bearer <remember_token>\`; every request sends \`DeviceType: PC\`.`;

/** One log line per request with its id, device type, status and time. */
class RequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    request.log[error ? 'error' : 'info'](
      { method: request.method, url: request.url, deviceType: request.deviceType, status: reply.statusCode, ms: Math.round(reply.elapsedTime), err: error ?? undefined },
      'request',
    );
  }
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger as unknown as FastifyServerOptions['loggerInstance'],
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.decorate(
    'services',
    createServices({
      db: options.db,
      logger: options.logger,
      codeSender: options.codeSender,
      timezone: options.timezone ?? 'Asia/Shanghai',
      adminUrl: options.adminUrl ?? '',
      filesDir: options.filesDir,
      homeCacheTtlMs: options.homeCacheTtlMs,
    }),
  );
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('deviceType', null);

  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    const device = request.headers.devicetype;
    request.deviceType = typeof device === 'string' ? device.slice(0, 32) : null;
  });

  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Learning portal API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(configRoutes);
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(recoveryRoutes);
  await app.register(notifyRoutes);
  await app.register(examRoutes);
  await app.register(errorCollectRoutes);
  await app.register(questionnaireRoutes);
  await app.register(courseRoutes);
  await app.register(courseQaRoutes);
  await app.register(lecturerRoutes);
  await app.register(studyCalendarRoutes);
  await app.register(homeRoutes);
  await app.register(liveRoutes);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.supergraph) await mountGateway(app, { supergraph: options.supergraph, graphiql: options.graphiql ?? false });

  if (options.filesDir) {
    fs.mkdirSync(options.filesDir, { recursive: true });
    await app.register(fastifyStatic, { root: options.filesDir, prefix: '/files/', decorateReply: false, maxAge: '1h' });
  }
  const spaIndex = options.spaDir ? path.join(options.spaDir, 'index.html') : undefined;
  if (options.spaDir && spaIndex && fs.existsSync(spaIndex)) {
    await app.register(fastifyStatic, { root: options.spaDir, prefix: '/', wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/files/') || url.startsWith('/graphql') || !spaIndex || !fs.existsSync(spaIndex)) {
      return reply.status(404).send({ code: Code.notFound, msg: translate('routeNotFound', request.locale), data: null });
    }
    // History-mode SPA: every other GET is the app shell; the client router decides.
    return reply.type('text/html').send(fs.createReadStream(spaIndex));
  });

  return app;
}
