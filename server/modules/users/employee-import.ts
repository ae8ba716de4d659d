import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_MAX_MB, EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImportFormat } from '../../../src/shared/upload-rules.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { translate, type Locale, type MessageKey } from '../../core/i18n.js';
import { plainText } from '../../core/text.js';
import type { AuditTrail } from '../audit/index.js';
import { checkAll, EMPLOYEE_FIELD_LABELS, EMPLOYEE_FIELDS, generatedPassword, insertEmployees, REQUIRED_FIELDS, takenValues, UNIQUE_FIELDS, type EmployeeDraft, type EmployeeField, type EmployeeProblemCode, type NewEmployee } from './employee-records.js';

/** Hashes a password as every stored password is (the session module's argon2id, given by the app). */
export type HashPassword = (password: string) => Promise<string>;

/** Rows per transaction: a batch is applied whole or not at all, and a failure costs at most this many rows' work. */
export const IMPORT_BATCH = 500;

/**
 * Hashes running at once: the argon2 hashes run on libuv's pool (4 threads), so more at once only
 * queue there and would hold back the file reads and DNS lookups other requests make on it.
 */
const HASH_CONCURRENCY = 4;

/** A header as compared: no spaces, underscores, required marks or case. */
const headerKey = (text: string) => text.replace(/[\s_*＊]/g, '').toLowerCase();

const FIELD_OF_HEADER = new Map<string, EmployeeField>(
  EMPLOYEE_FIELDS.flatMap((field) => [field, EMPLOYEE_FIELD_LABELS[field]['zh-CN'], EMPLOYEE_FIELD_LABELS[field]['en-US'], ...(EMPLOYEE_FIELD_LABELS[field].also ?? [])].map((header) => [headerKey(header), field] as const)),
);

/** One problem of a row as the back office shows it: the spreadsheet's row number (the header is row 1). */
export interface RowProblem {
  row: number;
  field: EmployeeField;
  code: EmployeeProblemCode;
  message: string;
}

export interface ImportResult {
  dry_run: boolean;
  file_name: string;
  total: number;
  valid: number;
  invalid: number;
  problems: RowProblem[];
  /** Employees added (0 on a dry run). */
  added: number;
  /** Rows not added, each named in `problems` (on a dry run, the invalid ones). */
  refused: number;
  /** The initial password of the added rows that left theirs empty, shown this once; null when none did. */
  generated_password: string | null;
}

/** A row read from the file: its number in the sheet and its cells by field. */
interface ReadRow {
  row: number;
  draft: EmployeeDraft;
}

function problemOf(row: number, field: EmployeeField, code: EmployeeProblemCode, locale: Locale): RowProblem {
  return { row, field, code, message: translate(`employeeProblem.${code}` as MessageKey, locale, { field: EMPLOYEE_FIELD_LABELS[field][locale] }) };
}

