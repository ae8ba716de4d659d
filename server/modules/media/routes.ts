import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { IdParams, Nullable, Unix } from '../../core/http/schema-kit.js';
import { uploadedFile, uploadRoutes } from '../uploads/index.js';
import { MEDIA_MAX_SECONDS, MEDIA_MAX_SOURCE, MEDIA_PENDING_PER_USER } from '../../../src/shared/upload-rules.js';
import { MEDIA_MAX_MB, type MediaService } from './media-service.js';


const MediaFile = Type.Object(
  {
    id: Type.Integer(),
    upload_id: Nullable(Type.Integer({ description: 'The upload it was made from (what resource/createCourseWare takes); null for a seeded file' })),
    kind: Type.String({ description: 'video or audio' }),
    status: Type.Integer({ description: '1 queued, 2 being transcoded, 3 ready, 4 failed' }),
    progress: Type.Integer({ description: 'Percent of the transcoding done' }),
    error: Type.String({ description: 'Why it failed (status 4); empty otherwise' }),
    source_path: Type.String({ description: 'The uploaded original under /files/ (the spec names it data.path)' }),
    url: Nullable(Type.String({ description: 'What browsers play (H.264/AAC MP4 or AAC), once ready' })),
    poster: Nullable(Type.String({ description: 'A frame of the video, once ready' })),
    duration: Nullable(Type.Integer({ description: 'Seconds, once ready' })),
    original_name: Type.String(),
    created_at: Unix(),
  },
  { title: 'MediaFile' },
);

/**
 * Media uploads (multipart, field `file`, one per request, streamed to disk) and their
 * transcoding status; the SPA sends the file here directly, as it does images.
 */
export function mediaRoutes(scopes: RouteScopes, { media }: { media: MediaService }) {
  const route = routes(scopes, ['media']);

  uploadRoutes(scopes, 'media', ['media'], (route) =>
    route.post(
      '/api/app/public/media/',
      {
        operationId: 'uploadMedia',
        summary: `Upload one video or audio file (multipart/form-data, field "file"), checked by content, at most ${MEDIA_MAX_MB} MB; it is transcoded in the background`,
        description: `Read by ffprobe before it is queued: refused when it cannot be read, is longer than ${MEDIA_MAX_SECONDS / 3600} hours, or its picture is over 4K (${MEDIA_MAX_SOURCE.longSide}×${MEDIA_MAX_SOURCE.shortSide}, either orientation), or when the uploader already has ${MEDIA_PENDING_PER_USER} files waiting to be transcoded. Video is made at most 1080p.`,
        data: MediaFile,
        msg: 'uploaded',
      },
      async ({ userId, request }) => {
        const part = await uploadedFile(request);
        return media.upload(userId, part.file, part.filename ?? '');
      },
    ),
  );

  route.get(
    '/api/media/:id',
    {
      operationId: 'mediaStatus',
      summary: 'A media file: queued, being transcoded (with progress), ready (what plays) or failed (why)',
      description: "Its uploader's or, for an admin, any; others get 404. The addresses are signed for the caller (they open for a few hours).",
      params: IdParams,
      data: MediaFile,
    },
    ({ caller, params }) => media.statusFor(caller, params.id),
  );
}
