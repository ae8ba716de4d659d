import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { Nullable, Paging, Unix } from '../../core/http/schema-kit.js';
import { Attempt, ExamDetail, ExamResult } from '../exams/index.js';
import type { MapService } from './map-service.js';
import type { SignInService } from './sign-in-service.js';

const tags = ['maps'];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const MapCard = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    map_type: Type.Integer({ description: '1 job-post map, 2 new-employee map' }),
    study_type: Type.Integer({ description: '1 free (all stages open), 2 fixed (stages unlock in order)' }),
    credits: Type.Integer({ description: 'Credits given once when the map is completed' }),
    progress: Type.Integer({ description: 'percent of the units (chapters, exams, questionnaires) done' }),
    is_open: Type.Integer({ description: '1 opened (studyMap/open)' }),
    is_complete: Type.Integer(),
    last_study_time: Nullable(Unix()),
  },
  { title: 'MapCard' },
);

const Stage = Type.Object(
  {
    id: Type.Integer(),
    map_id: Type.Integer(),
    phase_index: Type.Integer({ description: 'The stage number, from 1' }),
    phase_title: Type.String(),
    start_time: Unix(),
    end_time: Unix(),
    course_num: Type.Integer({ description: 'Chapters (video and image-text)' }),
    exam_num: Type.Integer(),
    qn_num: Type.Integer(),
    argument_num: Type.Integer({ description: 'Defences (listed; not required to complete the stage)' }),
    progress: Type.Integer(),
    is_complete: Type.Integer(),
    locked: Type.Integer({ description: '1: an earlier stage of a fixed map is not complete' }),
  },
  { title: 'MapStage' },
);

const MapDetail = Type.Object({ ...MapCard.properties, description: Type.String({ description: 'Rich text' }), phase_num: Type.Integer(), phases: Type.Array(Stage) }, { title: 'MapDetail' });

const StageChapter = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    chapter_type: Type.Integer({ description: '5 video, 6 image-text' }),
    sign_day: Nullable(Type.String({ description: "The punch-in day 'YYYY-MM-DD', if any" })),
    is_signed: Type.Integer(),
    is_done: Type.Integer(),
    media_seconds: Nullable(Type.Integer()),
    furthest: Type.Integer(),
  },
  { title: 'MapStageChapter' },
);
const StageItem = Type.Object(
  {
    id: Type.Integer(),
    item_type: Type.Integer({ description: '2 exam (exam type 17/18), 3 questionnaire, 4 defence' }),
    ref_id: Nullable(Type.Integer({ description: 'The exam or questionnaire' })),
    title: Type.String(),
    is_done: Type.Integer({ description: 'exam passed, questionnaire submitted' }),
  },
  { title: 'MapStageItem' },
);
const PhaseInfo = Type.Object(
  { ...Stage.properties, map_title: Type.String(), study_type: Type.Integer(), chapters: Type.Array(StageChapter), items: Type.Array(StageItem) },
  { title: 'MapPhaseInfo' },
);

const ChapterInfo = Type.Object(
  {
    id: Type.Integer(),
    map_id: Type.Integer(),
    map_title: Type.String(),
    phase_id: Type.Integer(),
    phase_title: Type.String(),
    title: Type.String(),
    chapter_type: Type.Integer({ description: '5 video, 6 image-text' }),
    media_url: Nullable(Type.String()),
    length: Nullable(Type.Integer({ description: 'Video seconds' })),
    content: Type.String({ description: 'Image-text: sanitised rich text' }),
    position: Type.Integer(),
    furthest: Type.Integer(),
    completed: Type.Integer(),
    no_skipping: Type.Integer({ description: '1: no seeking beyond what was studied' }),
    map_progress: Type.Integer(),
  },
  { title: 'MapChapterInfo' },
);

const VideoRecord = Type.Object(
  {
    period_id: Type.Integer({ description: 'The chapter' }),
    position: Type.Integer(),
    furthest: Type.Integer(),
    length: Type.Integer(),
    period_completed: Type.Boolean(),
    map_progress: Type.Integer(),
    map_completed: Type.Integer(),
  },
  { title: 'MapVideoRecord' },
);

const SignChapter = Type.Object(
  {
    id: Type.Integer({ description: 'Chapter id (studyMap/sign_in chapter_id)' }),
    map_id: Type.Integer(),
    map_title: Type.String(),
    chapter_title: Type.String(),
    sign_day: Type.String({ description: "'YYYY-MM-DD'" }),
  },
  { title: 'SignChapter' },
);

const SignUser = Type.Object(
  {
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    is_makeup: Type.Integer(),
    signed_at: Unix(),
    comment_num: Type.Integer(),
    is_mine: Type.Integer(),
  },
  { title: 'MapSignUser' },
);

const Comment = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    content: Type.String({ description: 'Sanitised rich text' }),
    is_top: Type.Integer(),
    created_at: Unix(),
    like_num: Type.Integer(),
    is_liked: Type.Integer(),
    is_owner: Type.Integer({ description: '1 the caller wrote it, 2 not' }),
    can_top: Type.Integer({ description: "1: the caller owns the punch-in and may pin" }),
  },
  { title: 'MapSignComment' },
);

