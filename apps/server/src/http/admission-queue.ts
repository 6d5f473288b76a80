/**
 * The scheduling rule of the database admission (decision 009, docs/architecture.md "Several
 * instances"): at most `capacity` requests hold a turn at once; the others wait, each user's in the
 * order they came, and a freed turn goes to the users with waiting requests in rotation — one request
 * of each user per round — so one person's flood cannot push everyone else's requests back (issue 25,
 * "A busy pool is not an outage"). A user may have at most `maxQueuedPerUser` requests waiting.
 *
 * Pure and synchronous: the clock and the time limit belong to the caller (database-admission.middleware.ts).
 */
export interface AdmissionQueueLimits {
  /** Requests holding a turn at once. */
  capacity: number;
  /** Requests one user may have waiting; one more is refused at once. */
  maxQueuedPerUser: number;
}

export type AdmissionOutcome = 'granted' | 'queued' | 'refused';

export interface AdmissionQueue<W> {
  /** Takes a free turn for `waiter` at once, or queues it behind its user's earlier requests; 'refused' when the user's queue is full. */
  request(user: string, waiter: W): AdmissionOutcome;
  /** Gives a turn back; returns the waiter it goes to next (already counted as holding it), if any. */
  release(): W | undefined;
  /** Takes a waiter out of its queue (it gave up); false when it was no longer waiting. */
  withdraw(user: string, waiter: W): boolean;
  /** Turns held now. */
  held(): number;
  /** Requests waiting now, all users together. */
  waiting(): number;
}

export function createAdmissionQueue<W>(limits: AdmissionQueueLimits): AdmissionQueue<W> {
  if (!(limits.capacity >= 1) || !(limits.maxQueuedPerUser >= 0)) throw new Error('admission needs a capacity of at least 1');
  /** Each user's waiting requests, oldest first. A user is here only while it has some. */
  const queues = new Map<string, W[]>();
  /** The users with waiting requests, in the order their next turn comes. */
  const rotation: string[] = [];
  let held = 0;
  let waiting = 0;

  return {
    request(user, waiter) {
      // Work-conserving: a free turn means nobody waits, so the newcomer takes it.
      if (held < limits.capacity) {
        held += 1;
        return 'granted';
      }
      const queue = queues.get(user);
      if ((queue?.length ?? 0) >= limits.maxQueuedPerUser) return 'refused';
      if (queue) queue.push(waiter);
      else {
        queues.set(user, [waiter]);
        rotation.push(user);
      }
      waiting += 1;
      return 'queued';
    },
    release() {
      const user = rotation.shift();
      if (user === undefined) {
        held = Math.max(0, held - 1);
        return undefined;
      }
      const queue = queues.get(user)!;
      const next = queue.shift()!;
      waiting -= 1;
      // Served once this round: the user's next request waits for everyone else's turn.
      if (queue.length > 0) rotation.push(user);
      else queues.delete(user);
      return next;
    },
    withdraw(user, waiter) {
      const queue = queues.get(user);
      const at = queue ? queue.indexOf(waiter) : -1;
      if (!queue || at === -1) return false;
      queue.splice(at, 1);
      waiting -= 1;
      if (queue.length === 0) {
        queues.delete(user);
        rotation.splice(rotation.indexOf(user), 1);
      }
      return true;
    },
    held: () => held,
    waiting: () => waiting,
  };
}
