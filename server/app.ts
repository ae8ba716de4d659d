import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import { LocalFileStorage } from './core/storage/file-storage.js';
import { fileAddresses, type FileAddresses } from './core/storage/file-access.js';
import { registerFileRoutes } from './core/storage/file-route.js';
import { createCoursewareModule } from './modules/courseware/index.js';
import { CompanyCalendar } from './core/calendar.js';
import type { Db } from './core/db/database.js';
import { authGuard, guardOfRoute, guardScope } from './core/http/auth.js';
import { ADMIN_PATH_PREFIX } from './core/http/route.js';
import { AJV_OPTIONS, InProcessRoutes } from './core/http/in-process-routes.js';
import { localeAndDevice, type App } from './core/http/context.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './core/http/errors.js';
import { registerInputGuard } from './core/http/input-guard.js';
import { HEALTH_PATH, registerHealth } from './core/http/health.js';
import { registerSecurityHeaders } from './core/http/security-headers.js';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './core/http/rate-limit.js';
import { Code } from './core/http/envelope.js';
import { translate } from './core/i18n.js';
import type { ModuleDeps } from './core/module.js';
import { createConfigModule } from './modules/config/index.js';
import { createCourseQaModule } from './modules/course-qa/index.js';
import { createCoursesModule } from './modules/courses/index.js';
import { createExamsModule } from './modules/exams/index.js';
import { createExamProgressModule } from './modules/exam-progress/index.js';
import { createAreasModule } from './modules/areas/index.js';
import { createCreditsModule } from './modules/credits/index.js';
import { createForumModule } from './modules/forum/index.js';
import { createHomeModule } from './modules/home/index.js';
import { createLibraryModule } from './modules/library/index.js';
import { createSearchModule } from './modules/search/index.js';
import { audioSeconds, createMediaModule } from './modules/media/index.js';
import type { OfficeToPdf } from './modules/library/document-preview.js';
import { createLecturersModule } from './modules/lecturers/index.js';
import { createLiveModule } from './modules/live/index.js';
import { createMapsModule } from './modules/maps/index.js';
import { createNotifyModule } from './modules/notify/index.js';
import { createQuestionnairesModule } from './modules/questionnaires/index.js';
import { createSessionModule, hashPassword, type CodeSender } from './modules/session/index.js';
import { createDingTalkModule, type DingTalkSettings } from './modules/dingtalk/index.js';
import { createStudyCalendarModule } from './modules/study-calendar/index.js';
import { createStudyRecordsModule } from './modules/study-records/index.js';
import { createUsersModule } from './modules/users/index.js';
import { createAuditModule } from './modules/audit/index.js';
import { createUploadsModule } from './modules/uploads/index.js';
import { createDefencesModule } from './modules/defences/index.js';
import { createSpeechToText, speechConfigFromEnv, type SpeechToText } from './modules/speech/index.js';
import { createCertificatesModule } from './modules/certificates/index.js';
import { createMyCoursesModule } from './modules/my-courses/index.js';
import { createTasksModule } from './modules/tasks/index.js';
import { createTrainingsModule } from './modules/trainings/index.js';
import { createReportsModule } from './modules/reports/index.js';
import { mountGraph, type GraphSettings } from './graph/mount.js';

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
  /** The GraphQL graph at /graphql (persisted documents, engine); when absent, no graph is served. */
  graph?: GraphSettings;
  /** Development: GraphiQL at /graphql, introspection and field suggestions. */
  graphiql?: boolean;
  /** Converts the library's office documents to PDF (LibreOffice when absent). */
  officeToPdf?: OfficeToPdf;
  /** Requests per client and minute on sign-in and password recovery; the defaults of core/http/rate-limit.ts when absent. */
  rateLimits?: RateLimits;
  /**
   * Addresses (or CIDR ranges) of the reverse proxy in front of the server: only a request
   * from one of them has its client address taken from X-Forwarded-For. None: the socket's.
   */
  trustedProxies?: string[];
  /** How long the home page's company-wide blocks are reused; test servers pass 0. */
  homeCacheTtlMs?: number;
  /** The DingTalk app's open API address, key and secret, for the chat-app sign-in. */
  dingTalk?: DingTalkSettings;
  /** Speech to text of the AI defence; the engines the environment names when absent (server/modules/speech). */
  speech?: SpeechToText;
}

