import type { Static } from 'typebox';
import type { Question, QuestionDetail, Reply } from '../../modules/course-qa/schemas.js';
import type { CourseCard, Lecturer } from '../../modules/courses/index.js';
import type { CatalogChapter, CatalogPeriod, CourseInfo, PeriodInfo } from '../../modules/courses/schemas.js';
import type { LecturerTrainingCard } from '../../modules/trainings/index.js';
import type { GraphContext } from '../context.js';
import { portalRefusal } from '../rest.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromUnixSeconds, orNull, yesNo12 } from '../scalars.js';

/** A course card of a REST list (`CourseCard`). */
type CourseCardData = Static<typeof CourseCard>;
/** A course page of REST (`GET /api/courseInfo/:id`): the card's fields and the detail. */
type CourseInfoData = Static<typeof CourseInfo>;
/** A lecturer profile of REST (`GET /api/lecturer/:id`). */
type LecturerData = Static<typeof Lecturer>;
/** A teacher as a course card embeds it (`CourseTeacher`): no intro. */
type CourseTeacherData = CourseCardData['teachers'][number];

/** A course as a study card names it (the home page's courses in progress): the rest loads the course page. */
export type CourseStudyData = Pick<CourseCardData, 'id' | 'title' | 'cover' | 'course_type' | 'progress' | 'last_study_time'>;
/** A Course as its parent answer holds it: a card (lists), the course page (`course(id)`) or a study card. */
export type CourseParent = CourseCardData | CourseInfoData | CourseStudyData;
/** A Lecturer as its parent answer holds it: the embedded teacher or the profile. */
export type LecturerParent = CourseTeacherData | LecturerData;

/** A chapter of the catalogs route. */
type CatalogChapterData = Static<typeof CatalogChapter>;
/** A period of the catalogs route (the catalogue's fields of a lesson). */
type CatalogPeriodData = Static<typeof CatalogPeriod>;
/** A period opened to play (`GET /api/chapterInfo/:id`). */
type PeriodInfoData = Static<typeof PeriodInfo>;

/**
 * A Lesson as its parent answer holds it: a catalogue period (with its course's id, which the
 * catalog answer leaves to the chapter), the opened period, or a neighbour named by id.
 */
export type LessonParent = (CatalogPeriodData & { course_id: number }) | PeriodInfoData | { id: number; course_id: number };
/** A Chapter as resolved: the catalog's chapter with its course's id. */
type ChapterParent = CatalogChapterData & { course_id: number };

/** A course question of REST (lists and the detail). */
type QuestionData = Static<typeof Question>;
/** A question's detail: one page of its answers. */
type QuestionDetailData = Static<typeof QuestionDetail>;
/** An answer or a reply of REST (a reply has no reply_count). */
type AnswerData = Static<typeof Reply> & { reply_count?: number };
/** The catalogue's filter options (`GET /api/courseBasis`). */
interface CourseBasisData {
  course_types: { id: number; name: string }[];
  categories: { id: number; name: string }[];
}
/** A downloadable resource of a course (`GET /api/course/datum/:id`). */
interface CourseDatumData {
  id: number;
  name: string;
  url: string;
  size: number;
  size_mb: string;
}
/** A training on a lecturer's page. */
type LecturerTrainingData = Static<typeof LecturerTrainingCard>;

/** The REST routes of the courses area (each with its guard: signed in). */
export const COURSE_ROUTES = {
  basis: '/api/courseBasis',
  search: '/api/courseSearch',
  info: '/api/courseInfo/:id',
  catalogs: '/api/course/catalogs/:id',
  datum: '/api/course/datum/:id',
  others: '/api/courseInfo/other/:id',
  period: '/api/chapterInfo/:id',
  join: '/api/course/addOptional/:id',
  studyRecord: '/api/course/studyRecord',
  questions: '/api/courseQuestion/:id',
  question: '/api/courseQuesAnswer/:id',
  replies: '/api/courseQuesAnswer/reply/:id',
  ask: '/api/courseQuesAnswer/askQuestions',
  answer: '/api/courseQuesAnswer',
  lecturers: '/api/lecturer',
  lecturerInfo: '/api/lecturer/:id',
  lecturerCourses: '/api/lecturer/course/:id',
  lecturerTrainings: '/api/lecturer/TrainOffline/:id',
} as const;
const COURSE_INFO = COURSE_ROUTES.info;
const LECTURER_INFO = COURSE_ROUTES.lecturerInfo;
const LECTURER_COURSES = COURSE_ROUTES.lecturerCourses;

