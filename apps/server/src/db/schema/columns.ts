import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// The column kinds every table is built from (docs/architecture.md "Seams").

/**
 * A timestamp with time zone, read as a string (docs/architecture.md "Stack notes": turning rows into Date objects halved list
 * throughput). Used where the value is only stored and compared (sessions, outbox, throttles).
 */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The same with millisecond precision, so a value survives the round trip through an ISO string
 * exactly: what the API returns, and updated_at that doubles as a row's version.
 */
export const isoTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

/**
 * A CHECK that a column holds one of the values of a shared vocabulary (TODO_STATUSES, HABIT_CATEGORIES…),
 * so the database, the API schemas and the screens cannot disagree on the list.
 */
export function oneOf(column: SQLWrapper, values: readonly string[], options: { nullable?: boolean } = {}): SQL {
  const list = sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
  return options.nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`;
}

/** A CHECK that a column holds a time of day 'HH:MM' on the 24-hour clock, or null (docs/product/reminders.md). */
export function timeOfDayCheck(column: SQLWrapper): SQL {
  return sql`${column} is null or ${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
}