const API_DESCRIPTION = `REST API of the learning portal.

Every answer has the body \`{ code, msg, data }\`; code 200 is success and the HTTP status mirrors the code:
202 (HTTP 401) missing, unknown, expired or revoked token; 205 (HTTP 401) forced logout on the user-info call;
403 forbidden; 4004 (HTTP 404) missing resource; 400/422 bad input; 423 too many wrong passwords or codes from this client address (the wait in minutes in msg); 429 rate limited
(sign-in, verification codes and password recovery are limited per client address).
The framework's own refusals answer in the envelope too: 400 malformed body, 413 body too large, 414 path too long,
415 unsupported content type, 431 headers too large. Text with a zero byte is refused with 422; integers are bounded by
their columns (int4). Fields described as plain text are stored without markup; rich text is sanitised when stored.
503 a service the portal relies on (the chat app's open API) cannot answer.
\`msg\` is in the language of the Accept-Language header (zh-CN by default, en-US).
Protected routes take \`Authorization: Bearer <remember_token>\`; every request sends \`DeviceType: PC\`.

The same API as one typed GraphQL graph (domain types and their relations, for front-end engineers): \`POST /graphql\`,
with GraphiQL there in development. How to sign in, query, read its errors and add an operation: \`src/graphql/README.md\` in the repository.`;

/**
 * One log line per request with its id, device type, status and time; the REST calls the
 * GraphQL gateway makes inside the process log at debug level (the /graphql request that
 * made them has its own line).
 */
class RequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const inProcess = (request.raw as { isLightMyRequest?: boolean }).isLightMyRequest === true;
    // The load balancer's health checks every few seconds would drown the log.
    const quiet = inProcess || request.url === HEALTH_PATH;
    request.log[error ? 'error' : quiet ? 'debug' : 'info'](
      { method: request.method, url: request.url, deviceType: request.deviceType, status: reply.statusCode, ms: Math.round(reply.elapsedTime), err: error ?? undefined },
      'request',
    );
  }
}

/**
 * The modules, each made from core's dependencies and the entries of the modules it calls,
 * in dependency order.
 */
