import { and, eq, isNull, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_GOAL_CATEGORY, GOAL_CATEGORIES, GOAL_STATUSES } from '@cadence/shared';
import { isoTimestamp, oneOf } from './columns';
import { ownerId } from './owner-column';

// docs/product/goals.md "Goal". progress and status follow the milestones ; they are
// stored, written in the same transaction as a milestone change, so lists and counts read them as is.
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category', { enum: GOAL_CATEGORIES }).notNull().default(DEFAULT_GOAL_CATEGORY),
    targetDate: date('target_date', { mode: 'string' }),
    progress: integer('progress').notNull().default(0),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('active'),
    completedAt: isoTimestamp('completed_at'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    index('goals_user_created_idx')
      .on(table.userId, table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null`),
    index('goals_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    check('goals_category_check', oneOf(table.category, GOAL_CATEGORIES)),
    check('goals_status_check', oneOf(table.status, GOAL_STATUSES)),
    check('goals_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

export function liveGoalsOf(userId: string) {
  return and(eq(goals.userId, userId), isNull(goals.deletedAt));
}

/** docs/product/goals.md "Goal": the checklist of a goal, in the order it was written. */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    position: integer('position').notNull(),
    completedAt: isoTimestamp('completed_at'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [index('milestones_goal_position_idx').on(table.goalId, table.position), index('milestones_user_id_idx').on(table.userId)],
);
