import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The formats a report exports to. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A cell: text, a number, or empty. */
export type Cell = string | number | null;

/**
 * Writes rows as they come: `write` takes a batch of rows and resolves once the output can take
 * more (backpressure), so a slow download slows the reads instead of filling memory.
 */
export type RowSink = (rows: Cell[][]) => Promise<void>;

/** A CSV field: quoted when it holds a quote, a separator or a line break (quotes doubled). */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  // A text that a spreadsheet would run as a formula is kept as text.
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A line of CSV, CRLF-terminated (RFC 4180). */
export function csvLine(cells: Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** Waits until the output has taken what it holds (a slow reader) or has closed. */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new Error('the export was cancelled');
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  if (out.destroyed) throw new Error('the export was cancelled');
}

/**
 * A report file streamed: the header row, then whatever `fill` writes, in XLSX (exceljs's
 * streaming workbook writer: each row committed as written, no shared strings) or CSV (UTF-8
 * with a BOM, so Excel reads Chinese). Answers the stream at once; `fill` runs behind it, and
 * an error on the way ends the stream with it (the download fails rather than stops short).
 */
export function streamReport(format: ExportFormat, sheetName: string, headers: string[], fill: (write: RowSink) => Promise<void>): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const run = async () => {
    if (format === 'csv') {
      out.write(`\uFEFF${csvLine(headers)}`);
      await fill(async (rows) => {
        out.write(rows.map(csvLine).join(''));
        await drained(out);
      });
      out.end();
      return;
    }
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const head = sheet.addRow(headers);
    head.font = { bold: true };
    head.commit();
    await fill(async (rows) => {
      for (const row of rows) sheet.addRow(row).commit();
      // Let the zip stream take the rows, then wait for the reader.
      await new Promise((resolve) => setImmediate(resolve));
      await drained(out);
    });
    sheet.commit();
    await book.commit();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
