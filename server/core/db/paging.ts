import type { SelectQueryBuilder } from 'kysely';
import { toNumber } from './database.js';

/** The rows of page `page` (from 1) of an ordered query, `limit` rows a page. */
export function onePage<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>, page: number, limit: number): SelectQueryBuilder<DB, TB, O> {
  return ordered.limit(limit).offset((page - 1) * limit);
}

/**
 * One page of a list and the number of rows in the whole list, read side by side: `ordered`
 * selects and orders the rows, `counted` is the same rows (joined and filtered alike) without
 * a selection, counted here.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O, CountDB, CountTB extends keyof CountDB, CountO>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  counted: SelectQueryBuilder<CountDB, CountTB, CountO>,
  page: number,
  limit: number,
): Promise<{ rows: O[]; total: number }> {
  // The count's row type is written out: TypeScript cannot narrow a selection on a generic query.
  const count = counted.select((eb) => eb.fn.countAll<number>().as('total')).$castTo<{ total: number }>();
  const [rows, counts] = await Promise.all([onePage(ordered, page, limit).execute(), count.executeTakeFirst()]);
  return { rows, total: toNumber(counts?.total) };
}
