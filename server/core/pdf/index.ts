/**
 * PDFs the server makes (lesson handouts at seeding, certificates): PDFKit with one embedded
 * CJK font, Debian's fonts-noto-cjk (Noto Sans CJK SC), so Chinese and English text both
 * render; PDFKit subsets the font, so a file carries only the glyphs it uses.
 *
 * Choice: PDFKit over pdf-lib because it lays out text (wrapping, alignment) and subsets fonts
 * itself; pdf-lib would need fontkit plus our own line breaking.
 */
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import cjkFontPaths from './cjk-font-paths.json' with { type: 'json' };

/**
 * Where Debian (fonts-noto-cjk) and other distributions put the Noto Sans CJK collection;
 * CJK_FONT_PATH first. The list is shared with server/scripts/preflight.mjs, which installs
 * the font before the server starts.
 */
const CJK_FONT_CANDIDATES = [process.env.CJK_FONT_PATH, ...cjkFontPaths].filter((p): p is string => Boolean(p));

const BOLD_OF = (regular: string) => regular.replace('Regular', 'Bold');

/** The face inside the collection: simplified Chinese first (zh-CN is the default language). */
const FAMILY = 'NotoSansCJKsc-Regular';
const FAMILY_BOLD = 'NotoSansCJKsc-Bold';

export class MissingCjkFontError extends Error {
  constructor() {
    super(
      'No CJK font for PDFs: install Debian\'s fonts-noto-cjk (apt-get install -y fonts-noto-cjk) ' +
        'or set CJK_FONT_PATH to a NotoSansCJK-Regular.ttc.',
    );
  }
}

/** The regular CJK font file, or null when the machine has none. */
export function findCjkFont(): string | null {
  return CJK_FONT_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export interface CjkPdf {
  doc: PDFKit.PDFDocument;
  /** Switches the current font: 'regular' or 'bold' (bold falls back to regular). */
  font(weight?: 'regular' | 'bold'): PDFKit.PDFDocument;
}

/**
 * The parsed faces, read once per process: parsing the 20 MB collection costs about half a
 * second, while a document only subsets what it uses (tens of milliseconds), so seeding
 * dozens of PDFs stays quick. PDFKit accepts a fontkit font in place of a file.
 */
let faces: { regular: fontkit.Font; bold: fontkit.Font } | null = null;

function face(file: string, family: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file), family);
  if (!('layout' in font)) throw new Error(`${file} has no face ${family}`);
  return font;
}

function cjkFaces() {
  if (faces) return faces;
  const regular = findCjkFont();
  if (!regular) throw new MissingCjkFontError();
  const bold = BOLD_OF(regular);
  const regularFace = face(regular, FAMILY);
  faces = { regular: regularFace, bold: fs.existsSync(bold) ? face(bold, FAMILY_BOLD) : regularFace };
  return faces;
}

/** A PDFKit document with the CJK font registered as 'cjk' and 'cjk-bold' and selected. */
export function createCjkPdf(options: PDFKit.PDFDocumentOptions = {}): CjkPdf {
  const { regular, bold } = cjkFaces();
  const doc = new PDFDocument({ size: 'A4', ...options });
  // @types/pdfkit lists only files and bytes as font sources; PDFKit also takes a fontkit font.
  doc.registerFont('cjk', regular as unknown as Buffer);
  doc.registerFont('cjk-bold', bold as unknown as Buffer);
  doc.font('cjk');
  return { doc, font: (weight = 'regular') => doc.font(weight === 'bold' ? 'cjk-bold' : 'cjk') };
}

/** Ends the document and resolves with its bytes. */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
