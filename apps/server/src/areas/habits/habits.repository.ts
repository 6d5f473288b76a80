import { asc, eq } from 'drizzle-orm';
import type { HabitSummary } from '@cadence/shared';
import type { Db } from '../../db/client';
import { habits } from '../../db/schema';

const toIso = (value: string) => new Date(value).toISOString();

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
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt) }));
}
