import { text } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The owning user; rows go with their user (every query is scoped by it, docs/architecture.md "API conventions"). */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
