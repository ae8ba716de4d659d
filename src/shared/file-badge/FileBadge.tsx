import { Icon } from '@blueprintjs/core';
import { libraryKind } from './library-kind';
import './file-badge.css';

/** The coloured badge of a document's kind (PDF, PPT, DOC, XLS, TXT); decoration: the name beside it says what it is. */
export function FileBadge({ suffix, size = 'normal' }: { suffix: string; size?: 'normal' | 'large' }) {
  const kind = libraryKind(suffix);
  return (
    <span className={`file-badge file-badge--${kind}${size === 'large' ? ' file-badge--large' : ''}`} aria-hidden="true" data-kind={kind}>
      {kind === 'other' ? <Icon icon="document" size={14} /> : kind.toUpperCase()}
    </span>
  );
}
