export type LibraryKind = 'pdf' | 'ppt' | 'txt' | 'doc' | 'xls' | 'other';

/** Spec section 3 "Library item": pdf, ppt/pptx, txt, doc/docx, xls/xlsx. */
export function libraryKind(suffix: string | null | undefined): LibraryKind {
  const s = (suffix ?? '').trim().toLowerCase().replace(/^\./, '');
  if (s === 'pdf' || s === 'txt') return s;
  if (s === 'ppt' || s === 'pptx') return 'ppt';
  if (s === 'doc' || s === 'docx') return 'doc';
  if (s === 'xls' || s === 'xlsx') return 'xls';
  return 'other';
}
