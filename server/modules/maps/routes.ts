import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { Id, IdQuery, ListOf, Nullable, PageOf, Paging, Unix } from '../../core/http/schema-kit.js';
import { Attempt, ExamDetail, ExamResult } from '../exams/index.js';
import type { MapService } from './map-service.js';
import type { SignInService } from './sign-in-service.js';

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

export const SignChapter = Type.Object(
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

const SignRef = { chapter_id: Id(), user_id: Id() };

export function mapRoutes(scopes: RouteScopes, { maps, signIn }: { maps: MapService; signIn: SignInService }) {
  const route = routes(scopes, ['maps']);

  route.get(
    '/api/studyMap/index',
    {
      operationId: 'studyMapIndex',
      summary: "The caller's learning maps (of a kind) with their progress",
      query: Type.Object({ map_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 job-post, 2 new-employee; absent: both' })), ...Paging }),
      data: PageOf('StudyMapIndex', MapCard),
    },
    ({ userId, query }) => maps.list(userId, query.map_type, query.page, query.limit),
  );

  route.get(
    '/api/studyMap/detail',
    {
      operationId: 'studyMapDetail',
      summary: 'A map with its stages, their counts and locks (readable before the map is opened)',
      description: '4004 for a map that is not the caller\'s.',
      query: Type.Object({ map_id: Id() }),
      data: MapDetail,
    },
    ({ userId, query }) => maps.detail(userId, query.map_id),
  );

  route.post(
    '/api/studyMap/open',
    {
      operationId: 'studyMapOpen',
      summary: 'Open a map (a map must be opened before its stages); idempotent',
      body: Type.Object({ map_id: Id() }, { additionalProperties: false }),
      data: MapDetail,
      msg: 'mapOpened',
    },
    ({ userId, body }) => maps.open(userId, body.map_id),
  );

  route.get(
    '/api/studyMap/phaseInfo',
    {
      operationId: 'studyMapPhaseInfo',
      summary: "A stage's chapters, exams, questionnaires and defences with the caller's state",
      description: '403 when the map is not opened or the stage is locked (the reason in msg); 4004 for an unknown stage.',
      query: IdQuery,
      data: PhaseInfo,
    },
    ({ userId, query }) => maps.phaseInfo(userId, query.id),
  );

  route.get(
    '/api/studyMap/video',
    {
      operationId: 'studyMapVideo',
      summary: 'A chapter to study: a video with where the learner stopped, or an image-text chapter (opening it completes it)',
      description: '403 when the map is not opened or the stage is locked.',
      query: IdQuery,
      data: ChapterInfo,
    },
    ({ userId, query }) => maps.chapterInfo(userId, query.id),
  );

  route.post(
    '/api/studyMap/video',
    {
      operationId: 'studyMapVideoRecord',
      summary: "A video chapter's study record, by the course players' rules (forward only, no skipping, complete at full length)",
      body: Type.Object(
        { chapter_id: Id(), position: Type.Integer({ minimum: 0 }), study_seconds: Type.Integer({ minimum: 0, maximum: 600 }) },
        { additionalProperties: false },
      ),
      data: VideoRecord,
    },
    ({ userId, body }) => maps.record(userId, { chapterId: body.chapter_id, position: body.position, studySeconds: body.study_seconds }),
  );

  route.get(
    '/api/studyMap/examInfo',
    {
      operationId: 'studyMapExamInfo',
      summary: "A map stage exam's explanation (the exam engine's rules), from an open stage",
      description: '4004 when the exam is not a stage exam of the caller\'s maps; 403 when its stage is locked or the map not opened.',
      query: IdQuery,
      data: ExamDetail,
    },
    ({ userId, query }) => maps.examInfo(userId, query.id),
  );

  route.post(
    '/api/studyMap/examQuestions',
    {
      operationId: 'studyMapExamQuestions',
      summary: 'Start (or resume) an attempt of a map stage exam and answer its questions',
      query: IdQuery,
      data: Attempt,
    },
    ({ userId, query }) => maps.startExam(userId, query.id),
  );

  route.post(
    '/api/studyMap/examSubmit',
    {
      operationId: 'studyMapExamSubmit',
      summary: 'Submit a map stage exam attempt; a pass moves the stage on',
      body: Type.Object({ attempt_id: Id() }, { additionalProperties: false }),
      data: ExamResult,
      msg: 'examSubmitted',
    },
    ({ userId, body }) => maps.submitExam(userId, body.attempt_id),
  );

  route.get(
    '/api/studyMap/studySignList',
    {
      operationId: 'studyMapStudySignList',
      tags: ['home'],
      summary: "The caller's map punch-ins: today's not done (dk_list) and earlier ones that can be made up (bk_list)",
      data: Type.Object({ dk_list: Type.Array(SignChapter), bk_list: Type.Array(SignChapter) }, { title: 'StudyMapStudySignList' }),
    },
    ({ userId }) => signIn.list(userId),
  );

  route.post(
    '/api/studyMap/sign_in',
    {
      operationId: 'studyMapSignIn',
      tags: ['home'],
      summary: "Punch in on a map chapter's day, or make up an earlier day while its stage runs",
      description: '4004 for an unknown chapter or one without a punch-in; 403 when the map is not the caller\'s, the day has not come, ' +
      'the chapter is already signed or its stage has ended. A refusal changes nothing.',
      body: Type.Object({ chapter_id: Id() }, { additionalProperties: false }),
      data: Type.Object({ is_makeup: Type.Integer({ description: '1 a make-up' }) }, { title: 'StudyMapSignIn' }),
    },
    async ({ userId, body }) => {
      const result = await signIn.signIn(userId, body.chapter_id);
      return withMessage(result, result.is_makeup ? 'signedMakeup' : 'signedIn');
    },
  );

  route.get(
    '/api/studyMap/userSignList',
    {
      operationId: 'studyMapUserSignList',
      summary: 'Who punched in on a chapter of one of the caller\'s maps, newest first, with comment counts',
      query: Type.Object({ chapter_id: Id(), ...Paging }),
      data: Type.Object(
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
    },
    ({ userId, query }) => maps.userSignList(userId, query.chapter_id, query.page, query.limit),
  );

  route.get(
    '/api/studyMap/comments',
    {
      operationId: 'studyMapComments',
      summary: 'Comments on a punch-in (a chapter and the user who signed it): pinned first, then oldest first',
      query: Type.Object(SignRef),
      data: ListOf('StudyMapComments', Comment),
    },
    ({ userId, query }) => maps.comments(userId, query.chapter_id, query.user_id),
  );

  route.post(
    '/api/studyMap/comments',
    {
      operationId: 'studyMapAddComment',
      summary: 'Comment on a punch-in (rich text, sanitised; at most 500 characters of text)',
      body: Type.Object({ ...SignRef, content: Type.String({ maxLength: 20000 }) }, { additionalProperties: false }),
      data: Type.Object({ id: Type.Integer() }, { title: 'StudyMapAddComment' }),
      msg: 'commentAdded',
    },
    ({ userId, body }) => maps.addComment(userId, body.chapter_id, body.user_id, body.content),
  );

  route.post(
    '/api/studyMap/like',
    {
      operationId: 'studyMapLike',
      summary: 'Like a comment (one like per user) or take the like back (is_like 0); answers the exact count',
      body: Type.Object({ id: Id(), is_like: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })) }, { additionalProperties: false }),
      data: Type.Object({ id: Type.Integer(), is_liked: Type.Integer(), like_num: Type.Integer() }, { title: 'StudyMapLike' }),
    },
    ({ userId, body }) => maps.like(userId, body.id, (body.is_like ?? 1) === 1),
  );

  route.post(
    '/api/studyMap/top',
    {
      operationId: 'studyMapTop',
      summary: "Pin (is_top 1) or unpin a comment on the caller's own punch-in",
      body: Type.Object({ id: Id(), is_top: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })) }, { additionalProperties: false }),
      data: Type.Object({ id: Type.Integer(), is_top: Type.Integer() }, { title: 'StudyMapTop' }),
    },
    ({ userId, body }) => maps.top(userId, body.id, (body.is_top ?? 1) === 1),
  );

  route.post(
    '/api/studyMap/deleteComment',
    {
      operationId: 'studyMapDeleteComment',
      summary: 'Delete an own comment',
      body: Type.Object({ id: Id() }, { additionalProperties: false }),
      data: Type.Object({ id: Type.Integer() }, { title: 'StudyMapDeleteComment' }),
      msg: 'commentDeleted',
    },
    ({ userId, body }) => maps.deleteComment(userId, body.id),
  );
}
