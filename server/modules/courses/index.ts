import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { StudyRecords } from '../study-records/index.js';
import { CourseProgressRepo } from './course-progress-repo.js';
import { CourseProgressService, type CourseCredits } from './course-progress-service.js';
import { CourseService } from './course-service.js';
import { CoursesRepo } from './courses-repo.js';
import messages from './messages.json' with { type: 'json' };
import { courseRoutes } from './routes.js';
import './tables.js';

export { assertCourseOpen, isListedCourse, joinStateOf, liveStatus, mediaProgress, PeriodType, playbackState, SKIP_SLACK_SECONDS, teacherOf } from './course-rules.js';
export type { LivePeriodRow } from './course-rules.js';
export { CourseCard, Lecturer } from './schemas.js';
export type { CourseService, ResourceRef } from './course-service.js';
export type { CourseProgressService } from './course-progress-service.js';
export { mergedMediaProgress } from './course-progress-repo.js';
export { courseCardColumns } from './courses-repo.js';

export type { CourseCredits };

/** A course by id (with its category), for modules that hang things on courses. */
export type CourseLookup = Pick<CoursesRepo, 'findById'>;

export interface CoursesServices {
  courses: CourseService;
  /** Study progress of periods and courses. */
  progress: CourseProgressService;
  lookup: CourseLookup;
  /** The lessons made from an uploaded media file follow its transcoding. */
  lessonMedia: Pick<CoursesRepo, 'mediaSettled'>;
}

/** The course catalogue, course pages, elective join, study progress and records. */
export function createCoursesModule(deps: ModuleDeps & { studyRecords: StudyRecords; ledger: CourseCredits }): Module<CoursesServices> {
  addMessages(messages);
  const coursesRepo = new CoursesRepo(deps.db);
  const progressRepo = new CourseProgressRepo(deps.db);
  const progress = new CourseProgressService(deps.db, coursesRepo, progressRepo, deps.calendar, deps.studyRecords, deps.ledger, deps.logger);
  const courses = new CourseService(deps.db, coursesRepo, progressRepo, progress, deps.storage, deps.files);
  return { routes: (scopes) => courseRoutes(scopes, { courses }), services: { courses, progress, lookup: coursesRepo, lessonMedia: coursesRepo } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    courses: typeof messages;
  }
}