const SignRef = { chapter_id: Id, user_id: Id };

export function mapRoutes({ guarded }: RouteScopes, { maps, signIn }: { maps: MapService; signIn: SignInService }) {
  guarded.get(
    '/api/studyMap/index',
    {
      schema: {
        operationId: 'studyMapIndex',
        tags,
        summary: "The caller's learning maps (of a kind) with their progress",
        querystring: Type.Object({ map_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 job-post, 2 new-employee; absent: both' })), ...Paging }),
        response: { 200: Envelope('StudyMapIndexEnvelope', Type.Object({ list: Type.Array(MapCard), total: Type.Integer(), current_page: Type.Integer() }, { title: 'StudyMapIndex' })) },
      },
    },
    async (request) => ok(request, await maps.list(caller(request).userId, request.query.map_type, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/studyMap/detail',
    {
      schema: {
        operationId: 'studyMapDetail',
        tags,
        summary: 'A map with its stages, their counts and locks (readable before the map is opened)',
        description: '4004 for a map that is not the caller\'s.',
        querystring: Type.Object({ map_id: Id }),
        response: { 200: Envelope('StudyMapDetailEnvelope', MapDetail) },
      },
    },
    async (request) => ok(request, await maps.detail(caller(request).userId, request.query.map_id)),
  );

  guarded.post(
    '/api/studyMap/open',
    {
      schema: {
        operationId: 'studyMapOpen',
        tags,
        summary: 'Open a map (a map must be opened before its stages); idempotent',
        body: Type.Object({ map_id: Id }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapOpenEnvelope', MapDetail) },
      },
    },
    async (request) => ok(request, await maps.open(caller(request).userId, request.body.map_id), 'mapOpened'),
  );

  guarded.get(
    '/api/studyMap/phaseInfo',
    {
      schema: {
        operationId: 'studyMapPhaseInfo',
        tags,
        summary: "A stage's chapters, exams, questionnaires and defences with the caller's state",
        description: '403 when the map is not opened or the stage is locked (the reason in msg); 4004 for an unknown stage.',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope('StudyMapPhaseInfoEnvelope', PhaseInfo) },
      },
    },
    async (request) => ok(request, await maps.phaseInfo(caller(request).userId, request.query.id)),
  );

  guarded.get(
    '/api/studyMap/video',
    {
      schema: {
        operationId: 'studyMapVideo',
        tags,
        summary: 'A chapter to study: a video with where the learner stopped, or an image-text chapter (opening it completes it)',
        description: '403 when the map is not opened or the stage is locked.',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope('StudyMapVideoEnvelope', ChapterInfo) },
      },
    },
    async (request) => ok(request, await maps.chapterInfo(caller(request).userId, request.query.id)),
  );

  guarded.post(
    '/api/studyMap/video',
    {
      schema: {
        operationId: 'studyMapVideoRecord',
        tags,
        summary: "A video chapter's study record, by the course players' rules (forward only, no skipping, complete at full length)",
        body: Type.Object(
          { chapter_id: Id, position: Type.Integer({ minimum: 0 }), study_seconds: Type.Integer({ minimum: 0, maximum: 600 }) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('StudyMapVideoRecordEnvelope', VideoRecord) },
      },
    },
    async (request) =>
      ok(request, await maps.record(caller(request).userId, { chapterId: request.body.chapter_id, position: request.body.position, studySeconds: request.body.study_seconds })),
  );

  guarded.get(
    '/api/studyMap/examInfo',
    {
      schema: {
        operationId: 'studyMapExamInfo',
        tags,
        summary: "A map stage exam's explanation (the exam engine's rules), from an open stage",
        description: '4004 when the exam is not a stage exam of the caller\'s maps; 403 when its stage is locked or the map not opened.',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope('StudyMapExamInfoEnvelope', ExamDetail) },
      },
    },
    async (request) => ok(request, await maps.examInfo(caller(request).userId, request.query.id)),
  );

  guarded.post(
    '/api/studyMap/examQuestions',
    {
      schema: {
        operationId: 'studyMapExamQuestions',
        tags,
        summary: 'Start (or resume) an attempt of a map stage exam and answer its questions',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope('StudyMapExamQuestionsEnvelope', Attempt) },
      },
    },
    async (request) => ok(request, await maps.startExam(caller(request).userId, request.query.id)),
  );

  guarded.post(
    '/api/studyMap/examSubmit',
    {
      schema: {
        operationId: 'studyMapExamSubmit',
        tags,
        summary: 'Submit a map stage exam attempt; a pass moves the stage on',
        body: Type.Object({ attempt_id: Id }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapExamSubmitEnvelope', ExamResult) },
      },
    },
    async (request) => ok(request, await maps.submitExam(caller(request).userId, request.body.attempt_id), 'examSubmitted'),
  );

  guarded.get(
    '/api/studyMap/studySignList',
    {
      schema: {
        operationId: 'studyMapStudySignList',
        tags: ['home'],
        summary: "The caller's map punch-ins: today's not done (dk_list) and earlier ones that can be made up (bk_list)",
        response: {
          200: Envelope(
            'StudyMapStudySignListEnvelope',
            Type.Object({ dk_list: Type.Array(SignChapter), bk_list: Type.Array(SignChapter) }, { title: 'StudyMapStudySignList' }),
          ),
        },
      },
    },
    async (request) => ok(request, await signIn.list(caller(request).userId)),
  );

  guarded.post(
    '/api/studyMap/sign_in',
    {
      schema: {
        operationId: 'studyMapSignIn',
        tags: ['home'],
        summary: "Punch in on a map chapter's day, or make up an earlier day while its stage runs",
        description:
          '4004 for an unknown chapter or one without a punch-in; 403 when the map is not the caller\'s, the day has not come, ' +
          'the chapter is already signed or its stage has ended. A refusal changes nothing.',
        body: Type.Object({ chapter_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapSignInEnvelope', Type.Object({ is_makeup: Type.Integer({ description: '1 a make-up' }) }, { title: 'StudyMapSignIn' })) },
      },
    },
    async (request) => {
      const result = await signIn.signIn(caller(request).userId, request.body.chapter_id);
      return ok(request, result, result.is_makeup ? 'signedMakeup' : 'signedIn');
    },
  );

  guarded.get(
    '/api/studyMap/userSignList',
    {
      schema: {
        operationId: 'studyMapUserSignList',
        tags,
        summary: 'Who punched in on a chapter of one of the caller\'s maps, newest first, with comment counts',
        querystring: Type.Object({ chapter_id: Id, ...Paging }),
        response: {
          200: Envelope(
            'StudyMapUserSignListEnvelope',
            Type.Object(
              {
                chapter_id: Type.Integer(),
                chapter_title: Type.String(),
                map_id: Type.Integer(),
                map_title: Type.String(),
                phase_id: Type.Integer(),
                list: Type.Array(SignUser),
                total: Type.Integer(),
                current_page: Type.Integer(),
              },
              { title: 'StudyMapUserSignList' },
            ),
          ),
        },
      },
    },
    async (request) => ok(request, await maps.userSignList(caller(request).userId, request.query.chapter_id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/studyMap/comments',
    {
      schema: {
        operationId: 'studyMapComments',
        tags,
        summary: 'Comments on a punch-in (a chapter and the user who signed it): pinned first, then oldest first',
        querystring: Type.Object(SignRef),
        response: { 200: Envelope('StudyMapCommentsEnvelope', Type.Object({ list: Type.Array(Comment) }, { title: 'StudyMapComments' })) },
      },
    },
    async (request) => ok(request, await maps.comments(caller(request).userId, request.query.chapter_id, request.query.user_id)),
  );

  guarded.post(
    '/api/studyMap/comments',
    {
      schema: {
        operationId: 'studyMapAddComment',
        tags,
        summary: 'Comment on a punch-in (rich text, sanitised; at most 500 characters of text)',
        body: Type.Object({ ...SignRef, content: Type.String({ maxLength: 20000 }) }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapAddCommentEnvelope', Type.Object({ id: Type.Integer() }, { title: 'StudyMapAddComment' })) },
      },
    },
    async (request) => ok(request, await maps.addComment(caller(request).userId, request.body.chapter_id, request.body.user_id, request.body.content), 'commentAdded'),
  );

  guarded.post(
    '/api/studyMap/like',
    {
      schema: {
        operationId: 'studyMapLike',
        tags,
        summary: 'Like a comment (one like per user) or take the like back (is_like 0); answers the exact count',
        body: Type.Object({ id: Id, is_like: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })) }, { additionalProperties: false }),
        response: {
          200: Envelope('StudyMapLikeEnvelope', Type.Object({ id: Type.Integer(), is_liked: Type.Integer(), like_num: Type.Integer() }, { title: 'StudyMapLike' })),
        },
      },
    },
    async (request) => ok(request, await maps.like(caller(request).userId, request.body.id, (request.body.is_like ?? 1) === 1)),
  );

  guarded.post(
    '/api/studyMap/top',
    {
      schema: {
        operationId: 'studyMapTop',
        tags,
        summary: "Pin (is_top 1) or unpin a comment on the caller's own punch-in",
        body: Type.Object({ id: Id, is_top: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })) }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapTopEnvelope', Type.Object({ id: Type.Integer(), is_top: Type.Integer() }, { title: 'StudyMapTop' })) },
      },
    },
    async (request) => ok(request, await maps.top(caller(request).userId, request.body.id, (request.body.is_top ?? 1) === 1)),
  );

  guarded.post(
    '/api/studyMap/deleteComment',
    {
      schema: {
        operationId: 'studyMapDeleteComment',
        tags,
        summary: 'Delete an own comment',
        body: Type.Object({ id: Id }, { additionalProperties: false }),
        response: { 200: Envelope('StudyMapDeleteCommentEnvelope', Type.Object({ id: Type.Integer() }, { title: 'StudyMapDeleteComment' })) },
      },
    },
    async (request) => ok(request, await maps.deleteComment(caller(request).userId, request.body.id), 'commentDeleted'),
  );
}
