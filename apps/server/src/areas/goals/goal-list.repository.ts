import type { Db } from '../../db/client';
import { jsonPlain, jsonScalar, jsonText, jsonTimestamp } from '../../db/json-text';
import { type RowQuery, selectRows } from '../../db/row-query';
import { type GoalLinksJson, goalLinksJson, LIST_GOAL_HABITS, LIST_GOAL_TASKS } from './goal-links.repository';

// docs/architecture.md "The fast list path": the goals list with its milestones is one prepared,
// named plain select; the JSON is written here from the row arrays (goal-json.test.ts proves it equals
// JSON.stringify of the same goals).

/**
 * Goals newest first (docs/product/goals.md "Order"; goals_user_created_idx), each followed by its
 * milestones in their written order. A goal without milestones is one row with null milestone columns.
 */
export const LIST_GOALS: RowQuery = {
  name: 'list_goals',
  text: `select g.id, g.title, g.description, g.category, g.target_date, g.progress, g.status, g.completed_at, g.created_at, g.updated_at,
      m.id, m.title, m.completed, m.due_date
    from goals g left join milestones m on m.goal_id = g.id
    where g.user_id = $1 and g.deleted_at is null
    order by g.created_at desc, g.id asc, m.position asc, m.id asc`,
};

/** The goal's own columns of a LIST_GOALS row, as the JSON of a `Goal` up to its milestones' opening bracket. */
function goalHead(row: unknown[]): string {
  const [id, title, description, category, targetDate, progress, status, completedAt, createdAt, updatedAt] = row;
  return `{"id":${jsonPlain(id)},"title":${jsonText(title)},"description":${jsonText(description)},"category":${jsonPlain(category)},"targetDate":${jsonPlain(targetDate)},"progress":${jsonScalar(progress)},"status":${jsonPlain(status)},"completedAt":${jsonTimestamp(completedAt)},"createdAt":${jsonTimestamp(createdAt)},"updatedAt":${jsonTimestamp(updatedAt)},"milestones":[`;
}

/** The milestone columns of a LIST_GOALS row as the JSON of a `Milestone`. */
function milestoneJson(row: unknown[]): string {
  return `{"id":${jsonPlain(row[10])},"title":${jsonText(row[11])},"completed":${jsonScalar(row[12])},"dueDate":${jsonPlain(row[13])}}`;
}

const NO_LINKS: GoalLinksJson = { of: () => '"tasks":[],"habits":[]' };

/**
 * LIST_GOALS rows (a goal's rows next to each other) as the JSON text of a `Goal[]`, each goal with its
 * linked tasks and habits (docs/product/goals.md "Linked tasks and habits").
 */
export function goalsJson(rows: readonly unknown[][], links: GoalLinksJson = NO_LINKS): string {
  let json = '[';
  let currentGoal: unknown = undefined;
  let firstMilestone = true;
  for (const row of rows) {
    if (row[0] !== currentGoal) {
      if (currentGoal !== undefined) json += `],${links.of(currentGoal)}},`;
      json += goalHead(row);
      currentGoal = row[0];
      firstMilestone = true;
    }
    if (row[10] === null || row[10] === undefined) continue;
    json += firstMilestone ? milestoneJson(row) : `,${milestoneJson(row)}`;
    firstMilestone = false;
  }
  return currentGoal === undefined ? '[]' : `${json}],${links.of(currentGoal)}}]`;
}

/** The user's goals with their milestones and linked work, as the JSON text of a `Goal[]`: three plain selects at once. */
export async function listGoalsJson(db: Db, userId: string): Promise<string> {
  const [rows, taskRows, habitRows] = await Promise.all([selectRows(db, LIST_GOALS, [userId]), selectRows(db, LIST_GOAL_TASKS, [userId]), selectRows(db, LIST_GOAL_HABITS, [userId])]);
  return goalsJson(rows, goalLinksJson(taskRows, habitRows));
}
