import type { StaleTodoResponse, Todo, UpdateTodoRequest } from '@cadence/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { findTodo, keepSavedTodo, setTodoInList } from './todo-cache';
import { todoKeys } from './todo-keys';
import { expectedVersionFor, keptOfTask, todoWriteKey } from './todo-writes';

export interface UpdateTodoInput {
  id: string;
  body: UpdateTodoRequest;
}

/** The task changed since the form loaded it (409); `todo` is the version the server holds now. */
export class StaleTodoError extends Error {
  readonly todo: Todo;
  constructor(message: string, todo: Todo) {
    super(message);
    this.name = 'StaleTodoError';
    this.todo = todo;
  }
}

/** A 409's body carries the fresh task beside the error (StaleTodoResponse). */
function isStaleTodoResponse(body: unknown): body is StaleTodoResponse {
  if (typeof body !== 'object' || body === null || !('todo' in body)) return false;
  const todo = (body as { todo: unknown }).todo;
  return typeof todo === 'object' && todo !== null && typeof (todo as { id?: unknown }).id === 'string';
}

/** PATCH /api/todos/:id with the whole form and the updatedAt it was loaded with. */
export function updateTodo({ id, body, writeKey }: UpdateTodoInput & WriteKeyed): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}`, { method: 'PATCH', body, writeKey });
}

/** Like updateTodo, but a 409 becomes a StaleTodoError holding the fresh task from the same answer. */
async function updateOrReportStale(input: UpdateTodoInput & WriteKeyed): Promise<Todo> {
  try {
    return await updateTodo(input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleTodoResponse(error.body)) throw new StaleTodoError(error.message, error.body.todo);
    throw error;
  }
}

/**
 * Runs after the board's earlier writes (one queue): a toggle made just before opening the form has its
 * answer by now, and its version is this tab's own (todo-writes.ts expectedVersionFor). So does an edit
 * made offline after another change of the same task, once that change's answer is in.
 */
const sendUpdate = (input: UpdateTodoInput & WriteKeyed, queryClient: QueryClient) =>
  updateOrReportStale({ ...input, body: { ...input.body, expectedUpdatedAt: expectedVersionFor(queryClient, findTodo(queryClient, input.id), input.body.expectedUpdatedAt) } });

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const updateTodoWrite: QueuedWrite<UpdateTodoInput, Todo> = {
  mutationKey: todoWriteKey('update'),
  mutationFn: sendUpdate,
  describe: ({ body }) => `Edit of the task ‘${body.title}’`,
  kept: keptOfTask,
  afterReplay: keepSavedTodo,
};

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useQueuedWrite(updateTodoWrite, {
    // The card shows the edit at once (made offline, it waits to be sent); its version stays the one
    // the edit was made against until the answer brings the new one.
    onMutate: ({ id, body }) => {
      const current = findTodo(queryClient, id);
      if (!current) return;
      const { expectedUpdatedAt: _version, repeatScope, repeat, ...fields } = body;
      // docs/product/todos.md "Repeating tasks": 'This task only' takes the occurrence off its schedule.
      const shownRepeat = repeatScope === 'this' ? null : repeat === undefined ? current.repeat : repeat;
      setTodoInList(queryClient, { ...current, ...fields, repeat: shownRepeat, dueTime: fields.dueTime ?? current.dueTime, reminder: fields.reminder ?? current.reminder, goalId: fields.goalId !== undefined ? fields.goalId : current.goalId, habit: fields.habitId === current.habitId ? current.habit : null });
    },
    onSuccess: (saved) => keepSavedTodo(queryClient, saved),
    onError: (error) => {
      if (error instanceof StaleTodoError) setTodoInList(queryClient, error.todo);
      else void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
