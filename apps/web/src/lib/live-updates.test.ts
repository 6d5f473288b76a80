import type { ChangeEvent } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectLiveUpdates, type EventSourceLike, isFromThisTab, LIVE_EVENTS_URL, type LiveStatus, type LiveUpdatesEnvironment, parseChangeEvent, reconnectDelayMs } from './live-updates';

const THIS_TAB = 'tab-aaaaaaaa';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  ready() {
    this.readyState = 1;
    this.emit('ready', '{}');
  }
  change(event: ChangeEvent) {
    this.emit('change', JSON.stringify(event));
  }
  /** The stream dropped; the browser will retry by itself. */
  drop() {
    this.readyState = 0;
    this.emit('error');
  }
  /** The server refused the stream (401, 429, 5xx): the browser gives up. */
  refuse() {
    this.readyState = 2;
    this.emit('error');
  }
}

function setUp(options: { online?: boolean; signedIn?: boolean | (() => Promise<boolean>) } = {}) {
  const sources: FakeEventSource[] = [];
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  let online = options.online ?? true;
  let network: { onOnline: () => void; onOffline: () => void } | null = null;
  const environment: LiveUpdatesEnvironment = {
    openEventSource(url) {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    isOnline: () => online,
    watchNetwork(onOnline, onOffline) {
      network = { onOnline, onOffline };
      return () => {
        network = null;
      };
    },
    setTimer(run, ms) {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    random: () => 0.5,
  };
  const changes: ChangeEvent[] = [];
  const statuses: LiveStatus[] = [];
  let missed = 0;
  let sessionChecks = 0;
  const signedIn = options.signedIn ?? true;
  const connection = connectLiveUpdates(
    {
      clientId: THIS_TAB,
      onChange: (event) => changes.push(event),
      onMissedEvents: () => (missed += 1),
      checkSession: () => {
        sessionChecks += 1;
        return typeof signedIn === 'function' ? signedIn() : Promise.resolve(signedIn);
      },
      onStatus: (status) => statuses.push(status),
    },
    environment,
  );
  return {
    connection,
    sources,
    timers,
    changes,
    statuses,
    latest: () => sources.at(-1)!,
    missed: () => missed,
    sessionChecks: () => sessionChecks,
    goOffline() {
      online = false;
      network?.onOffline();
    },
    goOnline() {
      online = true;
      network?.onOnline();
    },
    watchingNetwork: () => network !== null,
  };
}

/** Lets the awaited session check (a resolved promise) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const changeEventArbitrary: fc.Arbitrary<ChangeEvent> = fc.record(
  {
    area: fc.string({ minLength: 1, maxLength: 12 }),
    kind: fc.constantFrom('created', 'updated', 'deleted', 'revoked'),
    id: fc.uuid(),
    version: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    client: fc.string({ minLength: 8, maxLength: 20 }),
  },
  { requiredKeys: ['area', 'kind'] },
);

describe('parseChangeEvent (the data of an `event: change`)', () => {
  it('reads back every event the server writes with JSON.stringify', () => {
    fc.assert(
      fc.property(changeEventArbitrary, (event) => {
        expect(parseChangeEvent(JSON.stringify(event))).toEqual(event);
      }),
    );
  });

  it('refuses what is not a change: broken JSON, no area, an unknown kind, an array, a non-string', () => {
    for (const data of ['', '{', 'null', '[]', '"todos"', '{"kind":"created"}', '{"area":"","kind":"created"}', '{"area":"todos","kind":"exploded"}', '{"area":7,"kind":"created"}']) {
      expect(parseChangeEvent(data)).toBeNull();
    }
    expect(parseChangeEvent(undefined)).toBeNull();
    expect(parseChangeEvent({ area: 'todos', kind: 'created' })).toBeNull();
  });

  it('keeps only the fields of a change, and only when they are strings', () => {
    expect(parseChangeEvent('{"area":"todos","kind":"updated","id":5,"version":null,"client":"x-tab-123","title":"Private"}')).toEqual({ area: 'todos', kind: 'updated', client: 'x-tab-123' });
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (data) => {
        parseChangeEvent(data);
      }),
    );
  });
});

describe('isFromThisTab (skip-own-client)', () => {
  it('is true only for the id this tab sends', () => {
    expect(isFromThisTab({ area: 'todos', kind: 'created', client: THIS_TAB }, THIS_TAB)).toBe(true);
    expect(isFromThisTab({ area: 'todos', kind: 'created', client: 'tab-bbbbbbbb' }, THIS_TAB)).toBe(false);
    expect(isFromThisTab({ area: 'todos', kind: 'created' }, THIS_TAB)).toBe(false);
  });
});

describe('reconnectDelayMs (after a refused stream)', () => {
  it('starts near 3 s, doubles, never passes 72 s (60 s + 20 %) and never goes below 2.4 s', () => {
    expect(reconnectDelayMs(0, () => 0.5)).toBe(3_000);
    expect(reconnectDelayMs(1, () => 0.5)).toBe(6_000);
    expect(reconnectDelayMs(30, () => 0.5)).toBe(60_000);
    fc.assert(
      fc.property(fc.nat({ max: 1_000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (failures, random) => {
        const delay = reconnectDelayMs(failures, () => random);
        expect(delay).toBeGreaterThanOrEqual(2_400);
        expect(delay).toBeLessThanOrEqual(72_000);
      }),
    );
  });
});

describe('connectLiveUpdates', () => {
  it('opens one stream on /api/events and is live at its first ready, without refetching', () => {
    const live = setUp();
    expect(live.sources).toHaveLength(1);
    expect(live.latest().url).toBe(LIVE_EVENTS_URL);
    expect(live.statuses).toEqual(['connecting']);
    live.latest().ready();
    expect(live.statuses).toEqual(['connecting', 'live']);
    expect(live.missed()).toBe(0);
  });

  it("passes on changes from elsewhere, skips this tab's own, and ignores what it cannot read", () => {
    const live = setUp();
    live.latest().ready();
    live.latest().change({ area: 'todos', kind: 'updated', id: 'a', client: 'tab-bbbbbbbb' });
    live.latest().change({ area: 'todos', kind: 'deleted', id: 'b', client: THIS_TAB });
    live.latest().change({ area: 'profile', kind: 'updated' });
    live.latest().emit('change', 'not json');
    expect(live.changes).toEqual([
      { area: 'todos', kind: 'updated', id: 'a', client: 'tab-bbbbbbbb' },
      { area: 'profile', kind: 'updated' },
    ]);
  });

  it('goes offline when the stream drops, and refetches once when a ready follows (reconnect → refetch)', () => {
    const live = setUp();
    live.latest().ready();
    live.latest().drop();
    expect(live.statuses.at(-1)).toBe('offline');
    // The browser reconnects the same EventSource by itself.
    live.latest().ready();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.missed()).toBe(1);
    expect(live.sources).toHaveLength(1);
    live.latest().ready();
    expect(live.missed()).toBe(1);
  });

  it('refetches on resync', () => {
    const live = setUp();
    live.latest().ready();
    live.latest().emit('resync', '{}');
    expect(live.missed()).toBe(1);
  });

  it('on revoked, closes the stream at once, checks the session and reconnects while this tab is still signed in', async () => {
    const live = setUp({ signedIn: true });
    const first = live.latest();
    first.ready();
    first.change({ area: 'session', kind: 'revoked' });
    expect(first.closed).toBe(true);
    expect(live.sessionChecks()).toBe(1);
    expect(live.changes).toEqual([]);
    await settle();
    expect(live.sources).toHaveLength(2);
    // Never shown as offline: the reconnect is ours, at once.
    expect(live.statuses).toEqual(['connecting', 'live', 'connecting']);
    live.latest().ready();
    expect(live.missed()).toBe(1);
  });

  it('on revoked, stays closed when the session is gone', async () => {
    const live = setUp({ signedIn: false });
    live.latest().ready();
    live.latest().change({ area: 'session', kind: 'revoked' });
    await settle();
    expect(live.sources).toHaveLength(1);
    expect(live.latest().closed).toBe(true);
    expect(live.timers).toEqual([]);
  });

  it('when the server refuses the stream, checks the session, then tries again later with a growing delay', async () => {
    const live = setUp({ signedIn: true });
    live.latest().refuse();
    expect(live.statuses.at(-1)).toBe('offline');
    expect(live.sessionChecks()).toBe(1);
    await settle();
    expect(live.timers.map((timer) => timer.ms)).toEqual([3_000]);
    live.timers[0]!.run();
    expect(live.sources).toHaveLength(2);
    live.latest().refuse();
    await settle();
    expect(live.timers.map((timer) => timer.ms)).toEqual([3_000, 6_000]);
    live.timers[1]!.run();
    live.latest().ready();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.missed()).toBe(1);
    // A ready resets the delay.
    live.latest().refuse();
    await settle();
    expect(live.timers.at(-1)!.ms).toBe(3_000);
  });

  it('a failed session check counts as still signed in (the network may be down)', async () => {
    const live = setUp({ signedIn: () => Promise.reject(new Error('offline')) });
    live.latest().refuse();
    await settle();
    expect(live.timers).toHaveLength(1);
  });

  it('closes the stream when the browser goes offline and reopens it at once when it is back', () => {
    const live = setUp();
    live.latest().ready();
    live.goOffline();
    expect(live.latest().closed).toBe(true);
    expect(live.statuses.at(-1)).toBe('offline');
    live.goOnline();
    expect(live.sources).toHaveLength(2);
    live.latest().ready();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.missed()).toBe(1);
  });

  it('waits for the network when it starts offline', () => {
    const live = setUp({ online: false });
    expect(live.sources).toHaveLength(0);
    expect(live.statuses).toEqual(['offline']);
    live.goOnline();
    expect(live.sources).toHaveLength(1);
  });

  it('after close(), the stream is closed, the network is no longer watched and nothing more is reported', () => {
    const live = setUp();
    const source = live.latest();
    source.ready();
    live.connection.close();
    expect(source.closed).toBe(true);
    expect(live.watchingNetwork()).toBe(false);
    source.change({ area: 'todos', kind: 'created' });
    source.emit('resync', '{}');
    expect(live.changes).toEqual([]);
    expect(live.missed()).toBe(0);
  });

  it('a close() during a session check leaves no retry behind', async () => {
    const live = setUp({ signedIn: true });
    live.latest().refuse();
    live.connection.close();
    await settle();
    expect(live.timers).toEqual([]);
    expect(live.sources).toHaveLength(1);
  });

  it('ignores a replaced stream', () => {
    const live = setUp();
    const old = live.latest();
    old.ready();
    live.goOffline();
    live.goOnline();
    old.change({ area: 'todos', kind: 'created' });
    old.emit('resync', '{}');
    expect(live.changes).toEqual([]);
    expect(live.missed()).toBe(0);
  });
});
