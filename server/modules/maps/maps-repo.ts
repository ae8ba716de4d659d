import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { databaseNow, toNumber } from '../../core/db/database.js';
import { mergedMediaProgress } from '../courses/index.js';
import { AttemptStatus } from '../defences/index.js';
import { MapItemType } from './map-rules.js';
import './tables.js';

export interface MapRow {
  id: number;
  title: string;
  cover: string;
  description: string;
  map_type: number;
  study_type: number;
  credits: number;
  created_at: Date;
  opened_at: Date | null;
  progress: number;
  completed_at: Date | null;
  last_study_time: Date | null;
}

export interface StageRow {
  id: number;
  map_id: number;
  title: string;
  sort: number;
  start_time: Date;
  end_time: Date;
}

export interface ChapterRow {
  id: number;
  map_id: number;
  phase_id: number;
  title: string;
  chapter_type: number;
  sign_day: string | null;
  media_url: string | null;
  media_seconds: number | null;
  content: string;
  position: number;
  furthest: number;
  done: boolean;
  signed: boolean;
}

export interface ItemRow {
  id: number;
  phase_id: number;
  item_type: number;
  ref_id: number | null;
  title: string;
  done: boolean;
}

const MAP_COLUMNS = sql`m.id, m.title, m.cover, m.description, m.map_type, m.study_type, m.credits, m.created_at,
  mu.opened_at, mu.progress, mu.completed_at, mu.last_study_time`;

/** The learning maps' SQL: maps of a learner, stages, chapters and items with the learner's facts. */
export class MapsRepo {
  constructor(private readonly db: Db) {}

  now(): Promise<Date> {
    return databaseNow(this.db);
  }

  /** The caller's published maps (of a kind), newest first. */
  async list(userId: number, mapType: number | undefined, page: number, limit: number) {
    const kind = mapType ? sql`and m.map_type = ${mapType}` : sql``;
    const rows = await sql<MapRow & { total: unknown }>`
      select ${MAP_COLUMNS}, count(*) over () as total
      from map_users mu join study_maps m on m.id = mu.map_id and m.publish_status = 1
      where mu.user_id = ${userId} ${kind}
      order by m.created_at desc, m.id desc
      limit ${limit} offset ${(page - 1) * limit}`.execute(this.db);
    return { rows: rows.rows.map(({ total: _total, ...r }) => r), total: rows.rows[0] ? toNumber(rows.rows[0].total) : 0 };
  }

  /** One of the caller's published maps. */
  async find(userId: number, mapId: number, db: Db = this.db): Promise<MapRow | undefined> {
    const result = await sql<MapRow>`
      select ${MAP_COLUMNS}
      from map_users mu join study_maps m on m.id = mu.map_id and m.publish_status = 1
      where mu.user_id = ${userId} and m.id = ${mapId}`.execute(db);
    return result.rows[0];
  }

  stages(mapId: number): Promise<StageRow[]> {
    return this.db.selectFrom('map_phases').selectAll().where('map_id', '=', mapId).orderBy('sort').orderBy('id').execute();
  }

  async chapters(userId: number, mapId: number): Promise<ChapterRow[]> {
    const result = await sql<ChapterRow>`
      select c.id, c.map_id, c.phase_id, c.title, c.chapter_type, c.sign_day, c.media_url, c.media_seconds, c.content,
             coalesce(cu.position, 0) as position, coalesce(cu.furthest, 0) as furthest,
             (cu.completed_at is not null) as done,
             exists (select 1 from map_sign_ins s where s.chapter_id = c.id and s.user_id = ${userId}) as signed
      from map_chapters c left join map_chapter_users cu on cu.chapter_id = c.id and cu.user_id = ${userId}
      where c.map_id = ${mapId}
      order by c.sort, c.id`.execute(this.db);
    return result.rows.map((r) => ({ ...r, done: Boolean(r.done), signed: Boolean(r.signed) }));
  }

