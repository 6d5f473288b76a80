import { useSyncExternalStore } from 'react';
import { del, get, set } from 'idb-keyval';
import { savedAnswersStore } from './saved-answers-store';

// docs/product/offline.md "When a change is refused": a change made offline that the server refuses when
// it is sent (a task deleted meanwhile, an edit made stale by another device, a value no longer valid)
// is never dropped silently. It is listed, with the server's reason and what was kept, until the
// person dismisses it — across reloads, in this browser, for the person signed in.

export interface RefusedWrite {
  /** The change's Idempotency-Key: one entry per change. */
  id: string;
  /** The change in words: "Edit of the task ‘Buy bread’". */
  what: string;
  /** The server's reason, in its words. */
  why: string;
  /** What the person has now instead, when the area can say: "The task as saved elsewhere: ‘Buy milk’." */
  kept: string | null;
  at: string;
}

const KEY = 'refused-writes';
/** The list stays short: the oldest go first. */
const KEPT = 20;

let refused: RefusedWrite[] = [];
const listeners = new Set<() => void>();

function publish(next: RefusedWrite[]): void {
  refused = next;
  for (const listener of listeners) listener();
  void set(KEY, refused, savedAnswersStore).catch(() => undefined);
}

export function recordRefusedWrite(entry: RefusedWrite): void {
  if (refused.some((existing) => existing.id === entry.id)) return;
  publish([...refused, entry].slice(-KEPT));
}

export function dismissRefusedWrite(id: string): void {
  publish(refused.filter((entry) => entry.id !== id));
}

export function dismissAllRefusedWrites(): void {
  publish([]);
}

/** Reads the list kept by an earlier page (once, at start). */
export async function restoreRefusedWrites(): Promise<void> {
  try {
    const saved = await get<RefusedWrite[]>(KEY, savedAnswersStore);
    if (Array.isArray(saved) && saved.length > 0) {
      const ids = new Set(refused.map((entry) => entry.id));
      refused = [...saved.filter((entry) => !ids.has(entry.id)), ...refused].slice(-KEPT);
      for (const listener of listeners) listener();
    }
  } catch {
    // No IndexedDB: nothing was kept.
  }
}

/** Forgets the list (sign-out, another person signing in). */
export async function forgetRefusedWrites(): Promise<void> {
  refused = [];
  for (const listener of listeners) listener();
  try {
    await del(KEY, savedAnswersStore);
  } catch {
    // Nothing was kept.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRefusedWrites(): RefusedWrite[] {
  return useSyncExternalStore(subscribe, () => refused, () => refused);
}
