import type { ChecklistItem, Todo } from '@cadence/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimisticChecklistCallbacks, withItem } from './checklist-cache';
import { todoKeys } from './todo-keys';

const item = (id: string, done: boolean, position: number): ChecklistItem => ({ id, title: id, done, position });
const task = (checklist: ChecklistItem[]) => ({ id: 't', title: 'Task', checklist }) as unknown as Todo;

function board(checklist: ChecklistItem[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Todo[]>(todoKeys.list(), [task(checklist)]);
  const read = () => queryClient.getQueryData<Todo[]>(todoKeys.list())![0]!.checklist.map((entry) => `${entry.id}${entry.done ? '✓' : ''}`);
  return { queryClient, read };
}

type Tick = { todoId: string; itemId: string; done: boolean };
const tickCallbacks = (queryClient: QueryClient) =>
  optimisticChecklistCallbacks<Tick, ChecklistItem>(
    queryClient,
    (checklist, { itemId, done }) => checklist.map((entry) => (entry.id === itemId ? { ...entry, done } : entry)),
    (checklist, saved) => withItem(checklist, saved),
  );

describe('checklist changes on the board (docs/product/todos.md "Checklist": fast hands)', () => {
  it('keeps two ticks made before the first answer, whatever order the answers show', () => {
    const { queryClient, read } = board([item('a', false, 0), item('b', false, 1)]);
    const callbacks = tickCallbacks(queryClient);
    callbacks.onMutate({ todoId: 't', itemId: 'a', done: true });
    callbacks.onMutate({ todoId: 't', itemId: 'b', done: true });
    expect(read()).toEqual(['a✓', 'b✓']);
    callbacks.onSuccess(item('a', true, 0), { todoId: 't', itemId: 'a', done: true });
    expect(read()).toEqual(['a✓', 'b✓']);
    callbacks.onSuccess(item('b', true, 1), { todoId: 't', itemId: 'b', done: true });
    expect(read()).toEqual(['a✓', 'b✓']);
  });

  it('a tick then an untick of one item before the first answer ends unticked', () => {
    const { queryClient, read } = board([item('a', false, 0)]);
    const callbacks = tickCallbacks(queryClient);
    callbacks.onMutate({ todoId: 't', itemId: 'a', done: true });
    callbacks.onMutate({ todoId: 't', itemId: 'a', done: false });
    // The first answer (ticked) is older than the change still on its way: not shown.
    callbacks.onSuccess(item('a', true, 0), { todoId: 't', itemId: 'a', done: true });
    expect(read()).toEqual(['a']);
    callbacks.onSuccess(item('a', false, 0), { todoId: 't', itemId: 'a', done: false });
    expect(read()).toEqual(['a']);
  });

  it('puts an answered item in its place', () => {
    expect(withItem([item('a', false, 0), item('c', false, 2)], item('b', true, 1)).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});