function createModules(options: AppOptions) {
  const deps: ModuleDeps = {
    db: options.db,
    logger: options.logger,
    calendar: new CompanyCalendar(options.timezone ?? 'Asia/Shanghai'),
    filesDir: options.filesDir,
    storage: options.filesDir ? new LocalFileStorage(options.filesDir) : undefined,
    files: fileAddresses(options.db),
  };
  const audit = createAuditModule(deps);
  const config = createConfigModule({ ...deps, audit: audit.services.audit });
  const areas = createAreasModule(deps);
  // The session module builds on this one: the password hash reaches the import as a function.
  const users = createUsersModule({ ...deps, config: config.services.config, areas: areas.services.areas, audit: audit.services.audit, hashPassword });
  const session = createSessionModule({
    ...deps,
    accounts: users.services.accounts,
    users: users.services.users,
    codeSender: options.codeSender,
    adminUrl: options.adminUrl ?? '',
    audit: audit.services.audit,
  });
  const dingTalk = createDingTalkModule({
    ...deps,
    config: config.services.config,
    accounts: users.services.accounts,
    users: users.services.users,
    auth: session.services.auth,
    audit: audit.services.audit,
    hashPassword,
    dingTalk: options.dingTalk,
  });
  const studyRecords = createStudyRecordsModule(deps);
  const { ledger } = users.services;
  const courses = createCoursesModule({ ...deps, ...studyRecords.services, ledger });
  const certificates = createCertificatesModule({ ...deps, config: config.services.config });
  const tasks = createTasksModule({ ...deps, ...studyRecords.services, courses: courses.services.courses, certificates: certificates.services.certificates });
  // Maps and exams call each other (a stage exam runs on the exam engine; the engine asks the
  // maps, through exam-progress, whether it may start and tells them of a pass): the maps read
  // the exams through a getter, at call time (server/modules/maps/map-service.ts, MapHooks).
  const maps = createMapsModule({ ...deps, ...studyRecords.services, ledger, certificates: certificates.services.certificates, exams: () => exams.services.exams });
  const notify = createNotifyModule({ ...deps, audit: audit.services.audit });
  const examProgress = createExamProgressModule({ tasks: tasks.services.tasks, maps: maps.services.maps, certificates: certificates.services.certificates, ledger });
  const exams = createExamsModule({
    ...deps,
    ...studyRecords.services,
    courses: courses.services.courses,
    progress: examProgress.services.examProgress,
    notifications: notify.services.notifications,
  });
  const trainings = createTrainingsModule(deps);
  const myCourses = createMyCoursesModule({ ...deps, courses: courses.services.courses });
  const questionnaires = createQuestionnairesModule({ ...deps, courses: courses.services.courses, stages: maps.services.maps });
  const courseQa = createCourseQaModule({ ...deps, courses: courses.services.lookup, notifications: notify.services.notifications });
  const lecturers = createLecturersModule({ ...deps, courses: courses.services.courses, trainings: trainings.services.trainings });
  const studyCalendar = createStudyCalendarModule(deps);
  const library = createLibraryModule({ ...deps, officeToPdf: options.officeToPdf });
  const home = createHomeModule({
    ...deps,
    users: users.services.users,
    rankings: users.services.rankings,
    credits: users.services.credits,
    ...studyRecords.services,
    lecturers: lecturers.services.queries,
    library: library.services.library,
    cacheTtlMs: options.homeCacheTtlMs,
    audit: audit.services.audit,
  });
  // Live and defences call each other (a remote defence hands out live room tokens; its people
  // enter the room as guests): live reads the defences through a getter, at each room entry.
  const live = createLiveModule({ ...deps, remoteDefences: () => defences.services.repo });
  const uploads = createUploadsModule({ ...deps, audioSeconds });
  const forum = createForumModule({ ...deps, uploads: uploads.services.uploads, notifications: notify.services.notifications });
  const credits = createCreditsModule({ ...deps, config: config.services.config, audit: audit.services.audit });
  const search = createSearchModule(deps);
  const media = createMediaModule({ ...deps, uploads: uploads.services.uploads, lessonMedia: courses.services.lessonMedia });
  const defences = createDefencesModule({
    ...deps,
    speech: options.speech ?? createSpeechToText(speechConfigFromEnv(), options.logger),
    audioSeconds,
    config: config.services.config,
    live: live.services.live,
    notifications: notify.services.notifications,
  });
  const courseware = createCoursewareModule({ ...deps, uploads: uploads.services.uploads, media: media.services.media, previews: library.services.previews });
  const reports = createReportsModule(deps);
  return {
    calendar: deps.calendar,
    files: deps.files,
    modules: { config, audit, users, session, dingTalk, courses, examProgress, exams, questionnaires, courseQa, lecturers, studyCalendar, maps, home, notify, live, uploads, forum, certificates, tasks, trainings, myCourses, areas, credits, library, search, media, courseware, defences, reports },
    // Routes in the order of the API reference (the OpenAPI document lists paths as they are registered).
    routes: [
      config.routes,
      session.routes,
      dingTalk.routes,
      users.routes,
      session.passwordRoutes,
      notify.routes,
      exams.routes,
      questionnaires.routes,
      courses.routes,
      courseQa.routes,
      lecturers.routes,
      studyCalendar.routes,
      maps.routes,
      home.routes,
      library.routes,
      search.routes,
      media.routes,
      courseware.routes,
      defences.routes,
      live.routes,
      uploads.routes,
      forum.routes,
      myCourses.routes,
      tasks.routes,
      trainings.routes,
      certificates.routes,
      credits.routes,
      areas.routes,
      audit.routes,
      reports.routes,
    ],
  };
}

