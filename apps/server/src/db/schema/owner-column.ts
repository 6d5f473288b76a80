import { text } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The owning user; rows go with their user (every query is scoped by it, DESIGN §4). */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
