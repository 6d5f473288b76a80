import { matchMutation, type MutationFilters, type QueryClient } from '@tanstack/react-query';

// issue 18 item 3a: an answer or a refetch that started before the person's latest action must never
// undo it. A list read while this tab has a write of the same area in flight, or whose answer overlaps
// a write (the write's request may reach the server after the read), can hold the state from before the
// write; shown, it would put a ticked box or a moved card back. Such an answer is set aside and the list
// is read again once the writes have settled, so the screen keeps the person's latest action until the
// server has it.

interface WriteLog {
  /** Grows by one at every change of any mutation (added, started, settled). */
  sequence: number;
  /** The sequence number of each mutation's latest change. */
  changedAt: WeakMap<object, number>;
}

const logs = new WeakMap<QueryClient, WriteLog>();

function writeLogOf(queryClient: QueryClient): WriteLog {
  let log = logs.get(queryClient);
  if (!log) {
    const created: WriteLog = { sequence: 0, changedAt: new WeakMap() };
    queryClient.getMutationCache().subscribe((event) => {
      if (!('mutation' in event) || !event.mutation) return;
      created.sequence += 1;
      created.changedAt.set(event.mutation, created.sequence);
    });
    logs.set(queryClient, created);
    log = created;
  }
  return log;
}

/** True when a write matching `filters` is in flight now, or changed (started or settled) after `since`. */
function wroteSince(queryClient: QueryClient, filters: MutationFilters, since: number): boolean {
  const log = writeLogOf(queryClient);
  return queryClient
    .getMutationCache()
    .getAll()
    .some((mutation) => matchMutation(filters, mutation) && (mutation.state.status === 'pending' || (log.changedAt.get(mutation) ?? 0) > since));
}

/** How long a read waits for writes that never settle before it reads all the same. */
export const MAX_WAIT_FOR_OWN_WRITES_MS = 10_000;
/** After this many reads overlapped by writes, the list keeps what it shows rather than read again. */
const MAX_READS = 20;

/** Resolves once no write matching `filters` is in flight (at most MAX_WAIT_FOR_OWN_WRITES_MS). */
export function ownWritesSettled(queryClient: QueryClient, filters: MutationFilters, signal?: AbortSignal): Promise<void> {
  writeLogOf(queryClient);
  if (queryClient.isMutating(filters) === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const finish = () => {
      unsubscribe();
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating(filters) !== 0) return;
      finish();
      resolve();
    });
    const timer = setTimeout(() => {
      finish();
      resolve();
    }, MAX_WAIT_FOR_OWN_WRITES_MS);
    const abort = () => {
      finish();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

interface ClearReadOptions<T> {
  /** This area's writes (a mutation key prefix). */
  writes: MutationFilters;
  /** The read itself. */
  read: () => Promise<T>;
  /** What the screen shows now: kept when the reads never come clear of writes. */
  shown: () => T | undefined;
  signal?: AbortSignal;
}

/**
 * Reads a list so that its answer reflects every write this tab has made: it waits for the area's
 * writes in flight to settle, reads, and reads again if a write started or settled meanwhile.
 */
export async function readClearOfOwnWrites<T>(queryClient: QueryClient, { writes, read, shown, signal }: ClearReadOptions<T>): Promise<T> {
  const log = writeLogOf(queryClient);
  let answer: T | undefined;
  for (let attempt = 0; attempt < MAX_READS; attempt += 1) {
    await ownWritesSettled(queryClient, writes, signal);
    const since = log.sequence;
    answer = await read();
    if (!wroteSince(queryClient, writes, since)) return answer;
  }
  return shown() ?? (answer as T);
}
