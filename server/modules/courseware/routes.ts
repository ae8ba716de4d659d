import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdQuery, Keywords, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { COURSEWARE_NAME_MAX } from '../../../src/shared/upload-rules.js';
import type { CoursewareService } from './courseware-service.js';

const coursewareFields = {
  id: Type.Integer(),
  name: Type.String({ description: PLAIN_TEXT_NOTE }),
  kind: Type.String({ description: 'video, audio or document' }),
  suffix: Type.String({ description: 'What the content is (mp4, mov, wav, pdf, docx, txt, ...)' }),
  size: Type.Integer({ description: 'Bytes of the upload (shown in MB with two decimals)' }),
  source_path: Type.String({ description: 'The uploaded original under /files/' }),
  status: Type.Integer({ description: '1 queued, 2 being transcoded, 3 ready, 4 transcoding failed, 5 the stored file is gone (cannot play)' }),
  progress: Type.Integer({ description: 'Percent of the transcoding done' }),
  error: Type.String({ description: 'Why the transcoding failed (status 4); empty otherwise' }),
  url: Nullable(Type.String({ description: 'What browsers play or read, once ready' })),
  poster: Nullable(Type.String({ description: 'A frame of a video, once ready' })),
  duration: Nullable(Type.Integer({ description: 'Seconds of a video or audio, once known' })),
  created_at: Unix(),
};
const Courseware = Type.Object(coursewareFields, { title: 'Courseware' });
const Work = Type.Object(
  {
    ...coursewareFields,
    open_kind: Type.String({ description: 'How to open it: video, audio, pdf (a PDF or an office file converted once) or text' }),
    open_url: Type.String({ description: 'The /files address to play or read' }),
  },
  { title: 'CoursewareWork' },
);

/**
 * Courseware (spec section 7, Common: "POST resource/createCourseWare", "GET readWork"): the
 * file itself is sent first on the upload path (media or document), then registered here by
 * its upload id. The list follows the API's style for what the spec leaves unnamed.
 */
export function coursewareRoutes(scopes: RouteScopes, { courseware }: { courseware: CoursewareService }) {
  const route = routes(scopes, ['courseware']);

  route.post(
    '/api/resource/createCourseWare',
    {
      operationId: 'createCourseWare',
      summary: 'Register an uploaded video, audio or document of one\'s own as courseware (lecturers, examiners and admins)',
      body: Type.Object({
        upload_id: Id({ description: 'The id the media or document upload answered' }),
        name: Type.Optional(Type.String({ maxLength: COURSEWARE_NAME_MAX, description: `Shown name; the file name without its extension when empty. ${PLAIN_TEXT_NOTE}` })),
      }),
      data: Courseware,
      msg: 'coursewareCreated',
    },
    ({ caller, body }) => courseware.create(caller, body),
  );

  route.get(
    '/api/resource/courseWare',
    {
      operationId: 'coursewareList',
      summary: 'One\'s own courseware, newest first, by part of the name, with where its transcoding stands',
      query: Type.Object({ ...GridPaging, keywords: Keywords() }),
      data: PageOf('CoursewarePage', Courseware),
    },
    ({ caller, query: { page, limit, keywords } }) => courseware.list(caller, { page, limit, keywords: keywords?.trim() || undefined }),
  );

  route.get(
    '/api/readWork',
    {
      operationId: 'readWork',
      summary: 'Open a stored courseware file: what to play or read; refused while it is being transcoded, when it failed, or when its file is gone',
      query: IdQuery,
      data: Work,
    },
    ({ caller, query }) => courseware.read(caller, query.id),
  );
}
