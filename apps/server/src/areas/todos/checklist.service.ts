import {
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_MESSAGES,
  moveChecklistItem as moveInChecklist,
  type ChecklistItem,
  type CreateChecklistItemRequest,
  type MoveChecklistItemRequest,
  type UpdateChecklistItemRequest,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { inTransaction, type Unit } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import * as checklistRepository from './checklist.repository';
import type { TodosContext } from './todo-context';
import { assertTodoId, todoNotFound } from './todo-guards';
import { lockTodo } from './todos.repository';

// docs/product/todos.md "Checklist". Every change holds the task's row lock, so changes of one
// checklist queue behind each other (two adds never take the same position) and a deleted task's
// checklist cannot change (404, like the task). The task's version (updatedAt) does not move: a tick
// while the edit form is open must not make the form's save stale. Each change is announced as a
// change of its task, so other tabs and devices read the board again.

function itemNotFound(): AppError {
  return AppError.notFound(CHECKLIST_MESSAGES.itemNotFound);
}

/** Locks the person's live task, or 404 as for the task itself. */
async function lockOwnTask(unit: Unit, actor: Actor, todoId: string): Promise<void> {
  if (!(await lockTodo(unit.tx, { userId: actor.userId, id: todoId }))) throw todoNotFound();
}

function assertIds(todoId: string, itemId: string): void {
  assertTodoId(todoId);
  if (!isUuid(itemId)) throw itemNotFound();
}

/** A new item, last in the list; an id chosen by the client (a change made offline) is kept. */
export async function addChecklistItem(ctx: TodosContext, actor: Actor, todoId: string, input: CreateChecklistItemRequest): Promise<ChecklistItem> {
  assertTodoId(todoId);
  return inTransaction(ctx, actor, async (unit) => {
    await lockOwnTask(unit, actor, todoId);
    const key = { userId: actor.userId, todoId };
    const size = await checklistRepository.checklistSize(unit.tx, key);
    if (size.count >= CHECKLIST_MAX_ITEMS) throw new AppError('VALIDATION', CHECKLIST_MESSAGES.tooManyItems);
    const item = await checklistRepository.insertChecklistItem(unit.tx, { ...key, id: input.id, title: input.title, position: size.nextPosition, now: ctx.clock.now().toISOString() });
    // docs/product/offline.md "Changes made offline": a repeat is answered by its Idempotency-Key before this.
    if (!item) throw new AppError('CONFLICT', CHECKLIST_MESSAGES.idTaken);
    unit.announce({ area: 'todos', kind: 'updated', id: todoId });
    return item;
  });
}

/** A rename, a tick or an untick. */
export async function updateChecklistItem(ctx: TodosContext, actor: Actor, ids: { todoId: string; itemId: string }, input: UpdateChecklistItemRequest): Promise<ChecklistItem> {
  assertIds(ids.todoId, ids.itemId);
  return inTransaction(ctx, actor, async (unit) => {
    await lockOwnTask(unit, actor, ids.todoId);
    const fields = { ...(input.title !== undefined && { title: input.title }), ...(input.done !== undefined && { done: input.done }), updatedAt: ctx.clock.now().toISOString() };
    const item = await checklistRepository.updateChecklistItem(unit.tx, { userId: actor.userId, todoId: ids.todoId, id: ids.itemId }, fields);
    if (!item) throw itemNotFound();
    unit.announce({ area: 'todos', kind: 'updated', id: ids.todoId });
    return item;
  });
}

/** Moves an item to a new place (past the end: last); the whole checklist in its new order. */
export async function moveChecklistItem(ctx: TodosContext, actor: Actor, ids: { todoId: string; itemId: string }, input: MoveChecklistItemRequest): Promise<ChecklistItem[]> {
  assertIds(ids.todoId, ids.itemId);
  return inTransaction(ctx, actor, async (unit) => {
    await lockOwnTask(unit, actor, ids.todoId);
    const key = { userId: actor.userId, todoId: ids.todoId };
    const before = await checklistRepository.listChecklist(unit.tx, key);
    if (!before.some((item) => item.id === ids.itemId)) throw itemNotFound();
    const after = moveInChecklist(before, ids.itemId, input.position);
    const updatedAt = ctx.clock.now().toISOString();
    const was = new Map(before.map((item) => [item.id, item.position]));
    for (const item of after) {
      if (was.get(item.id) !== item.position) await checklistRepository.updateChecklistItem(unit.tx, { ...key, id: item.id }, { position: item.position, updatedAt });
    }
    unit.announce({ area: 'todos', kind: 'updated', id: ids.todoId });
    return after;
  });
}

export async function deleteChecklistItem(ctx: TodosContext, actor: Actor, ids: { todoId: string; itemId: string }): Promise<void> {
  assertIds(ids.todoId, ids.itemId);
  await inTransaction(ctx, actor, async (unit) => {
    await lockOwnTask(unit, actor, ids.todoId);
    if (!(await checklistRepository.deleteChecklistItem(unit.tx, { userId: actor.userId, todoId: ids.todoId, id: ids.itemId }))) throw itemNotFound();
    unit.announce({ area: 'todos', kind: 'updated', id: ids.todoId });
  });
}
