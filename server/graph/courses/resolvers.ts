import type { Static } from 'typebox';
import type { CourseCard, Lecturer } from '../../modules/courses/index.js';
import type { CourseInfo } from '../../modules/courses/schemas.js';
import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromUnixSeconds, yesNo12 } from '../scalars.js';

/** A course card of a REST list (`CourseCard`). */
type CourseCardData = Static<typeof CourseCard>;
/** A course page of REST (`GET /api/courseInfo/:id`): the card's fields and the detail. */
type CourseInfoData = Static<typeof CourseInfo>;
/** A lecturer profile of REST (`GET /api/lecturer/:id`). */
type LecturerData = Static<typeof Lecturer>;
/** A teacher as a course card embeds it (`CourseTeacher`): no intro. */
type CourseTeacherData = CourseCardData['teachers'][number];

/** A Course as its parent answer holds it: a card (lists) or the course page (`course(id)`). */
export type CourseParent = CourseCardData | CourseInfoData;
/** A Lecturer as its parent answer holds it: the embedded teacher or the profile. */
export type LecturerParent = CourseTeacherData | LecturerData;

const COURSE_INFO = '/api/courseInfo/:id';
const LECTURER_INFO = '/api/lecturer/:id';
const LECTURER_COURSES = '/api/lecturer/course/:id';

/** The course page of a course the parent holds only as a card (loaded once per operation). */
function courseInfo(course: CourseParent, { rest }: GraphContext): Promise<CourseInfoData> | CourseInfoData {
  return 'description' in course ? course : rest.get<CourseInfoData>(COURSE_INFO, { id: course.id });
}

/** The profile of a lecturer the parent holds only as a course's teacher (loaded once per operation). */
function lecturerInfo(lecturer: LecturerParent, { rest }: GraphContext): Promise<LecturerData> | LecturerData {
  return 'intro' in lecturer ? lecturer : rest.get<LecturerData>(LECTURER_INFO, { id: lecturer.id });
}

export const coursesResolvers = {
  Query: {
    course: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<CourseInfoData>(COURSE_INFO, { id }),
    lecturer: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<LecturerData>(LECTURER_INFO, { id }),
  },
  Course: {
    id: (course: CourseParent) => String(course.id),
    type: (course: CourseParent) => course.course_type,
    isRequired: (course: CourseParent) => yesNo12(course.is_required),
    joinState: (course: CourseParent) => course.join_state,
    joinRefusal: (course: CourseParent) => course.join_refusal,
    lastStudiedAt: (course: CourseParent) => fromUnixSeconds(course.last_study_time),
    expiresAt: (course: CourseParent) => fromUnixSeconds(course.expired_at),
    participantCount: (course: CourseParent) => course.user_total,
    description: async (course: CourseParent, _: unknown, context: GraphContext) => (await courseInfo(course, context)).description,
    isOrdered: async (course: CourseParent, _: unknown, context: GraphContext) => flag((await courseInfo(course, context)).is_ordered),
    placesLeft: async (course: CourseParent, _: unknown, context: GraphContext) => (await courseInfo(course, context)).places_left,
    // The card embeds its teachers: no call.
    lecturers: (course: CourseParent): LecturerParent[] => course.teachers,
  },
  Lecturer: {
    id: (lecturer: LecturerParent) => String(lecturer.id),
    intro: async (lecturer: LecturerParent, _: unknown, context: GraphContext) => (await lecturerInfo(lecturer, context)).intro,
    courses: async (lecturer: LecturerParent, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const answer = await rest.get<RestPage<CourseCardData>>(LECTURER_COURSES, { id: lecturer.id }, restPaging(page));
      return connection(answer, page);
    },
  },
  /** REST's course_type. */
  CourseType: { SERIES: 1, VIDEO: 2, AUDIO: 3, DOCUMENT: 4, FACE_TO_FACE: 7 },
  /** REST's join_state (null: not joined). */
  CourseJoinState: { REQUIRED: 1, ELECTIVE: 3 },
};
