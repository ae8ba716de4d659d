import type { Generated } from 'kysely';

/** Lecturer profile of a role_id 2 user. */
export interface LecturerTable {
  user_id: number;
  title: string;
  intro: string;
  sort: Generated<number>;
}

declare module '../../core/db/database.js' {
  interface Database {
    lecturers: LecturerTable;
  }
}
