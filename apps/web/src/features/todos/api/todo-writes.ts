import type { Todo, TodoStatus } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { WRITE_SCOPE } from '../../../lib/write-queue';
import { todoKeys } from './todo-keys';

// issue 18 item 3a: fast hands on the board. Every write of the board (create, edit, toggle, complete,
// move, delete, restore) carries a key under todoKeys.writes() and runs in one queue, so the server
// applies them in the order the person made them; the board's list is read clear of them
// (lib/own-writes.ts), and a status the person asked for stays on screen until its last answer.

/** The key of one kind of board write; all share the prefix `todoKeys.writes()`. */
export const todoWriteKey = (kind: string) => [...todoKeys.writes(), kind] as const;
/**
 * One queue for the board's writes: a later click's request never overtakes an earlier one's. It is the
 * queue of every queued write (lib/write-queue.ts), so an undo waits for the delete it undoes.
 */
export const TODO_WRITE_SCOPE = WRITE_SCOPE;
export const todoWrites = { mutationKey: todoKeys.writes() };

interface Intent {
  status: TodoStatus;
  pending: number;
}

const intents = new WeakMap<QueryClient, Map<string, Intent>>();
const ownVersions = new WeakMap<QueryClient, Map<string, Set<string>>>();

function intentsOf(queryClient: QueryClient): Map<string, Intent> {
  let map = intents.get(queryClient);
  if (!map) intents.set(queryClient, (map = new Map()));
  return map;
}

/** A status change of `id` is on its way: the latest asked for wins on screen until every answer is in. */
export function beginStatusIntent(queryClient: QueryClient, id: string, status: TodoStatus): void {
  const map = intentsOf(queryClient);
  map.set(id, { status, pending: (map.get(id)?.pending ?? 0) + 1 });
}

/** One answer for `id` came back: the status still asked for by later changes, or null when none is left. */
export function endStatusIntent(queryClient: QueryClient, id: string): TodoStatus | null {
  const map = intentsOf(queryClient);
  const intent = map.get(id);
  if (!intent) return null;
  if (intent.pending <= 1) {
    map.delete(id);
    return null;
  }
  map.set(id, { ...intent, pending: intent.pending - 1 });
  return intent.status;
}

/** Records a version of a task that this tab's own write produced. */
export function noteOwnVersion(queryClient: QueryClient, todo: Pick<Todo, 'id' | 'updatedAt'>): void {
  let map = ownVersions.get(queryClient);
  if (!map) ownVersions.set(queryClient, (map = new Map()));
  const versions = map.get(todo.id) ?? new Set<string>();
  versions.add(todo.updatedAt);
  map.set(todo.id, versions);
}

/**
 * The version an edit is checked against (docs/product/todos.md "Stale edits"). An edit opened right
 * after a toggle of the same task holds the version from before the toggle's answer; when the task's
 * newer version came from this tab's own writes, the edit is made against it, not refused as stale.
 * A version from elsewhere still makes the save a conflict.
 */
export function expectedVersionFor(queryClient: QueryClient, current: Pick<Todo, 'id' | 'updatedAt'> | undefined, formVersion: string): string {
  if (!current || current.updatedAt === formVersion) return formVersion;
  return ownVersions.get(queryClient)?.get(current.id)?.has(current.updatedAt) ? current.updatedAt : formVersion;
}

/** "‘Buy bread’" for the list of changes that could not be saved; the cache's title when the change has none. */
export function taskNamed(queryClient: QueryClient, id: string, title?: string): string {
  const shown = title ?? queryClient.getQueryData<Todo[]>(todoKeys.list())?.find((todo) => todo.id === id)?.title;
  return shown === undefined ? 'a task' : `the task ‘${shown}’`;
}

/** What the person keeps when a queued change of a task is refused (docs/product/offline.md "When a change is refused"). */
export function keptOfTask(error: Error): string | null {
  const body = (error as { body?: unknown; todo?: Todo }).todo ?? (error as { body?: { todo?: Todo } }).body?.todo;
  if (body) return `The task as saved elsewhere is kept: ‘${body.title}’.`;
  if ((error as { status?: number }).status === 404) return 'The task was deleted meanwhile, so this change was not applied.';
  return null;
}
