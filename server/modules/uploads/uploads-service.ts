import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../core/errors.js';
import type { UploadsRepo } from './uploads-repo.js';

/** Image kinds accepted, by the type sniffed from the bytes (never the name or the declared type). */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** Largest image accepted (our choice: the spec names none); the route's multipart limit is this. */
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** The public address of a stored file. */
export const fileUrl = (relative: string) => `/files/${relative}`;

export interface StoredImage {
  id: number;
  path: string;
  url: string;
}

/**
 * Stores uploads under the files folder (uploads/YYYY-MM/<uuid>.<ext>) and records each with its
 * owner, so that a feature referencing an upload by id can check it is the caller's.
 */
export class UploadsService {
  constructor(
    private readonly repo: UploadsRepo,
    private readonly filesDir: string | undefined,
  ) {}

  async storeImage(ownerId: number, bytes: Buffer, originalName: string): Promise<StoredImage> {
    if (bytes.length === 0) throw new DomainError('invalid', 'uploadMissing');
    if (bytes.length > IMAGE_MAX_BYTES) throw new DomainError('invalid', 'uploadTooLarge', { max: IMAGE_MAX_MB });
    const sniffed = await fileTypeFromBuffer(bytes);
    const ext = sniffed ? IMAGE_TYPES[sniffed.mime] : undefined;
    if (!sniffed || !ext) throw new DomainError('invalid', 'uploadNotImage');
    if (!this.filesDir) throw new Error('uploads need a files folder');
    const month = new Date().toISOString().slice(0, 7);
    const relative = `uploads/${month}/${randomUUID()}.${ext}`;
    const target = path.join(this.filesDir, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    const row = await this.repo.insert({ owner_id: ownerId, path: relative, mime: sniffed.mime, size: bytes.length, original_name: originalName.slice(0, 200) });
    return { id: row.id, path: fileUrl(row.path), url: fileUrl(row.path) };
  }

  /** The caller's own images among `ids`, in the order asked; refuses any id that is not one. */
  async ownImages(ownerId: number, ids: number[]): Promise<StoredImage[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.owned(ownerId, unique);
    const byId = new Map(rows.filter((r) => r.mime in IMAGE_TYPES).map((r) => [r.id, r]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw new DomainError('invalid', 'uploadUnknown');
      return { id: row.id, path: fileUrl(row.path), url: fileUrl(row.path) };
    });
  }
}
