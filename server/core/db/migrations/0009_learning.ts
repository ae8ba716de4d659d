import { column, sqlMigration } from '../sql-migration.js';

/**
 * My Learning: certificates issued by the server, once per learner and rule
 * (rule_type 1 required course, 2 task, 3 online training, 4 official exam; 5 is kept for
 * learning maps), numbered from a sequence (cert_no, unique, what the verification page checks).
 * trainings.places counts seats; enrolment locks the training row, so concurrent enrolments
 * never exceed it (see the trainings module).
 */
export default sqlMigration({
  up: `
    create sequence certificate_no_seq start 100001;
    create table certificates (
      ${column.id},
      cert_no text not null unique default ('LC' || to_char(now(), 'YYYY') || lpad(nextval('certificate_no_seq')::text, 7, '0')),
      ${column.ref('user_id', 'users')},
      rule_type smallint not null,
      ref_id integer not null,
      title text not null,
      issued_at timestamptz not null default now(),
      ${column.createdAt}
    );
    create unique index certificates_once_idx on certificates(user_id, rule_type, ref_id);
    create index certificates_user_idx on certificates(user_id, issued_at desc);
  `,
  down: `
    drop table certificates;
    drop sequence certificate_no_seq;
  `,
});
