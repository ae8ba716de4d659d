import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { DomainError } from '../../core/errors.js';
import type { FileStorage } from '../../core/storage/file-storage.js';

const run = promisify(execFile);

/** The suffixes of the spec's library items. */
export const LIBRARY_SUFFIXES = ['pdf', 'ppt', 'pptx', 'txt', 'doc', 'docx', 'xls', 'xlsx'] as const;
/** The ones LibreOffice turns into a PDF for the browser. */
const OFFICE_SUFFIXES = new Set(['ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx']);

/** How the browser shows a document: a PDF (pdf.js) or plain text. */
export type PreviewKind = 'pdf' | 'text';

export interface Preview {
  kind: PreviewKind;
  /** The /files address of what the browser reads. */
  url: string;
}

/** How long one conversion may take before it counts as failed. */
const CONVERSION_TIMEOUT_MS = 120_000;

/** Turns an office file into a PDF in `outDir` (named after the input); LibreOffice by default. */
export type OfficeToPdf = (input: string, outDir: string) => Promise<void>;

/**
 * LibreOffice in headless mode with a profile of this process's own (two conversions sharing
 * a profile refuse each other; conversions of one process run one after the other).
 */
export function libreOfficeToPdf(profileDir = path.join(os.tmpdir(), `portal-libreoffice-${process.pid}`)): OfficeToPdf {
  let queue: Promise<unknown> = Promise.resolve();
  return (input, outDir) => {
    const next = queue.then(() =>
      run('soffice', ['--headless', '--norestore', '--nolockcheck', `-env:UserInstallation=file://${profileDir}`, '--convert-to', 'pdf', '--outdir', outDir, input], {
        timeout: CONVERSION_TIMEOUT_MS,
      }),
    );
    queue = next.catch(() => undefined);
    return next.then(() => undefined);
  };
}

/**
 * What the browser reads for a library document. A PDF is read as it is and a .txt as text;
 * an office file is converted once to a PDF kept next to the stored files
 * (library/.previews/<name>-<digest of size and time>.pdf, so a replaced file gets a new one).
 * The conversion writes to a temporary folder and renames into place, so a reader (or a second
 * server process converting the same file) never sees half a PDF; in one process, readers of a
 * file being converted wait for the same conversion.
 */
export class DocumentPreviews {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly storage: FileStorage | undefined,
    private readonly logger: Logger,
    private readonly toPdf: OfficeToPdf = libreOfficeToPdf(),
  ) {}

  /** The stored file of a /files address, or null when the address is not one. */
  storedFile(url: string): string | null {
    return this.storage?.localPath(url) ?? null;
  }

  async preview(doc: { path: string; suffix: string }): Promise<Preview> {
    const source = this.storedFile(doc.path);
    const stat = source ? await fs.stat(source).catch(() => null) : null;
    if (!source || !stat?.isFile()) throw new DomainError('unavailable', 'libraryFileMissing');
    if (doc.suffix === 'txt') return { kind: 'text', url: doc.path };
    if (doc.suffix === 'pdf') return { kind: 'pdf', url: doc.path };
    if (!OFFICE_SUFFIXES.has(doc.suffix)) throw new DomainError('unavailable', 'libraryPreviewFailed');

    const digest = createHash('sha1').update(`${doc.path}:${stat.size}:${stat.mtimeMs}`).digest('hex').slice(0, 12);
    // Next to the source, in a .previews folder of its own (library/.previews/..., uploads/documents/<month>/.previews/...).
    const address = `${path.posix.dirname(doc.path)}/.previews/${path.basename(source, path.extname(source))}-${digest}.pdf`;
    const target = this.storage!.localPath(address)!;
    if (!(await exists(target))) await this.convertOnce(source, target);
    return { kind: 'pdf', url: address };
  }

  private convertOnce(source: string, target: string): Promise<void> {
    let job = this.running.get(target);
    if (!job) {
      job = this.convert(source, target).finally(() => this.running.delete(target));
      this.running.set(target, job);
    }
    return job;
  }

  private async convert(source: string, target: string): Promise<void> {
    const started = Date.now();
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-preview-'));
    try {
      // The input is copied under a plain name: LibreOffice names its output after the input.
      const input = path.join(work, `document${path.extname(source)}`);
      await fs.copyFile(source, input);
      await this.toPdf(input, work);
      const made = path.join(work, 'document.pdf');
      if (!(await exists(made))) throw new Error('the converter wrote no PDF');
      await fs.mkdir(path.dirname(target), { recursive: true });
      const staged = `${target}.${process.pid}.part`;
      await fs.copyFile(made, staged);
      await fs.rename(staged, target);
      this.logger.info({ source, ms: Date.now() - started }, 'library document converted to PDF');
    } catch (error) {
      this.logger.error({ err: error, source }, 'library document conversion failed');
      throw new DomainError('unavailable', 'libraryPreviewFailed');
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
