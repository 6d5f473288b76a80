import type { ChangeEvent } from '@cadence/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_INVALIDATIONS } from './area-invalidations';
import { createChangeApplier, MAX_WAIT_FOR_OWN_WRITES_MS } from './change-applier';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  const applied: ChangeEvent[] = [];
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const applier = createChangeApplier(queryClient, {
    invalidations: {
      todos: (_client, event) => void applied.push(event),
      profile: (_client, event) => void applied.push(event),
    },
    setTimer(run, ms) {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  return { queryClient, applier, applied, timers };
}

/** A write of this tab's own, in flight until `finish()`. */
function ownWrite(queryClient: QueryClient) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => done });
  const settled = mutation.execute(undefined);
  return {
    finish: async () => {
      finish();
      await settled;
    },
  };
}

const todoMoved: ChangeEvent = { area: 'todos', kind: 'updated', id: 't1', version: '2026-01-01T00:00:00.000Z' };

describe('createChangeApplier (a change → its area\'s invalidation)', () => {
  it('runs the area\'s invalidation at once when this tab writes nothing', () => {
    const { applier, applied } = setUp();
    applier.apply(todoMoved);
    expect(applied).toEqual([todoMoved]);
  });

  it('ignores an area without an invalidation, including names of Object.prototype', () => {
    const { applier, applied } = setUp();
    for (const area of ['journal', 'constructor', '__proto__', 'toString']) applier.apply({ area, kind: 'created' });
    expect(applied).toEqual([]);
  });

  it("holds changes while this tab's own write is in flight, then runs them in order, each once", async () => {
    const { queryClient, applier, applied } = setUp();
    const write = ownWrite(queryClient);
    await Promise.resolve();
    expect(queryClient.isMutating()).toBe(1);
    const renamed: ChangeEvent = { area: 'profile', kind: 'updated' };
    applier.apply(todoMoved);
    applier.apply(renamed);
    applier.apply(todoMoved);
    expect(applied).toEqual([]);
    await write.finish();
    expect(applied).toEqual([todoMoved, renamed]);
  });

  it('does not hold changes for ever: after the longest wait they run even if a write is still in flight', async () => {
    const { queryClient, applier, applied, timers } = setUp();
    ownWrite(queryClient);
    await Promise.resolve();
    applier.apply(todoMoved);
    expect(timers.map((timer) => timer.ms)).toEqual([MAX_WAIT_FOR_OWN_WRITES_MS]);
    timers[0]!.run();
    expect(applied).toEqual([todoMoved]);
  });

  it('refetchAll marks every query stale (the ones on screen refetch), after any write of this tab', async () => {
    const { queryClient, applier } = setUp();
    queryClient.setQueryData(['todos', 'list'], []);
    queryClient.setQueryData(['profile'], { fullName: 'Ada' });
    const write = ownWrite(queryClient);
    await Promise.resolve();
    applier.refetchAll();
    expect(queryClient.getQueryState(['todos', 'list'])?.isInvalidated).toBe(false);
    await write.finish();
    expect(queryClient.getQueryState(['todos', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });

  it('after dispose, waiting changes are dropped and new ones ignored', async () => {
    const { queryClient, applier, applied, timers } = setUp();
    const write = ownWrite(queryClient);
    await Promise.resolve();
    applier.apply(todoMoved);
    applier.dispose();
    expect(timers[0]!.cancelled).toBe(true);
    await write.finish();
    applier.apply(todoMoved);
    expect(applied).toEqual([]);
  });
});

describe('AREA_INVALIDATIONS (what a change makes stale)', () => {
  it('a todos change marks the board and its history stale; a profile change the profile', async () => {
    const queryClient = new QueryClient();
    clients.push(queryClient);
    queryClient.setQueryData(['todos', 'list'], []);
    queryClient.setQueryData(['todos', 'history'], []);
    queryClient.setQueryData(['profile'], {});
    await AREA_INVALIDATIONS.todos!(queryClient, todoMoved);
    expect(queryClient.getQueryState(['todos', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['todos', 'history'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(false);
    await AREA_INVALIDATIONS.profile!(queryClient, { area: 'profile', kind: 'updated' });
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });
});
