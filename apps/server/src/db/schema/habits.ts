import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { isoTimestamp, ownerId } from './columns';

// spec part 2 §3: a habit and its completion log. The habits screen comes later; the table exists now
// so a task's habit_id is a real foreign key (issue 3).
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] })
      .notNull()
      .default('daily'),
    // null = any time of day (spec part 2 §3: "empty, stored as undefined")
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon', 'evening', 'night'] }),
    category: text('category', { enum: ['wellness', 'fitness', 'productivity', 'personal', 'learning'] })
      .notNull()
      .default('wellness'),
    color: text('color').notNull().default('#4C51BF'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('habits_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('habits_frequency_check', sql`${table.frequency} in ('daily', 'weekly', 'monthly')`),
    check(
      'habits_time_of_day_check',
      sql`${table.timeOfDay} is null or ${table.timeOfDay} in ('morning', 'afternoon', 'evening', 'night')`,
    ),
    check(
      'habits_category_check',
      sql`${table.category} in ('wellness', 'fitness', 'productivity', 'personal', 'learning')`,
    ),
  ],
);

/**
 * DESIGN §3: streaks are computed from this log, one row per habit and local date ('YYYY-MM-DD' of
 * the user's time zone). UNIQUE (habit_id, date) makes "mark done today" idempotent.
 */
export const habitCompletions = pgTable(
  'habit_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    date: date('date', { mode: 'string' }).notNull(),
    completed: boolean('completed').notNull().default(true),
    notes: text('notes'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('habit_completions_habit_id_date_unique').on(table.habitId, table.date),
    index('habit_completions_user_id_date_idx').on(table.userId, table.date),
  ],
);
