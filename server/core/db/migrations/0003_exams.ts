import { column, sqlMigration } from '../sql-migration.js';

/**
 * Exam engine: the question bank, exams with their questions, attempts and answers,
 * wrong-question book, collections, questionnaires and their submissions.
 *
 * Hot paths on exam day: saving an answer is one upsert keyed by (attempt_id, question_id)
 * joined to the attempt's primary key; "one attempt at a time" is the partial unique index
 * exam_attempts_open_idx.
 */
export default sqlMigration({
  up: `
    create table questions (
      ${column.id},
      type smallint not null,
      content text not null,
      options jsonb not null default '[]',
      answer jsonb not null,
      analysis text not null default '',
      ${column.createdAt}
    );

    create table exams (
      ${column.id},
      title text not null,
      description text not null default '',
      exam_type smallint not null,
      source smallint not null,
      exam_start timestamptz not null,
      exam_end timestamptz not null,
      exam_long integer not null,
      pass_score integer not null,
      total_score integer not null default 0,
      attempt_limit integer not null default 1,
      makeup_limit integer not null default 0,
      ${column.createdAt}
    );
    create index exams_type_idx on exams(exam_type, exam_start desc);

    create table exam_questions (
      ${column.ref('exam_id', 'exams')},
      ${column.ref('question_id', 'questions')},
      sort integer not null,
      score integer not null,
      primary key (exam_id, question_id)
    );
    create index exam_questions_sort_idx on exam_questions(exam_id, sort);

    create table exam_attempts (
      id bigserial primary key,
      ${column.ref('exam_id', 'exams')},
      ${column.ref('user_id', 'users')},
      attempt_no integer not null,
      is_makeup smallint not null default 0,
      started_at timestamptz not null default now(),
      deadline timestamptz not null,
      submitted_at timestamptz,
      objective_score numeric(7,1),
      score numeric(7,1),
      review_status smallint,
      passed smallint
    );
    create index exam_attempts_user_idx on exam_attempts(user_id, exam_id);
    create index exam_attempts_exam_score_idx on exam_attempts(exam_id, score desc) where review_status = 2;
    create index exam_attempts_review_idx on exam_attempts(review_status, submitted_at) where review_status = 1;
    create unique index exam_attempts_open_idx on exam_attempts(exam_id, user_id) where submitted_at is null;

    create table exam_answers (
      attempt_id bigint not null references exam_attempts(id),
      question_id integer not null,
      answer jsonb not null,
      saved_at timestamptz not null default now(),
      score numeric(7,1),
      is_correct smallint,
      review_status smallint,
      primary key (attempt_id, question_id)
    );

    create table wrong_questions (
      ${column.ref('user_id', 'users')},
      ${column.ref('question_id', 'questions')},
      ${column.ref('exam_id', 'exams')},
      wrong_count integer not null default 1,
      ${column.updatedAt},
      primary key (user_id, question_id)
    );
    create index wrong_questions_user_idx on wrong_questions(user_id, updated_at desc);

    create table collected_questions (
      ${column.ref('user_id', 'users')},
      ${column.ref('question_id', 'questions')},
      ${column.createdAt},
      primary key (user_id, question_id)
    );
    create index collected_questions_user_idx on collected_questions(user_id, created_at desc);

    create table questionnaires (
      ${column.id},
      title text not null,
      description text not null default '',
      ${column.createdAt}
    );

    create table questionnaire_items (
      ${column.id},
      ${column.ref('questionnaire_id', 'questionnaires')},
      sort integer not null,
      kind text not null,
      title text not null,
      options jsonb not null default '[]',
      required smallint not null default 1
    );
    create index questionnaire_items_qn_idx on questionnaire_items(questionnaire_id, sort);

    create table questionnaire_submissions (
      ${column.ref('questionnaire_id', 'questionnaires')},
      ${column.ref('user_id', 'users')},
      answers jsonb not null,
      submitted_at timestamptz not null default now(),
      primary key (questionnaire_id, user_id)
    );
  `,
  down: `
    drop table questionnaire_submissions;
    drop table questionnaire_items;
    drop table questionnaires;
    drop table collected_questions;
    drop table wrong_questions;
    drop table exam_answers;
    drop table exam_attempts;
    drop table exam_questions;
    drop table exams;
    drop table questions;
  `,
});