/** REST's course_type of a CourseType argument (the enum's internal values are REST's). */
type CourseTypeValue = 1 | 2 | 3 | 4 | 7;

/** The CourseType names of REST's course_type (the enum below, read the other way). */
const COURSE_TYPE_NAMES: Record<CourseTypeValue, string> = { 1: 'SERIES', 2: 'VIDEO', 3: 'AUDIO', 4: 'DOCUMENT', 7: 'FACE_TO_FACE' };

/** An id argument as REST's path or query value (REST validates it: a bad id is its BAD_USER_INPUT). */
function idOf(id: string | number): string {
  return String(id);
}


/** The catalogue period of a lesson (the catalog route of its course, loaded once per operation). */
async function catalogPeriod(lesson: LessonParent, { rest }: GraphContext): Promise<CatalogPeriodData> {
  if ('locked' in lesson) return lesson;
  const chapters = await rest.get<CatalogChapterData[]>(COURSE_ROUTES.catalogs, { id: lesson.course_id });
  const period = chapters.flatMap((chapter) => chapter.periods).find((p) => p.id === lesson.id);
  // The catalog of the lesson's own course holds it; a lesson missing from it was removed meanwhile.
  if (!period) throw portalRefusal(404, 4004, 'periodNotFound', rest.locale);
  return period;
}

/** The opened period of a lesson (the player's fields, with the route's refusals; loaded once per operation). */
function openedPeriod(lesson: LessonParent, { rest }: GraphContext): Promise<PeriodInfoData> | PeriodInfoData {
  return 'media_url' in lesson ? lesson : rest.get<PeriodInfoData>(COURSE_ROUTES.period, { id: lesson.id });
}

/** A REST page of questions, answers or replies as a connection. */
async function pageOfRoute<T>(context: GraphContext, route: string, id: number | string, args: PageArgs) {
  const page = pageOf(args);
  return connection(await context.rest.get<RestPage<T>>(route, { id: idOf(id) }, restPaging(page)), page);
}

/** The course page of a course the parent holds only as a card (loaded once per operation). */
function courseInfo(course: CourseParent, { rest }: GraphContext): Promise<CourseInfoData> | CourseInfoData {
  return 'description' in course ? course : rest.get<CourseInfoData>(COURSE_INFO, { id: course.id });
}

/** The card of a course: the parent's own, or the course page of a study card's course (loaded once per operation). */
function courseCard(course: CourseParent, context: GraphContext): CourseCardData | CourseInfoData | Promise<CourseInfoData> {
  return 'user_total' in course ? course : courseInfo(course, context);
}

/** A card field of a course, read from the parent when it is a card, else from the course page. */
function cardField<T>(read: (card: CourseCardData | CourseInfoData) => T) {
  return (course: CourseParent, _: unknown, context: GraphContext): T | Promise<T> => {
    const card = courseCard(course, context);
    return card instanceof Promise ? card.then(read) : read(card);
  };
}

/** The profile of a lecturer the parent holds only as a course's teacher (loaded once per operation). */
function lecturerInfo(lecturer: LecturerParent, { rest }: GraphContext): Promise<LecturerData> | LecturerData {
  return 'intro' in lecturer ? lecturer : rest.get<LecturerData>(LECTURER_INFO, { id: lecturer.id });
}

