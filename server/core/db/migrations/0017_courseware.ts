import { column, sqlMigration } from '../sql-migration.js';

/**
 * One upload path for every kind of file (uploads.kind: image, media, document), the media file
 * made from an upload, and courseware: an uploaded video, audio or document a lecturer (or an
 * examiner, or an admin) registered to teach with (resource/createCourseWare), once per upload.
 */
export default sqlMigration({
  up: `
    alter table uploads add column kind text not null default 'image';
    alter table media_files add column upload_id integer references uploads(id);
    create index media_files_upload_idx on media_files(upload_id) where upload_id is not null;
    create table courseware (
      ${column.id},
      ${column.ref('owner_id', 'users')},
      name text not null,
      kind text not null,
      suffix text not null,
      size bigint not null,
      upload_id integer not null unique references uploads(id),
      media_file_id integer references media_files(id),
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index courseware_owner_idx on courseware(owner_id, created_at desc, id desc);
  `,
  down: `
    drop table courseware;
    drop index media_files_upload_idx;
    alter table media_files drop column upload_id;
    alter table uploads drop column kind;
  `,
});
