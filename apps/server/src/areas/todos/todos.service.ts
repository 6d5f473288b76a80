import {
  TODO_HISTORY_NOTES,
  TODO_RESTORE_WINDOW_MS,
  localDateInTimeZone,
  statusChange,
  type CreateTodoRequest,
  type TaskHistoryEntry,
  type Todo,
} from '@cadence/shared';
import type { TodoActor, TodosContext } from './todo-context';
import { assertHabitOwned, assertTodoId, todoNotFound } from './todo-guards';
import { recordHabitCompletion } from './todo-habits.repository';
import * as historyRepository from './todo-history.repository';
import * as todosRepository from './todos.repository';

// The to-do rules that are not status changes (those are in todo-status.service.ts).

/** The user's board as JSON text (`Todo[]`), ready to send. */
export function listTodosJson(ctx: TodosContext, userId: string): Promise<string> {
  return todosRepository.listTodosJson(ctx.db, userId);
}

export async function getTodo(ctx: TodosContext, userId: string, id: string): Promise<Todo> {
  assertTodoId(id);
  const todo = await todosRepository.findTodo(ctx.db, userId, id);
  if (!todo) throw todoNotFound();
  return todo;
}

/**
 * spec part 1 §4: a new task writes one 'Task created' row, from not_started to not_started. The API
 * also lets a task be created in another column; its row then reads not_started -> that status, so the
 * history still accounts for every status the task has had. Created completed, it gets completed_at and
 * its habit is marked done for today, as if it had been completed.
 */
export async function createTodo(ctx: TodosContext, actor: TodoActor, input: CreateTodoRequest): Promise<Todo> {
  return ctx.db.transaction(async (tx) => {
    if (input.habitId !== null) await assertHabitOwned(tx, actor.userId, input.habitId);
    const nowDate = ctx.clock.now();
    const now = nowDate.toISOString();
    const effect = statusChange({ status: 'not_started', completedAt: null }, input.status, now);
    const id = await todosRepository.insertTodo(tx, actor.userId, { ...input, completedAt: effect.completedAt }, now);
    await historyRepository.insertHistory(tx, {
      todoId: id,
      userId: actor.userId,
      previousStatus: 'not_started',
      newStatus: input.status,
      changedAt: now,
      notes: TODO_HISTORY_NOTES.created,
    });
    if (effect.becomesCompleted && input.habitId !== null) {
      await recordHabitCompletion(tx, actor.userId, input.habitId, localDateInTimeZone(nowDate, actor.timeZone));
    }
    const todo = await todosRepository.findTodo(tx, actor.userId, id);
    if (!todo) throw new Error('a task just created was not found');
    return todo;
  });
}

/**
 * Delete is immediate (spec part 1 §2) but undoable: the task is hidden, not removed, and purged once
 * the restore window has passed (docs/decisions/004-todo-delete-and-undo.md). Each delete also purges
 * every task whose window has closed, so hidden tasks do not pile up.
 */
export async function deleteTodo(ctx: TodosContext, userId: string, id: string): Promise<void> {
  assertTodoId(id);
  const now = ctx.clock.now();
  const deleted = await todosRepository.softDeleteTodo(ctx.db, userId, id, now.toISOString());
  if (!deleted) throw todoNotFound();
  await todosRepository.purgeDeletedTodos(ctx.db, restoreWindowStart(now));
}

/** The toast's "Undo": the task comes back as it was, and its history rows show its title again. */
export async function restoreTodo(ctx: TodosContext, userId: string, id: string): Promise<Todo> {
  assertTodoId(id);
  const now = ctx.clock.now();
  const restored = await todosRepository.restoreTodo(ctx.db, userId, id, restoreWindowStart(now), now.toISOString());
  if (!restored) throw todoNotFound();
  return getTodo(ctx, userId, id);
}

export function listHistory(ctx: TodosContext, userId: string): Promise<TaskHistoryEntry[]> {
  return historyRepository.listHistory(ctx.db, userId);
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - TODO_RESTORE_WINDOW_MS).toISOString();
}