/** Runs `work` over `items`, at most `width` at once. */
async function bounded<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** A cell of exceljs as the text a person sees: dates as YYYY-MM-DD, numbers as written, links and rich text as their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** The rows of a file's first sheet (XLSX) or of a CSV (UTF-8 with or without BOM, or GB18030 as Excel saves it in Chinese). */
async function readTable(bytes: Buffer): Promise<{ row: number; cells: string[] }[]> {
  // An XLSX is a zip: judged by its bytes, never its name.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new DomainError('invalid', 'importUnreadable');
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new DomainError('invalid', 'importUnreadable');
    const rows: { row: number; cells: string[] }[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = row.values as ExcelJS.CellValue[];
      // exceljs counts columns from 1: values[0] is always empty.
      rows.push({ row: number, cells: values.slice(1).map(cellText) });
    });
    return rows;
  }
  if (bytes.includes(0)) throw new DomainError('invalid', 'importUnreadable');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  try {
    const records = parseCsv(text, { relax_column_count: true, skip_empty_lines: false, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    // A row's number is the line it ends on, what an editor shows (a quoted cell may span lines).
    return records.map(({ record, info }) => ({ row: info.lines, cells: record }));
  } catch {
    throw new DomainError('invalid', 'importUnreadable');
  }
}

/** The drafts of a file: its first row names the columns (in either language), a row with no text is skipped. */
export async function readEmployeeFile(bytes: Buffer): Promise<ReadRow[]> {
  const table = await readTable(bytes);
  const header = table.shift();
  if (!header) throw new DomainError('invalid', 'importEmpty');
  const columns = header.cells.map((cell) => FIELD_OF_HEADER.get(headerKey(plainText(cell))) ?? null);
  const missing = REQUIRED_FIELDS.filter((field) => !columns.includes(field));
  if (missing.length > 0) throw new DomainError('invalid', 'importColumnsMissing', { columns: missing.map((field) => `${EMPLOYEE_FIELD_LABELS[field]['zh-CN']} / ${EMPLOYEE_FIELD_LABELS[field]['en-US']}`).join(', ') });
  const rows = table.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  // Counted before any row is checked: a file over the limit costs no lookups.
  if (rows.length > EMPLOYEE_IMPORT_MAX_ROWS) throw new DomainError('invalid', 'importTooManyRows', { limit: EMPLOYEE_IMPORT_MAX_ROWS, rows: rows.length });
  return rows.map(({ row, cells }) => {
    const draft = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, ''])) as EmployeeDraft;
    columns.forEach((field, index) => {
      if (field && draft[field] === '') draft[field] = cells[index] ?? '';
    });
    return { row, draft };
  });
}

/**
 * The back office's employee import: a dry run lists every row's problems and changes nothing;
 * an import checks everything again (the database may have changed since the dry run) and adds
 * the valid rows in batches of IMPORT_BATCH, each in one transaction with its audit entry.
 */
