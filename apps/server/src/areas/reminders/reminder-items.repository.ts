import { and, eq, gte, isNotNull, isNull, lte, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { HabitFrequency, ReminderOffset } from '@cadence/shared';
import type { Db } from '../../db/client';
import { habitBreaks, habitCompletions, habits, habitsOf, liveTodosOf, pushDevices, reminderSettings, todos } from '../../db/schema';

// What the reminder scheduler reads of tasks and habits (docs/product/reminders.md "Tasks", "Habits"),
// through the tables' scopes: a deleted task or habit never reminds anyone.

/** Someone a reminder can reach: a device with notifications on, or the e-mail fallback. */
const reachable = (userId: SQLWrapper) =>
  sql`(exists (select 1 from ${pushDevices} d where d.user_id = ${userId}) or exists (select 1 from ${reminderSettings} s where s.user_id = ${userId} and s.email_fallback))`;

export interface TaskCandidate {
  id: string;
  userId: string;
  dueDate: string;
  dueTime: string;
  reminder: ReminderOffset;
  createdAt: string;
}

/** Open tasks with a reminder, due from `fromDate` to `toDate` (local dates, wide enough for every zone). */
export async function taskCandidates(db: Db, range: { fromDate: string; toDate: string }): Promise<TaskCandidate[]> {
  const rows = await db
    .select({ id: todos.id, userId: todos.userId, dueDate: todos.dueDate, dueTime: todos.dueTime, reminder: todos.reminder, createdAt: todos.createdAt })
    .from(todos)
    // The predicate of todos_reminder_due_date_idx, then the dates.
    .where(and(isNotNull(todos.reminder), isNull(todos.deletedAt), ne(todos.status, 'completed'), gte(todos.dueDate, range.fromDate), lte(todos.dueDate, range.toDate), reachable(todos.userId)));
  return rows.filter((row): row is TaskCandidate => row.dueDate !== null && row.dueTime !== null && row.reminder !== null);
}

export interface HabitCandidate {
  id: string;
  userId: string;
  reminderTimes: string[];
  reminderDays: number[];
  updatedAt: string;
}

/** Live habits with reminder times, of people a reminder can reach. */
export function habitCandidates(db: Db): Promise<HabitCandidate[]> {
  return db
    .select({ id: habits.id, userId: habits.userId, reminderTimes: habits.reminderTimes, reminderDays: habits.reminderDays, updatedAt: habits.updatedAt })
    .from(habits)
    .where(and(sql`cardinality(${habits.reminderTimes}) > 0`, isNull(habits.deletedAt), reachable(habits.userId)));
}

export interface ReminderTask {
  id: string;
  title: string;
  dueDate: string | null;
  dueTime: string | null;
  completed: boolean;
}

/** The task a reminder is about, as it is now; null once deleted. */
export async function reminderTask(db: Db, key: { userId: string; id: string }): Promise<ReminderTask | null> {
  const [row] = await db
    .select({ id: todos.id, title: todos.title, dueDate: todos.dueDate, dueTime: todos.dueTime, status: todos.status })
    .from(todos)
    .where(and(eq(todos.id, key.id), liveTodosOf(key.userId)));
  return row ? { id: row.id, title: row.title, dueDate: row.dueDate, dueTime: row.dueTime, completed: row.status === 'completed' } : null;
}

export interface ReminderHabit {
  id: string;
  title: string;
  frequency: HabitFrequency;
  /** docs/product/habits.md "Targets": times per period, null for once. */
  targetCount: number | null;
}

/** The habit a reminder is about, as it is now; null once deleted. */
export async function reminderHabit(db: Db, key: { userId: string; id: string }): Promise<ReminderHabit | null> {
  const [row] = await db
    .select({ id: habits.id, title: habits.title, frequency: habits.frequency, targetCount: habits.targetCount })
    .from(habits)
    .where(and(eq(habits.id, key.id), habitsOf(key.userId)));
  return row ?? null;
}

/** The local dates a habit was done from `from` on. */
export async function habitDoneDates(db: Db, key: { userId: string; habitId: string; from: string }): Promise<string[]> {
  const rows = await db
    .select({ date: habitCompletions.date })
    .from(habitCompletions)
    .where(and(eq(habitCompletions.habitId, key.habitId), eq(habitCompletions.userId, key.userId), eq(habitCompletions.completed, true), gte(habitCompletions.date, key.from)));
  return rows.map((row) => row.date);
}


/** docs/product/habits.md "Rest days": whether the habit rests on `date` (its own rest, or one for every habit). */
export async function habitRestsOn(db: Db, key: { userId: string; habitId: string; date: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: habitBreaks.id })
    .from(habitBreaks)
    .where(and(eq(habitBreaks.userId, key.userId), sql`(${habitBreaks.habitId} is null or ${habitBreaks.habitId} = ${key.habitId})`, lte(habitBreaks.startDate, key.date), gte(habitBreaks.endDate, key.date)))
    .limit(1);
  return row !== undefined;
}
