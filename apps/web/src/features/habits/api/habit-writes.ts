import type { QueryClient } from '@tanstack/react-query';
import { habitKeys } from './habit-keys';
import { WRITE_SCOPE } from '../../../lib/write-queue';

// issue 18 item 3a: fast hands on the habits screen. Every write of the area carries a key under
// habitKeys.writes() and runs in one queue, so marks reach the server in the order they were made;
// the list and the logs are read clear of them (lib/own-writes.ts); a habit's answer replaces what
// the screen shows only once the last mark of that habit has answered.

export const habitWriteKey = (kind: string) => [...habitKeys.writes(), kind] as const;
/** One queue for the area's writes: a later tap's request never overtakes an earlier one's. */
/** The queue of every queued write (lib/write-queue.ts): a mark made offline is sent in its turn. */
export const HABIT_WRITE_SCOPE = WRITE_SCOPE;
export const habitWrites = { mutationKey: habitKeys.writes() };

const pending = new WeakMap<QueryClient, Map<string, number>>();

function pendingOf(queryClient: QueryClient): Map<string, number> {
  let map = pending.get(queryClient);
  if (!map) pending.set(queryClient, (map = new Map()));
  return map;
}

/** A mark of `habitId` is on its way. */
export function beginHabitMark(queryClient: QueryClient, habitId: string): void {
  const map = pendingOf(queryClient);
  map.set(habitId, (map.get(habitId) ?? 0) + 1);
}

/** A mark of `habitId` has answered: true when it was the last one on its way (its answer is then the truth to show). */
export function endHabitMark(queryClient: QueryClient, habitId: string): boolean {
  const map = pendingOf(queryClient);
  const left = (map.get(habitId) ?? 1) - 1;
  if (left <= 0) map.delete(habitId);
  else map.set(habitId, left);
  return left <= 0;
}
