import { Type, type TSchema } from 'typebox';

/** Field schemas every module's routes use. */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A time as unix seconds (the spec's calls answer times this way). */
export const Unix = (description = 'unix seconds') => Type.Integer({ description });

/** `:id` of a resource (a positive 32-bit id). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** page and limit of a paged list. */
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** Paging of a list shown in the data grid, whose limit the reference explains. */
export const GridPaging = {
  ...Paging,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Rows per page (data grid: 10 by default)' })),
};

/** The largest limit a select sends (spec section 7: select lists send limit 999999 when paged). */
export const SELECT_LIMIT = 999999;

/** Paging of a list that also feeds a select: the grid's pages, or every row at once with limit 999999. */
export const SelectPaging = {
  ...Paging,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SELECT_LIMIT, default: 10, description: 'Rows per page (data grid: 10 by default; a select sends 999999)' })),
};

/** A page of a list: its rows, the total and the page number. */
export function PageOf<T extends TSchema>(name: string, item: T) {
  return Type.Object({ list: Type.Array(item), total: Type.Integer(), current_page: Type.Integer() }, { title: name });
}
