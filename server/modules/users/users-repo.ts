import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

export type UserRow = Awaited<ReturnType<UsersRepo['findByAccount']>> & {};

export class UsersRepo {
  constructor(private readonly db: Db) {}

  findByAccount(account: string) {
    return this.db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
  }

  findById(id: number) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByMobileOrMail(field: 'mobile' | 'mail', value: string) {
    return this.db.selectFrom('users').selectAll().where(field, '=', value).executeTakeFirst();
  }

  /** The profile with department and position names. */
  findProfile(id: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .leftJoin('positions as p', 'p.id', 'u.position_id')
      .select([
        'u.id',
        'u.account',
        'u.name',
        'u.photo',
        'u.mobile',
        'u.mail',
        'u.role_id',
        'u.is_admin',
        'u.status',
        'u.gender',
        'u.work_number',
        'u.nation',
        'u.politics',
        'u.birth_date',
        'u.entry_time',
        'u.user_type',
        'u.employee_type',
        'u.department_id',
        'u.id_number',
        'u.passport',
        'u.half_photo',
        'u.supervisor',
        'u.position_level',
        'u.province_id',
        'u.city_id',
        'u.district_id',
        sql<string>`coalesce(d.name, '')`.as('department_name'),
        sql<string>`coalesce(p.name, '')`.as('position_name'),
      ])
      .where('u.id', '=', id)
      .executeTakeFirst();
  }

  /** Binds a mobile number or mail address; false when another account already has it. */
  async setMobileOrMail(id: number, field: 'mobile' | 'mail', value: string): Promise<boolean> {
    const other = await this.db.selectFrom('users').select('id').where(field, '=', value).where('id', '<>', id).executeTakeFirst();
    if (other) return false;
    await this.db.updateTable('users').set({ [field]: value, updated_at: new Date() }).where('id', '=', id).execute();
    return true;
  }

  async setPasswordHash(id: number, passwordHash: string) {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async updateProfile(
    id: number,
    changes: Partial<{
      photo: string;
      half_photo: string;
      gender: number;
      nation: string;
      politics: number;
      birth_date: string;
      id_number: string;
      passport: string;
      province_id: number;
      city_id: number;
      district_id: number;
    }>,
  ) {
    if (Object.keys(changes).length === 0) return;
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}
