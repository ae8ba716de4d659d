import { column, sqlMigration } from '../sql-migration.js';

/**
 * Announcements of the back office: a title and a text sent to everyone, to departments (each
 * with its sub-departments) or to chosen people, at once or at a time to come. An announcement
 * is delivered as the notification centre's own notifications (each names its announcement, so
 * the list counts who has read it); `delivered_at` marks it delivered in the statement that
 * inserts them, so it is delivered once. A department deleted or merged away leaves the
 * audience of an announcement not yet delivered (its rows go with it).
 *
 * audience: 1 everyone, 2 departments, 3 people. link_kind: null, or what the notification
 * opens (course, map, exam, training) with link_id.
 */
export default sqlMigration({
  up: `
    create table announcements (
      ${column.id},
      title text not null,
      body text not null,
      audience smallint not null,
      link_kind text,
      link_id integer,
      send_at timestamptz not null,
      delivered_at timestamptz,
      cancelled_at timestamptz,
      ${column.ref('created_by', 'users')},
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index announcements_due_idx on announcements(send_at) where delivered_at is null and cancelled_at is null;
    create index announcements_created_idx on announcements(created_at desc, id desc);
    create table announcement_departments (
      announcement_id integer not null references announcements(id) on delete cascade,
      department_id integer not null references departments(id) on delete cascade,
      primary key (announcement_id, department_id)
    );
    create table announcement_people (
      announcement_id integer not null references announcements(id) on delete cascade,
      ${column.ref('user_id', 'users')},
      primary key (announcement_id, user_id)
    );
    alter table notifications add column announcement_id integer references announcements(id);
    create index notifications_announcement_idx on notifications(announcement_id) where announcement_id is not null;
  `,
  down: `
    drop index notifications_announcement_idx;
    alter table notifications drop column announcement_id;
    drop table announcement_people;
    drop table announcement_departments;
    drop table announcements;
  `,
});
