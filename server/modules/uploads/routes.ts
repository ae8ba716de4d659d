import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { DomainError } from '../../core/errors.js';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, type UploadsService } from './uploads-service.js';

const StoredImage = Type.Object(
  {
    id: Type.Integer({ description: 'Upload id, which a post (or any other feature) references' }),
    path: Type.String({ description: 'Address under /files/ (the spec names it data.path)' }),
    url: Type.String({ description: 'Same address as path' }),
  },
  { title: 'StoredImage' },
);

/**
 * The image upload of spec section 7 ("POST /api/app/public/img/, multipart images"). The SPA
 * talks GraphQL for data, but a file is sent here as a plain multipart POST (field `file`,
 * one image per request) and the GraphQL mutation that uses it passes the returned id.
 */
export function uploadsRoutes({ guarded }: RouteScopes, { uploads }: { uploads: UploadsService }) {
  void guarded.register(async (scope) => {
    // One file per request, a little over the image limit so that the service can name the limit.
    await scope.register(multipart, { limits: { files: 1, fileSize: IMAGE_MAX_BYTES + 1, fields: 5, parts: 6 } });
    scope.post(
      '/api/app/public/img/',
      {
        schema: {
          operationId: 'uploadImage',
          tags: ['uploads'],
          summary: `Upload one image (multipart/form-data, field "file"): JPG, PNG, WebP or GIF by content, at most ${IMAGE_MAX_MB} MB`,
          description: 'Sent by the SPA directly (not through GraphQL); the answer id is what the forum post mutation takes in image_ids.',
          response: { 200: Envelope('UploadImageEnvelope', StoredImage) },
        },
      },
      async (request) => {
        const { userId } = caller(request);
        if (!request.isMultipart()) throw new DomainError('invalid', 'uploadMissing');
        const part = await request.file();
        if (!part) throw new DomainError('invalid', 'uploadMissing');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('invalid', 'uploadTooLarge', { max: IMAGE_MAX_MB });
          throw error;
        }
        return ok(request, await uploads.storeImage(userId, bytes, part.filename ?? ''), 'uploaded');
      },
    );
  });
}
