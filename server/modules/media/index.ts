import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { UploadsService } from '../uploads/index.js';
import { MediaJobsRepo } from './media-jobs-repo.js';
import { MediaPipeline, type MediaOutcome } from './media-pipeline.js';
import { MediaService } from './media-service.js';
import messages from './messages.json' with { type: 'json' };
import { mediaRoutes } from './routes.js';
import './tables.js';

export { MEDIA_STATUS } from './tables.js';
export { audioSeconds } from './transcoder.js';
export type { MediaJobsRepo } from './media-jobs-repo.js';
export type { MediaService } from './media-service.js';
export type { MediaPipeline } from './media-pipeline.js';

/**
 * Uploaded audio and video and their transcoding to what browsers play, in a queue kept in the
 * database. The pipeline runs where main.ts starts it (every server process: each claims its
 * own jobs).
 */
export function createMediaModule(
  deps: ModuleDeps & {
    uploads: UploadsService;
    /** Told when a file is ready or has failed for good: a lesson made from an uploaded file plays once it is transcoded (the courses module). */
    lessonMedia: { mediaSettled(mediaFileId: number, outcome: MediaOutcome): Promise<unknown> };
  },
): Module<{ jobs: MediaJobsRepo; media: MediaService; pipeline: MediaPipeline | null }> {
  requireCollaborators('media', deps, ['uploads', 'lessonMedia']);
  addMessages(messages);
  const jobs = new MediaJobsRepo(deps.db);
  const media = new MediaService(jobs, deps.uploads, deps.files);
  const onSettled = async (mediaFileId: number, outcome: MediaOutcome) => {
    await deps.lessonMedia.mediaSettled(mediaFileId, outcome);
  };
  const pipeline = deps.storage ? new MediaPipeline(jobs, deps.storage, deps.logger, { onSettled }) : null;
  return { routes: (scopes) => mediaRoutes(scopes, { media }), services: { jobs, media, pipeline } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    media: typeof messages;
  }
}
