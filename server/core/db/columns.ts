import type { ColumnType } from 'kysely';

/** Column shapes the modules' table types share (tables.ts in each module). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A jsonb column: written as JSON text, read as the value. */
export type Json<T> = ColumnType<T, string, string>;
