import type { CreateTodoRequest, Todo } from '@cadence/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { newWriteKey, type QueuedCallbacks, type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { keepSavedTodo, setTodoInList } from './todo-cache';
import { todoKeys } from './todo-keys';
import { todoWriteKey } from './todo-writes';

/** A new task carries the id the client chose, so a change made to it offline names it before it is saved. */
export type CreateTodoInput = CreateTodoRequest & { id: string };

/** POST /api/todos: returns the new task (history 'Task created'). */
export function createTodo({ writeKey, ...body }: CreateTodoInput & WriteKeyed): Promise<Todo> {
  return apiRequest<Todo>('/api/todos', { method: 'POST', body, writeKey });
}

/** The card shown at once, until the server's answer replaces it (same id). */
export function provisionalTodo(input: CreateTodoInput, now = new Date().toISOString()): Todo {
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    priority: input.priority,
    dueDate: input.dueDate,
    dueTime: input.dueTime ?? null,
    reminder: input.reminder ?? null,
    category: input.category,
    status: input.status,
    estimatedMinutes: input.estimatedMinutes,
    habitId: input.habitId,
    habit: null,
    goalId: input.goalId,
    checklist: [],
    // docs/product/todos.md "Repeating tasks": the server pins the rule to the due date; shown as sent until then.
    repeat: input.repeat,
    seriesId: input.repeat === null ? null : input.id,
    occurrence: input.repeat === null ? null : 1,
    completedAt: input.status === 'completed' ? now : null,
    createdAt: now,
    updatedAt: now,
  };
}

const removeTodo = (queryClient: QueryClient, id: string) => queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => list?.filter((todo) => todo.id !== id));

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const createTodoWrite: QueuedWrite<CreateTodoInput, Todo> = {
  mutationKey: todoWriteKey('create'),
  mutationFn: createTodo,
  describe: ({ title }) => `New task ‘${title}’`,
  kept: () => 'The task was not added.',
  afterReplay: keepSavedTodo,
};

export function useCreateTodo() {
  const queryClient = useQueryClient();
  const write = useQueuedWrite(createTodoWrite, {
    // On the board at once, online or not; the answer replaces it (issue 21 §2: made offline, it shows).
    onMutate: (input) => {
      const list = queryClient.getQueryData<Todo[]>(todoKeys.list());
      if (list) setTodoInList(queryClient, provisionalTodo(input));
    },
    onSuccess: (created) => keepSavedTodo(queryClient, created),
    onError: (_error, input) => removeTodo(queryClient, input.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
  const { mutate: send } = write;
  const mutate = useCallback(
    (body: CreateTodoRequest, callbacks?: QueuedCallbacks<Todo, CreateTodoInput & WriteKeyed, unknown>) => send({ ...body, id: body.id ?? newWriteKey() }, callbacks),
    [send],
  );
  return { ...write, mutate };
}
