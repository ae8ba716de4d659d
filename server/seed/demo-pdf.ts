import { createCjkPdf, pdfToBuffer } from '../core/pdf/index.js';

/**
 * The demo company's PDF documents (lesson documents, handouts, library files): A4 pages with
 * a coloured header band, a heading, lines of text and page numbers, laid out by the core PDF
 * kit (Noto Sans CJK embedded and subset), so Chinese titles read as written. One document
 * per file; the font is parsed once per process by the kit. Only the regular face is used
 * (headings stand out by size and colour): each face embedded costs its own subset, which
 * is most of the time a document takes.
 */
export interface PdfPage {
  heading: string;
  lines: string[];
}

const A4_WIDTH = 595.28;
const MARGIN = 40;

export async function makePdf(title: string, pages: PdfPage[]): Promise<Buffer> {
  const { doc, font } = createCjkPdf({ autoFirstPage: false, margin: MARGIN, info: { Title: title } });
  const width = A4_WIDTH - 2 * MARGIN;
  pages.forEach((page, index) => {
    doc.addPage();
    doc.rect(0, 0, A4_WIDTH, 70).fill('#2e73d1');
    font().fontSize(20).fillColor('#ffffff').text(title, MARGIN, 22, { width, lineBreak: false });
    font().fontSize(16).fillColor('#1a1a1a').text(page.heading, MARGIN, 100, { width });
    doc.moveDown(0.8);
    font().fontSize(12).fillColor('#333333');
    for (const line of page.lines) doc.text(line || ' ', { width, lineGap: 6 });
    // The footer sits in the bottom margin: without this PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    font()
      .fontSize(10)
      .fillColor('#666666')
      .text(`${index + 1} / ${pages.length}`, MARGIN, 800, { width, align: 'center', lineBreak: false });
  });
  return pdfToBuffer(doc);
}
