import type { Module, ModuleDeps } from '../../core/module.js';
import type { CourseService } from '../courses/index.js';
import { MyCoursesRepo } from './my-courses-repo.js';
import { MyCoursesService } from './my-courses-service.js';
import { myCourseRoutes } from './routes.js';

export type { MyCoursesService } from './my-courses-service.js';

/** My courses: the required and elective lists with progress, and the live class schedule. */
export function createMyCoursesModule(deps: ModuleDeps & { courses: Pick<CourseService, 'cards'> }): Module<{ myCourses: MyCoursesService }> {
  const myCourses = new MyCoursesService(new MyCoursesRepo(deps.db), deps.courses, deps.calendar, deps.files);
  return { routes: (scopes) => myCourseRoutes(scopes, { myCourses }), services: { myCourses } };
}
