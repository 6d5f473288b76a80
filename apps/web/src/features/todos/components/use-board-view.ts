import { readStoredTodoSort, type TodoSort } from '@cadence/shared';
import { useCallback, useEffect, useState } from 'react';

// docs/product/todos.md "Groups and sort" (issue 18 item 13): the order chosen and the groups folded
// away are remembered per person in this browser, like the filters (use-board-filter.ts).

const STORAGE_PREFIX = 'cadence.todos.view.';

export function viewStorageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

export interface BoardView {
  sort: TodoSort;
  /** Folded groups, as '<status>:<group>' (e.g. 'not_started:later'). */
  collapsed: readonly string[];
}

const DEFAULT_VIEW: BoardView = { sort: 'due', collapsed: [] };

/** A stored view read back; anything that makes no sense reads as the default. */
export function readStoredView(value: unknown): BoardView {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const collapsed = Array.isArray(stored.collapsed) ? stored.collapsed.filter((key): key is string => typeof key === 'string' && /^[a-z_]+:[a-z]+$/.test(key)) : [];
  return { sort: readStoredTodoSort(stored.sort), collapsed: [...new Set(collapsed)] };
}

function readView(userId: string | null): BoardView {
  if (!userId) return DEFAULT_VIEW;
  try {
    const raw = window.localStorage.getItem(viewStorageKey(userId));
    return readStoredView(raw ? (JSON.parse(raw) as unknown) : null);
  } catch {
    return DEFAULT_VIEW;
  }
}

export interface BoardViewControls {
  view: BoardView;
  setSort: (sort: TodoSort) => void;
  toggleGroup: (key: string) => void;
}

export function useBoardView(userId: string | null): BoardViewControls {
  const [view, setView] = useState(() => readView(userId));
  // Another person signing in on this browser gets their own view.
  const [owner, setOwner] = useState(userId);
  if (owner !== userId) {
    setOwner(userId);
    setView(readView(userId));
  }
  useEffect(() => {
    if (!userId) return;
    try {
      window.localStorage.setItem(viewStorageKey(userId), JSON.stringify(view));
    } catch {
      // Without storage the view simply resets on the next visit.
    }
  }, [userId, view]);
  const setSort = useCallback((sort: TodoSort) => setView((current) => ({ ...current, sort })), []);
  const toggleGroup = useCallback(
    (key: string) => setView((current) => ({ ...current, collapsed: current.collapsed.includes(key) ? current.collapsed.filter((k) => k !== key) : [...current.collapsed, key] })),
    [],
  );
  return { view, setSort, toggleGroup };
}
