import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001_core.js';
import * as m0002 from './migrations/0002_courses.js';
import * as m0003 from './migrations/0003_exams.js';
import * as m0004 from './migrations/0004_home.js';
import * as m0005 from './migrations/0005_credit_feed.js';
import * as m0006 from './migrations/0006_study_record_count.js';
import * as m0007 from './migrations/0007_job_claims.js';
import * as m0008 from './migrations/0008_forum.js';
import * as m0009 from './migrations/0009_learning.js';
import * as m0010 from './migrations/0010_maps.js';
import * as m0011 from './migrations/0011_member.js';
import * as m0012 from './migrations/0012_learning_more.js';
import * as m0013 from './migrations/0013_hardening.js';
import * as m0014 from './migrations/0014_dingtalk.js';
import * as m0015 from './migrations/0015_library.js';
import * as m0016 from './migrations/0016_media.js';
import * as m0017 from './migrations/0017_courseware.js';
import * as m0018 from './migrations/0018_exam_review.js';
import * as m0019 from './migrations/0019_defences.js';
import * as m0020 from './migrations/0020_credited_study.js';

/** Ordered migrations; append new files here, never edit an applied one. */
const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_courses': m0002,
  '0003_exams': m0003,
  '0004_home': m0004,
  '0005_credit_feed': m0005,
  '0006_study_record_count': m0006,
  '0007_job_claims': m0007,
  '0008_forum': m0008,
  '0009_learning': m0009,
  '0010_maps': m0010,
  '0011_member': m0011,
  '0012_learning_more': m0012,
  '0013_hardening': m0013,
  '0014_dingtalk': m0014,
  '0015_library': m0015,
  '0016_media': m0016,
  '0017_courseware': m0017,
  '0018_exam_review': m0018,
  '0019_defences': m0019,
  '0020_credited_study': m0020,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
