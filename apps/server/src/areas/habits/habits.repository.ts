import { and, asc, eq } from 'drizzle-orm';
import type { HabitSummary } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { habitCompletions, habits, habitsOf } from '../../db/schema';

/** The user's habits, oldest first (the order they were made in). */
export async function listHabits(db: Db, userId: string): Promise<HabitSummary[]> {
  const rows = await db
    .select({
      id: habits.id,
      title: habits.title,
      description: habits.description,
      frequency: habits.frequency,
      timeOfDay: habits.timeOfDay,
      category: habits.category,
      color: habits.color,
      createdAt: habits.createdAt,
      updatedAt: habits.updatedAt,
    })
    .from(habits)
    .where(habitsOf(userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  return rows.map((row) => ({ ...row, createdAt: toIsoTimestamp(row.createdAt), updatedAt: toIsoTimestamp(row.updatedAt) }));
}

export async function habitBelongsToUser(db: Db, { userId, habitId }: { userId: string; habitId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), habitsOf(userId)));
  return row !== undefined;
}

/**
 * Marks the habit done on `date` (the user's local 'YYYY-MM-DD', DESIGN §3). Idempotent: the row is
 * unique per habit and date, and an existing "not done" row becomes done.
 */
export async function upsertCompletion(tx: Db, completion: { userId: string; habitId: string; date: string }): Promise<void> {
  await tx
    .insert(habitCompletions)
    .values({ ...completion, completed: true })
    .onConflictDoUpdate({ target: [habitCompletions.habitId, habitCompletions.date], set: { completed: true } });
}
