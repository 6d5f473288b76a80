import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GoalHabit, GoalTask } from '@cadence/shared';
import type { Db } from '../../db/client';
import { habits, habitsOf, liveTodosOf, todos } from '../../db/schema';

// docs/product/goals.md "Linked tasks and habits": the live tasks and habits that name one goal (the
// list writes every goal's in its one statement, goal-list.repository.ts). Deleted tasks and habits are
// not links; the goal's own liveness is the caller's condition.

/**
 * One live goal's links (the goal is known to be the user's and live). One select after the other: `db`
 * is often a write's transaction, one connection, where queries sent at once only queue (and node-postgres
 * warns that it will refuse them).
 */
export async function findGoalLinks(db: Db, { userId, goalId }: { userId: string; goalId: string }): Promise<{ tasks: GoalTask[]; habits: GoalHabit[] }> {
  const tasks = await db
    .select({ id: todos.id, title: todos.title, status: todos.status })
    .from(todos)
    .where(and(eq(todos.goalId, goalId), liveTodosOf(userId)))
    .orderBy(sql`${todos.dueDate} asc nulls last`, desc(todos.createdAt), asc(todos.id));
  const linkedHabits = await db
    .select({
      id: habits.id,
      title: habits.title,
      color: habits.color,
      frequency: habits.frequency,
      // Written out: in this one-table select Drizzle leaves columns unqualified.
      lastDone: sql<string | null>`(select max(c.date)::text from habit_completions c where c.habit_id = "habits"."id" and c.completed)`,
    })
    .from(habits)
    .where(and(eq(habits.goalId, goalId), habitsOf(userId)))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  return { tasks, habits: linkedHabits };
}
