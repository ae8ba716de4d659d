/**
 * What the upload paths take, shared by the server (which decides, by content: see
 * server/modules/uploads/upload-kinds.ts) and the browser (which says so before sending a
 * gigabyte the server would refuse). The caps are our choice: the spec names none.
 */
export const UPLOAD_MAX_MB = { image: 5, media: 1024, document: 100, recording: 50 } as const;

/**
 * The shortest recording taken (spec section 5: at least musicLength seconds, default 5): the
 * recorder does not stop before it, and the recording route refuses a shorter file.
 */
export const RECORDING_MIN_SECONDS = 5;

/**
 * What a media upload may ask of the transcoder (our choice: the spec names no caps), checked by
 * the server with ffprobe before the file is queued (the browser checks them first when it can
 * read the file's metadata):
 * - at most 3 hours long (a full-day training is recorded in parts);
 * - a video at most 4K: its long side at most 4096 pixels and its short side at most 2160
 *   (UHD 3840×2160 and DCI 4096×2160, landscape or portrait);
 * - at most 5 files of one uploader waiting for or in transcoding: the next is refused until one is done.
 */
export const MEDIA_MAX_SECONDS = 3 * 60 * 60;
export const MEDIA_MAX_SOURCE = { longSide: 4096, shortSide: 2160 } as const;
export const MEDIA_PENDING_PER_USER = 5;

/** What the transcoder makes of a video: at most 1080p (1920×1080, or 1080×1920 upright), its aspect kept, never enlarged. */
export const MEDIA_OUTPUT_MAX = { longSide: 1920, shortSide: 1080 } as const;

/** Whether a video's picture (width × height, either orientation) is within `max` (MEDIA_MAX_SOURCE). */
export function mediaSourceFits(width: number, height: number, max: { longSide: number; shortSide: number } = MEDIA_MAX_SOURCE): boolean {
  return Math.max(width, height) <= max.longSide && Math.min(width, height) <= max.shortSide;
}

/** The spec's media extensions (section 3: video m4v, m2t, f4v, mp4, mov, mkv; audio mp3, m4a, wma, wav). */
export const MEDIA_EXTENSIONS = ['mp4', 'm4v', 'm2t', 'f4v', 'mov', 'mkv', 'mp3', 'm4a', 'wma', 'wav'] as const;

/** The library's document suffixes (section 3). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;

export type CoursewareFileKind = 'media' | 'document';

/** The upload path a file goes to, by its name's extension; null when neither takes it. */
export function uploadKindOfName(name: string): CoursewareFileKind | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if ((MEDIA_EXTENSIONS as readonly string[]).includes(ext)) return 'media';
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return 'document';
  return null;
}

/** Longest courseware name (our choice: the spec's 100-character limit on assessment results, kept for names too). */
export const COURSEWARE_NAME_MAX = 100;

/** A file's name without its last extension: the name courseware gets when none is given. */
export const nameWithoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/** The `accept` list of a file input for courseware. */
export const COURSEWARE_ACCEPT = [...MEDIA_EXTENSIONS, ...DOCUMENT_EXTENSIONS].map((ext) => `.${ext}`).join(',');

/** Where a media file stands in the transcoder: 1 queued, 2 being transcoded, 3 ready, 4 failed (the media_files table's status). */
export const MEDIA_STATUS = { queued: 1, transcoding: 2, ready: 3, failed: 4 } as const;

/**
 * Where a courseware file stands (the server's readWork and list answer these, the courseware
 * page shows them): the media statuses, and 5 its stored file is gone (the spec's "video
 * storage path changed": cannot play). A document is ready as soon as it is registered.
 */
export const WORK_STATUS = { ...MEDIA_STATUS, missing: 5 } as const;

/**
 * What the back office's employee import takes (the server decides; the admin site says so
 * before sending a file the server would refuse). Our choice: 10,000 rows is a large company's
 * whole staff in one file, and 5 MB holds that many rows in XLSX or CSV with room to spare while
 * bounding what one request makes the server read.
 */
export const EMPLOYEE_IMPORT_MAX_ROWS = 10_000;
export const EMPLOYEE_IMPORT_MAX_MB = 5;
/** The file formats of the import and of its template. */
export const EMPLOYEE_IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type EmployeeImportFormat = (typeof EMPLOYEE_IMPORT_FORMATS)[number];
