import { column, sqlMigration } from '../sql-migration.js';

/**
 * Courses: catalogue, chapters and periods, learners' enrolment and progress, course
 * resources (datum), course Q&A and lecturer profiles.
 *
 * course_type: 1 series, 2 video, 3 audio, 4 document, 7 face-to-face.
 * period_type: 1 live, 2 video, 3 audio, 4 document, 5 class test, 6 questionnaire;
 * resource_id is the exam (type 5) or questionnaire (type 6) the exam engine links, no FK.
 */
export default sqlMigration({
  up: `
    create table lecturers (
      user_id integer primary key references users(id),
      title text not null default '',
      intro text not null default '',
      ${column.sort}
    );

    create table course_categories (
      ${column.id},
      name text not null,
      name_en text not null default '',
      ${column.sort}
    );

    create table courses (
      ${column.id},
      title text not null,
      course_type smallint not null,
      category_id integer references course_categories(id),
      cover text not null default '',
      description text not null default '',
      is_required smallint not null default 2,
      is_ordered smallint not null default 0,
      ${column.status},
      places integer,
      source smallint not null default 1,
      due_date_option smallint not null default 0,
      level text not null default '',
      expired_at timestamptz,
      face_start timestamptz,
      face_end timestamptz,
      face_address text,
      ${column.sort},
      ${column.createdAt}
    );
    create index courses_list_idx on courses(status, sort, id);
    create index courses_category_idx on courses(category_id);

    create table course_teachers (
      ${column.ref('course_id', 'courses')},
      ${column.ref('lecturer_id', 'users')},
      ${column.sort},
      primary key (course_id, lecturer_id)
    );
    create index course_teachers_lecturer_idx on course_teachers(lecturer_id, course_id);

    create table course_chapters (
      ${column.id},
      ${column.ref('course_id', 'courses')},
      title text not null,
      ${column.sort}
    );
    create index course_chapters_course_idx on course_chapters(course_id, sort);

    create table course_periods (
      ${column.id},
      ${column.ref('course_id', 'courses')},
      ${column.ref('chapter_id', 'course_chapters')},
      title text not null,
      period_type smallint not null,
      ${column.sort},
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
      ${column.ref('course_id', 'courses')},
      ${column.ref('user_id', 'users')},
      join_state smallint not null,
      progress integer not null default 0,
      completed_at timestamptz,
      last_study_time timestamptz,
      ${column.createdAt},
      primary key (course_id, user_id)
    );
    create index course_users_user_idx on course_users(user_id, last_study_time desc);
    create index course_users_course_idx on course_users(course_id, created_at desc);

    create table period_progress (
      ${column.ref('user_id', 'users')},
      ${column.ref('period_id', 'course_periods')},
      ${column.ref('course_id', 'courses')},
      position integer not null default 0,
      furthest integer not null default 0,
      study_seconds integer not null default 0,
      completed_at timestamptz,
      ${column.updatedAt},
      primary key (user_id, period_id)
    );
    create index period_progress_course_idx on period_progress(user_id, course_id);

    create table course_datums (
      ${column.id},
      ${column.ref('course_id', 'courses')},
      name text not null,
      path text not null,
      size_bytes integer not null default 0,
      ${column.sort}
    );
    create index course_datums_course_idx on course_datums(course_id, sort);

    create table course_questions (
      ${column.id},
      ${column.ref('course_id', 'courses')},
      ${column.ref('user_id', 'users')},
      title text not null,
      content text not null default '',
      answer_count integer not null default 0,
      ${column.createdAt}
    );
    create index course_questions_course_idx on course_questions(course_id, created_at desc, id desc);
    create index course_questions_user_idx on course_questions(user_id, created_at desc, id desc);

    create table course_answers (
      ${column.id},
      ${column.ref('question_id', 'course_questions')},
      parent_id integer references course_answers(id),
      ${column.ref('user_id', 'users')},
      content text not null,
      ${column.createdAt}
    );
    create index course_answers_question_idx on course_answers(question_id, parent_id, created_at, id);
    create index course_answers_parent_idx on course_answers(parent_id, created_at, id);
  `,
});
