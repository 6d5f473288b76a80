import { randomUUID } from 'node:crypto';
import { TODO_HISTORY_NOTES, TODO_MESSAGES, TODO_RESTORE_WINDOW_MS, anchoredRepeatRule, statusChange, type CreateTodoRequest, type TaskHistoryEntry, type Todo, type TodoListQuery } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../context/actor';
import { inTransaction } from '../../context/unit-of-work';
import type { TodosContext } from './todo-context';
import { assertGoalOwned, assertHabitOwned, assertTodoId, todoNotFound } from './todo-guards';
import * as historyRepository from './todo-history.repository';
import { continueSeries } from './todo-repeat.service';
import * as todosRepository from './todos.repository';
import { readBoardJson, readRecentBoardJson } from './todo-list.repository';

// The to-do rules that are not status changes (those are in todo-status.service.ts).

/**
 * The user's board, in its order, as the JSON text of a `Todo[]` (the fast list path); with
 * `completedSince`, of a `TodoBoardPage` (the board's first answer, issue 19).
 */
export function listTodosJson(ctx: TodosContext, actor: Actor, query: TodoListQuery = {}): Promise<string> {
  if (query.completedSince !== undefined && query.status !== 'open') return readRecentBoardJson(ctx.db, actor.userId, query.completedSince);
  return readBoardJson(ctx.db, actor.userId, { openOnly: query.status === 'open' });
}

export async function getTodo(ctx: TodosContext, actor: Actor, id: string): Promise<Todo> {
  assertTodoId(id);
  const todo = await todosRepository.findTodo(ctx.db, { userId: actor.userId, id });
  if (!todo) throw todoNotFound();
  return todo;
}

/**
 * docs/product/todos.md "History": a new task writes one 'Task created' row, from not_started to
 * not_started (docs/product/todos.md "Status changes"). The API also lets a task be created in another column; that is a
 * status change right after creation, so a second row records it ('Status changed manually') and the
 * history still accounts for every status the task has had. Created completed, it gets completed_at
 * and its habit is marked done for today, as if it had been completed.
 */
export async function createTodo(ctx: TodosContext, actor: Actor, input: CreateTodoRequest): Promise<Todo> {
  return inTransaction(ctx, actor, async (unit) => {
    const { tx } = unit;
    if (input.habitId !== null) await assertHabitOwned(ctx.habits, tx, { userId: actor.userId, habitId: input.habitId });
    if (input.goalId !== null) await assertGoalOwned(tx, { userId: actor.userId, goalId: input.goalId });
    const at = ctx.clock.now();
    const now = at.toISOString();
    const effect = statusChange({ status: 'not_started', completedAt: null }, input.status, now);
    const { repeat, ...fields } = input;
    // docs/product/todos.md "Repeating tasks": a repeating task is the first occurrence of its series,
    // whose id is the task's own, with the rule pinned to its due date.
    const series = repeat === null ? { repeatRule: null, seriesId: null, occurrence: null } : { repeatRule: anchoredRepeatRule(repeat, input.dueDate), seriesId: input.id ?? randomUUID(), occurrence: 1 };
    const id = await todosRepository.insertTodo(tx, { ...fields, ...series, id: series.seriesId ?? input.id, completedAt: effect.completedAt, userId: actor.userId, createdAt: now });
    // A client-chosen id already in use (docs/product/offline.md "Changes made offline"): a repeat of the
    // same create is answered by its Idempotency-Key before this; anything else is a conflict.
    if (id === null) throw new AppError('CONFLICT', TODO_MESSAGES.idTaken);
    const row = { todoId: id, userId: actor.userId, previousStatus: 'not_started' } as const;
    await historyRepository.insertHistory(tx, { ...row, newStatus: 'not_started', changedAt: now, notes: TODO_HISTORY_NOTES.created });
    if (effect.writesHistory) {
      // A millisecond later, so the history lists the change after the creation.
      const changedAt = new Date(at.getTime() + 1).toISOString();
      await historyRepository.insertHistory(tx, { ...row, newStatus: input.status, changedAt, notes: TODO_HISTORY_NOTES.manual });
    }
    if (effect.becomesCompleted && input.habitId !== null) await ctx.habits.recordCompletion(unit, { actor, habitId: input.habitId, at });
    if (effect.becomesCompleted) await continueSeries(unit, ctx, actor, { id, dueDate: input.dueDate, ...series }, { at, version: now });
    const todo = await todosRepository.findTodo(tx, { userId: actor.userId, id });
    if (!todo) throw new Error('a task just created was not found');
    unit.announce({ area: 'todos', kind: 'created', id, version: todo.updatedAt });
    return todo;
  });
}

/**
 * Delete is immediate (docs/product/todos.md "Delete and undo") but undoable: the task is hidden, not removed, and purged once
 * the restore window has passed (docs/decisions/004-todo-delete-and-undo.md). Each delete also purges
 * every task whose window has closed, so hidden tasks do not pile up. The history records the delete
 * (docs/product/todos.md "History"; issue 13), in the same step.
 */
export async function deleteTodo(ctx: TodosContext, actor: Actor, id: string): Promise<void> {
  assertTodoId(id);
  const now = ctx.clock.now();
  await inTransaction(ctx, actor, async (unit) => {
    const deleted = await todosRepository.softDeleteTodo(unit.tx, { userId: actor.userId, id }, now.toISOString());
    if (!deleted) throw todoNotFound();
    // At the delete's version: after the task's last change, so the history lists it after that change.
    const { status, updatedAt: changedAt } = deleted;
    await historyRepository.insertHistory(unit.tx, { todoId: id, userId: actor.userId, previousStatus: status, newStatus: status, changedAt, notes: TODO_HISTORY_NOTES.deleted });
    unit.announce({ area: 'todos', kind: 'deleted', id });
  });
  await todosRepository.purgeDeletedTodos(ctx.db, restoreWindowStart(now));
}

/** The toast's "Undo": the task comes back as it was, its history rows show its title again, and the restore is recorded. */
export async function restoreTodo(ctx: TodosContext, actor: Actor, id: string): Promise<Todo> {
  assertTodoId(id);
  const now = ctx.clock.now();
  return inTransaction(ctx, actor, async (unit) => {
    const status = await todosRepository.restoreTodo(unit.tx, { userId: actor.userId, id }, { deletedSince: restoreWindowStart(now), now: now.toISOString() });
    if (status === null) throw todoNotFound();
    const todo = await todosRepository.findTodo(unit.tx, { userId: actor.userId, id });
    if (!todo) throw todoNotFound();
    // At the restore's version, which is after the delete's (todo-version.ts).
    await historyRepository.insertHistory(unit.tx, { todoId: id, userId: actor.userId, previousStatus: status, newStatus: status, changedAt: todo.updatedAt, notes: TODO_HISTORY_NOTES.restored });
    unit.announce({ area: 'todos', kind: 'created', id, version: todo.updatedAt });
    return todo;
  });
}

export function listHistory(ctx: TodosContext, actor: Actor): Promise<TaskHistoryEntry[]> {
  return historyRepository.listHistory(ctx.db, actor.userId);
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - TODO_RESTORE_WINDOW_MS).toISOString();
}
