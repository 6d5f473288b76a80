import {
  TODO_HISTORY_NOTES,
  anchoredRepeatRule,
  nextToggleStatus,
  statusChange,
  statusForCompletion,
  todoTimingProblem,
  type CompleteTodoRequest,
  type MoveTodoRequest,
  type Todo,
  type TodoHistoryNote,
  type TodoStatus,
  type UpdateTodoRequest,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { inTransaction, type Unit } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TodosContext } from './todo-context';
import { insertHistory } from './todo-history.repository';
import { continueSeries } from './todo-repeat.service';
import { assertGoalOwned, assertHabitOwned, assertTodoId, todoNotFound } from './todo-guards';
import { isSameVersion, nextVersion } from './todo-version';
import { findTodo, lockTodo, updateTodo, type LockedTodo, type TodoFields } from './todos.repository';

// Every status change (docs/product/todos.md "Status changes") goes through writeChange, inside one
// transaction that holds the task's row lock: the update and its one history row commit together, and
// concurrent changes queue behind each other instead of reading the same "previous status" (so none is
// lost or doubled).

/** A change was made (or was a no-op), or the client's version is stale and here is the current task. */
export type TodoChangeResult = { kind: 'changed'; todo: Todo } | { kind: 'stale'; todo: Todo };

export interface Change {
  fields: Partial<TodoFields> & { status: TodoStatus };
  note: TodoHistoryNote;
}

/** Writes one status change of a locked task: the update, its history row, and a linked habit's mark. */
export async function writeChange(unit: Unit, ctx: TodosContext, actor: Actor, locked: LockedTodo, change: Change): Promise<void> {
  const { tx } = unit;
  const at = ctx.clock.now();
  const version = nextVersion(locked.updatedAt, at.toISOString());
  const effect = statusChange(locked, change.fields.status, version);
  await updateTodo(tx, { userId: actor.userId, id: locked.id }, { ...change.fields, completedAt: effect.completedAt, updatedAt: version });
  if (effect.writesHistory) {
    await insertHistory(tx, {
      todoId: locked.id,
      userId: actor.userId,
      previousStatus: locked.status,
      newStatus: effect.status,
      changedAt: version,
      notes: change.note,
    });
  }
  // docs/product/todos.md "Habit link": completing a linked task marks the habit done for the user's today.
  const habitId = change.fields.habitId !== undefined ? change.fields.habitId : locked.habitId;
  if (effect.becomesCompleted && habitId !== null) await ctx.habits.recordCompletion(unit, { actor, habitId, at });
  // docs/product/todos.md "Repeating tasks": completing an occurrence creates the next one, in this step.
  if (effect.becomesCompleted) await continueSeries(unit, ctx, actor, { ...locked, ...pick(change.fields) }, { at, version });
}

/** The fields of a change that decide a series' next occurrence, those the change leaves out omitted. */
function pick(fields: Change['fields']): Partial<Pick<TodoFields, 'dueDate' | 'repeatRule' | 'seriesId' | 'occurrence'>> {
  const { dueDate, repeatRule, seriesId, occurrence } = fields;
  return Object.fromEntries(Object.entries({ dueDate, repeatRule, seriesId, occurrence }).filter(([, value]) => value !== undefined));
}

async function currentTodo(tx: Db, actor: Actor, id: string): Promise<Todo> {
  const todo = await findTodo(tx, { userId: actor.userId, id });
  if (!todo) throw todoNotFound();
  return todo;
}

interface ChangeRequest {
  id: string;
  /** The version the client saw; undefined when the change does not depend on it (toggle). */
  expectedUpdatedAt: string | undefined;
  decide: (locked: LockedTodo, unit: Unit) => Promise<Change | null> | Change | null;
}

/** Locks the task, answers stale when the client saw an older version, else applies `decide`'s change. */
async function changeLocked(ctx: TodosContext, actor: Actor, { id, expectedUpdatedAt, decide }: ChangeRequest): Promise<TodoChangeResult> {
  assertTodoId(id);
  return inTransaction(ctx, actor, async (unit) => {
    const { tx } = unit;
    const locked = await lockTodo(tx, { userId: actor.userId, id });
    if (!locked) throw todoNotFound();
    if (expectedUpdatedAt !== undefined && !isSameVersion(expectedUpdatedAt, locked.updatedAt)) {
      return { kind: 'stale', todo: await currentTodo(tx, actor, id) };
    }
    const change = await decide(locked, unit);
    if (!change) return { kind: 'changed', todo: await currentTodo(tx, actor, id) };
    await writeChange(unit, ctx, actor, locked, change);
    const todo = await currentTodo(tx, actor, id);
    unit.announce({ area: 'todos', kind: 'updated', id, version: todo.updatedAt });
    return { kind: 'changed', todo };
  });
}

/**
 * docs/product/reminders.md "Tasks": an edit that leaves the due time or the reminder out keeps the
 * task's own, unless the due date (or the due time) it needs is cleared, which clears it too. The result
 * must still have a due date for a due time, and both for a reminder.
 */
