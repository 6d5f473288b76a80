import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { CreateHabitRequest, UpdateHabitRequest } from '@cadence/shared';
import type { Db } from '../../db/client';
import { type RowQuery, selectRows } from '../../db/row-query';
import { goals, habitCompletions, habits, habitsOf, liveGoalsOf } from '../../db/schema';
import type { HabitRow } from './habit-json';

// SQL for habits and their completion log. Every statement is scoped by the owner (docs/architecture.md "API conventions"), through
// habitsOf for the live habits; a soft-deleted habit (docs/product/habits.md "Delete and undo") is
// invisible to everything but restore and purge.

/** A habit named by its owner and id: the key of every single-habit statement. */
export interface HabitKey {
  userId: string;
  id: string;
}

const oneLiveHabit = ({ userId, id }: HabitKey) => and(eq(habits.id, id), habitsOf(userId));

/**
 * docs/product/habits.md "Rest days": the rests that apply to the habit `alias` names (its own and the
 * person's for every habit) as the JSON text of `HabitBreak[]`, by first day; null when there are none.
 * habit_breaks_user_dates_idx finds the person's few.
 */
function breaksOf(alias: string): string {
  return `(select json_agg(json_build_object('id', b.id, 'habitId', b.habit_id, 'startDate', b.start_date, 'endDate', b.end_date, 'reason', b.reason) order by b.start_date, b.id)::text
        from habit_breaks b where b.user_id = ${alias}.user_id and (b.habit_id is null or b.habit_id = ${alias}.id))`;
}

/**
 * The list (docs/product/habits.md "Order": oldest first, as made; matches habits_user_id_created_at_idx):
 * a prepared plain select, one row per habit with its done dates joined in date order (the unique
 * (habit_id, date) index serves each), turned into JSON in Node (docs/architecture.md "The fast list path").
 */
export const LIST_HABITS: RowQuery = {
  name: 'list_habits',
  text: `select h.id, h.title, h.description, h.frequency, h.time_of_day, h.category, h.color,
      array_to_string(h.reminder_times, ','), array_to_string(h.reminder_days, ','), h.created_at, h.updated_at,
      (select string_agg(c.date::text, ',' order by c.date) from habit_completions c where c.habit_id = h.id and c.completed), g.id,
      h.target_count, h.target_amount, h.unit,
      (select string_agg(c.date::text || ':' || c.amount, ',' order by c.date) from habit_completions c where c.habit_id = h.id and c.amount is not null),
      ${breaksOf('h')}
    from habits h left join goals g on g.id = h.goal_id and g.deleted_at is null
    where h.user_id = $1 and h.deleted_at is null
    order by h.created_at asc, h.id asc`,
};

export function selectHabitRows(db: Db, userId: string): Promise<HabitRow[]> {
  return selectRows(db, LIST_HABITS, [userId]);
}

// Written out: in a one-table select Drizzle leaves columns unqualified, and "id" inside the subquery
// would be the completion's own.
const DONE_DATES = sql<string | null>`(select string_agg(c.date::text, ',' order by c.date) from habit_completions c where c.habit_id = "habits"."id" and c.completed)`;
const AMOUNTS = sql<string | null>`(select string_agg(c.date::text || ':' || c.amount, ',' order by c.date) from habit_completions c where c.habit_id = "habits"."id" and c.amount is not null)`;
const BREAKS = sql<string | null>`${sql.raw(breaksOf('"habits"'))}`;

/** The same row as LIST_HABITS gives, for one habit (inside a transaction too). */
export async function findHabitRow(db: Db, key: HabitKey): Promise<HabitRow | null> {
  const [row] = await db
    .select({
      id: habits.id,
      title: habits.title,
      description: habits.description,
      frequency: habits.frequency,
      timeOfDay: habits.timeOfDay,
      category: habits.category,
      color: habits.color,
      reminderTimes: sql<string>`array_to_string(${habits.reminderTimes}, ',')`,
      reminderDays: sql<string>`array_to_string(${habits.reminderDays}, ',')`,
      createdAt: habits.createdAt,
      updatedAt: habits.updatedAt,
      dates: DONE_DATES,
      liveGoalId: goals.id,
      targetCount: habits.targetCount,
      targetAmount: habits.targetAmount,
      unit: habits.unit,
      amounts: AMOUNTS,
      breaks: BREAKS,
    })
    .from(habits)
    // docs/product/goals.md "Linked tasks and habits": a deleted goal (in its undo window) is no link.
    .leftJoin(goals, and(eq(goals.id, habits.goalId), isNull(goals.deletedAt)))
    .where(oneLiveHabit(key));
  if (!row) return null;
  return [row.id, row.title, row.description, row.frequency, row.timeOfDay, row.category, row.color, row.reminderTimes, row.reminderDays, row.createdAt, row.updatedAt, row.dates, row.liveGoalId, row.targetCount, row.targetAmount, row.unit, row.amounts, row.breaks];
}

export async function habitBelongsToUser(db: Db, { userId, habitId }: { userId: string; habitId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), habitsOf(userId)));
  return row !== undefined;
}

/** docs/product/goals.md "Linked tasks and habits": a habit may link only its owner's live goals. */
export async function isOwnLiveGoal(db: Db, { userId, goalId }: { userId: string; goalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), liveGoalsOf(userId)));
  return row !== undefined;
}

export async function insertHabit(tx: Db, row: CreateHabitRequest & { userId: string; createdAt: string }): Promise<string> {
  const [inserted] = await tx
    .insert(habits)
    .values({ ...row, updatedAt: row.createdAt })
    .returning({ id: habits.id });
  if (!inserted) throw new Error('insert into habits returned no row');
  return inserted.id;
}

