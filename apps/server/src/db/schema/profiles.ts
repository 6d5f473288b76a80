import { WEEK_STARTS } from '@cadence/shared';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestampTz } from './columns';
import { users } from './auth';

// docs/product/accounts.md "Profile": id is the user id; avatar_url is '' at sign-up. A trigger on "user" creates the row
// in the sign-up transaction (docs/decisions/003-profile-created-by-trigger.md).
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    /** Journal text goes to an external AI model only after the user turns this on (issue 12 "Privacy"). */
    shareJournalWithAi: boolean('share_journal_with_ai').notNull().default(false),
    /** docs/product/accounts.md "Preferences": the person's IANA zone; null follows the browser's (X-Timezone). */
    timeZone: text('time_zone'),
    /** docs/product/accounts.md "Preferences": the first day of the person's week. */
    weekStart: text('week_start', { enum: WEEK_STARTS }).notNull().default('sunday'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('profiles_week_start_check', oneOf(table.weekStart, WEEK_STARTS))],
);
