import { sqlMigration } from '../sql-migration.js';

/**
 * A number kept for a change made beside the announcements (0025): it changes nothing. When the
 * change that owns 0024 arrives, this file gives way to it.
 */
export default sqlMigration({ up: `select 1;`, down: `select 1;` });
