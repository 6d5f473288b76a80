import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdmissionQueue } from './admission-queue';

// Decision 009, issue 25 "A busy pool is not an outage": the scheduling rule of the database admission,
// driven by random sequences of requests, releases and withdrawals from four users, against a record
// of who asked when.

type Command = { kind: 'request'; user: number } | { kind: 'release' } | { kind: 'withdraw'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('request' as const), user: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('release' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }) },
);
const limits = fc.record({ capacity: fc.integer({ min: 1, max: 4 }), maxQueuedPerUser: fc.integer({ min: 0, max: 6 }) });

interface Waiter {
  id: number;
  user: string;
  /** Its place in its user's queue when it joined (1 = next of that user). */
  place: number;
  /** Turns every user had been granted when it joined. */
  grantsAtJoin: Map<string, number>;
}

/** Runs the commands, checking the rule after each step; returns how many requests were granted. */
function run(capacity: number, maxQueuedPerUser: number, commands: Command[]): number {
  const queue = createAdmissionQueue<Waiter>({ capacity, maxQueuedPerUser });
  const waiting: Waiter[] = [];
  const grants = new Map<string, number>();
  const lastGrantedId = new Map<string, number>();
  let held = 0;
  let granted = 0;
  let nextId = 0;

  const grant = (user: string, waiter: Waiter | null) => {
    grants.set(user, (grants.get(user) ?? 0) + 1);
    granted += 1;
    if (!waiter) return;
    // FIFO within a user: a user's requests are granted in the order they came.
    expect(waiter.id).toBeGreaterThan(lastGrantedId.get(user) ?? -1);
    lastGrantedId.set(user, waiter.id);
  };

  for (const step of commands) {
    if (step.kind === 'request') {
      const user = `user-${step.user}`;
      const queuedForUser = waiting.filter((waiter) => waiter.user === user).length;
      const waiter: Waiter = { id: nextId++, user, place: queuedForUser + 1, grantsAtJoin: new Map(grants) };
      const outcome = queue.request(user, waiter);
      if (held < capacity) {
        expect(outcome).toBe('granted');
        held += 1;
        grant(user, null);
        lastGrantedId.set(user, waiter.id);
      } else if (queuedForUser >= maxQueuedPerUser) {
        // Bounded: one request past the user's bound is refused at once, and nobody else's place changes.
        expect(outcome).toBe('refused');
      } else {
        expect(outcome).toBe('queued');
        waiting.push(waiter);
      }
    } else if (step.kind === 'release') {
      if (held === 0) continue;
      const next = queue.release();
      if (waiting.length === 0) {
        expect(next).toBeUndefined();
        held -= 1;
      } else {
        // The freed turn goes straight to a waiter: no turn stays idle while someone waits.
        expect(next).toBeDefined();
        waiting.splice(waiting.indexOf(next!), 1);
        grant(next!.user, next!);
      }
    } else {
      if (waiting.length === 0) {
        expect(queue.withdraw('user-0', { id: -1, user: 'user-0', place: 0, grantsAtJoin: new Map() })).toBe(false);
        continue;
      }
      const gone = waiting.splice(step.pick % waiting.length, 1)[0]!;
      expect(queue.withdraw(gone.user, gone)).toBe(true);
      expect(queue.withdraw(gone.user, gone)).toBe(false);
    }

    expect(queue.held()).toBe(held);
    expect(queue.waiting()).toBe(waiting.length);
    expect(held).toBeLessThanOrEqual(capacity);
    if (held < capacity) expect(waiting).toEqual([]);
    // Rotation: while a request waits as its user's k-th, no other user is granted more than k turns.
    for (const waiter of waiting) {
      for (const [user, count] of grants) {
        if (user === waiter.user) continue;
        expect(count - (waiter.grantsAtJoin.get(user) ?? 0), `${user} served while ${waiter.user}'s request #${waiter.id} waited`).toBeLessThanOrEqual(waiter.place);
      }
    }
  }
  return granted;
}

describe('the admission queue (decision 009)', () => {
  it('FIFO within a user, a free turn never idles while someone waits, no user is passed over more than once per request ahead of theirs, and queues stay bounded', () => {
    fc.assert(
      fc.property(limits, fc.array(command, { maxLength: 300 }), ({ capacity, maxQueuedPerUser }, commands) => {
        run(capacity, maxQueuedPerUser, commands);
      }),
      { numRuns: 400 },
    );
  });

  it("one user's flood: another user's single request is granted at the next free turn", () => {
    const queue = createAdmissionQueue<string>({ capacity: 2, maxQueuedPerUser: 1000 });
    expect(queue.request('flooder', 'f0')).toBe('granted');
    expect(queue.request('flooder', 'f1')).toBe('granted');
    for (let index = 2; index < 500; index += 1) expect(queue.request('flooder', `f${index}`)).toBe('queued');
    expect(queue.request('other', 'o0')).toBe('queued');
    expect(queue.release()).toBe('f2');
    expect(queue.release()).toBe('o0');
    expect(queue.release()).toBe('f3');
  });

  it('refuses the request past a user’s bound, and only that user’s', () => {
    const queue = createAdmissionQueue<string>({ capacity: 1, maxQueuedPerUser: 2 });
    expect(queue.request('a', 'a0')).toBe('granted');
    expect(queue.request('a', 'a1')).toBe('queued');
    expect(queue.request('a', 'a2')).toBe('queued');
    expect(queue.request('a', 'a3')).toBe('refused');
    expect(queue.request('b', 'b0')).toBe('queued');
    expect(queue.waiting()).toBe(3);
  });

  it('a user whose waiting requests all gave up leaves the rotation', () => {
    const queue = createAdmissionQueue<string>({ capacity: 1, maxQueuedPerUser: 5 });
    queue.request('a', 'a0');
    queue.request('b', 'b0');
    queue.request('c', 'c0');
    expect(queue.withdraw('b', 'b0')).toBe(true);
    expect(queue.release()).toBe('c0');
    expect(queue.release()).toBeUndefined();
    expect(queue.held()).toBe(0);
  });
});
