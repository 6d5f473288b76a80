import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GoalHabit, GoalTask } from '@cadence/shared';
import type { Db } from '../../db/client';
import { jsonPlain, jsonText } from '../../db/json-text';
import type { RowQuery } from '../../db/row-query';
import { habits, habitsOf, liveTodosOf, todos } from '../../db/schema';

// docs/product/goals.md "Linked tasks and habits": the live tasks and habits that name a goal. The list
// reads them for every goal at once, in two more plain selects merged by goal in Node (never one read
// per goal); a single goal reads its own. Deleted tasks and habits are not links; the goal's own
// liveness is the list's condition (a deleted goal is not listed, so its links are not either).

/**
 * The tasks of the user's live goals, in the board's order (docs/product/todos.md "Order"). Starts from
 * the goals (goals_user_created_idx), then each goal's tasks (todos_goal_id_idx).
 */
export const LIST_GOAL_TASKS: RowQuery = {
  name: 'list_goal_tasks',
  text: `select t.goal_id, t.id, t.title, t.status
    from goals g join todos t on t.goal_id = g.id
    where g.user_id = $1 and g.deleted_at is null and t.user_id = $1 and t.deleted_at is null
    order by t.due_date asc nulls last, t.created_at desc, t.id asc`,
};

/**
 * The habits of the user's live goals, in the habits screen's order (oldest first), each with the last
 * local date it was done (the unique (habit_id, date) index answers the max).
 */
export const LIST_GOAL_HABITS: RowQuery = {
  name: 'list_goal_habits',
  text: `select h.goal_id, h.id, h.title, h.color, h.frequency,
      (select max(c.date)::text from habit_completions c where c.habit_id = h.id and c.completed)
    from goals g join habits h on h.goal_id = g.id
    where g.user_id = $1 and g.deleted_at is null and h.user_id = $1 and h.deleted_at is null
    order by h.created_at asc, h.id asc`,
};

/** A LIST_GOAL_TASKS row (after its goal id) as the JSON of a `GoalTask`. */
function taskJson(row: unknown[]): string {
  return `{"id":${jsonPlain(row[1])},"title":${jsonText(row[2])},"status":${jsonPlain(row[3])}}`;
}

/** A LIST_GOAL_HABITS row (after its goal id) as the JSON of a `GoalHabit`. */
function habitJson(row: unknown[]): string {
  return `{"id":${jsonPlain(row[1])},"title":${jsonText(row[2])},"color":${jsonText(row[3])},"frequency":${jsonPlain(row[4])},"lastDone":${jsonPlain(row[5])}}`;
}

/** Rows keyed by their first column (the goal's id), each written as JSON, joined by commas in their order. */
function jsonByGoal(rows: readonly unknown[][], write: (row: unknown[]) => string): Map<unknown, string> {
  const byGoal = new Map<unknown, string>();
  for (const row of rows) {
    const before = byGoal.get(row[0]);
    byGoal.set(row[0], before === undefined ? write(row) : `${before},${write(row)}`);
  }
  return byGoal;
}

/** The `"tasks":[…],"habits":[…]` part of each goal's JSON, by goal id. */
export interface GoalLinksJson {
  of(goalId: unknown): string;
}

export function goalLinksJson(taskRows: readonly unknown[][], habitRows: readonly unknown[][]): GoalLinksJson {
  const tasks = jsonByGoal(taskRows, taskJson);
  const habitsByGoal = jsonByGoal(habitRows, habitJson);
  return { of: (goalId) => `"tasks":[${tasks.get(goalId) ?? ''}],"habits":[${habitsByGoal.get(goalId) ?? ''}]` };
}

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
