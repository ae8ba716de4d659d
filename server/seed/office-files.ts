import zlib from 'node:zlib';
import { escapeXml } from './svg.js';

/**
 * Small, valid office documents for the demo library, made at seeding (no office suite):
 * - .docx, .xlsx, .pptx: minimal Office Open XML packages (a zip of the required parts);
 * - .doc: a Rich Text Format document (Word and the other suites open RTF under .doc);
 * - .xls: an XML Spreadsheet 2003 workbook (Excel and the other suites open it);
 * - .ppt: the .pptx package (the suites recognise the package by its content).
 * Text may be Chinese: OOXML and SpreadsheetML are UTF-8, RTF escapes it as \uN.
 */


const DOS_TIME = 0; // 00:00:00
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01

/**
 * The fields an entry's local header and its central directory record both hold, in the same
 * order (from "version needed" to the name's length), written from `at`.
 */
function writeEntryFields(header: Buffer, at: number, entry: { crc: number; packedSize: number; size: number; nameLength: number }) {
  header.writeUInt16LE(20, at); // version needed: 2.0
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(8, at + 4); // deflated
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.packedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

/** A zip archive (deflated entries, fixed time stamp so the same input gives the same bytes). */
export function zip(entries: { name: string; content: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const fields = { crc: zlib.crc32(data), packedSize: packed.length, size: data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function rels(items: { id: string; type: string; target: string }[]): string {
  return `${XML}<Relationships xmlns="${PKG_REL}">${items.map((r) => `<Relationship Id="${r.id}" Type="${REL}/${r.type}" Target="${r.target}"/>`).join('')}</Relationships>`;
}

function contentTypes(overrides: [string, string][]): string {
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('')}</Types>`;
}

/** A Word document: a heading and paragraphs. */
export function makeDocx(title: string, paragraphs: string[]): Buffer {
  const body = [
    `<w:p><w:r><w:rPr><w:b/><w:sz w:val="36"/></w:rPr><w:t>${escapeXml(title)}</w:t></w:r></w:p>`,
    ...paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`),
  ].join('');
  return zip([
    { name: '[Content_Types].xml', content: contentTypes([['/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml']]) },
    { name: '_rels/.rels', content: rels([{ id: 'rId1', type: 'officeDocument', target: 'word/document.xml' }]) },
    {
      name: 'word/document.xml',
      content: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    },
  ]);
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An Excel workbook of one sheet; numbers stay numbers, the rest are inline strings. */
export function makeXlsx(sheetName: string, rows: (string | number)[][]): Buffer {
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) => {
            const ref = `${columnName(c)}${r + 1}`;
            return typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
          })
          .join('')}</row>`,
    )
    .join('');
  return zip([
    {
      name: '[Content_Types].xml',
      content: contentTypes([
        ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
        ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
      ]),
    },
    { name: '_rels/.rels', content: rels([{ id: 'rId1', type: 'officeDocument', target: 'xl/workbook.xml' }]) },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    { name: 'xl/_rels/workbook.xml.rels', content: rels([{ id: 'rId1', type: 'worksheet', target: 'worksheets/sheet1.xml' }]) },
    { name: 'xl/worksheets/sheet1.xml', content: `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>` },
  ]);
}

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';

function textShape(id: number, name: string, y: number, height: number, size: number, lines: string[], bold = false): string {
  const paragraphs = lines.map((line) => `<a:p><a:r><a:rPr lang="zh-CN" sz="${size}"${bold ? ' b="1"' : ''}/><a:t>${escapeXml(line)}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="609600" y="${y}"/><a:ext cx="10972800" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

const emptyTree = '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>';
const colorMap = '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>';

