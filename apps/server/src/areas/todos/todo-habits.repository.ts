import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { habitCompletions, habits } from '../../db/schema';

// The two habit facts the to-do area needs. The habits area owns habits; this reads and writes only
// what a task link implies (spec part 1 §4).

export async function habitBelongsToUser(db: Db, userId: string, habitId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)));
  return row !== undefined;
}

/**
 * Marks the habit done on `date` (the user's local 'YYYY-MM-DD', DESIGN §3). Idempotent: the row is
 * unique per habit and date, and an existing "not done" row becomes done.
 */
export async function recordHabitCompletion(tx: Db, userId: string, habitId: string, date: string): Promise<void> {
  await tx
    .insert(habitCompletions)
    .values({ habitId, userId, date, completed: true })
    .onConflictDoUpdate({ target: [habitCompletions.habitId, habitCompletions.date], set: { completed: true } });
}
