import type { FileAddresses } from '../../core/storage/file-access.js';
import type { AuthContext } from '../../core/auth-context.js';
import { DomainError } from '../../core/errors.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { plainText } from '../../core/text.js';
import { unixSeconds } from '../../core/unix-time.js';
import { isTeachingStaff } from '../../../src/shared/roles.js';
import { COURSEWARE_NAME_MAX, MEDIA_STATUS, nameWithoutExtension, WORK_STATUS } from '../../../src/shared/upload-rules.js';
import type { DocumentPreviews } from '../library/index.js';
import type { MediaService } from '../media/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { CoursewareRepo, CoursewareRow } from './courseware-repo.js';

/**
 * Who registers courseware: teaching staff, that is lecturers (role 2), examiners (role 3) and
 * admins. The spec names the call (resource/createCourseWare) but not its role; we keep
 * learners out, as a company would, and check it here on the server.
 */
function assertTeacher(auth: AuthContext) {
  if (!isTeachingStaff({ role_id: auth.roleId, is_admin: auth.isAdmin ? 1 : 0 })) throw new DomainError('forbidden', 'coursewareForbidden');
}

/**
 * Courseware: an upload (video, audio or document, sent on the one upload path) registered by
 * its owner, listed with where its transcoding stands, and opened (readWork) as what a browser
 * plays or reads.
 */
export class CoursewareService {
  constructor(
    private readonly repo: CoursewareRepo,
    private readonly uploads: UploadsService,
    private readonly media: MediaService,
    private readonly previews: DocumentPreviews,
    private readonly storage: FileStorage | undefined,
    private readonly files: FileAddresses,
  ) {}

  /** A work's file addresses signed for the caller (its owner, or an admin: the rule of each route). */
  private async signed<W extends { source_path: string; url: string | null; poster: string | null; open_url?: string }>(auth: AuthContext, works: W[]): Promise<W[]> {
    const sign = await this.files.signer(auth.userId);
    return works.map((w) => ({ ...w, source_path: sign(w.source_path), url: sign(w.url), poster: sign(w.poster), ...(w.open_url === undefined ? {} : { open_url: sign(w.open_url) }) }));
  }

  /** resource/createCourseWare: registers the caller's own media or document upload, once. */
  async create(auth: AuthContext, input: { upload_id: number; name?: string }) {
    assertTeacher(auth);
    const upload = await this.uploads.ownUpload(auth.userId, input.upload_id, ['media', 'document']);
    // Plain text, whether typed or taken from the file's name (stored plain since, but older uploads were not).
    const typed = plainText(input.name ?? '').trim();
    const fileName = plainText(upload.original_name).trim();
    const name = (typed || nameWithoutExtension(fileName).trim() || fileName).slice(0, COURSEWARE_NAME_MAX);
    if (!name) throw new DomainError('invalid', 'coursewareNameRequired');
    const mediaFile = upload.kind === 'media' ? await this.media.ofUpload(upload.id) : null;
    // A media upload is registered with the media file made from it (written just after the upload row).
    if (upload.kind === 'media' && !mediaFile) throw new DomainError('invalid', 'fileUnknown');
    const suffix = upload.path.slice(upload.path.lastIndexOf('.') + 1).toLowerCase();
    const id = await this.repo.insert({
      owner_id: auth.userId,
      name,
      kind: mediaFile ? mediaFile.kind : 'document',
      suffix,
      size: upload.size,
      upload_id: upload.id,
      media_file_id: mediaFile?.id ?? null,
    });
    if (id === null) throw new DomainError('invalid', 'coursewareExists');
    const [work] = await this.signed(auth, [await this.describe((await this.repo.find(id))!)]);
    return work!;
  }

  /** The caller's courseware, newest first. */
  async list(auth: AuthContext, filter: { keywords?: string; page: number; limit: number }) {
    assertTeacher(auth);
    const { rows, total } = await this.repo.page(auth.userId, filter);
    return { list: await this.signed(auth, await Promise.all(rows.map((row) => this.describe(row)))), total, current_page: filter.page };
  }

  /**
   * readWork: what the browser opens for a courseware file (its owner's, or any for an admin):
   * the transcoded video or audio with its poster and length, or the document as PDF (an office
   * file converted once) or text. A file being transcoded, failed or gone is refused with why.
   */
  async read(auth: AuthContext, id: number) {
    const row = await this.repo.find(id);
    if (!row || (row.owner_id !== auth.userId && !auth.isAdmin)) throw new DomainError('notFound', 'coursewareNotFound');
    const work = await this.describe(row);
    if (work.status === WORK_STATUS.queued || work.status === WORK_STATUS.transcoding) throw new DomainError('refused', 'workTranscoding');
    if (work.status === WORK_STATUS.failed) throw new DomainError('refused', 'workFailed', { reason: work.error });
    if (work.status === WORK_STATUS.missing) throw new DomainError('refused', 'workCannotPlay');
    let opened: typeof work & { open_kind: string; open_url: string };
    if (row.kind === 'document') {
      const preview = await this.previews.preview({ path: row.upload_path, suffix: row.suffix });
      opened = { ...work, open_kind: preview.kind, open_url: preview.url };
    } else {
      opened = { ...work, open_kind: row.kind, open_url: work.url! };
    }
    const [signed] = await this.signed(auth, [opened]);
    return signed!;
  }

  private async describe(row: CoursewareRow) {
    const media = row.media_file_id ? await this.media.status(row.media_file_id) : null;
    const base = {
      id: row.id,
      name: row.name,
      kind: row.kind,
      suffix: row.suffix,
      size: row.size,
      source_path: row.upload_path,
      created_at: unixSeconds(row.created_at),
    };
    if (!media) {
      const present = !this.storage || (await this.storage.isFile(row.upload_path));
      return { ...base, status: present ? WORK_STATUS.ready : WORK_STATUS.missing, progress: 100, error: '', url: present ? row.upload_path : null, poster: null, duration: null };
    }
    const ready = media.status === MEDIA_STATUS.ready;
    const present = !ready || !media.url || !this.storage || (await this.storage.isFile(media.url));
    return {
      ...base,
      status: present ? media.status : WORK_STATUS.missing,
      progress: media.progress,
      error: media.error,
      url: ready && present ? media.url : null,
      poster: ready && present ? media.poster : null,
      duration: media.duration,
    };
  }
}
