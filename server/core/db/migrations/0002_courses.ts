import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/**
 * Courses: catalogue, chapters and periods, learners' enrolment and progress, course
 * resources (datum), course Q&A and lecturer profiles.
 *
 * course_type: 1 series, 2 video, 3 audio, 4 document, 7 face-to-face.
 * period_type: 1 live, 2 video, 3 audio, 4 document, 5 class test, 6 questionnaire;
 * resource_id is the exam (type 5) or questionnaire (type 6) the exam engine links, no FK.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table lecturers (
      user_id integer primary key references users(id),
      title text not null default '',
      intro text not null default '',
      sort integer not null default 0
    );

    create table course_categories (
      id serial primary key,
      name text not null,
      name_en text not null default '',
      sort integer not null default 0
    );

    create table courses (
      id serial primary key,
      title text not null,
      course_type smallint not null,
      category_id integer references course_categories(id),
      cover text not null default '',
      description text not null default '',
      is_required smallint not null default 2,
      is_ordered smallint not null default 0,
      status smallint not null default 1,
      places integer,
      source smallint not null default 1,
      due_date_option smallint not null default 0,
      level text not null default '',
      expired_at timestamptz,
      face_start timestamptz,
      face_end timestamptz,
      face_address text,
      sort integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index courses_list_idx on courses(status, sort, id);
    create index courses_category_idx on courses(category_id);

    create table course_teachers (
      course_id integer not null references courses(id),
      lecturer_id integer not null references users(id),
      sort integer not null default 0,
      primary key (course_id, lecturer_id)
    );
    create index course_teachers_lecturer_idx on course_teachers(lecturer_id, course_id);

    create table course_chapters (
      id serial primary key,
      course_id integer not null references courses(id),
      title text not null,
      sort integer not null default 0
    );
    create index course_chapters_course_idx on course_chapters(course_id, sort);

    create table course_periods (
      id serial primary key,
      course_id integer not null references courses(id),
      chapter_id integer not null references course_chapters(id),
      title text not null,
      period_type smallint not null,
      sort integer not null default 0,
      is_required smallint not null default 1,
      media_path text,
      media_seconds integer,
      pages integer,
      transcode_status smallint not null default 1,
      live_start timestamptz,
      live_end timestamptz,
      playback_url text,
      resource_id integer
    );
    create index course_periods_course_idx on course_periods(course_id, sort);
    create index course_periods_chapter_idx on course_periods(chapter_id, sort);
    create index course_periods_resource_idx on course_periods(period_type, resource_id) where resource_id is not null;

    create table course_users (
      course_id integer not null references courses(id),
      user_id integer not null references users(id),
      join_state smallint not null,
      progress integer not null default 0,
      completed_at timestamptz,
      last_study_time timestamptz,
      created_at timestamptz not null default now(),
      primary key (course_id, user_id)
    );
    create index course_users_user_idx on course_users(user_id, last_study_time desc);
    create index course_users_course_idx on course_users(course_id, created_at desc);

    create table period_progress (
      user_id integer not null references users(id),
      period_id integer not null references course_periods(id),
      course_id integer not null references courses(id),
      position integer not null default 0,
      furthest integer not null default 0,
      study_seconds integer not null default 0,
      completed_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, period_id)
    );
    create index period_progress_course_idx on period_progress(user_id, course_id);

    create table course_datums (
      id serial primary key,
      course_id integer not null references courses(id),
      name text not null,
      path text not null,
      size_bytes integer not null default 0,
      sort integer not null default 0
    );
    create index course_datums_course_idx on course_datums(course_id, sort);

    create table course_questions (
      id serial primary key,
      course_id integer not null references courses(id),
      user_id integer not null references users(id),
      title text not null,
      content text not null default '',
      answer_count integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index course_questions_course_idx on course_questions(course_id, created_at desc, id desc);
    create index course_questions_user_idx on course_questions(user_id, created_at desc, id desc);

    create table course_answers (
      id serial primary key,
      question_id integer not null references course_questions(id),
      parent_id integer references course_answers(id),
      user_id integer not null references users(id),
      content text not null,
      created_at timestamptz not null default now()
    );
    create index course_answers_question_idx on course_answers(question_id, parent_id, created_at, id);
    create index course_answers_parent_idx on course_answers(parent_id, created_at, id);
  `);
}