export class EmployeeImport {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly hashPassword: HashPassword,
  ) {}

  async run(actorId: number, file: { bytes: Buffer; name: string }, dryRun: boolean, locale: Locale): Promise<ImportResult> {
    const fileName = plainText(file.name).slice(0, 200);
    const rows = await readEmployeeFile(file.bytes);
    const checked = await checkAll(
      this.db,
      rows.map((r) => r.draft),
    );
    const problems: RowProblem[] = [];
    const valid: { row: number; employee: NewEmployee }[] = [];
    checked.forEach((c, index) => {
      const row = rows[index]!.row;
      if (c.employee) valid.push({ row, employee: c.employee });
      else for (const p of c.problems) problems.push(problemOf(row, p.field, p.code, locale));
    });
    const result: ImportResult = { dry_run: dryRun, file_name: fileName, total: rows.length, valid: valid.length, invalid: rows.length - valid.length, problems, added: 0, refused: rows.length - valid.length, generated_password: null };
    if (dryRun || valid.length === 0) return result;

    const hashes = await this.hashes(valid.map((v) => v.employee.password));
    const generated = hashes.generated;
    for (let start = 0, batch = 1; start < valid.length; start += IMPORT_BATCH, batch += 1) {
      const part = valid.slice(start, start + IMPORT_BATCH);
      const added = await this.db.transaction().execute(async (trx) => {
        const ids = await insertEmployees(
          trx,
          part.map(({ employee }) => ({ employee, passwordHash: hashes.of(employee.password) })),
        );
        if (ids.size > 0) {
          // One entry per batch, in the batch's own transaction: an entry per employee would be
          // 10,000 rows of the same action, and one per import could not share a transaction
          // with the batches it records. It names the file and the accounts added.
          await this.audit.record(trx, {
            actorId,
            action: 'employee.import',
            entity: 'user',
            entityId: null,
            before: null,
            after: { file_name: fileName, batch, added: ids.size, accounts: [...ids.keys()] },
          });
        }
        return ids;
      });
      result.added += added.size;
      const lost = part.filter(({ employee }) => !added.has(employee.account));
      if (lost.length > 0) problems.push(...(await this.whyLost(lost, locale)));
      if (generated && part.some(({ employee }) => employee.password === null && added.has(employee.account))) result.generated_password = generated;
    }
    result.refused = result.total - result.added;
    problems.sort((a, b) => a.row - b.row);
    return result;
  }

  /**
   * The rows a batch skipped: someone stored their account, mobile or mail between the check and
   * the insert (another import of the same people at the same time).
   */
  private async whyLost(lost: { row: number; employee: NewEmployee }[], locale: Locale): Promise<RowProblem[]> {
    const taken = Object.fromEntries(
      await Promise.all(UNIQUE_FIELDS.map(async (field) => [field, await takenValues(this.db, field, lost.map(({ employee }) => employee[field]).filter((v): v is string => v !== null))] as const)),
    ) as Record<(typeof UNIQUE_FIELDS)[number], Set<string>>;
    const codes = { account: 'duplicateAccount', mobile: 'duplicateMobile', mail: 'duplicateMail' } as const;
    return lost.map(({ row, employee }) => {
      const field = UNIQUE_FIELDS.find((f) => employee[f] !== null && taken[f].has(employee[f])) ?? 'account';
      return problemOf(row, field, codes[field], locale);
    });
  }

  /**
   * The hash of each row's password: each distinct password is hashed once (argon2id with its
   * own salt, as every stored password), and the rows that left it empty share the import's
   * generated one. Rows of one file with the same initial password thus share a hash, which
   * tells no more than the file did: the hash's cost per guess is unchanged, and each
   * employee's own password, set later, gets a hash of its own.
   */
  private async hashes(passwords: (string | null)[]) {
    const needsGenerated = passwords.some((p) => p === null);
    const generated = needsGenerated ? generatedPassword() : null;
    const distinct = [...new Set(passwords.map((p) => p ?? generated!))];
    const hashed = await bounded(distinct, HASH_CONCURRENCY, (password) => this.hashPassword(password));
    const byPassword = new Map(distinct.map((password, index) => [password, hashed[index]!]));
    return { generated, of: (password: string | null) => byPassword.get(password ?? generated!)! };
  }

  /** The template: the header row in the reader's language (both are read back), as XLSX or CSV. */
  async template(format: EmployeeImportFormat, locale: Locale): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
    const headers = EMPLOYEE_FIELDS.map((field) => EMPLOYEE_FIELD_LABELS[field][locale]);
    const base = locale === 'zh-CN' ? '员工导入模板' : 'employee-import-template';
    if (format === 'csv') {
      // A BOM first: Excel opens UTF-8 Chinese without it as garbled text.
      return { bytes: Buffer.from(`\uFEFF${headers.join(',')}\r\n`, 'utf8'), fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8' };
    }
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(locale === 'zh-CN' ? '员工' : 'Employees');
    // Text columns: Excel would otherwise turn a mobile number into 1.38E+10 and a day into its own date format.
    sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 2 + 4), style: { numFmt: '@' } }));
    sheet.getRow(1).font = { bold: true };
    const notes = book.addWorksheet(locale === 'zh-CN' ? '说明' : 'Instructions');
    for (const line of this.instructions(locale)) notes.addRow([line]);
    notes.getColumn(1).width = 100;
    return { bytes: Buffer.from(await book.xlsx.writeBuffer()), fileName: `${base}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }

  private instructions(locale: Locale): string[] {
    return ['importNoteRequired', 'importNoteDepartment', 'importNoteRole', 'importNoteDate', 'importNotePassword', 'importNoteLimit'].map((key) =>
      translate(key as MessageKey, locale, { limit: EMPLOYEE_IMPORT_MAX_ROWS, mb: EMPLOYEE_IMPORT_MAX_MB, required: REQUIRED_FIELDS.map((field) => EMPLOYEE_FIELD_LABELS[field][locale]).join(locale === 'zh-CN' ? '、' : ', ') }),
    );
  }
}
