import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { uploadsRoutes } from './routes.js';
import { UploadsRepo } from './uploads-repo.js';
import { UploadsService } from './uploads-service.js';
import './tables.js';

export { IMAGE_MAX_MB, type StoredImage, type UploadsService } from './uploads-service.js';

/** Uploaded files (images for now), stored under the files folder and recorded with their owner. */
export function createUploadsModule(deps: ModuleDeps): Module<{ uploads: UploadsService }> {
  addMessages(messages);
  const uploads = new UploadsService(new UploadsRepo(deps.db), deps.filesDir);
  return { routes: (scopes) => uploadsRoutes(scopes, { uploads }), services: { uploads } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    uploads: typeof messages;
  }
}
