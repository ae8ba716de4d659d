import { PDFDocument } from 'pdf-lib';
import { createCjkPdf, pdfToBuffer } from '../../core/pdf/index.js';

/** The stamp's size: one A4 page in points; drawn scaled onto each page of the document. */
const STAMP_W = 595;
const STAMP_H = 842;

/**
 * One transparent page carrying the stamp: the lines repeated diagonally in light grey and once
 * along the foot of the page, in the
 * CJK font (PDFKit lays the text out and subsets the font; pdf-lib alone cannot read the
 * font collection Debian ships).
 */
async function stampPage(lines: string[]): Promise<Buffer> {
  const { doc } = createCjkPdf({ size: [STAMP_W, STAMP_H], margin: 0 });
  doc.fillColor('#8f99a8').fillOpacity(0.28).fontSize(16);
  const text = lines.join('  ');
  doc.save();
  doc.rotate(-30, { origin: [STAMP_W / 2, STAMP_H / 2] });
  for (let y = -STAMP_H * 0.3; y < STAMP_H * 1.3; y += 150) {
    for (let x = -STAMP_W * 0.4; x < STAMP_W * 1.2; x += 330) doc.text(text, x, y, { lineBreak: false });
  }
  doc.restore();
  // The same words once more along the foot of the page, level, so that text tools read them whole.
  doc.fillOpacity(0.6).fontSize(8).text(text, 24, STAMP_H - 20, { lineBreak: false });
  return pdfToBuffer(doc);
}

/**
 * The document with the stamp drawn over every page (spec: add_watermark): the reader's name
 * and the time of the download, as text, so that a copy names who took it. Each page gets the
 * same stamp page, scaled to its size.
 */
export async function addWatermark(pdfBytes: Uint8Array, lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdfBytes, { ignoreEncryption: true });
  const [stamp] = await document.embedPdf(await stampPage(lines), [0]);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    page.drawPage(stamp!, { x: 0, y: 0, xScale: width / STAMP_W, yScale: height / STAMP_H });
  }
  return document.save();
}