function theme(): string {
  const colors = ['dk1', 'lt1', 'dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6', 'hlink', 'folHlink'];
  const values = ['000000', 'FFFFFF', '1C2127', 'F6F7F9', '2D72D2', '238551', 'C87619', 'CD4246', '7961DB', '147EB3', '2D72D2', '634DBF'];
  const scheme = colors.map((c, i) => `<a:${c}><a:srgbClr val="${values[i]}"/></a:${c}>`).join('');
  const fill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const line = `<a:ln w="9525">${fill}</a:ln>`;
  const effect = '<a:effectStyle><a:effectLst/></a:effectStyle>';
  return `${XML}<a:theme xmlns:a="${A}" name="Demo"><a:themeElements><a:clrScheme name="Demo">${scheme}</a:clrScheme><a:fontScheme name="Demo"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Demo"><a:fillStyleLst>${fill}${fill}${fill}</a:fillStyleLst><a:lnStyleLst>${line}${line}${line}</a:lnStyleLst><a:effectStyleLst>${effect}${effect}${effect}</a:effectStyleLst><a:bgFillStyleLst>${fill}${fill}${fill}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
}

/** A PowerPoint deck: one slide per entry, a title and bullet lines. */
export function makePptx(slides: { title: string; lines: string[] }[]): Buffer {
  const slideEntries = slides.flatMap((slide, i) => [
    {
      name: `ppt/slides/slide${i + 1}.xml`,
      content: `${XML}<p:sld xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${textShape(2, 'Title', 457200, 1143000, 3600, [slide.title], true)}${textShape(3, 'Body', 1828800, 4114800, 2000, slide.lines)}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`,
    },
    { name: `ppt/slides/_rels/slide${i + 1}.xml.rels`, content: rels([{ id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' }]) },
  ]);
  return zip([
    {
      name: '[Content_Types].xml',
      content: contentTypes([
        ['/ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
        ['/ppt/slideMasters/slideMaster1.xml', 'application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml'],
        ['/ppt/slideLayouts/slideLayout1.xml', 'application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml'],
        ['/ppt/theme/theme1.xml', 'application/vnd.openxmlformats-officedocument.theme+xml'],
        ...slides.map((_, i): [string, string] => [`/ppt/slides/slide${i + 1}.xml`, 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml']),
      ]),
    },
    { name: '_rels/.rels', content: rels([{ id: 'rId1', type: 'officeDocument', target: 'ppt/presentation.xml' }]) },
    {
      name: 'ppt/presentation.xml',
      content: `${XML}<p:presentation xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides
        .map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`)
        .join('')}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      content: rels([
        { id: 'rId1', type: 'slideMaster', target: 'slideMasters/slideMaster1.xml' },
        { id: 'rId2', type: 'theme', target: 'theme/theme1.xml' },
        ...slides.map((_, i) => ({ id: `rId${i + 3}`, type: 'slide', target: `slides/slide${i + 1}.xml` })),
      ]),
    },
    {
      name: 'ppt/slideMasters/slideMaster1.xml',
      content: `${XML}<p:sldMaster xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}">${emptyTree}${colorMap}<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      content: rels([
        { id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' },
        { id: 'rId2', type: 'theme', target: '../theme/theme1.xml' },
      ]),
    },
    {
      name: 'ppt/slideLayouts/slideLayout1.xml',
      content: `${XML}<p:sldLayout xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}" type="blank">${emptyTree}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
    },
    { name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels', content: rels([{ id: 'rId1', type: 'slideMaster', target: '../slideMasters/slideMaster1.xml' }]) },
    { name: 'ppt/theme/theme1.xml', content: theme() },
    ...slideEntries,
  ]);
}

function rtfText(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === '\\' || c === '{' || c === '}') return `\\${c}`;
      if (code < 128) return c;
      // RTF \u takes a signed 16-bit value; characters beyond the BMP are rare in the demo.
      return code > 0xffff ? '?' : `\\u${code > 32767 ? code - 65536 : code}?`;
    })
    .join('');
}

/** A Rich Text Format document (saved as .doc). */
export function makeRtf(title: string, paragraphs: string[]): Buffer {
  const body = [`{\\pard\\sa240\\b\\fs36 ${rtfText(title)}\\par}`, ...paragraphs.map((p) => `{\\pard\\sa120\\fs22 ${rtfText(p)}\\par}`)].join('\n');
  return Buffer.from(`{\\rtf1\\ansi\\ansicpg936\\deff0{\\fonttbl{\\f0\\fnil SimSun;}}\n${body}\n}`, 'ascii');
}

/** An XML Spreadsheet 2003 workbook (saved as .xls). */
export function makeSpreadsheetXml(sheetName: string, rows: (string | number)[][]): Buffer {
  const table = rows
    .map((row) => `<Row>${row.map((v) => `<Cell><Data ss:Type="${typeof v === 'number' ? 'Number' : 'String'}">${escapeXml(String(v))}</Data></Cell>`).join('')}</Row>`)
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="${escapeXml(sheetName)}"><Table>${table}</Table></Worksheet></Workbook>\n`,
    'utf8',
  );
}
