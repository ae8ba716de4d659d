import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { DocumentPreviews } from '../library/index.js';
import type { MediaService } from '../media/index.js';
import type { UploadsService } from '../uploads/index.js';
import { CoursewareRepo } from './courseware-repo.js';
import { CoursewareService } from './courseware-service.js';
import messages from './messages.json' with { type: 'json' };
import { coursewareRoutes } from './routes.js';
import './tables.js';

export type { CoursewareService } from './courseware-service.js';

/** Courseware: uploaded media and documents registered to teach with, and opened as browsers play or read them. */
export function createCoursewareModule(deps: ModuleDeps & { uploads: UploadsService; media: MediaService; previews: DocumentPreviews }): Module<{ courseware: CoursewareService }> {
  addMessages(messages);
  const courseware = new CoursewareService(new CoursewareRepo(deps.db), deps.uploads, deps.media, deps.previews, deps.storage, deps.files);
  return { routes: (scopes) => coursewareRoutes(scopes, { courseware }), services: { courseware } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    courseware: typeof messages;
  }
}