  /** A stage's exams (passed), questionnaires (submitted) and defences (reviewed at the pass score or above). */
  async items(userId: number, mapId: number): Promise<ItemRow[]> {
    const result = await sql<ItemRow>`
      select i.id, i.phase_id, i.item_type, i.ref_id, i.title,
        case
          when i.item_type = ${MapItemType.exam} then exists (select 1 from exam_attempts a where a.exam_id = i.ref_id and a.user_id = ${userId} and a.passed = 1)
          when i.item_type = ${MapItemType.questionnaire} then exists (select 1 from questionnaire_submissions q where q.questionnaire_id = i.ref_id and q.user_id = ${userId})
          when i.item_type = ${MapItemType.argument} then exists (
            select 1 from defence_attempts da join defences d on d.id = da.defence_id
            where da.defence_id = i.ref_id and da.user_id = ${userId} and da.status = ${AttemptStatus.reviewed} and da.score >= d.pass_score)
          else false
        end as done
      from map_phase_items i join map_phases p on p.id = i.phase_id
      where p.map_id = ${mapId}
      order by i.sort, i.id`.execute(this.db);
    return result.rows.map((r) => ({ ...r, done: Boolean(r.done) }));
  }

  chapter(chapterId: number) {
    return this.db.selectFrom('map_chapters').selectAll().where('id', '=', chapterId).executeTakeFirst();
  }

  phase(phaseId: number) {
    return this.db.selectFrom('map_phases').selectAll().where('id', '=', phaseId).executeTakeFirst();
  }

  /** The caller's maps holding an exam or a questionnaire as a stage item. */
  async holders(userId: number, itemType: number, refId: number) {
    const result = await sql<{ map_id: number; phase_id: number }>`
      select p.map_id, i.phase_id
      from map_phase_items i join map_phases p on p.id = i.phase_id
        join map_users mu on mu.map_id = p.map_id and mu.user_id = ${userId}
        join study_maps m on m.id = p.map_id and m.publish_status = 1
      where i.item_type = ${itemType} and i.ref_id = ${refId}
      order by p.map_id, i.phase_id`.execute(this.db);
    return result.rows;
  }

  /** Opens the map once (the first call's time stays). */
  async open(userId: number, mapId: number) {
    await this.db.updateTable('map_users').set({ opened_at: sql`now()`, last_study_time: sql`now()` }).where('map_id', '=', mapId).where('user_id', '=', userId).where('opened_at', 'is', null).execute();
  }

  async touch(userId: number, mapId: number) {
    await this.db.updateTable('map_users').set({ last_study_time: sql`now()` }).where('map_id', '=', mapId).where('user_id', '=', userId).execute();
  }

