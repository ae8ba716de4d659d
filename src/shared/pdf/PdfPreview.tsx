import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ErrorState } from '../state/LoadState';
import { usePdf, usePdfPage } from './pdf';

/**
 * A PDF read in the page with pdf.js, one page at a time: previous / next buttons (and the
 * arrow keys while the page has focus) and the page number. Texts come from the caller.
 */
export function PdfPreview({ url, labels }: { url: string; labels: { page: (page: number, pages: number) => string; prev: string; next: string; failed: string; canvas: string } }) {
  const file = usePdf(url);
  const [page, setPage] = useState(1);
  const pages = file.pdf?.numPages ?? 0;
  const canvas = usePdfPage(file.pdf, page);
  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
  if (file.failed) return <ErrorState title={labels.failed} />;
  return (
    <div className="pdf-preview" data-testid="pdf-preview">
      <div className="pdf-toolbar">
        <Button icon="chevron-left" disabled={page <= 1} onClick={() => go(page - 1)} aria-label={labels.prev} data-testid="prev-page" />
        <span data-testid="page-indicator" aria-live="polite">
          {pages ? labels.page(page, pages) : ''}
        </span>
        <Button icon="chevron-right" disabled={!pages || page >= pages} onClick={() => go(page + 1)} aria-label={labels.next} data-testid="next-page" />
      </div>
      <div
        className="pdf-canvas"
        tabIndex={0}
        role="region"
        aria-label={labels.canvas}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'PageDown') go(page + 1);
          if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(page - 1);
        }}
      >
        {!file.pdf && <Spinner size={32} />}
        <canvas ref={canvas} data-testid="pdf-canvas" />
      </div>
    </div>
  );
}

/** A plain text file shown as it is (UTF-8). */
export function TextPreview({ url, failed, label }: { url: string; failed: string; label: string }) {
  // The text read for `url`; a state of another address is the one before a change of document.
  const [state, setState] = useState<{ url: string; text: string | null; failed: boolean }>({ url: '', text: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    fetch(url)
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
      .then(
        (bytes) => !cancelled && setState({ url, text: new TextDecoder('utf-8').decode(bytes), failed: false }),
        () => !cancelled && setState({ url, text: null, failed: true }),
      );
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (state.url === url && state.failed) return <ErrorState title={failed} />;
  if (state.url !== url || state.text === null) return <Spinner size={32} />;
  return (
    <pre className="text-preview" data-testid="text-preview" tabIndex={0} role="region" aria-label={label}>
      {state.text}
    </pre>
  );
}
