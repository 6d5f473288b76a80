import { MCP_MESSAGES, editBodyOf, updateTodoRequestSchema, type Habit, type Todo, type UpdateTodoRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import type { McpContext } from './mcp-context';
import { itemError } from './mcp-results';
import { taskView } from './mcp-views';

// docs/product/access.md "The MCP server": how a batch of task changes is checked whole before any is
// made, and how a habit is found by its id or title.

/** Every task of a batch, read first: an id that is not the person's refuses the whole batch before anything changes. */
export async function tasksById(ctx: McpContext, actor: Actor, ids: string[]): Promise<Todo[]> {
  const found: Todo[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      found.push(await ctx.areas.tasks.get(actor, id));
    } catch (error) {
      throw itemError(error, index, ids.length);
    }
  }
  return found;
}

type TaskFields = Partial<Pick<Todo, 'title' | 'description' | 'priority' | 'dueDate' | 'category' | 'status' | 'estimatedMinutes'>>;

/** The edit form's whole body for `todo` with `fields` changed, checked by the board's own rules. */
export function editOf(todo: Todo, fields: TaskFields, index: number, count: number): UpdateTodoRequest {
  const body = {
    ...editBodyOf(todo),
    ...fields,
    // A task moved to no date loses its time and reminder (docs/product/reminders.md "Tasks").
    ...(fields.dueDate === null ? { dueTime: null, reminder: null } : {}),
  };
  const parsed = updateTodoRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'task');
  throw itemError(new AppError('VALIDATION', issue.message, { fields: { [field]: issue.message } }), index, count);
}

export async function applyEdits(ctx: McpContext, actor: Actor, ids: string[], edits: UpdateTodoRequest[]) {
  const updated: Todo[] = [];
  const changedSince: Todo[] = [];
  for (const [index, edit] of edits.entries()) {
    const result = await ctx.areas.tasks.edit(actor, ids[index]!, edit);
    (result.kind === 'changed' ? updated : changedSince).push(result.value);
  }
  return {
    updated: updated.map(taskView),
    changedSince: changedSince.map(taskView),
    next: changedSince.length === 0 ? 'Done. The person can undo this from their profile.' : 'Tasks in changedSince were changed elsewhere meanwhile and were left as they are: read them again before changing them.',
  };
}

/** A habit by its id or its title (case and spaces aside): not found, or several with that title, are refused. */
export function findHabit(habits: Habit[], ref: string): Habit {
  const byId = habits.find((habit) => habit.id === ref);
  if (byId) return byId;
  const wanted = ref.trim().toLowerCase();
  const byTitle = habits.filter((habit) => habit.title.trim().toLowerCase() === wanted);
  if (byTitle.length === 0) throw new AppError('NOT_FOUND', MCP_MESSAGES.habitNotFound);
  if (byTitle.length > 1) throw new AppError('VALIDATION', MCP_MESSAGES.habitAmbiguous);
  return byTitle[0]!;
}