/** False when there is no such live habit. Reminder times and days left out are kept. */
export async function updateHabit(tx: Db, key: HabitKey, fields: UpdateHabitRequest & { updatedAt: string }): Promise<boolean> {
  const rows = await tx.update(habits).set(fields).where(oneLiveHabit(key)).returning({ id: habits.id });
  return rows.length > 0;
}

/** Hides the habit; it stays restorable until `purgeDeletedHabits` removes it. False when there is no such habit. */
export async function softDeleteHabit(db: Db, key: HabitKey, deletedAt: string): Promise<boolean> {
  const rows = await db.update(habits).set({ deletedAt }).where(oneLiveHabit(key)).returning({ id: habits.id });
  return rows.length > 0;
}

/** Brings back a habit deleted at or after `deletedSince`. False when there is none (never deleted, too late, someone else's). */
export async function restoreHabit(db: Db, key: HabitKey, deletedSince: string): Promise<boolean> {
  const rows = await db
    .update(habits)
    .set({ deletedAt: null })
    .where(and(eq(habits.id, key.id), eq(habits.userId, key.userId), isNotNull(habits.deletedAt), gte(habits.deletedAt, deletedSince)))
    .returning({ id: habits.id });
  return rows.length > 0;
}

/**
 * Removes, for every user, habits deleted before `deletedBefore`. Their log goes with them (ON DELETE
 * CASCADE) and tasks linked to them lose the link (todos.habit_id ON DELETE SET NULL).
 */
export async function purgeDeletedHabits(db: Db, deletedBefore: string): Promise<number> {
  const rows = await db
    .delete(habits)
    .where(and(isNotNull(habits.deletedAt), lt(habits.deletedAt, deletedBefore)))
    .returning({ id: habits.id });
  return rows.length;
}

/**
 * Marks the habit done or not done on `date` (the user's local 'YYYY-MM-DD', docs/architecture.md "Server-owned state"). Idempotent:
 * the row is unique per habit and date. "Not done" keeps an existing row (and its notes) with
 * completed false, as the spec's log does (docs/product/habits.md "Marking days"), and writes nothing for a day never done.
 */
export async function setCompletion(tx: Db, completion: { userId: string; habitId: string; date: string; completed: boolean }): Promise<void> {
  if (!completion.completed) {
    // A numeric habit's day un-marked loses its amount too (docs/product/habits.md "Amounts").
    await tx
      .update(habitCompletions)
      .set({ completed: false, amount: null })
      .where(and(eq(habitCompletions.habitId, completion.habitId), eq(habitCompletions.userId, completion.userId), eq(habitCompletions.date, completion.date)));
    return;
  }
  await tx
    .insert(habitCompletions)
    .values(completion)
    .onConflictDoUpdate({ target: [habitCompletions.habitId, habitCompletions.date], set: { completed: true } });
}

/** The local dates a live habit of the user was done from `from` to `to`, ascending (docs/product/habits.md "API routes"). */
export async function selectDoneDates(db: Db, { userId, habitId, from, to }: { userId: string; habitId: string; from: string; to: string }): Promise<string[]> {
  const rows = await db
    .select({ date: habitCompletions.date })
    .from(habitCompletions)
    .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.userId, userId), eq(habitCompletions.completed, true), gte(habitCompletions.date, from), lte(habitCompletions.date, to)))
    .orderBy(asc(habitCompletions.date));
  return rows.map((row) => row.date);
}

/** The capability's "done today" (habit-completions.service.ts). */
export async function upsertCompletion(tx: Db, completion: { userId: string; habitId: string; date: string }): Promise<void> {
  await setCompletion(tx, { ...completion, completed: true });
}

/** docs/product/habits.md "Amounts": a live habit's target amount, or undefined when there is no such habit (null: a plain habit). */
export async function findTargetAmount(db: Db, key: HabitKey): Promise<number | null | undefined> {
  const [row] = await db.select({ targetAmount: habits.targetAmount }).from(habits).where(oneLiveHabit(key));
  return row?.targetAmount;
}

/** docs/product/habits.md "Amounts": the day's amount, done once it reaches the target (so every reader of `completed` stays right). */
export async function setAmount(tx: Db, entry: { userId: string; habitId: string; date: string; amount: number; completed: boolean }): Promise<void> {
  await tx
    .insert(habitCompletions)
    .values(entry)
    .onConflictDoUpdate({ target: [habitCompletions.habitId, habitCompletions.date], set: { amount: entry.amount, completed: entry.completed } });
}

/** After a target amount changes, each logged day is done again by the new target (docs/product/habits.md "Amounts"). */
export async function recheckAmounts(tx: Db, { userId, habitId, targetAmount }: { userId: string; habitId: string; targetAmount: number }): Promise<void> {
  await tx
    .update(habitCompletions)
    .set({ completed: sql`${habitCompletions.amount} >= ${targetAmount}` })
    .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.userId, userId), isNotNull(habitCompletions.amount)));
}

/** The stored target count and frequency of a live habit, for a PATCH that leaves the target out. */
export async function findTargetFields(db: Db, key: HabitKey): Promise<{ targetCount: number | null; targetAmount: number | null; unit: string | null } | undefined> {
  const [row] = await db.select({ targetCount: habits.targetCount, targetAmount: habits.targetAmount, unit: habits.unit }).from(habits).where(oneLiveHabit(key));
  return row;
}
