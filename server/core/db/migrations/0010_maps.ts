import { column, sqlMigration } from '../sql-migration.js';

/**
 * Learning maps (the tables of 0004_home, owned by the maps module):
 * - study_maps.map_type: 1 job-post map, 2 new-employee map; credits: given once on completion;
 * - map_chapters: a video chapter (type 5) plays media_url (media_seconds long), an
 *   image-text chapter (type 6) shows content (sanitised rich text);
 * - map_phase_items: a stage's exams (item_type 2, exam types 17/18), questionnaires (3) and
 *   defences (4, counted and listed only);
 * - map_chapter_users: the learner's position, furthest point and completion of a chapter;
 * - map_sign_comments / map_comment_likes: comments on a punch-in (a chapter and the user who
 *   signed it), one like per user (the primary key), pinned by the punch-in's owner.
 */
export default sqlMigration({
  up: `
    alter table study_maps add column map_type smallint not null default 1;
    alter table study_maps add column credits integer not null default 0;
    alter table map_chapters add column media_url text;
    alter table map_chapters add column media_seconds integer;
    alter table map_chapters add column content text not null default '';

    create table map_phase_items (
      ${column.id},
      ${column.ref('phase_id', 'map_phases')},
      item_type smallint not null,
      ref_id integer,
      title text not null default '',
      ${column.sort}
    );
    create index map_phase_items_phase_idx on map_phase_items(phase_id, sort);
    create index map_phase_items_ref_idx on map_phase_items(item_type, ref_id);

    create table map_chapter_users (
      ${column.ref('chapter_id', 'map_chapters')},
      ${column.ref('user_id', 'users')},
      position integer not null default 0,
      furthest integer not null default 0,
      completed_at timestamptz,
      ${column.updatedAt},
      primary key (chapter_id, user_id)
    );
    create index map_chapter_users_user_idx on map_chapter_users(user_id, chapter_id);

    create table map_sign_comments (
      ${column.id},
      ${column.ref('chapter_id', 'map_chapters')},
      ${column.ref('sign_user_id', 'users')},
      ${column.ref('user_id', 'users')},
      content text not null,
      is_top smallint not null default 0,
      ${column.createdAt},
      deleted_at timestamptz
    );
    create index map_sign_comments_sign_idx on map_sign_comments(chapter_id, sign_user_id, created_at);

    create table map_comment_likes (
      ${column.ref('comment_id', 'map_sign_comments')},
      ${column.ref('user_id', 'users')},
      ${column.createdAt},
      primary key (comment_id, user_id)
    );
  `,
  down: `
    drop table map_comment_likes;
    drop table map_sign_comments;
    drop table map_chapter_users;
    drop table map_phase_items;
    alter table map_chapters drop column content;
    alter table map_chapters drop column media_seconds;
    alter table map_chapters drop column media_url;
    alter table study_maps drop column credits;
    alter table study_maps drop column map_type;
  `,
});
