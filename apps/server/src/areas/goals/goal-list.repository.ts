import type { Db } from '../../db/client';
import { jsonPlain, jsonScalar, jsonText, jsonTimestamp } from '../../db/json-text';
import { type RowQuery, selectRows } from '../../db/row-query';

// docs/architecture.md "The fast list path": the goals list is one prepared, named select, one row per
// goal. Its milestones and its linked tasks and habits (docs/product/goals.md "Linked tasks and habits")
// come as JSON array bodies PostgreSQL writes in the same statement (to_json escapes the person's text),
// so a goal with links costs no second read; the goal's own JSON is written here from the row
// (goal-json.test.ts proves it equals JSON.stringify of the same goals; goals-links.test.ts that the
// list's goals equal the single reads').

/** A JSON string of a text column (escaped by PostgreSQL), or null. */
const str = (column: string) => `coalesce(to_json(${column})::text, 'null')`;

/** The milestones in their written order, as `{"id":…,"title":…,"completed":…,"dueDate":…}` joined by commas. */
const MILESTONES = `(select string_agg('{"id":"' || m.id || '","title":' || to_json(m.title)::text || ',"completed":' || case when m.completed then 'true' else 'false' end || ',"dueDate":' || ${str('m.due_date::text')} || '}', ',' order by m.position, m.id)
        from milestones m where m.goal_id = g.id)`;

/** The goal's live tasks in the board's order (docs/product/todos.md "Order"; todos_goal_id_idx), as `GoalTask` JSON joined by commas. */
const TASKS = `(select string_agg('{"id":"' || t.id || '","title":' || to_json(t.title)::text || ',"status":"' || t.status || '"}', ',' order by t.due_date asc nulls last, t.created_at desc, t.id asc)
        from todos t where t.goal_id = g.id and t.user_id = g.user_id and t.deleted_at is null)`;

/** The goal's live habits, oldest first, each with the last date it was done (the unique (habit_id, date) index answers the max). */
const HABITS = `(select string_agg('{"id":"' || h.id || '","title":' || to_json(h.title)::text || ',"color":' || to_json(h.color)::text || ',"frequency":"' || h.frequency || '","lastDone":'
          || ${str('(select max(c.date)::text from habit_completions c where c.habit_id = h.id and c.completed)')} || '}', ',' order by h.created_at asc, h.id asc)
        from habits h where h.goal_id = g.id and h.user_id = g.user_id and h.deleted_at is null)`;

/**
 * Goals newest first (docs/product/goals.md "Order"; goals_user_created_idx): the goal's columns, then
 * the bodies of its milestones', tasks' and habits' JSON arrays (null for none).
 */
export const LIST_GOALS: RowQuery = {
  name: 'list_goals',
  text: `select g.id, g.title, g.description, g.category, g.target_date, g.progress, g.status, g.completed_at, g.created_at, g.updated_at,
      ${MILESTONES},
      ${TASKS},
      ${HABITS}
    from goals g
    where g.user_id = $1 and g.deleted_at is null
    order by g.created_at desc, g.id asc`,
};

/** A JSON array from the body PostgreSQL wrote (null for none). */
function arrayOf(body: unknown): string {
  return typeof body === 'string' ? `[${body}]` : '[]';
}

/** A LIST_GOALS row as the JSON of a `Goal`. */
function goalJson(row: unknown[]): string {
  const [id, title, description, category, targetDate, progress, status, completedAt, createdAt, updatedAt, milestones, tasks, linkedHabits] = row;
  return `{"id":${jsonPlain(id)},"title":${jsonText(title)},"description":${jsonText(description)},"category":${jsonPlain(category)},"targetDate":${jsonPlain(targetDate)},"progress":${jsonScalar(progress)},"status":${jsonPlain(status)},"completedAt":${jsonTimestamp(completedAt)},"createdAt":${jsonTimestamp(createdAt)},"updatedAt":${jsonTimestamp(updatedAt)},"milestones":${arrayOf(milestones)},"tasks":${arrayOf(tasks)},"habits":${arrayOf(linkedHabits)}}`;
}

/** LIST_GOALS rows as the JSON text of a `Goal[]`. */
export function goalsJson(rows: readonly unknown[][]): string {
  return `[${rows.map(goalJson).join(',')}]`;
}

/** The user's goals with their milestones and linked work, as the JSON text of a `Goal[]`: one plain select. */
export async function listGoalsJson(db: Db, userId: string): Promise<string> {
  return goalsJson(await selectRows(db, LIST_GOALS, [userId]));
}
