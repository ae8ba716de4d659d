import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { CourseLookup } from '../courses/index.js';
import { CourseQaRepo } from './course-qa-repo.js';
import { CourseQaService, type Notify } from './course-qa-service.js';
import messages from './messages.json' with { type: 'json' };
import { courseQaRoutes } from './routes.js';
import './tables.js';

/** Questions learners ask about a course, their answers and replies. */
export function createCourseQaModule(deps: ModuleDeps & { courses: CourseLookup; notify: Notify }): Module<{ courseQa: CourseQaService }> {
  addMessages(messages);
  const courseQa = new CourseQaService(deps.db, new CourseQaRepo(deps.db), deps.courses, deps.notify);
  return { routes: (scopes) => courseQaRoutes(scopes, { courseQa }), services: { courseQa } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    courseQa: typeof messages;
  }
}
