import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { uploadsRoutes } from './routes.js';
import { UploadsRepo } from './uploads-repo.js';
import { UploadsService, type AudioSeconds } from './uploads-service.js';
import './tables.js';

export { uploadedFile, uploadRoutes } from './routes.js';
export { IMAGE_MAX_MB, mediaKindOf, UPLOAD_KINDS, type AudioSeconds, type StoredImage, type StoredRecording, type StoredUpload, type UploadKindName, type UploadsService, type UploadStream } from './uploads-service.js';

/**
 * Uploaded files of every kind (images, media, documents, recordings): one upload path, checked
 * by content and capped by size, kept in the file store and recorded with their owner. A
 * recording's length is read by `audioSeconds` (the media module's ffprobe, which the app
 * passes in: the media module builds on this one, so this one does not import it).
 */
export function createUploadsModule(deps: ModuleDeps & { audioSeconds: AudioSeconds }): Module<{ uploads: UploadsService }> {
  requireCollaborators('uploads', deps, ['audioSeconds']);
  addMessages(messages);
  const uploads = new UploadsService(new UploadsRepo(deps.db), deps.storage, deps.audioSeconds);
  return { routes: (scopes) => uploadsRoutes(scopes, { uploads, files: deps.files }), services: { uploads } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    uploads: typeof messages;
  }
}