  /** The caller's progress of one chapter (in the record's transaction, after the clock lock). */
  chapterProgress(userId: number, chapterId: number, db: Db = this.db) {
    return db.selectFrom('map_chapter_users').select(['position', 'furthest', 'study_seconds', 'completed_at']).where('chapter_id', '=', chapterId).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Moves a chapter's progress forward (never back), adds the study seconds credited to it and completes it once. */
  async saveChapter(userId: number, chapterId: number, position: number, furthest: number, completed: boolean, studySeconds = 0, db: Db = this.db) {
    await sql`
      insert into map_chapter_users (chapter_id, user_id, position, furthest, study_seconds, completed_at, updated_at)
      values (${chapterId}, ${userId}, ${position}, ${furthest}, ${studySeconds}, ${completed ? sql`now()` : null}, now())
      on conflict (chapter_id, user_id) do update set ${mergedMediaProgress('map_chapter_users')}`.execute(db);
  }

  async saveProgress(userId: number, mapId: number, progress: number) {
    await this.db.updateTable('map_users').set({ progress }).where('map_id', '=', mapId).where('user_id', '=', userId).where('completed_at', 'is', null).execute();
  }

  /** Completes the map once; true when this call completed it (the caller then gives its credits in the same transaction). */
  async complete(userId: number, mapId: number, db: Db = this.db): Promise<boolean> {
    const done = await db
      .updateTable('map_users')
      .set({ progress: 100, completed_at: sql`now()` })
      .where('map_id', '=', mapId)
      .where('user_id', '=', userId)
      .where('completed_at', 'is', null)
      .returning('map_id')
      .executeTakeFirst();
    return done !== undefined;
  }

  // Punch-in comments.

  async signOf(chapterId: number, userId: number) {
    return this.db.selectFrom('map_sign_ins').selectAll().where('chapter_id', '=', chapterId).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Who punched in on a chapter (newest first), with their comment count. */
  async signList(chapterId: number, page: number, limit: number) {
    const result = await sql<{ user_id: number; name: string; photo: string; is_makeup: number; signed_at: Date; comment_num: unknown; total: unknown }>`
      select s.user_id, u.name, u.photo, s.is_makeup, s.signed_at,
             (select count(*) from map_sign_comments c where c.chapter_id = s.chapter_id and c.sign_user_id = s.user_id and c.deleted_at is null) as comment_num,
             count(*) over () as total
      from map_sign_ins s join users u on u.id = s.user_id
      where s.chapter_id = ${chapterId}
      order by s.signed_at desc, s.user_id
      limit ${limit} offset ${(page - 1) * limit}`.execute(this.db);
    return {
      rows: result.rows.map(({ total: _t, ...r }) => ({ ...r, comment_num: toNumber(r.comment_num) })),
      total: result.rows[0] ? toNumber(result.rows[0].total) : 0,
    };
  }

  /** Comments on a punch-in: pinned first, then oldest first; likes counted from the like rows. */
  async comments(chapterId: number, signUserId: number, viewerId: number) {
    const result = await sql<{ id: number; user_id: number; name: string; photo: string; content: string; is_top: number; created_at: Date; like_num: unknown; is_liked: boolean }>`
      select c.id, c.user_id, u.name, u.photo, c.content, c.is_top, c.created_at,
             (select count(*) from map_comment_likes l where l.comment_id = c.id) as like_num,
             exists (select 1 from map_comment_likes l where l.comment_id = c.id and l.user_id = ${viewerId}) as is_liked
      from map_sign_comments c join users u on u.id = c.user_id
      where c.chapter_id = ${chapterId} and c.sign_user_id = ${signUserId} and c.deleted_at is null
      order by c.is_top desc, c.created_at, c.id`.execute(this.db);
    return result.rows.map((r) => ({ ...r, like_num: toNumber(r.like_num), is_liked: Boolean(r.is_liked) }));
  }

  addComment(chapterId: number, signUserId: number, userId: number, content: string) {
    return this.db.insertInto('map_sign_comments').values({ chapter_id: chapterId, sign_user_id: signUserId, user_id: userId, content }).returning('id').executeTakeFirstOrThrow();
  }

  comment(id: number) {
    return this.db.selectFrom('map_sign_comments').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /** Likes once (the primary key) or takes the like back; answers the exact count after. */
  async like(commentId: number, userId: number, like: boolean): Promise<number> {
    if (like) {
      await this.db.insertInto('map_comment_likes').values({ comment_id: commentId, user_id: userId }).onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing()).execute();
    } else {
      await this.db.deleteFrom('map_comment_likes').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
    }
    const row = await this.db.selectFrom('map_comment_likes').select((eb) => eb.fn.countAll().as('n')).where('comment_id', '=', commentId).executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  async setTop(commentId: number, top: boolean) {
    await this.db.updateTable('map_sign_comments').set({ is_top: top ? 1 : 0 }).where('id', '=', commentId).execute();
  }

  async deleteComment(commentId: number) {
    await this.db.updateTable('map_sign_comments').set({ deleted_at: sql`now()` }).where('id', '=', commentId).where('deleted_at', 'is', null).execute();
  }
}
