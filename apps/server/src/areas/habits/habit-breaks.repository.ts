import { and, asc, eq } from 'drizzle-orm';
import type { HabitBreak } from '@cadence/shared';
import type { Db } from '../../db/client';
import { habitBreaks } from '../../db/schema';

// SQL for rest days and vacations (docs/product/habits.md "Rest days"), every statement scoped by the owner.

const breakColumns = { id: habitBreaks.id, habitId: habitBreaks.habitId, startDate: habitBreaks.startDate, endDate: habitBreaks.endDate, reason: habitBreaks.reason };

/** Every rest of the person, for one habit or for all, by first day. A person has few: the streaks read them all. */
export function selectBreaks(db: Db, userId: string): Promise<HabitBreak[]> {
  return db.select(breakColumns).from(habitBreaks).where(eq(habitBreaks.userId, userId)).orderBy(asc(habitBreaks.startDate), asc(habitBreaks.id));
}

/**
 * Adds a rest. A client-chosen id (a queued offline write, docs/product/offline.md) sent twice adds it once:
 * the second answers the row already there. Undefined when the id is taken by another person's row.
 */
export async function insertBreak(tx: Db, row: { id?: string; userId: string; habitId: string | null; startDate: string; endDate: string; reason: string | null }): Promise<HabitBreak | undefined> {
  const [inserted] = await tx.insert(habitBreaks).values(row).onConflictDoNothing({ target: habitBreaks.id }).returning(breakColumns);
  if (inserted) return inserted;
  if (row.id === undefined) return undefined;
  const [existing] = await tx
    .select(breakColumns)
    .from(habitBreaks)
    .where(and(eq(habitBreaks.id, row.id), eq(habitBreaks.userId, row.userId)));
  return existing;
}

/** Removes the person's rest; the removed row, or undefined when there is none of theirs. */
export async function deleteBreak(tx: Db, { userId, id }: { userId: string; id: string }): Promise<HabitBreak | undefined> {
  const [deleted] = await tx
    .delete(habitBreaks)
    .where(and(eq(habitBreaks.id, id), eq(habitBreaks.userId, userId)))
    .returning(breakColumns);
  return deleted;
}