export const coursesResolvers = {
  Query: {
    course: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<CourseInfoData>(COURSE_INFO, { id }),
    lecturer: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<LecturerData>(LECTURER_INFO, { id }),
    courseSearch: async (
      _: unknown,
      args: PageArgs & { keywords?: string | null; type?: CourseTypeValue | null; categoryId?: string | null; isRequired?: boolean | null },
      { rest }: GraphContext,
    ) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        keywords: args.keywords ?? undefined,
        course_type: args.type ?? undefined,
        category_id: args.categoryId ?? undefined,
        is_required: args.isRequired === null || args.isRequired === undefined ? undefined : args.isRequired ? 1 : 2,
      };
      return connection(await rest.get<RestPage<CourseCardData>>(COURSE_ROUTES.search, {}, query), page);
    },
    courseCategories: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<CourseBasisData>(COURSE_ROUTES.basis)).categories,
    courseTypes: async (_: unknown, __: unknown, { rest }: GraphContext) =>
      (await rest.get<CourseBasisData>(COURSE_ROUTES.basis)).course_types.map((option) => ({ type: option.id as CourseTypeValue, name: option.name })),
    lesson: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<PeriodInfoData>(COURSE_ROUTES.period, { id }),
    courseQuestion: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<QuestionDetailData>(COURSE_ROUTES.question, { id }, restPaging(pageOf({}))),
    lecturers: async (_: unknown, args: PageArgs & { keywords?: string | null }, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<LecturerData>>(COURSE_ROUTES.lecturers, {}, { ...restPaging(page), keywords: args.keywords ?? undefined }), page);
    },
    // The select's "every lecturer" (REST's select limit).
    allLecturers: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<RestPage<LecturerData>>(COURSE_ROUTES.lecturers, {}, { page: 1, limit: 999999 })).list,
  },
  Mutation: {
    joinCourse: async (_: unknown, { input }: { input: { courseId: string } }, { rest }: GraphContext) => {
      const answer = await rest.send<{ course_id: number; added: boolean }>('POST', COURSE_ROUTES.join, { id: idOf(input.courseId) });
      // The course after the write (not loaded before in this operation: a mutation's fields run in turn).
      return { joined: answer.added, course: await rest.get<CourseInfoData>(COURSE_INFO, { id: answer.course_id }) };
    },
    recordLessonStudy: async (_: unknown, { input }: { input: { lessonId: string; position: number; studySeconds: number } }, { rest }: GraphContext) => {
      const answer = await rest.send<{ period_id: number; position: number }>('POST', COURSE_ROUTES.studyRecord, {}, {
        period_id: Number(input.lessonId),
        position: input.position,
        study_seconds: input.studySeconds,
      });
      const lesson = await rest.get<PeriodInfoData>(COURSE_ROUTES.period, { id: answer.period_id });
      return { acceptedPosition: answer.position, lesson, course: await rest.get<CourseInfoData>(COURSE_INFO, { id: lesson.course_id }) };
    },
    askCourseQuestion: async (_: unknown, { input }: { input: { courseId: string; title: string; content?: string | null } }, { rest }: GraphContext) => {
      const body = { course_id: Number(input.courseId), title: input.title, ...(input.content === null || input.content === undefined ? {} : { content: input.content }) };
      return { question: await rest.send<QuestionDetailData>('POST', COURSE_ROUTES.ask, {}, body) };
    },
    answerCourseQuestion: async (_: unknown, { input }: { input: { questionId: string; parentAnswerId?: string | null; content: string } }, { rest }: GraphContext) => {
      const body = {
        question_id: Number(input.questionId),
        content: input.content,
        ...(input.parentAnswerId === null || input.parentAnswerId === undefined ? {} : { parent_id: Number(input.parentAnswerId) }),
      };
      const answer = await rest.send<{ id: number; question_id: number }>('POST', COURSE_ROUTES.answer, {}, body);
      return { answerId: String(answer.id), question: await rest.get<QuestionDetailData>(COURSE_ROUTES.question, { id: answer.question_id }, restPaging(pageOf({}))) };
    },
  },
  Course: {
    id: (course: CourseParent) => String(course.id),
    type: (course: CourseParent) => course.course_type,
    isRequired: cardField((course) => yesNo12(course.is_required)),
    joinState: cardField((course) => course.join_state),
    joinRefusal: cardField((course) => course.join_refusal),
    lastStudiedAt: (course: CourseParent) => fromUnixSeconds(course.last_study_time),
    expiresAt: cardField((course) => fromUnixSeconds(course.expired_at)),
    participantCount: cardField((course) => course.user_total),
    description: async (course: CourseParent, _: unknown, context: GraphContext) => (await courseInfo(course, context)).description,
    isOrdered: async (course: CourseParent, _: unknown, context: GraphContext) => flag((await courseInfo(course, context)).is_ordered),
    placesLeft: async (course: CourseParent, _: unknown, context: GraphContext) => (await courseInfo(course, context)).places_left,
    // The card embeds its teachers: no call (a study card's course: its page's).
    lecturers: cardField((course): LecturerParent[] => course.teachers),
    typeName: cardField((course) => course.CourseTypeName),
    showsDueDate: cardField((course) => course.source === 2 && course.due_date_option === 1),
    level: cardField((course) => orNull(course.level)),
    faceToFaceStartsAt: cardField((course) => fromUnixSeconds(course.face_start)),
    faceToFaceEndsAt: cardField((course) => fromUnixSeconds(course.face_end)),
    faceToFaceAddress: cardField((course) => orNull(course.face_address)),
    recentParticipantPhotos: cardField((course) => course.users.map((user) => user.photo)),
    category: async (course: CourseParent, _: unknown, context: GraphContext) => {
      const info = await courseInfo(course, context);
      return info.category_id === null ? null : { id: info.category_id, name: info.category_name };
    },
    places: async (course: CourseParent, _: unknown, context: GraphContext) => (await courseInfo(course, context)).places,
    isCompleted: async (course: CourseParent, _: unknown, context: GraphContext) => flag((await courseInfo(course, context)).completed),
    chapters: async (course: CourseParent, _: unknown, { rest }: GraphContext): Promise<ChapterParent[]> =>
      (await rest.get<CatalogChapterData[]>(COURSE_ROUTES.catalogs, { id: course.id })).map((chapter) => ({ ...chapter, course_id: course.id })),
    resources: (course: CourseParent, _: unknown, { rest }: GraphContext) => rest.get<CourseDatumData[]>(COURSE_ROUTES.datum, { id: course.id }),
    relatedCourses: (course: CourseParent, _: unknown, { rest }: GraphContext) => rest.get<CourseCardData[]>(COURSE_ROUTES.others, { id: course.id }),
    questions: (course: CourseParent, args: PageArgs, context: GraphContext) => pageOfRoute<QuestionData>(context, COURSE_ROUTES.questions, course.id, args),
  },
  CourseTypeOption: {
    id: (option: { type: CourseTypeValue }) => COURSE_TYPE_NAMES[option.type],
  },
  CourseCategory: {
    id: (category: { id: number }) => String(category.id),
  },
  Chapter: {
    id: (chapter: ChapterParent) => String(chapter.id),
    lessons: (chapter: ChapterParent): LessonParent[] => chapter.periods.map((period) => ({ ...period, course_id: chapter.course_id })),
  },
  Lesson: {
    id: (lesson: LessonParent) => String(lesson.id),
    title: async (lesson: LessonParent, _: unknown, context: GraphContext) => ('title' in lesson ? lesson.title : (await catalogPeriod(lesson, context)).title),
    kind: async (lesson: LessonParent, _: unknown, context: GraphContext) => ('period_type' in lesson ? lesson.period_type : (await catalogPeriod(lesson, context)).period_type),
    isRequired: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await catalogPeriod(lesson, context)).is_required),
    mediaSeconds: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).media_seconds,
    pages: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).pages,
    isTranscoding: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await catalogPeriod(lesson, context)).transcoding),
    isLocked: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await catalogPeriod(lesson, context)).locked),
    isCompleted: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await catalogPeriod(lesson, context)).completed),
    progress: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).progress,
    position: async (lesson: LessonParent, _: unknown, context: GraphContext) => ('position' in lesson ? lesson.position : (await catalogPeriod(lesson, context)).position),
    liveStatus: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).live_status,
    liveStartsAt: async (lesson: LessonParent, _: unknown, context: GraphContext) => fromUnixSeconds((await catalogPeriod(lesson, context)).live_start),
    liveEndsAt: async (lesson: LessonParent, _: unknown, context: GraphContext) => fromUnixSeconds((await catalogPeriod(lesson, context)).live_end),
    hasPlayback: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await catalogPeriod(lesson, context)).has_playback),
    playback: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).is_generate_playback,
    playbackUrl: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await catalogPeriod(lesson, context)).playback_url,
    resourceId: async (lesson: LessonParent, _: unknown, context: GraphContext) => {
      const id = (await catalogPeriod(lesson, context)).resource_id;
      return id === null ? null : String(id);
    },
    course: (lesson: LessonParent, _: unknown, { rest }: GraphContext) => rest.get<CourseInfoData>(COURSE_INFO, { id: lesson.course_id }),
    mediaUrl: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await openedPeriod(lesson, context)).media_url,
    length: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await openedPeriod(lesson, context)).length,
    furthest: async (lesson: LessonParent, _: unknown, context: GraphContext) => (await openedPeriod(lesson, context)).furthest,
    noSkipping: async (lesson: LessonParent, _: unknown, context: GraphContext) => flag((await openedPeriod(lesson, context)).no_skipping),
    previousLesson: async (lesson: LessonParent, _: unknown, context: GraphContext): Promise<LessonParent | null> => {
      const opened = await openedPeriod(lesson, context);
      return opened.prev_id === null ? null : { id: opened.prev_id, course_id: opened.course_id };
    },
    nextLesson: async (lesson: LessonParent, _: unknown, context: GraphContext): Promise<LessonParent | null> => {
      const opened = await openedPeriod(lesson, context);
      return opened.next_id === null ? null : { id: opened.next_id, course_id: opened.course_id };
    },
  },
  CourseResource: {
    id: (resource: CourseDatumData) => String(resource.id),
    sizeMb: (resource: CourseDatumData) => resource.size_mb,
  },
  CourseQuestion: {
    id: (question: QuestionData) => String(question.id),
    course: (question: QuestionData, _: unknown, { rest }: GraphContext) => rest.get<CourseInfoData>(COURSE_INFO, { id: question.course_id }),
    courseTitle: (question: QuestionData) => question.course_title,
    authorName: (question: QuestionData) => question.user_name,
    authorPhoto: (question: QuestionData) => question.user_photo,
    answerCount: (question: QuestionData) => question.answer_count,
    createdAt: (question: QuestionData) => fromUnixSeconds(question.created_at),
    answers: async (question: QuestionData, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection((await rest.get<QuestionDetailData>(COURSE_ROUTES.question, { id: question.id }, restPaging(page))).answers, page);
    },
  },
  CourseAnswer: {
    id: (answer: AnswerData) => String(answer.id),
    parentAnswerId: (answer: AnswerData) => (answer.parent_id === null ? null : String(answer.parent_id)),
    authorName: (answer: AnswerData) => answer.user_name,
    authorPhoto: (answer: AnswerData) => answer.user_photo,
    createdAt: (answer: AnswerData) => fromUnixSeconds(answer.created_at),
    replyCount: (answer: AnswerData) => answer.reply_count ?? 0,
    replies: (answer: AnswerData, args: PageArgs, context: GraphContext) => pageOfRoute<AnswerData>(context, COURSE_ROUTES.replies, answer.id, args),
  },
  Lecturer: {
    id: (lecturer: LecturerParent) => String(lecturer.id),
    intro: async (lecturer: LecturerParent, _: unknown, context: GraphContext) => (await lecturerInfo(lecturer, context)).intro,
    courses: async (lecturer: LecturerParent, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const answer = await rest.get<RestPage<CourseCardData>>(LECTURER_COURSES, { id: lecturer.id }, restPaging(page));
      return connection(answer, page);
    },
    courseCount: async (lecturer: LecturerParent, _: unknown, context: GraphContext) => (await lecturerInfo(lecturer, context)).course_count,
    trainings: (lecturer: LecturerParent, args: PageArgs, context: GraphContext) => pageOfRoute<LecturerTrainingData>(context, COURSE_ROUTES.lecturerTrainings, lecturer.id, args),
  },
  /** REST's course_type. */
  CourseType: { SERIES: 1, VIDEO: 2, AUDIO: 3, DOCUMENT: 4, FACE_TO_FACE: 7 },
  /** REST's join_state (null: not joined). */
  CourseJoinState: { REQUIRED: 1, ELECTIVE: 3 },
  /** REST's period_type. */
  LessonKind: { LIVE: 1, VIDEO: 2, AUDIO: 3, DOCUMENT: 4, EXAM: 5, QUESTIONNAIRE: 6 },
  /** REST's live_status (progress_status of the schedule). */
  LiveStatus: { NOT_STARTED: 0, LIVE: 1, ENDED: 2 },
  /** REST's is_generate_playback. */
  PlaybackState: { READY: 1, PENDING: 2, NONE: 3 },
};
