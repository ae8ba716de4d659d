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
  if (out.writableNeedDrain) {
    const controller = new AbortController();
    // The listener not fired goes with the other (no listener left behind per batch).
    await Promise.race([once(out, 'drain', { signal: controller.signal }), once(out, 'close', { signal: controller.signal })]).finally(() => controller.abort());
  }
  if (out.destroyed) throw new Error('the export was cancelled');
}

/** Bytes of sheet XML the zip stream may hold before the rows wait for it (its deflate is slower than the rows come). */
const ZIP_BACKLOG_BYTES = 1024 * 1024;

/**
 * What the sheet's XML holds that the zip stream has not compressed yet: exceljs's sheet stream
 * (a StreamBuf) hands its buffers to the zip entry without waiting, so without this the whole
 * sheet could pile up in memory when the rows come faster than deflate takes them.
 */
function zipBacklog(sheet: unknown): number {
  const stream = (sheet as { stream?: { pipes?: { writableLength?: number }[]; buffers?: unknown[]; bufSize?: number } }).stream;
  return (stream?.pipes?.[0]?.writableLength ?? 0) + (stream?.buffers?.length ?? 0) * (stream?.bufSize ?? 65536);
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
    // Deflate at its fastest: the rows are written as fast as it compresses them.
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const head = sheet.addRow(headers);
    head.font = { bold: true };
    head.commit();
    await fill(async (rows) => {
      for (const row of rows) sheet.addRow(row).commit();
      // Let the zip stream take the rows, then wait for the reader.
      do await new Promise((resolve) => setTimeout(resolve, zipBacklog(sheet) > ZIP_BACKLOG_BYTES ? 5 : 0));
      while (zipBacklog(sheet) > ZIP_BACKLOG_BYTES && !out.destroyed);
      await drained(out);
    });
    sheet.commit();
    await book.commit();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
