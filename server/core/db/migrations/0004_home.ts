import { column, sqlMigration } from '../sql-migration.js';

/**
 * What the home page aggregates beyond courses and exams:
 * - monthly_scores: each user's credits and study seconds per company month ('YYYY-MM'),
 *   kept by the same statement that writes credit_ledger or study_time_daily, so the
 *   rankings and the month figures read a handful of index rows whatever the ledger's size;
 * - study_records: one row per user and thing studied (course, exam or task, map) with the
 *   last study time: the company-wide study-record feed and its "who else studied it";
 * - banners, library items and news (information);
 * - offline trainings with their trainees, tasks and online trainings (kind 1 task,
 *   2 online training) with phases and items, learning maps with phases, chapters and
 *   sign-ins (punch-in on a chapter's day, make-up afterwards);
 * - notified_at columns: the notice producer marks what it has announced.
 */
export default sqlMigration({
  up: `
    create table monthly_scores (
      month text not null,
      ${column.ref('user_id', 'users')},
      credits integer not null default 0,
      study_seconds integer not null default 0,
      primary key (month, user_id)
    );
    create index monthly_scores_credits_idx on monthly_scores(month, credits desc, user_id);
    create index monthly_scores_study_idx on monthly_scores(month, study_seconds desc, user_id);
    insert into monthly_scores (month, user_id, credits)
      select substr(day, 1, 7), user_id, sum(points) from credit_ledger group by 1, 2;
    insert into monthly_scores (month, user_id, study_seconds)
      select substr(day, 1, 7), user_id, sum(seconds) from study_time_daily group by 1, 2
      on conflict (month, user_id) do update set study_seconds = excluded.study_seconds;

    create table study_records (
      id bigserial primary key,
      ${column.ref('user_id', 'users')},
      record_type smallint not null,
      task_type smallint not null default 0,
      target_id integer not null,
      last_study_time timestamptz not null default now(),
      ${column.createdAt}
    );
    create unique index study_records_user_target_idx on study_records(user_id, record_type, task_type, target_id);
    create index study_records_feed_idx on study_records(last_study_time desc, id desc);
    create index study_records_target_idx on study_records(record_type, task_type, target_id, last_study_time desc);

    create table banners (
      ${column.id},
      pc_banner_img text not null,
      title text not null default '',
      jump_type smallint not null default 1,
      jump_content text not null default '',
      ${column.sort},
      ${column.status},
      ${column.createdAt}
    );
    create index banners_list_idx on banners(status, sort, id);

    create table library_items (
      ${column.id},
      name text not null,
      suffix text not null,
      path text not null,
      size_bytes integer not null default 0,
      browse_number integer not null default 0,
      ${column.status},
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index library_items_list_idx on library_items(status, updated_at desc, id desc);

    create table news (
      ${column.id},
      title text not null,
      cover text not null default '',
      summary text not null default '',
      content text not null default '',
      browse_number integer not null default 0,
      ${column.status},
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index news_list_idx on news(status, updated_at desc, id desc);

    create table trainings (
      ${column.id},
      name text not null,
      img text not null default '',
      description text not null default '',
      lecturer_id integer references users(id),
      address text not null default '',
      start_time timestamptz not null,
      end_time timestamptz not null,
      apply_start_time timestamptz not null,
      apply_end_time timestamptz not null,
      places integer,
      publish_status smallint not null default 1,
      enrol_notified_at timestamptz,
      ${column.createdAt}
    );
    create index trainings_time_idx on trainings(start_time, end_time);
    create index trainings_enrol_idx on trainings(apply_start_time) where enrol_notified_at is null;

    create table training_users (
      ${column.ref('training_id', 'trainings')},
      ${column.ref('user_id', 'users')},
      is_apply smallint not null default 0,
      applied_at timestamptz,
      ${column.createdAt},
      primary key (training_id, user_id)
    );
    create index training_users_user_idx on training_users(user_id, training_id);

    create table tasks (
      ${column.id},
      kind smallint not null,
      name text not null,
      img text not null default '',
      description text not null default '',
      start_time timestamptz not null,
      end_time timestamptz not null,
      is_ordered smallint not null default 1,
      publish_status smallint not null default 1,
      ${column.createdAt}
    );
    create index tasks_time_idx on tasks(start_time, end_time);

    create table task_phases (
      ${column.id},
      ${column.ref('task_id', 'tasks')},
      title text not null,
      ${column.sort}
    );
    create index task_phases_task_idx on task_phases(task_id, sort);

    create table task_items (
      ${column.id},
      ${column.ref('task_id', 'tasks')},
      phase_id integer references task_phases(id),
      item_type smallint not null,
      ref_id integer,
      title text not null default '',
      ${column.sort}
    );
    create index task_items_task_idx on task_items(task_id, sort);

    create table task_users (
      ${column.ref('task_id', 'tasks')},
      ${column.ref('user_id', 'users')},
      progress integer not null default 0,
      completed_at timestamptz,
      last_study_time timestamptz,
      notified_at timestamptz,
      ${column.createdAt},
      primary key (task_id, user_id)
    );
    create index task_users_user_idx on task_users(user_id, task_id);
    create index task_users_notify_idx on task_users(created_at) where notified_at is null;

    create table study_maps (
      ${column.id},
      title text not null,
      cover text not null default '',
      description text not null default '',
      study_type smallint not null,
      publish_status smallint not null default 1,
      ${column.createdAt}
    );

    create table map_phases (
      ${column.id},
      ${column.ref('map_id', 'study_maps')},
      title text not null,
      ${column.sort},
      start_time timestamptz not null,
      end_time timestamptz not null
    );
    create index map_phases_map_idx on map_phases(map_id, sort);
    create index map_phases_time_idx on map_phases(start_time, end_time);

    create table map_chapters (
      ${column.id},
      ${column.ref('map_id', 'study_maps')},
      ${column.ref('phase_id', 'map_phases')},
      title text not null,
      chapter_type smallint not null,
      sign_day text,
      ${column.sort}
    );
    create index map_chapters_phase_idx on map_chapters(phase_id, sort);
    create index map_chapters_sign_idx on map_chapters(map_id, sign_day) where sign_day is not null;

    create table map_users (
      ${column.ref('map_id', 'study_maps')},
      ${column.ref('user_id', 'users')},
      opened_at timestamptz,
      progress integer not null default 0,
      completed_at timestamptz,
      last_study_time timestamptz,
      notified_at timestamptz,
      ${column.createdAt},
      primary key (map_id, user_id)
    );
    create index map_users_user_idx on map_users(user_id, map_id);
    create index map_users_notify_idx on map_users(created_at) where notified_at is null;

    create table map_sign_ins (
      ${column.ref('chapter_id', 'map_chapters')},
      ${column.ref('user_id', 'users')},
      is_makeup smallint not null default 0,
      signed_at timestamptz not null default now(),
      primary key (chapter_id, user_id)
    );

    alter table exams add column published_at timestamptz;
    alter table exams add column notified_at timestamptz;
    update exams set published_at = created_at, notified_at = now();
    create index exams_notify_idx on exams(published_at) where notified_at is null;
    create index exams_window_idx on exams(exam_start, exam_end);

    alter table courses add column notified_at timestamptz;
    update courses set notified_at = now();
    create index courses_notify_idx on courses(created_at) where notified_at is null;

    alter table course_periods add column playback_status smallint;
    alter table course_periods add column notified_at timestamptz;
    create index course_periods_live_idx on course_periods(live_start) where period_type = 1;
  `,
  down: `
    drop index course_periods_live_idx;
    alter table course_periods drop column notified_at;
    alter table course_periods drop column playback_status;
    drop index courses_notify_idx;
    alter table courses drop column notified_at;
    drop index exams_window_idx;
    drop index exams_notify_idx;
    alter table exams drop column notified_at;
    alter table exams drop column published_at;
    drop table map_sign_ins;
    drop table map_users;
    drop table map_chapters;
    drop table map_phases;
    drop table study_maps;
    drop table task_users;
    drop table task_items;
    drop table task_phases;
    drop table tasks;
    drop table training_users;
    drop table trainings;
    drop table news;
    drop table library_items;
    drop table banners;
    drop table study_records;
    drop table monthly_scores;
  `,
});
