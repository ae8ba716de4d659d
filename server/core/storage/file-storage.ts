import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The one place the portal keeps files: every stored file has a public address under /files/
 * (served by app.ts) and a place in the store. Modules ask the store, never the disk.
 *
 * The store is the files folder (DATA_DIR/files by default). Several server processes share it
 * when it is one folder for all of them (the same machine, or a network file system mounted at
 * the same path on every machine: see the README's "Shared storage"); files are written under a
 * temporary name and renamed into place, so no process ever reads half a file.
 */
export interface FileStorage {
  /** The address under /files/ of a path relative to the store. */
  address(relative: string): string;
  /**
   * The local file behind a /files/ address, for the tools that read files (ffmpeg,
   * LibreOffice, the PDF stamp); null for any other address or one that leaves the store.
   */
  localPath(address: string): string | null;
  /** Whether the address names a stored file (not a folder). */
  isFile(address: string): Promise<boolean>;
  /** The same, without waiting (for checks inside a synchronous rule). */
  isFileSync(address: string): boolean;
  /** Writes bytes at a relative path (folders made) and answers the address. */
  write(relative: string, bytes: Buffer | string): Promise<string>;
  /**
   * Streams into a staged file under `folder` (never whole in memory); the caller checks it,
   * then keeps it under its final name or lets it go.
   */
  stage(folder: string, stream: Readable): Promise<StagedFile>;
  /** Makes sure a folder exists and answers its local path (for tools that write into it). */
  folder(relative: string): Promise<string>;
  /** Removes a stored file (nothing when it is not there). */
  remove(address: string): Promise<void>;
  /**
   * Removes the staged (.part) files last written before `before`: what a writer killed
   * mid-write leaves (the upload's, the transcoder's, write's). Answers how many.
   */
  removeStaged(before: Date): Promise<number>;
}

export interface StagedFile {
  /** Where the staged bytes are, to sniff or probe. */
  readonly localPath: string;
  readonly size: number;
  /** Moves the staged file to `<folder>/<uuid>.<ext>` and answers its address. */
  keep(ext: string): Promise<string>;
  /** Removes the staged file (nothing when it was kept). */
  discard(): Promise<void>;
}

/** The files folder on this machine's disk (or a shared mount). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  address(relative: string): string {
    return `/files/${relative.split(path.sep).join('/')}`;
  }

  localPath(address: string): string | null {
    if (!address.startsWith('/files/')) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(address.slice('/files/'.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
    const file = path.resolve(this.root, relative);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async isFile(address: string): Promise<boolean> {
    const file = this.localPath(address);
    return file ? Boolean((await fsp.stat(file).catch(() => null))?.isFile()) : false;
  }

  isFileSync(address: string): boolean {
    const file = this.localPath(address);
    return file ? Boolean(fs.statSync(file, { throwIfNoEntry: false })?.isFile()) : false;
  }

  async write(relative: string, bytes: Buffer | string): Promise<string> {
    const target = this.inside(relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const staged = `${target}.${process.pid}.${randomUUID().slice(0, 8)}.part`;
    await fsp.writeFile(staged, bytes);
    await fsp.rename(staged, target);
    return this.address(relative);
  }

  async stage(folder: string, stream: Readable): Promise<StagedFile> {
    const dir = await this.folder(folder);
    const id = randomUUID();
    const staged = path.join(dir, `.${id}.part`);
    try {
      await pipeline(stream, fs.createWriteStream(staged));
    } catch (error) {
      await fsp.rm(staged, { force: true });
      throw error;
    }
    const size = (await fsp.stat(staged)).size;
    let kept = false;
    return {
      localPath: staged,
      size,
      keep: async (ext: string) => {
        const relative = `${folder}/${id}.${ext}`;
        await fsp.rename(staged, this.inside(relative));
        kept = true;
        return this.address(relative);
      },
      discard: async () => {
        if (!kept) await fsp.rm(staged, { force: true });
      },
    };
  }

  async folder(relative: string): Promise<string> {
    const dir = this.inside(relative);
    await fsp.mkdir(dir, { recursive: true });
    return dir;
  }

  async remove(address: string): Promise<void> {
    const file = this.localPath(address);
    if (file) await fsp.rm(file, { force: true });
  }

  async removeStaged(before: Date): Promise<number> {
    let removed = 0;
    const entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      // Every staged name ends in .part (stage, write and the transcoder); a kept file is named by its content's extension.
      if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat || stat.mtime >= before) continue;
      await fsp.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  private inside(relative: string): string {
    const file = path.resolve(this.root, relative);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`${relative} is outside the file store`);
    return file;
  }
}
