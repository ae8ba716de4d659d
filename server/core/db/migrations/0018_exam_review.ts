import { sqlMigration } from '../sql-migration.js';

/**
 * Examiner marking of short answers: the examiner assigned to an exam (none: any examiner
 * marks it), a remark on each marked answer, and who completed the marking of an attempt
 * and when (the examiners' "reviewed" list, newest first).
 *
 * Attempts whose short answers were marked before this migration get their submit time as
 * reviewed_at (the earliest they can have been marked; who marked them is not known), so
 * they stay in the reviewed list.
 */
export default sqlMigration({
  up: `
    alter table exams add column reviewer_id integer references users(id);
    alter table exam_answers add column remark text not null default '';
    alter table exam_attempts add column reviewed_by integer references users(id);
    alter table exam_attempts add column reviewed_at timestamptz;
    create index exam_attempts_reviewed_idx on exam_attempts(reviewed_at desc, id desc) where reviewed_at is not null;
    update exam_attempts a set reviewed_at = a.submitted_at
      where a.review_status = 2 and a.submitted_at is not null
        and exists (select 1 from exam_answers x where x.attempt_id = a.id and x.review_status = 2);
  `,
  down: `
    drop index exam_attempts_reviewed_idx;
    alter table exam_attempts drop column reviewed_at;
    alter table exam_attempts drop column reviewed_by;
    alter table exam_answers drop column remark;
    alter table exams drop column reviewer_id;
  `,
});