function editedTiming(locked: LockedTodo, fields: Pick<UpdateTodoRequest, 'dueDate' | 'dueTime' | 'reminder'>): Pick<TodoFields, 'dueTime' | 'reminder'> {
  const dueTime = fields.dueTime !== undefined ? fields.dueTime : fields.dueDate === null ? null : locked.dueTime;
  const reminder = fields.reminder !== undefined ? fields.reminder : dueTime === null ? null : locked.reminder;
  const problem = todoTimingProblem({ dueDate: fields.dueDate, dueTime, reminder });
  if (problem) throw new AppError('VALIDATION', problem.message, { fields: { [problem.field]: problem.message } });
  return { dueTime, reminder };
}

/**
 * docs/product/todos.md "Repeating tasks": what an edit does to the repeat. 'this' on a repeating task
 * takes this occurrence off the schedule (a one-off with the edit) and makes the series' next occurrence
 * now, from this one as it was; 'future' (the default) edits this occurrence and its rule, which the
 * next occurrences copy. A rule left out is kept; a rule is pinned to the due date (anchoredRepeatRule).
 */
async function editedRepeat(unit: Unit, ctx: TodosContext, actor: Actor, locked: LockedTodo, input: Pick<UpdateTodoRequest, 'repeat' | 'repeatScope' | 'dueDate'>): Promise<Partial<Pick<TodoFields, 'repeatRule' | 'seriesId' | 'occurrence'>>> {
  if (input.repeatScope === 'this' && locked.repeatRule !== null) {
    const at = ctx.clock.now();
    await continueSeries(unit, ctx, actor, locked, { at, version: nextVersion(locked.updatedAt, at.toISOString()) });
    return { repeatRule: null };
  }
  if (input.repeat === undefined) return {};
  if (input.repeat === null) return { repeatRule: null };
  const repeatRule = anchoredRepeatRule(input.repeat, input.dueDate);
  return locked.seriesId === null ? { repeatRule, seriesId: locked.id, occurrence: 1 } : { repeatRule };
}

/** The edit form saves the whole task; a status change there is 'Status changed via edit'. */
export function editTodo(ctx: TodosContext, actor: Actor, id: string, input: UpdateTodoRequest): Promise<TodoChangeResult> {
  const { expectedUpdatedAt, repeat, repeatScope, ...fields } = input;
  return changeLocked(ctx, actor, {
    id,
    expectedUpdatedAt,
    decide: async (locked, unit) => {
      if (fields.habitId !== null) await assertHabitOwned(ctx.habits, unit.tx, { userId: actor.userId, habitId: fields.habitId });
      // A goal left out keeps the task's; one named must be the user's and live (docs/product/goals.md "Linked tasks and habits").
      if (fields.goalId !== undefined && fields.goalId !== null) await assertGoalOwned(unit.tx, { userId: actor.userId, goalId: fields.goalId });
      const timing = editedTiming(locked, fields);
      const repeating = await editedRepeat(unit, ctx, actor, locked, { repeat, repeatScope, dueDate: fields.dueDate });
      return { fields: { ...fields, ...timing, ...repeating }, note: TODO_HISTORY_NOTES.edited };
    },
  });
}

/** A drop on a column. The same column does nothing: no write, no history (docs/product/todos.md). */
export function moveTodo(ctx: TodosContext, actor: Actor, id: string, input: MoveTodoRequest): Promise<TodoChangeResult> {
  return changeLocked(ctx, actor, {
    id,
    expectedUpdatedAt: input.expectedUpdatedAt,
    decide: (locked) => (locked.status === input.status ? null : { fields: { status: input.status }, note: TODO_HISTORY_NOTES.moved }),
  });
}

/**
 * The card's checkbox (docs/product/todos.md "Complete checkbox"): ticked completes the task, unticked
 * reopens a completed one. It sets rather than flips, so a repeated request changes nothing and writes
 * no history; a real change is noted as the toggle's ('Status toggled manually'). Never stale.
 */
export async function completeTodo(ctx: TodosContext, actor: Actor, id: string, input: CompleteTodoRequest): Promise<Todo> {
  const result = await changeLocked(ctx, actor, {
    id,
    expectedUpdatedAt: undefined,
    decide: (locked) => {
      const status = statusForCompletion(locked.status, input.completed);
      return status === locked.status ? null : { fields: { status }, note: TODO_HISTORY_NOTES.toggled };
    },
  });
  return result.todo;
}

/** The card's toggle: not_started -> in_progress -> completed -> not_started. */
export async function toggleTodo(ctx: TodosContext, actor: Actor, id: string): Promise<Todo> {
  const result = await changeLocked(ctx, actor, {
    id,
    expectedUpdatedAt: undefined,
    decide: (locked) => ({ fields: { status: nextToggleStatus(locked.status) }, note: TODO_HISTORY_NOTES.toggled }),
  });
  return result.todo;
}
