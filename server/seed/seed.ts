import type { Logger } from 'pino';
import type { Db } from '../core/db/database.js';
import { seedCompany } from './company.js';
import { seedExamReview, seedExams } from './exams.js';
import { seedForum } from './forum.js';
import { seedNotifications } from './notifications.js';
import { seedCourses } from './courses.js';
import { seedDefences } from './defences.js';
import { seedHome } from './home.js';
import { seedHomeHistory } from './home-history.js';
import { seedLibrary } from './library.js';
import { seedLearning } from './learning.js';
import { seedLiveMedia } from './live-media.js';
import { seedMaps } from './maps.js';
import { seedMediaDemo } from './media-demo.js';
import { seedMember } from './member.js';

/**
 * Demo content in named steps; each runs once per database (marked in site_config), so a
 * step added by a later feature also reaches databases seeded before it existed.
 */
const steps: { name: string; run: (db: Db, filesDir: string) => Promise<void> }[] = [
  { name: 'company', run: seedCompany },
  { name: 'courses', run: seedCourses },
  { name: 'exams', run: seedExams },
  // After courses and exams: its notices name their rows (see notifications.ts).
  { name: 'notifications', run: seedNotifications },
  { name: 'home', run: seedHome },
  { name: 'home-history', run: seedHomeHistory },
  { name: 'library', run: seedLibrary },
  { name: 'forum', run: seedForum },
  { name: 'learning', run: seedLearning },
  { name: 'maps', run: seedMaps },
  // Short answers waiting for examiner01, and the examiner of every exam with short answers.
  { name: 'exam-review', run: seedExamReview },
  { name: 'member', run: seedMember },
  { name: 'media-demo', run: seedMediaDemo },
  // After maps (it links the maps' defence items); before live-media (its remote defences' live periods get the signal).
  { name: 'defences', run: seedDefences },
  // Last: it gives the live periods seeded by the steps above their demo signal.
  { name: 'live-media', run: seedLiveMedia },
];

export async function seedDemo(db: Db, filesDir: string, logger: Logger): Promise<string[]> {
  const done = new Set(
    (await db.selectFrom('site_config').select('key').where('key', 'like', 'seed:%').execute()).map((r) => r.key.slice(5)),
  );
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      await step.run(trx, filesDir);
      await trx.insertInto('site_config').values({ key: `seed:${step.name}`, value: new Date().toISOString() }).execute();
    });
    logger.info({ step: step.name, ms: Date.now() - started }, 'demo data loaded');
    ran.push(step.name);
  }
  return ran;
}
