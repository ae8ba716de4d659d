import { column, sqlMigration } from '../sql-migration.js';

/**
 * Defence sessions (答辩) of four kinds, by the notice item types of spec section 3: 6 offline,
 * 7 remote, 8 interactive, 9 AI.
 *
 * - defences: the session (its time window; the language its answers are spoken in; the
 *   examiner assigned, null: any examiner; the shortest recording, the spec's musicLength; the
 *   live period a remote one is held in; the place of an offline one; full and pass score).
 * - defence_questions: a spoken question (1) with its key points (the AI's rule) and a
 *   reference for the examiner, or a single (2) or multiple (3) choice with its key.
 * - defence_attempts: one per invited learner (the participant list): status 0 invited,
 *   1 answering, 2 submitted (waiting for review), 3 reviewed; ai_status 1 scored by the
 *   server, 2 automatic scoring unavailable (went to an examiner); result: the examiner's
 *   assessment result (at most 100 characters).
 * - defence_answers: a recording (the upload, its length) or the options chosen; the
 *   transcript and key-point report of an AI defence; the score and remark.
 */
export default sqlMigration({
  up: `
    create table defences (
      ${column.id},
      title text not null,
      kind smallint not null check (kind in (6, 7, 8, 9)),
      language text not null default 'zh-CN' check (language in ('zh-CN', 'en-US')),
      description text not null default '',
      examiner_id integer references users(id),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      min_seconds integer not null default 5 check (min_seconds >= 5),
      full_score numeric(6,1) not null check (full_score > 0),
      pass_score numeric(6,1) not null check (pass_score >= 0),
      live_period_id integer references course_periods(id),
      place text not null default '',
      ${column.createdAt}
    );
    create table defence_questions (
      ${column.id},
      defence_id integer not null references defences(id) on delete cascade,
      ${column.sort},
      question_type smallint not null check (question_type in (1, 2, 3)),
      content text not null,
      score numeric(6,1) not null check (score > 0),
      options jsonb not null default '[]',
      answer jsonb not null default '[]',
      key_points jsonb not null default '[]',
      reference text not null default ''
    );
    create index defence_questions_defence_idx on defence_questions(defence_id, sort, id);
    create table defence_attempts (
      ${column.id},
      defence_id integer not null references defences(id) on delete cascade,
      ${column.ref('user_id', 'users')},
      status smallint not null default 0 check (status in (0, 1, 2, 3)),
      ai_status smallint check (ai_status in (1, 2)),
      score numeric(6,1),
      result text not null default '',
      started_at timestamptz,
      submitted_at timestamptz,
      reviewed_by integer references users(id),
      reviewed_at timestamptz,
      unique (defence_id, user_id)
    );
    create index defence_attempts_user_idx on defence_attempts(user_id, defence_id);
    create index defence_attempts_review_idx on defence_attempts(status, submitted_at, id);
    create table defence_answers (
      attempt_id integer not null references defence_attempts(id) on delete cascade,
      question_id integer not null references defence_questions(id) on delete cascade,
      upload_id integer references uploads(id),
      recording_seconds integer,
      option_ids jsonb,
      transcript text,
      transcript_engine text,
      key_report jsonb,
      ai_score numeric(6,1),
      score numeric(6,1),
      remark text not null default '',
      ${column.updatedAt},
      primary key (attempt_id, question_id)
    );
  `,
  down: `
    drop table defence_answers;
    drop table defence_attempts;
    drop table defence_questions;
    drop table defences;
  `,
});
