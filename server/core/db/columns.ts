import type { ColumnType } from 'kysely';

/** Column shapes the modules' table types share (tables.ts in each module). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A time the database fills in (default now()) when an insert leaves it out, and that a write may set. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text, read as the value. */
export type Json<T> = ColumnType<T, string, string>;
