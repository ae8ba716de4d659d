import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfFile {
  pdf: PDFDocumentProxy | null;
  failed: boolean;
}

/** A PDF file read with pdf.js: null while it loads; failed when it cannot be read. */
export function usePdf(url: string): PdfFile {
  const [file, setFile] = useState<PdfFile>({ pdf: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url });
    task.promise.then(
      (pdf) => !cancelled && setFile({ pdf, failed: false }),
      () => !cancelled && setFile({ pdf: null, failed: true }),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);
  return file;
}

/** Draws one page of the PDF on the canvas the returned ref is given to. */
export function usePdfPage(pdf: PDFDocumentProxy | null, page: number) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let cancelled = false;
    void pdf.getPage(page).then((p) => {
      if (cancelled || !canvas.current) return;
      const viewport = p.getViewport({ scale: 1.3 });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      return p.render({ canvas: canvas.current, viewport }).promise;
    });
    return () => {
      cancelled = true;
    };
  }, [pdf, page]);
  return canvas;
}
