import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { CourseService } from '../courses/index.js';
import type { TrainingService } from '../trainings/index.js';
import { LecturerService } from './lecturer-service.js';
import { LecturersRepo } from './lecturers-repo.js';
import messages from './messages.json' with { type: 'json' };
import { lecturerRoutes } from './routes.js';
import './tables.js';

/** The newest lecturers, for the home page. */
export type LecturerQueries = Pick<LecturersRepo, 'page'>;

/** Lecturers: the list, a lecturer's page with their courses and trainings. */
export function createLecturersModule(deps: ModuleDeps & { courses: CourseService; trainings: Pick<TrainingService, 'byLecturer'> }): Module<{ lecturers: LecturerService; queries: LecturerQueries }> {
  addMessages(messages);
  const repo = new LecturersRepo(deps.db);
  const lecturers = new LecturerService(repo, deps.courses, deps.trainings);
  return { routes: (scopes) => lecturerRoutes(scopes, { lecturers }), services: { lecturers, queries: repo } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    lecturers: typeof messages;
  }
}
