import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, goals, liveGoalsOf, liveTodosOf, milestones, todos } from '../../db/schema';

// SQL of the calendar feed (docs/product/data.md "Calendar feed"). It owns calendar_feeds and reads
// the to-do and goal tables through their owner scopes, so a deleted task or goal never shows.

/** Replaces the person's feed (a new token voids the old one at once). */
export async function putFeed(db: Db, { userId, tokenHash, now }: { userId: string; tokenHash: string; now: string }): Promise<{ createdAt: string }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return deleted.length > 0;
}

export async function feedOf(db: Db, userId: string): Promise<{ createdAt: string } | null> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

export async function feedOwner(db: Db, tokenHash: string): Promise<{ userId: string; createdAt: string } | null> {
  const [row] = await db.select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** What the feed shows: tasks with a due date, goals with a target date, and their milestones with a due date. */
export async function datedItems(db: Db, userId: string) {
  const [tasks, dated, steps] = await Promise.all([
    db
      .select({ id: todos.id, title: todos.title, description: todos.description, dueDate: todos.dueDate, status: todos.status, updatedAt: todos.updatedAt })
      .from(todos)
      .where(and(liveTodosOf(userId), isNotNull(todos.dueDate))),
    db
      .select({ id: goals.id, title: goals.title, description: goals.description, targetDate: goals.targetDate, status: goals.status, updatedAt: goals.updatedAt })
      .from(goals)
      .where(and(liveGoalsOf(userId), isNotNull(goals.targetDate))),
    db
      .select({ id: milestones.id, title: milestones.title, dueDate: milestones.dueDate, completed: milestones.completed, goalTitle: goals.title, updatedAt: milestones.updatedAt })
      .from(milestones)
      .innerJoin(goals, eq(goals.id, milestones.goalId))
      .where(and(liveGoalsOf(userId), eq(milestones.userId, userId), isNotNull(milestones.dueDate))),
  ]);
  return { tasks, goals: dated, milestones: steps };
}
