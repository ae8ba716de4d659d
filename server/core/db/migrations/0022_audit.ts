import { column, sqlMigration } from '../sql-migration.js';

/**
 * The back office's audit trail: every change made there, one row each (who, when, what, the
 * record before and after). Read newest first, by what was changed and by who changed it.
 */
export default sqlMigration({
  up: `
    create table audit_log (
      ${column.id},
      ${column.ref('actor_id', 'users')},
      action text not null,
      entity text not null,
      entity_id integer,
      before jsonb,
      after jsonb,
      ${column.createdAt}
    );
    create index audit_log_created_idx on audit_log(created_at desc, id desc);
    create index audit_log_entity_idx on audit_log(entity, entity_id);
    create index audit_log_actor_idx on audit_log(actor_id);
  `,
  down: `
    drop table audit_log;
  `,
});
