import { NO_TODO_FILTER, readStoredTodoFilter, type TodoFilter } from '@cadence/shared';
import { useCallback, useEffect, useState } from 'react';

// docs/product/todos.md "Search and filters": the filters are remembered per person, in this browser;
// the search words are not (a search is for now, and a board that opens half empty would puzzle).

const STORAGE_PREFIX = 'cadence.todos.filters.';

export function filterStorageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

function readFilter(userId: string | null): TodoFilter {
  if (!userId) return NO_TODO_FILTER;
  try {
    const raw = window.localStorage.getItem(filterStorageKey(userId));
    return { ...NO_TODO_FILTER, ...readStoredTodoFilter(raw ? (JSON.parse(raw) as unknown) : null) };
  } catch {
    return NO_TODO_FILTER;
  }
}

function writeFilter(userId: string, { priority, category, due }: TodoFilter): void {
  try {
    window.localStorage.setItem(filterStorageKey(userId), JSON.stringify({ priority, category, due }));
  } catch {
    // Without storage the filters simply reset on the next visit.
  }
}

export function useBoardFilter(userId: string | null): [TodoFilter, (change: Partial<TodoFilter>) => void] {
  const [filter, setFilter] = useState(() => readFilter(userId));
  // Another person signing in on this browser gets their own filters.
  const [owner, setOwner] = useState(userId);
  if (owner !== userId) {
    setOwner(userId);
    setFilter(readFilter(userId));
  }
  useEffect(() => {
    if (userId) writeFilter(userId, filter);
  }, [userId, filter]);
  const change = useCallback((next: Partial<TodoFilter>) => setFilter((current) => ({ ...current, ...next })), []);
  return [filter, change];
}
