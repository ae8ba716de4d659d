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
