import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { todoKeys } from './todo-keys';

/**
 * How much of the board the list in the cache holds (issue 19 "the board's initial payload bounded";
 * docs/product/todos.md "Groups and sort"): at first every open task and the tasks completed in
 * Completed's last seven days, with a count of the older completed ones; 'Show all' and a search or a
 * filter widen it to every task, for the rest of the visit. Kept beside the query client, one per
 * client, so sign-out's fresh client starts narrow again.
 */
export interface BoardScope {
  /** Every task is asked for (GET /api/todos), not only the recent completed ones. */
  all: boolean;
  /** Completed tasks the list leaves out: older than the window when it was read (0 when `all`). */
  olderCompleted: number;
}

interface ScopeStore {
  get(): BoardScope;
  set(change: Partial<BoardScope>): void;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<QueryClient, ScopeStore>();

export function boardScopeOf(queryClient: QueryClient): ScopeStore {
  let store = stores.get(queryClient);
  if (!store) {
    let scope: BoardScope = { all: false, olderCompleted: 0 };
    const listeners = new Set<() => void>();
    store = {
      get: () => scope,
      set(change) {
        const next = { ...scope, ...change };
        if (next.all === scope.all && next.olderCompleted === scope.olderCompleted) return;
        scope = next;
        listeners.forEach((listener) => listener());
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    stores.set(queryClient, store);
  }
  return store;
}

/** The scope, kept current in a component. */
export function useBoardScope(queryClient: QueryClient): BoardScope {
  const store = boardScopeOf(queryClient);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, store.get);
}

/** Every task from now on: 'Show all', or a search or filter that must see the older completed tasks too. */
export function widenBoard(queryClient: QueryClient): void {
  const store = boardScopeOf(queryClient);
  if (store.get().all) return;
  store.set({ all: true });
  void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
}
