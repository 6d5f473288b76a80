import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './auth';

// docs/product/accounts.md "Profile": id is the user id; avatar_url is '' at sign-up. A trigger on "user" creates the row
// in the sign-up transaction (docs/decisions/003-profile-created-by-trigger.md).
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  avatarUrl: text('avatar_url').notNull().default(''),
  /** Journal text goes to an external AI model only after the user turns this on (issue 12 "Privacy"). */
  shareJournalWithAi: boolean('share_journal_with_ai').notNull().default(false),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
