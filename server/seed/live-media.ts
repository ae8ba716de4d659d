import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../core/db/database.js';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'live-media');

/** Address of the demo live signal (a VOD playlist the server loops as a live broadcast). */
export const DEMO_LIVE_SOURCE = '/files/live/demo/source.m3u8';

/**
 * The demo live signal (server/seed/live-media, made by make-live.sh) copied into the files
 * folder, and given to every seeded live period that has none, so each live class of the
 * demo company streams while it is on.
 */
export async function seedLiveMedia(db: Db, filesDir: string): Promise<void> {
  const target = path.join(filesDir, 'live', 'demo');
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(mediaDir)) {
    if (name === 'source.m3u8' || name.endsWith('.mpegts')) fs.copyFileSync(path.join(mediaDir, name), path.join(target, name));
  }
  await db.updateTable('course_periods').set({ media_path: DEMO_LIVE_SOURCE }).where('period_type', '=', 1).where('media_path', 'is', null).execute();
}
