/**
 * The OpenAPI document at /api/openapi.json is the contract the gateway is composed from:
 * it must list every route the server has, each with an operationId and an envelope
 * schema, and declare bearer security exactly on the routes that need a token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/openapi.js';
import { databaseKinds, suiteServer } from '../support/test-server.js';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string; required?: string[]; properties?: Record<string, unknown> } }> }>;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** Every route of the REST API: method, OpenAPI path, operationId, whether it needs a token. */
const ROUTES: [method: string, path: string, operationId: string, secured: boolean][] = [
  ['get', '/api/config/system_webConfig', 'systemWebConfig', false],
  ['get', '/api/config/{type}', 'configByType', false],
  ['post', '/api/login', 'login', false],
  ['post', '/api/logout', 'logout', true],
  ['get', '/api/incrementIntegral', 'incrementIntegral', true],
  ['post', '/api/adminUser/login', 'adminUserLogin', true],
  ['post', '/api/ddLogin', 'ddLogin', false],
  ['get', '/api/users', 'userInfo', true],
  ['put', '/api/users', 'updateUserInfo', true],
  ['put', '/api/users/updatePass', 'updatePassword', true],
  ['post', '/api/isMobileEmail', 'isMobileEmail', false],
  ['post', '/api/getsmscode', 'getSmsCode', false],
  ['post', '/api/findpass', 'findPassword', false],
  ['get', '/api/notify/total', 'notifyTotal', true],
  // courses
  ['get', '/api/courseBasis', 'courseBasis', true],
  ['get', '/api/courseSearch', 'courseSearch', true],
  ['get', '/api/courseInfo/{id}', 'courseInfo', true],
  ['get', '/api/course/catalogs/{id}', 'courseCatalogs', true],
  ['get', '/api/course/datum/{id}', 'courseDatum', true],
  ['get', '/api/courseInfo/other/{id}', 'courseOthers', true],
  ['get', '/api/chapterInfo/{id}', 'chapterInfo', true],
  ['post', '/api/course/addOptional/{id}', 'courseAddOptional', true],
  ['post', '/api/course/studyRecord', 'courseStudyRecord', true],
  ['get', '/api/courseQuestion/{id}', 'courseQuestions', true],
  ['get', '/api/courseQuesAnswer', 'myCourseQuestions', true],
  ['get', '/api/courseQuesAnswer/{id}', 'courseQuestionDetail', true],
  ['get', '/api/courseQuesAnswer/reply/{id}', 'courseAnswerReplies', true],
  ['post', '/api/courseQuesAnswer/askQuestions', 'courseAskQuestion', true],
  ['post', '/api/courseQuesAnswer', 'courseAnswerQuestion', true],
  ['get', '/api/lecturer', 'lecturerList', true],
  ['get', '/api/lecturer/{id}', 'lecturerInfo', true],
  ['get', '/api/lecturer/course/{id}', 'lecturerCourses', true],
  ['get', '/api/lecturer/TrainOffline/{id}', 'lecturerTrainOffline', true],
  ['get', '/api/notify', 'notifyList', true],
  ['get', '/api/notify/stats', 'notifyStats', true],
  ['put', '/api/notify/read', 'notifyRead', true],
  // exams
  ['get', '/api/exam', 'examList', true],
  ['get', '/api/exam/rankRule', 'examRankRule', true],
  ['get', '/api/exam/{id}', 'examDetail', true],
  ['post', '/api/exam/{id}/start', 'examStart', true],
  ['get', '/api/exam/{id}/ranking', 'examRanking', true],
  ['get', '/api/examAttempt/{id}', 'examAttempt', true],
  ['put', '/api/examAttempt/{id}/answer', 'examSaveAnswer', true],
  ['post', '/api/examAttempt/{id}/submit', 'examSubmit', true],
  ['get', '/api/examAttempt/{id}/report', 'examReport', true],
  ['get', '/api/examAttempt/{id}/analysis', 'examAnalysis', true],
  ['get', '/api/examReview', 'examReviewList', true],
  ['get', '/api/examReview/{id}', 'examReviewDetail', true],
  ['post', '/api/examReview/{id}', 'examReviewMark', true],
  ['get', '/api/error', 'errorList', true],
  ['get', '/api/error/number', 'errorNumber', true],
  ['delete', '/api/error/{id}', 'errorRemove', true],
  ['post', '/api/error/submit', 'errorSubmit', true],
  ['get', '/api/collect', 'collectList', true],
  ['post', '/api/collect/{id}', 'collectAdd', true],
  ['delete', '/api/collect/{id}', 'collectRemove', true],
  ['delete', '/api/collect', 'collectClear', true],
  ['get', '/api/questionnaire/{id}', 'qnDetails', true],
  ['post', '/api/questionnaire/{id}/submit', 'qnSubmit', true],
  // study calendar and map punch-ins
  ['get', '/api/study/day', 'studyDay', true],
  ['get', '/api/calendar/month', 'calendarMonth', true],
  ['get', '/api/pcHome/inAbeyance', 'pcHomeInAbeyance', true],
  ['get', '/api/studyMap/studySignList', 'studyMapStudySignList', true],
  ['post', '/api/studyMap/sign_in', 'studyMapSignIn', true],
  ['get', '/api/studyMap/index', 'studyMapIndex', true],
  ['get', '/api/studyMap/detail', 'studyMapDetail', true],
  ['post', '/api/studyMap/open', 'studyMapOpen', true],
  ['get', '/api/studyMap/phaseInfo', 'studyMapPhaseInfo', true],
  ['get', '/api/studyMap/video', 'studyMapVideo', true],
  ['post', '/api/studyMap/video', 'studyMapVideoRecord', true],
  ['get', '/api/studyMap/examInfo', 'studyMapExamInfo', true],
  ['post', '/api/studyMap/examQuestions', 'studyMapExamQuestions', true],
  ['post', '/api/studyMap/examSubmit', 'studyMapExamSubmit', true],
  ['get', '/api/studyMap/userSignList', 'studyMapUserSignList', true],
  ['get', '/api/studyMap/comments', 'studyMapComments', true],
  ['post', '/api/studyMap/comments', 'studyMapAddComment', true],
  ['post', '/api/studyMap/like', 'studyMapLike', true],
  ['post', '/api/studyMap/top', 'studyMapTop', true],
  ['post', '/api/studyMap/deleteComment', 'studyMapDeleteComment', true],
  // home
  ['get', '/api/pcHome', 'pcHome', true],
  ['get', '/api/home/user/stats', 'homeUserStats', true],
  ['get', '/api/home/rank/top10/score', 'homeRankTop10Score', true],
  ['get', '/api/home/rank/top10/study', 'homeRankTop10Study', true],
  ['get', '/api/home/info', 'homeInfo', true],
  ['get', '/api/library/category', 'libraryCategories', true],
  ['get', '/api/library', 'libraryList', true],
  ['get', '/api/library/{id}', 'libraryDetail', true],
  ['get', '/api/library/{id}/preview', 'libraryPreview', true],
  ['get', '/api/information', 'newsList', true],
  ['get', '/api/information/{id}', 'newsDetail', true],
  ['get', '/api/search', 'siteSearch', true],
  ['post', '/api/app/public/media/', 'uploadMedia', true],
  ['get', '/api/media/{id}', 'mediaStatus', true],
  ['post', '/api/resource/createCourseWare', 'createCourseWare', true],
  ['get', '/api/resource/courseWare', 'coursewareList', true],
  ['get', '/api/defence', 'defenceList', true],
  ['get', '/api/defence/{id}', 'defenceDetail', true],
  ['post', '/api/defence/{id}/start', 'defenceStart', true],
  ['post', '/api/defence/{id}/answer', 'defenceAnswer', true],
  ['post', '/api/defence/{id}/submit', 'defenceSubmit', true],
  ['get', '/api/defence/{id}/report', 'defenceReport', true],
  ['get', '/api/getLiveToken', 'getLiveToken', true],
  ['get', '/api/assessment/index', 'assessmentIndex', true],
  ['get', '/api/assessment/show', 'assessmentShow', true],
  ['post', '/api/assessment/comment', 'assessmentComment', true],
  ['get', '/api/readWork', 'readWork', true],
  ['get', '/api/home/study/trends', 'homeStudyTrends', true],
  // live classes
  ['get', '/api/course/getPlayToken', 'courseGetPlayToken', true],
  ['get', '/api/live/room', 'liveRoom', false],
  // uploads
  ['post', '/api/app/public/img/', 'uploadImage', true],
  ['post', '/api/app/public/document/', 'uploadDocument', true],
  ['post', '/api/app/public/recording/', 'uploadRecording', true],
  // forum
  ['get', '/api/forum/plate', 'forumPlates', true],
  ['get', '/api/forum/plate/{id}', 'forumPlate', true],
  ['get', '/api/forum/summary', 'forumSummary', true],
  ['get', '/api/forum/post', 'forumPosts', true],
  ['get', '/api/forum/banned', 'forumBanStatus', true],
  ['post', '/api/forum/create', 'forumCreatePost', true],
  ['get', '/api/forum/detail/{id}', 'forumPostDetail', true],
  ['post', '/api/forum/like/{id}', 'forumLikePost', true],
  ['delete', '/api/forum/like/{id}', 'forumUnlikePost', true],
  ['delete', '/api/forum/delete/{id}', 'forumDeletePost', true],
  ['delete', '/api/forum/comment/{id}', 'forumDeleteComment', true],
  ['post', '/api/forum/complaint', 'forumComplain', true],
  ['get', '/api/forum/comment/{id}', 'forumComments', true],
  ['post', '/api/forum/comment', 'forumComment', true],
  ['post', '/api/forum/respond', 'forumRespond', true],
  ['get', '/api/forum/mine/post', 'forumMyPosts', true],
  ['get', '/api/forum/mine/comment', 'forumMyComments', true],
  ['get', '/api/forum/mine/like', 'forumMyLikes', true],
  ['get', '/api/forum/moderation', 'forumReportQueue', true],
  ['post', '/api/forum/moderation', 'forumModerate', true],
  ['get', '/api/forum/moderation/log', 'forumModerationLog', true],
  ['get', '/api/forum/moderation/bans', 'forumBans', true],
  ['post', '/api/forum/moderation/bans/{id}/lift', 'forumLiftBan', true],
  // my learning: courses and live schedule, tasks, offline trainings, certificates
  ['get', '/api/mycourse', 'mycourse', true],
  ['get', '/api/mycourse/courseLive', 'mycourseCourseLive', true],
  ['get', '/api/taskList', 'taskList', true],
  ['get', '/api/taskDetail/{id}', 'taskDetail', true],
  ['get', '/api/missionList/{id}', 'missionList', true],
  ['post', '/api/task/studyRecord', 'taskStudyRecord', true],
  ['get', '/api/trainOffline', 'trainOffline', true],
  ['get', '/api/trainOffline/{id}', 'trainOfflineDetail', true],
  ['post', '/api/trainOffline/apply/{id}', 'trainOfflineApply', true],
  ['post', '/api/trainOffline/cancel/{id}', 'trainOfflineCancel', true],
  ['get', '/api/userCertificate', 'userCertificate', true],
  ['get', '/api/userCertificate/{id}', 'userCertificateDetail', true],
  ['get', '/api/certificate/verify', 'certificateVerify', true],
  // member area: profile binding, areas, credits, the credits mall, my Q&A
  ['get', '/api/nation', 'nation', true],
  ['post', '/api/passMobileMail', 'passMobileMail', true],
  ['post', '/api/boundMobileMail', 'boundMobileMail', true],
  ['get', '/api/sonArea/{id}', 'sonArea', true],
  ['get', '/api/userscore/summary', 'creditSummary', true],
  ['get', '/api/userscore/bytime', 'creditsByTime', true],
  ['get', '/api/userscore/bytype', 'creditsByType', true],
  ['get', '/api/userscore/rank', 'creditRank', true],
  ['get', '/api/userscore/ranklist', 'creditRankList', true],
  ['get', '/api/userscore/monthranklist', 'creditMonthRankList', true],
  ['get', '/api/integralRule', 'integralRule', true],
  ['get', '/api/learnScoreList', 'learnScoreList', true],
  ['get', '/api/shopList', 'shopList', true],
  ['get', '/api/shopInfo/{id}', 'shopInfo', true],
  ['post', '/api/convert', 'convert', true],
  ['get', '/api/convertRecord', 'convertRecord', true],
  ['get', '/api/learnScoreStatus', 'learnScoreStatus', true],
  ['put', '/api/learnScoreStatus/{id}', 'markRedemptionCollected', true],
  ['get', '/api/userQuestionList', 'userQuestionList', true],
  ['get', '/api/userAnswerNum', 'userAnswerNum', true],
  // the spec's names of course and questionnaire calls (one implementation each)
  ['post', '/api/chapter/mottoes/record', 'chapterMottoesRecord', true],
  ['get', '/api/externalCourseStudyCheck', 'externalCourseStudyCheck', true],
  ['get', '/api/qn_details/{id}', 'qn_details', true],
  ['post', '/api/qn_submit/{id}', 'qn_submit', true],
];

