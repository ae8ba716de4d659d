import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { CourseLookup } from '../courses/index.js';
import { CourseQaRepo } from './course-qa-repo.js';
import { CourseQaService, type Notify } from './course-qa-service.js';
import messages from './messages.json' with { type: 'json' };
import { courseQaRoutes } from './routes.js';
import './tables.js';

/** Questions learners ask about a course, their answers and replies. */
export function createCourseQaModule(deps: ModuleDeps & { courses: CourseLookup; notifications: { notify: Notify } }): Module<{ courseQa: CourseQaService }> {
  requireCollaborators('course-qa', deps, ['courses', 'notifications']);
  addMessages(messages);
  const courseQa = new CourseQaService(deps.db, new CourseQaRepo(deps.db), deps.courses, (userIds, notice) => deps.notifications.notify(userIds, notice));
  return { routes: (scopes) => courseQaRoutes(scopes, { courseQa }), services: { courseQa } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    courseQa: typeof messages;
  }
}
