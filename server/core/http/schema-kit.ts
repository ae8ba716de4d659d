import { Type, type TSchema } from 'typebox';

/** Field schemas every module's routes use. */

/** Bounds of an int4 column: every integer a route accepts stays within them (input-guard.ts adds them to raw integers). */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** The highest page number of a paged list (a page beyond the end answers an empty page). */
export const PAGE_MAX = 100000;
/** The most rows one page of a list may ask for. */
export const LIMIT_MAX = 100;

type IntegerOptions = NonNullable<Parameters<typeof Type.Integer>[0]>;
type NumberOptions = NonNullable<Parameters<typeof Type.Number>[0]>;
type StringOptions = NonNullable<Parameters<typeof Type.String>[0]>;

/** An integer input held by an int4 column: bounded unless the options narrow it. */
export const Int = (options: IntegerOptions = {}) => Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

/** A number input (score, percent, seconds): bounded like an int4 unless the options narrow it. */
export const Num = (options: NumberOptions = {}) => Type.Number({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

/** A positive 32-bit id. */
export const Id = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A time as unix seconds (the spec's calls answer times this way). */
export const Unix = (description = 'unix seconds') => Type.Integer({ description });

/** A time as an ISO 8601 string (the exam engine's times). */
export const DateTime = (options: StringOptions = {}) => Type.String({ format: 'date-time', ...options });

/** `:id` of a resource (a positive 32-bit id). */
export const IdParams = Type.Object({ id: Id() });

/** `?id=` of a resource (a positive 32-bit id), for the spec's calls that name it in the query. */
export const IdQuery = Type.Object({ id: Id() });

/** The words typed in a list's search box. */
export const Keywords = (options: StringOptions = {}) => Type.Optional(Type.String({ maxLength: 50, ...options }));

/** page and limit of a paged list. */
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMIT_MAX, default: 10 })),
};

/** Paging of a list shown in the data grid, whose limit the reference explains. */
export const GridPaging = {
  ...Paging,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMIT_MAX, default: 10, description: 'Rows per page (data grid: 10 by default)' })),
};

/** The query of a grid's list that takes nothing but its page. */
export const GridPageQuery = Type.Object({ ...GridPaging });

/** The largest limit a select sends (spec section 7: select lists send limit 999999 when paged). */
export const SELECT_LIMIT = 999999;

/** Paging of a list that also feeds a select: the grid's pages, or every row at once with limit 999999. */
export const SelectPaging = {
  ...Paging,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SELECT_LIMIT, default: 10, description: 'Rows per page (data grid: 10 by default; a select sends 999999)' })),
};

/** A whole list (not paged): its rows. */
export function ListOf<T extends TSchema>(name: string, item: T) {
  return Type.Object({ list: Type.Array(item) }, { title: name });
}

/** A page of a list: its rows, the total and the page number. */
export function PageOf<T extends TSchema>(name: string, item: T) {
  return Type.Object({ list: Type.Array(item), total: Type.Integer(), current_page: Type.Integer() }, { title: name });
}
