import type { GraphQLScalarTypeConfig } from 'graphql';
import { GraphQLError, Kind } from './graphql-js.js';
import { DateTime as Luxon } from 'luxon';

/**
 * The graph's one time scalar and the conversions of REST's values into the graph's types.
 * The REST API keeps its own shapes (flags 0/1 and 1/2, unix seconds, date texts in the
 * company's zone); the resolvers convert with these, so every field of a kind converts alike.
 */

/** ISO 8601 with an offset: 2026-03-01T08:00:00Z, 2026-03-01T16:00:00+08:00, or with milliseconds. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function instant(value: unknown): Date {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new GraphQLError('A DateTime is an ISO 8601 date and time with its offset, e.g. 2026-03-01T08:00:00Z.', { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * DateTime: an instant, written ISO 8601 in UTC (`2026-03-01T08:00:00.000Z`). Resolvers hand it
 * a Date (see the conversions below); arguments accept any ISO 8601 text with an offset. The
 * scalar's functions only: its description is the SDL's (base.graphql).
 */
export const DateTimeScalar: Pick<GraphQLScalarTypeConfig<Date, string>, 'serialize' | 'parseValue' | 'parseLiteral'> = {
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}.`);
    return date.toISOString();
  },
  parseValue: instant,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A DateTime is written as a string.', { nodes: [ast], extensions: { code: 'BAD_USER_INPUT' } });
    return instant(ast.value);
  },
};

/** A 0/1 flag of REST (`is_admin`, `is_ordered`): 1 is true, anything else false. */
export function flag(value: number | null | undefined): boolean {
  return value === 1;
}

/** A 1/2 "yes/no" of REST (`is_required: 1 required, 2 elective`): 1 is true, 2 (or anything else) false. */
export function yesNo12(value: number | null | undefined): boolean {
  return value === 1;
}

/** Unix seconds of REST (`last_study_time`, `expired_at`) as an instant; null, 0 or a negative value is no time. */
export function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000);
}

/** An instant argument as REST's unix seconds (its query filters); none stays none. */
export function toUnixSeconds(instant: Date | null | undefined): number | undefined {
  return instant ? Math.floor(instant.getTime() / 1000) : undefined;
}

/**
 * A date or date-and-time text of REST (`2019-03-01`, `2019-03-01 09:30:00`), which the API
 * writes in the company's time zone (APP_TIMEZONE), as an instant: a date alone is the start
 * of that day in the zone. Empty or unreadable: null.
 */
export function fromDateText(text: string | null | undefined, zone: string): Date | null {
  if (!text) return null;
  const parsed = Luxon.fromSQL(text.trim(), { zone });
  const value = parsed.isValid ? parsed : Luxon.fromISO(text.trim(), { zone });
  return value.isValid ? value.toJSDate() : null;
}

/** A REST text that is empty when there is none (`position_name: ''`) as null. */
export function orNull(text: string | null | undefined): string | null {
  return text ? text : null;
}
