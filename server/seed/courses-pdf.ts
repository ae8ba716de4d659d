/**
 * A small PDF writer for the demo documents: A4 pages of text in Helvetica (ASCII only),
 * with a coloured header band and page numbers. Enough for pdf.js to render and count pages,
 * and made at seeding, so no office suite is needed.
 */
function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

export interface PdfPage {
  heading: string;
  lines: string[];
}

export function makePdf(title: string, pages: PdfPage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const pageIds: number[] = [];
  pages.forEach((page, index) => {
    const ops = [
      '0.18 0.45 0.82 rg 0 772 595 70 re f',
      `BT /F2 20 Tf 1 1 1 rg 40 800 Td (${escapePdfText(title)}) Tj ET`,
      `BT /F2 16 Tf 0.1 0.1 0.1 rg 40 730 Td (${escapePdfText(page.heading)}) Tj ET`,
      ...page.lines.map((line, i) => `BT /F1 12 Tf 0.2 0.2 0.2 rg 40 ${700 - i * 20} Td (${escapePdfText(line)}) Tj ET`),
      `BT /F1 10 Tf 0.4 0.4 0.4 rg 280 30 Td (Page ${index + 1} / ${pages.length}) Tj ET`,
    ].join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`);
    pageIds.push(
      add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`),
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
