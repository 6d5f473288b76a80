import type { ChangeEvent } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { AREA_INVALIDATIONS, type AreaInvalidation } from './area-invalidations';

/** Changes from elsewhere wait at most this long for this tab's own writes to settle. */
export const MAX_WAIT_FOR_OWN_WRITES_MS = 10_000;

export interface ChangeApplier {
  /** A change made elsewhere: its area's invalidation runs (an area without one is ignored). */
  apply(event: ChangeEvent): void;
  /** Events were missed: every query is marked stale and the ones on screen refetch. */
  refetchAll(): void;
  dispose(): void;
}

interface Options {
  invalidations?: Readonly<Record<string, AreaInvalidation>>;
  setTimer?: (callback: () => void, ms: number) => () => void;
}

/**
 * Turns live updates into TanStack Query invalidations (docs/architecture.md "Live sync").
 *
 * While this tab has a write of its own in flight, changes from elsewhere wait until it settles:
 * a refetch racing an optimistic write can answer with the state from before the write, and the
 * write's own event, which would correct it, is skipped as this tab's. Waiting events run in
 * order, once each.
 */
export function createChangeApplier(queryClient: QueryClient, options: Options = {}): ChangeApplier {
  const invalidations = options.invalidations ?? AREA_INVALIDATIONS;
  const setTimer = options.setTimer ?? defaultTimer;
  let waiting: ChangeEvent[] = [];
  let refetchAllWaiting = false;
  let stopWaiting: (() => void) | null = null;
  let disposed = false;

  const run = (event: ChangeEvent) => {
    const invalidate = Object.hasOwn(invalidations, event.area) ? invalidations[event.area] : undefined;
    if (!invalidate) return;
    void Promise.resolve(invalidate(queryClient, event)).catch(() => undefined);
  };

  const flush = () => {
    stopWaiting?.();
    stopWaiting = null;
    if (disposed) return;
    const events = waiting;
    const all = refetchAllWaiting;
    waiting = [];
    refetchAllWaiting = false;
    if (all) return void queryClient.invalidateQueries();
    const seen = new Set<string>();
    for (const event of events) {
      const key = JSON.stringify([event.area, event.kind, event.id, event.version]);
      if (seen.has(key)) continue;
      seen.add(key);
      run(event);
    }
  };

  const waitForOwnWrites = () => {
    if (stopWaiting) return;
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() === 0) flush();
    });
    const cancelTimer = setTimer(flush, MAX_WAIT_FOR_OWN_WRITES_MS);
    stopWaiting = () => {
      unsubscribe();
      cancelTimer();
    };
  };

  return {
    apply(event) {
      if (disposed) return;
      if (queryClient.isMutating() === 0) return run(event);
      waiting.push(event);
      waitForOwnWrites();
    },
    refetchAll() {
      if (disposed) return;
      if (queryClient.isMutating() === 0) return void queryClient.invalidateQueries();
      refetchAllWaiting = true;
      waitForOwnWrites();
    },
    dispose() {
      disposed = true;
      stopWaiting?.();
      stopWaiting = null;
      waiting = [];
    },
  };
}

function defaultTimer(callback: () => void, ms: number): () => void {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
}
