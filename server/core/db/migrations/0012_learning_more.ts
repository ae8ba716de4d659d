import { sqlMigration } from '../sql-migration.js';

/**
 * An admin lifts a forum ban by hand (forum_bans.lifted_at), audited like the other moderator
 * actions: a lift is about a person, not a post, so the audit row's post may be absent.
 */
export default sqlMigration({
  up: `
    alter table forum_moderation_log alter column post_id drop not null;
    alter table forum_bans add column lifted_by integer references users(id);
  `,
  down: `
    alter table forum_bans drop column lifted_by;
    delete from forum_moderation_log where post_id is null;
    alter table forum_moderation_log alter column post_id set not null;
  `,
});
