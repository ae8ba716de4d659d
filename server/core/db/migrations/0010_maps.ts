import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

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
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    alter table study_maps add column map_type smallint not null default 1;
    alter table study_maps add column credits integer not null default 0;
    alter table map_chapters add column media_url text;
    alter table map_chapters add column media_seconds integer;
    alter table map_chapters add column content text not null default '';

    create table map_phase_items (
      id serial primary key,
      phase_id integer not null references map_phases(id),
      item_type smallint not null,
      ref_id integer,
      title text not null default '',
      sort integer not null default 0
    );
    create index map_phase_items_phase_idx on map_phase_items(phase_id, sort);
    create index map_phase_items_ref_idx on map_phase_items(item_type, ref_id);

    create table map_chapter_users (
      chapter_id integer not null references map_chapters(id),
      user_id integer not null references users(id),
      position integer not null default 0,
      furthest integer not null default 0,
      completed_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (chapter_id, user_id)
    );
    create index map_chapter_users_user_idx on map_chapter_users(user_id, chapter_id);

    create table map_sign_comments (
      id serial primary key,
      chapter_id integer not null references map_chapters(id),
      sign_user_id integer not null references users(id),
      user_id integer not null references users(id),
      content text not null,
      is_top smallint not null default 0,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index map_sign_comments_sign_idx on map_sign_comments(chapter_id, sign_user_id, created_at);

    create table map_comment_likes (
      comment_id integer not null references map_sign_comments(id),
      user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (comment_id, user_id)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    drop table map_comment_likes;
    drop table map_sign_comments;
    drop table map_chapter_users;
    drop table map_phase_items;
    alter table map_chapters drop column content;
    alter table map_chapters drop column media_seconds;
    alter table map_chapters drop column media_url;
    alter table study_maps drop column credits;
    alter table study_maps drop column map_type;
  `);
}
