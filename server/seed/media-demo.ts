import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../core/db/database.js';

/**
 * Media as a lecturer uploads them, before the pipeline has run: a clip in a .mov container
 * (MPEG-4 video, MP2 sound: not what browsers play) and a recording in .wav, both queued for
 * transcoding. The video lesson of the demo's "being transcoded" course is made from the
 * .mov: it says 'being transcoded' until the server's pipeline has made its MP4 (at the first
 * `npm start`), then it plays. Made with Debian's ffmpeg (the set-up installs it).
 */
export async function seedMediaDemo(db: Db, filesDir: string): Promise<void> {
  const dir = path.join(filesDir, 'uploads/media/demo');
  fs.mkdirSync(dir, { recursive: true });
  const ffmpeg = (args: string[], file: string) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path.join(dir, file)]);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15:duration=8', '-f', 'lavfi', '-i', 'sine=frequency=523:duration=8', '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'mp2', '-shortest'], 'cloud-native-intro.mov');
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=392:duration=6', '-ac', '1', '-ar', '16000'], 'weekly-briefing.wav');

  const lecturer = await db.selectFrom('users').select('id').where('account', '=', 'lecturer01').executeTakeFirst();
  const [video] = await db
    .insertInto('media_files')
    .values([
      { owner_id: lecturer?.id ?? null, kind: 'video', source_path: '/files/uploads/media/demo/cloud-native-intro.mov', original_name: '云原生架构导学.mov' },
      { owner_id: lecturer?.id ?? null, kind: 'audio', source_path: '/files/uploads/media/demo/weekly-briefing.wav', original_name: '每周学习简报.wav' },
    ])
    .returning('id')
    .execute();
  const period = await db
    .selectFrom('course_periods as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .select('p.id')
    .where('p.transcode_status', '=', 2)
    .where('p.period_type', '=', 2)
    .orderBy('p.id')
    .executeTakeFirst();
  if (period && video) await db.updateTable('course_periods').set({ media_file_id: video.id }).where('id', '=', period.id).execute();
}
