import { sqlMigration } from '../sql-migration.js';

/**
 * Credits earned once per thing, and map video chapters credited like course lessons.
 *
 * - credit_ledger.ref_id: what a once-per-thing credit was earned for (the lesson, course,
 *   exam or map); one entry per user, reason and thing (credit_ledger_once_idx), so a
 *   repeated or parallel action earns it once. Once-a-day reasons have a unique index on
 *   the day, like the daily sign-in's.
 * - map_chapter_users.study_seconds: the study seconds credited to a video chapter (the
 *   no-skip rule bounds its furthest point by them, as period_progress.study_seconds does a
 *   lesson's). Rows written before have their furthest point as credited, and so do
 *   unfinished media lessons whose furthest point is ahead of their seconds, so that what
 *   a learner reached under the earlier rule stays reached.
 */
export default sqlMigration({
  up: `
    alter table credit_ledger add column ref_id integer;
    create unique index credit_ledger_once_idx on credit_ledger(user_id, reason, ref_id) where ref_id is not null;
    create unique index credit_ledger_map_sign_in_idx on credit_ledger(user_id, day) where reason = 'map_sign_in';

    alter table map_chapter_users add column study_seconds integer not null default 0;
    update map_chapter_users set study_seconds = furthest;
    update period_progress pp set study_seconds = pp.furthest
      from course_periods p
      where p.id = pp.period_id and p.period_type in (2, 3) and pp.completed_at is null and pp.study_seconds < pp.furthest;
  `,
  down: `
    alter table map_chapter_users drop column study_seconds;
    drop index credit_ledger_map_sign_in_idx;
    drop index credit_ledger_once_idx;
    alter table credit_ledger drop column ref_id;
  `,
});
