import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { FileAddresses } from '../../core/storage/file-access.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, type Routes } from '../../core/http/route.js';
import { DomainError } from '../../core/errors.js';
import { RECORDING_MIN_SECONDS } from '../../../src/shared/upload-rules.js';
import { UPLOAD_KINDS, type UploadKindName, type UploadsService } from './uploads-service.js';

const StoredImage = Type.Object(
  {
    id: Type.Integer({ description: 'Upload id, which a post (or any other feature) references' }),
    path: Type.String({ description: 'Address under /files/ (the spec names it data.path)' }),
    url: Type.String({ description: 'Same address as path' }),
  },
  { title: 'StoredImage' },
);

const StoredDocument = Type.Object(
  {
    id: Type.Integer({ description: 'Upload id, which resource/createCourseWare takes' }),
    path: Type.String({ description: 'Address under /files/ (the spec names it data.path), signed for the uploader' }),
    suffix: Type.String({ description: 'pdf, doc, docx, xls, xlsx, ppt, pptx or txt, by content' }),
    size: Type.Integer({ description: 'Bytes' }),
    original_name: Type.String(),
  },
  { title: 'StoredDocument' },
);

const StoredRecording = Type.Object(
  {
    id: Type.Integer({ description: 'Upload id' }),
    path: Type.String({ description: 'Address under /files/ (the spec names it data.path), signed for the uploader' }),
    seconds: Type.Integer({ description: `Length of the recording in whole seconds, read from the file by ffprobe (at least ${RECORDING_MIN_SECONDS})` }),
  },
  { title: 'StoredRecording' },
);

/** Reads the one multipart file of a request as a stream (the service stores and checks it). */
export async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new DomainError('invalid', 'uploadMissing');
  const part = await request.file();
  if (!part) throw new DomainError('invalid', 'uploadMissing');
  return part;
}

/**
 * Declares routes in a scope of their own whose multipart limit is the kind's cap (one file
 * per request); the stream is cut a byte past it, so that the service can name the cap.
 */
export function uploadRoutes(scopes: RouteScopes, kind: UploadKindName, tags: string[], declare: (route: Routes) => void): void {
  void scopes.guarded.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: UPLOAD_KINDS[kind].maxMb * 1024 * 1024 + 1, fields: 5, parts: 6 } });
    declare(routes({ ...scopes, guarded: scope }, tags));
  });
}

/**
 * The uploads of spec section 7: images ("POST /api/app/public/img/, multipart images") and,
 * in the same style, documents and recordings (the recorder's answers: any signed-in user). The SPA talks GraphQL for data, but a file is sent here as a
 * plain multipart POST (field `file`, one per request, with upload progress) and the GraphQL
 * mutation that uses it passes the returned id. Media have their route in the media module.
 */
export function uploadsRoutes(scopes: RouteScopes, { uploads, files }: { uploads: UploadsService; files: FileAddresses }) {
  const tags = ['uploads'];
  uploadRoutes(scopes, 'image', tags, (route) =>
    route.post(
      '/api/app/public/img/',
      {
        operationId: 'uploadImage',
        summary: `Upload one image (multipart/form-data, field "file"): JPG, PNG, WebP or GIF by content, at most ${UPLOAD_KINDS.image.maxMb} MB`,
        description: 'Sent by the SPA directly (not through GraphQL); the answer id is what the forum post mutation takes in image_ids.',
        data: StoredImage,
        msg: 'uploaded',
      },
      async ({ userId, request }) => {
        const part = await uploadedFile(request);
        return uploads.storeImage(userId, part.file, part.filename ?? '');
      },
    ),
  );

  // The back office's own image upload (its token, not the portal's): pictures it then names by path, such as a home banner's.
  uploadRoutes(scopes, 'image', ['admin'], (route) =>
    route.post(
      '/api/admin/uploads/image',
      {
        operationId: 'adminUploadImage',
        summary: `Upload one image for the back office (multipart/form-data, field "file"): JPG, PNG, WebP or GIF by content, at most ${UPLOAD_KINDS.image.maxMb} MB`,
        description: 'The answer\'s path is a public picture of this site (what a home banner\'s pc_banner_img takes).',
        admin: true,
        data: StoredImage,
        msg: 'uploaded',
      },
      async ({ userId, request }) => {
        const part = await uploadedFile(request);
        return uploads.storeImage(userId, part.file, part.filename ?? '');
      },
    ),
  );

  uploadRoutes(scopes, 'document', tags, (route) =>
    route.post(
      '/api/app/public/document/',
      {
        operationId: 'uploadDocument',
        summary: `Upload one document (multipart/form-data, field "file"): PDF, Word, Excel, PowerPoint or text by content, at most ${UPLOAD_KINDS.document.maxMb} MB`,
        data: StoredDocument,
        msg: 'uploaded',
      },
      async ({ userId, request }) => {
        const part = await uploadedFile(request);
        const stored = await uploads.receive(userId, 'document', part.file, part.filename ?? '');
        // A document is private: the uploader gets its address signed (core/storage/file-access.ts).
        return { id: stored.id, path: await files.sign(stored.path, userId), suffix: stored.ext, size: stored.size, original_name: stored.original_name };
      },
    ),
  );

  uploadRoutes(scopes, 'recording', tags, (route) =>
    route.post(
      '/api/app/public/recording/',
      {
        operationId: 'uploadRecording',
        summary: `Upload one sound recording (multipart/form-data, field "file"): WebM, Ogg, WAV, M4A/AAC or MP3 audio by content, at most ${UPLOAD_KINDS.recording.maxMb} MB and at least ${RECORDING_MIN_SECONDS} seconds long`,
        description: 'The recorder\'s upload (spec section 7, the recording upload): answered with the length in whole seconds read from the file by ffprobe; a recording shorter than the minimum is refused and not kept.',
        data: StoredRecording,
        msg: 'uploaded',
      },
      async ({ userId, request }) => {
        const part = await uploadedFile(request);
        const stored = await uploads.receiveRecording(userId, part.file, part.filename ?? '');
        return { ...stored, path: await files.sign(stored.path, userId) };
      },
    ),
  );
}