/** Routes the server has on purpose outside the document (the document itself, the reference page, a certificate's PDF file). */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/, /^\/api\/userCertificate\/\{id\}\/pdf$/, /^\/api\/add_watermark$/];

/** "GET /api/users" lines from Fastify's route tree (HEAD is implied by GET and left out). */
function registeredApiRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const full = stack.join('');
    if (!match[3] || !full.startsWith('/api/')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.filter((r) => !UNDOCUMENTED.some((re) => re.test(r.split(' ')[1]!))).sort();
}

describe.each(databaseKinds())('OpenAPI document on %s', (kind) => {
  const suite = suiteServer(kind);
  let doc: OpenApiDoc;

  beforeAll(async () => {
    const response = await fetch(new URL('/api/openapi.json', suite.server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await response.json()) as OpenApiDoc;
  });

  it('is an OpenAPI 3 document with the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Learning portal API');
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
  });

  it('lists exactly the API routes, each with its operationId', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [method, path, op.operationId]));
    expect(listed.sort()).toEqual(ROUTES.map(([method, path, operationId]) => [method, path, operationId]).sort());
    const ids = listed.map(([, , id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out no route the suite.server answers under /api', () => {
    const registered = registeredApiRoutes(suite.server.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(0);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(registered).toEqual(documented.sort());
  });

  it('gives every operation a summary and a JSON envelope {code,msg,data} for 200', () => {
    for (const [method, path] of ROUTES) {
      const op = doc.paths[path]![method]!;
      expect(op.summary, `${method} ${path} summary`).toBeTruthy();
      const schema = op.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.type, `${method} ${path} 200 schema`).toBe('object');
      expect(schema?.required, `${method} ${path} envelope`).toEqual(['code', 'msg', 'data']);
      expect(Object.keys(schema?.properties ?? {}), `${method} ${path} envelope`).toEqual(['code', 'msg', 'data']);
    }
  });

  it('declares bearer security exactly on the routes that answer 202 without a token', async () => {
    for (const [method, path, operationId, secured] of ROUTES) {
      const op = doc.paths[path]![method]!;
      expect(op.security ?? [], `${operationId} security`).toEqual(secured ? [{ bearerAuth: [] }] : []);
      const body = method === 'get' ? undefined : {};
      const answer = await suite.client.request(method.toUpperCase(), path.replace('{type}', 'ding_talk'), body);
      if (secured) {
        expect([answer.status, answer.body.code], `${operationId} without a token`).toEqual([401, 202]);
      } else {
        expect(answer.body.code, `${operationId} without a token`).not.toBe(202);
        expect(answer.status, `${operationId} without a token`).toBeLessThan(500);
      }
    }
  });

  it('is the document the database-free generator writes (what the gateway is composed from)', async () => {
    expect(await openApiDocument()).toEqual(doc);
  });

  it('serves the API reference page', async () => {
    const page = await fetch(new URL('/api/docs/', suite.server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/swagger/i);
  });
});
