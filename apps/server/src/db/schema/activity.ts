import { and, eq, isNull, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES, DEFAULT_ACTIVITY_TYPE, DEFAULT_RATING, RATING_MAX, RATING_MIN } from '@cadence/shared';
import { isoTimestamp, oneOf } from './columns';
import { ownerId } from './owner-column';
import { todos } from './todos';

const ratingRange = sql.raw(`between ${RATING_MIN} and ${RATING_MAX}`);

// docs/product/activity.md "Activity": a logged stretch of time, by the timer or by hand.
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull().default(DEFAULT_ACTIVITY_TYPE),
    title: text('title').notNull(),
    description: text('description'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** When the activity began; its local day places it in "Today's Schedule" and the history. */
    startedAt: isoTimestamp('started_at').notNull(),
    energy: integer('energy').notNull().default(DEFAULT_RATING),
    focus: integer('focus').notNull().default(DEFAULT_RATING),
    satisfaction: integer('satisfaction').notNull().default(DEFAULT_RATING),
    todoId: uuid('todo_id').references(() => todos.id, { onDelete: 'set null' }),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    index('activities_user_started_idx')
      .on(table.userId, table.startedAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('activities_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('activities_todo_id_idx').on(table.todoId),
    check('activities_type_check', oneOf(table.type, ACTIVITY_TYPES)),
    check('activities_duration_check', sql`${table.durationSeconds} >= 0`),
    check('activities_energy_check', sql`${table.energy} ${ratingRange}`),
    check('activities_focus_check', sql`${table.focus} ${ratingRange}`),
    check('activities_satisfaction_check', sql`${table.satisfaction} ${ratingRange}`),
  ],
);

export function liveActivitiesOf(userId: string) {
  return and(eq(activities.userId, userId), isNull(activities.deletedAt));
}

/**
 * docs/architecture.md "Server-owned state": the running timer, computed rather than counted: elapsed = accumulated_seconds +
 * (now - resumed_at), with resumed_at null while paused. At most one per user (the unique index), so
 * two tabs or devices can never start two.
 */
export const activeSessions = pgTable(
  'active_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull().default(DEFAULT_ACTIVITY_TYPE),
    description: text('description'),
    todoId: uuid('todo_id').references(() => todos.id, { onDelete: 'set null' }),
    startedAt: isoTimestamp('started_at').notNull(),
    accumulatedSeconds: integer('accumulated_seconds').notNull().default(0),
    resumedAt: isoTimestamp('resumed_at'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('active_sessions_user_id_unique').on(table.userId),
    check('active_sessions_type_check', oneOf(table.type, ACTIVITY_TYPES)),
    check('active_sessions_accumulated_check', sql`${table.accumulatedSeconds} >= 0`),
  ],
);
