import { and, eq, isNull, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_HABIT_CATEGORY,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_FREQUENCY,
  HABIT_CATEGORIES,
  HABIT_FREQUENCIES,
  HABIT_REMINDER_TIMES_MAX,
  HABIT_TIMES_OF_DAY,
} from '@cadence/shared';
import { isoTimestamp, oneOf } from './columns';
import { goals } from './goals';
import { ownerId } from './owner-column';

// docs/product/habits.md "Habit": a habit and its completion log.
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    frequency: text('frequency', { enum: HABIT_FREQUENCIES }).notNull().default(DEFAULT_HABIT_FREQUENCY),
    // null = any time of day (docs/product/habits.md "Habit")
    timeOfDay: text('time_of_day', { enum: HABIT_TIMES_OF_DAY }),
    category: text('category', { enum: HABIT_CATEGORIES }).notNull().default(DEFAULT_HABIT_CATEGORY),
    color: text('color').notNull().default(DEFAULT_HABIT_COLOR),
    // docs/product/reminders.md "Habits": 'HH:MM' times in the person's zone, sorted; ISO weekdays (none: every day).
    reminderTimes: text('reminder_times').array().notNull().default(sql`'{}'`),
    reminderDays: smallint('reminder_days').array().notNull().default(sql`'{}'`),
    // docs/product/goals.md "Linked tasks and habits" (issue 22 §4).
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    // docs/product/habits.md "Targets" (issue 22 §5): times per period (the frequency is the period);
    // null is the spec's once per period.
    targetCount: smallint('target_count'),
    // docs/product/habits.md "Amounts" (issue 22 §7): an amount to reach each day ('8' glasses), and its unit.
    targetAmount: integer('target_amount'),
    unit: text('unit'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    /** Soft delete for the Undo (issue 10), purged after the restore window. */
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    index('habits_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The purge of habits past their undo window scans only the soft-deleted ones (docs/product/habits.md "Delete and undo").
    index('habits_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    // The reminder scheduler reads only the live habits with reminders.
    index('habits_reminders_idx')
      .on(table.userId)
      .where(sql`cardinality(${table.reminderTimes}) > 0 and ${table.deletedAt} is null`),
    check('habits_frequency_check', oneOf(table.frequency, HABIT_FREQUENCIES)),
    check('habits_reminder_times_check', sql`cardinality(${table.reminderTimes}) <= ${sql.raw(String(HABIT_REMINDER_TIMES_MAX))}`),
    check('habits_reminder_days_check', sql`${table.reminderDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    check('habits_time_of_day_check', oneOf(table.timeOfDay, HABIT_TIMES_OF_DAY, { nullable: true })),
    check('habits_category_check', oneOf(table.category, HABIT_CATEGORIES)),
    check('habits_target_count_check', sql`${table.targetCount} is null or ${table.targetCount} between 1 and 31`),
    check('habits_target_amount_check', sql`${table.targetAmount} is null or ${table.targetAmount} >= 1`),
    index('habits_goal_id_idx')
      .on(table.goalId)
      .where(sql`${table.goalId} is not null`),
  ],
);

/** A user's live habits (not deleted): the scope every reader of the table starts from. */
export function habitsOf(userId: string) {
  return and(eq(habits.userId, userId), isNull(habits.deletedAt));
}

/**
 * docs/architecture.md "Server-owned state": streaks are computed from this log, one row per habit and local date ('YYYY-MM-DD' of
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
    // docs/product/habits.md "Amounts": the amount logged that day; completed once it reaches the target.
    amount: integer('amount'),
    notes: text('notes'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('habit_completions_habit_id_date_unique').on(table.habitId, table.date),
    index('habit_completions_user_id_date_idx').on(table.userId, table.date),
    check('habit_completions_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);

/**
 * docs/product/habits.md "Rest days" (issue 22 §6): days a habit rests without breaking its streak,
 * never counted as done. One habit's skipped day, or a vacation range for one habit or, with no
 * habit, for every habit of the person.
 */
export const habitBreaks = pgTable(
  'habit_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('habit_breaks_user_dates_idx').on(table.userId, table.startDate, table.endDate),
    index('habit_breaks_habit_id_idx').on(table.habitId),
    check('habit_breaks_range_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);
