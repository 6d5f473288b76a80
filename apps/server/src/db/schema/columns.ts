import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A timestamp with time zone, read as an ISO-able string (DESIGN §6) with millisecond precision, so
 * a value survives the round trip through an ISO string exactly (updated_at doubles as a version).
 */
export const isoTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

/** The owning user; rows go with their user (every query is scoped by it, DESIGN §4). */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