type Modules = ReturnType<typeof createModules>['modules'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' public services, the company calendar and the file signer, for main.ts, the gateway and the test suites. */
    services: { [Name in keyof Modules]: Modules[Name]['services'] } & { calendar: CompanyCalendar; files: FileAddresses };
  }
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger as unknown as FastifyServerOptions['loggerInstance'],
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(),
    frameworkErrors,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    clientErrorHandler,
    ajv: AJV_OPTIONS,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  const { calendar, files, modules, routes } = createModules(options);
  app.decorate('services', {
    ...(Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, module.services])) as { [Name in keyof Modules]: Modules[Name]['services'] }),
    calendar,
    files,
  });
  const { auth } = modules.session.services;
  const guard = guardOfRoute({
    user: authGuard((token, operationId) => auth.authenticate(token, operationId)),
    admin: authGuard((token, operationId) => auth.authenticateAdmin(token, operationId)),
  });
  // First of the onRoute hooks: it records each route as its module wrote it (plugins below add hooks of their own).
  const inProcess = new InProcessRoutes(app, guard);
  // The back office's paths are its guard's: a route there without the back-office mark (one
  // registered with Fastify directly, past route.ts) fails the start instead of answering portal tokens.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_PATH_PREFIX) && route.config?.guarded !== 'admin') throw new Error(`${route.url}: a route under ${ADMIN_PATH_PREFIX} needs the back office's guard (config.guarded 'admin')`);
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('deviceType', null);

  app.addHook('onRequest', async (request) => {
    Object.assign(request, localeAndDevice(request.headers));
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerRateLimits(app, options.db, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  await registerSecurityHeaders(app);

  // Answers of the API, /graphql and the SPA shell are compressed when the client accepts it
  // and they are above 1 KB (an exam answer's acknowledgement is not); brotli at the plugin's
  // fast default quality, else gzip. Media and byte ranges are left alone (not compressible
  // types; 206). The SPA's built assets are compressed once at build time (vite.config.ts)
  // and sent as they are (preCompressed below).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Learning portal API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // A route is public only by being registered in `open`; every route in `guarded` is behind the
  // guard (the portal's, or the back office's for a route marked so: guardOfRoute).
  await app.register(async (open) => {
    await open.register(async (guarded) => {
      guardScope(guarded, guard);
      for (const register of routes) register({ open, guarded });
    });
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app, options.db);

  if (options.graph) await mountGraph(app, { graphiql: options.graphiql ?? false, inProcess, settings: options.graph });

  if (options.filesDir) {
    fs.mkdirSync(options.filesDir, { recursive: true });
    await registerFileRoutes(app, { root: options.filesDir, addresses: app.services.files });
  }
  const spaIndex = options.spaDir ? path.join(options.spaDir, 'index.html') : undefined;
  // The back office is a second app of the same build (admin/index.html), at /admin/ (ADMIN_URL's default).
  const adminIndex = options.spaDir ? path.join(options.spaDir, 'admin', 'index.html') : undefined;
  const spaAssets = options.spaDir ? path.join(options.spaDir, 'assets') + path.sep : '';
  if (options.spaDir && spaIndex && fs.existsSync(spaIndex)) {
    await app.register(fastifyStatic, {
      root: options.spaDir,
      prefix: '/',
      // Looked up on each request, not listed once at start: a rebuild while the server runs
      // serves its new hashed files at once. A miss falls through to the handler below.
      wildcard: true,
      index: false,
      // dist/x.br and dist/x.gz, written by the build, chosen by the request's accept-encoding.
      preCompressed: true,
      // Built assets carry a content hash in their name: cached for a year, never revalidated.
      // Everything else at the root (favicon, logos) is revalidated on each visit.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.startsWith(spaAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const shellOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // A missing built asset (an old hash after a release) is a plain 404, not the app shell.
    const notPage = ['/api/', '/files/', '/graphql', '/assets/'].some((prefix) => url.startsWith(prefix));
    if (notPage || !spaIndex || !fs.existsSync(spaIndex)) {
      return reply.status(404).send({ code: Code.notFound, msg: translate('routeNotFound', request.locale), data: null });
    }
    // History-mode SPA: every other GET is the app shell (the back office's under /admin); the
    // client router decides. The shell names the current hashed assets: never served from a
    // cache without asking.
    const shell = adminIndex && (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) && fs.existsSync(adminIndex) ? adminIndex : spaIndex;
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(shell));
  };
  // The root is the shell too. Left to the static files (index: false), '/' is a folder
  // send() refuses, which answered 400 to every request without a compressed encoding
  // (a load balancer's probe, curl).
  app.get('/', { schema: { hide: true } }, shellOrNotFound);
  app.setNotFoundHandler(shellOrNotFound);

  return app;
}
