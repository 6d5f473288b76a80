import { useSyncExternalStore } from 'react';

/**
 * What the command bar has open (docs/product/search.md "Command bar"): the bar itself, or a form or
 * list it opened over the page. Module-level, so the header's button and the keys reach the same one.
 */
export type CommandBarView = 'bar' | 'new-task' | 'new-entry' | 'mood' | 'past-activity' | 'shortcuts';

let view: CommandBarView | null = null;
const listeners = new Set<() => void>();

function set(next: CommandBarView | null) {
  if (next === view) return;
  view = next;
  for (const listener of listeners) listener();
}

export const commandBar = {
  open: (next: CommandBarView) => set(next),
  close: () => set(null),
  /**
   * Closes `which` if it is still the one open. A dialog reports its close after it has gone (the
   * browser's close event), when the next one may already be open: that one stays.
   */
  closeIf: (which: CommandBarView) => {
    if (view === which) set(null);
  },
  current: () => view,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCommandBarView(): CommandBarView | null {
  return useSyncExternalStore(subscribe, commandBar.current, commandBar.current);
}
