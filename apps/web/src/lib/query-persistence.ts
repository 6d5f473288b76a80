import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { DehydratedState, Mutation, Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, delMany, entries, get, keys as idbKeys, set } from 'idb-keyval';
import { TAB_CLIENT_ID } from './client-id';
import { savedAnswersStore } from './saved-answers-store';
import { isQueuedWrite } from './write-queue';

// docs/product/offline.md "Offline": the answers last seen are kept in this browser's IndexedDB, so the
// app shows them when it opens without a network. One person's at a time: forgotten on sign-out and
// when someone signs in (session.ts), never shown to another person on a shared computer.

const KEY = 'queries';

/** Bumped when an answer's shape changes in a way an older saved copy would break. */
const SAVED_ANSWERS_VERSION = '2';
/** Older saved answers are not shown: a week without opening Cadence, and it starts from the network. */
export const SAVED_ANSWERS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Queries not worth keeping: a search's results, the assistant's answers, one-time tokens, static help. */
const NOT_SAVED = new Set(['search', 'ai', 'auth', 'help']);

/**
 * "Nobody is signed in" is never kept: a page opened after a sign-in elsewhere in this browser (another
 * tab, the API) would start signed out, and its route table would send a signed-in person to /login.
 * With nothing kept, the session is asked for first, as without saved answers.
 */
const isSignedOutSession = (query: Query) => query.queryKey[0] === 'session' && (query.state.data === null || query.state.data === undefined);

/** This tab's queued changes are kept under their own key, so two tabs never overwrite each other's. */
const WRITES_PREFIX = 'writes:';
const writesKey = `${WRITES_PREFIX}${TAB_CLIENT_ID}`;

/**
 * The saved answers are written at most once a second, whatever the pace of changes; a queued change
 * (made offline) is written at once, with the answers as they show it, so closing the tab right after
 * loses neither (docs/product/offline.md "Changes made offline").
 */
const answersPersister = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key, savedAnswersStore), setItem: (key, value: string) => set(key, value, savedAnswersStore), removeItem: (key) => del(key, savedAnswersStore) },
  key: KEY,
  throttleTime: 1000,
});

let savedWrites = '[]';

/**
 * Registers how each area's changes are sent (write-queue.ts registerQueuedWrites), given by the app:
 * loaded only when a change restored from IndexedDB needs it, before it is rebuilt, so the code of every
 * area's writes is not in the first screen's.
 */
let loadQueuedWrites: (() => Promise<void>) | null = null;
export function whenChangesAreRestored(load: () => Promise<void>): void {
  loadQueuedWrites = load;
}

async function saveNow(client: PersistedClient, writes: string): Promise<void> {
  savedWrites = writes;
  await Promise.all([set(KEY, JSON.stringify(withoutWrites(client)), savedAnswersStore), writes === '[]' ? del(writesKey, savedAnswersStore) : set(writesKey, writes, savedAnswersStore)]);
}

const withoutWrites = (client: PersistedClient): PersistedClient => ({ ...client, clientState: { ...client.clientState, mutations: [] } });

/**
 * Changes queued by every tab of this browser, oldest first, each once: a tab closed with changes still
 * waiting leaves them to the next page that opens. A change sent by two tabs is applied once all the
 * same (its Idempotency-Key). Restored as paused, so they are sent when the network allows.
 */
async function restoreWrites(): Promise<DehydratedState['mutations']> {
  const all = await entries<string, string>(savedAnswersStore);
  const byKey = new Map<string, DehydratedState['mutations'][number]>();
  for (const [key, value] of all) {
    if (typeof key !== 'string' || !key.startsWith(WRITES_PREFIX)) continue;
    for (const mutation of JSON.parse(value) as DehydratedState['mutations']) {
      const writeKey = (mutation.state.variables as { writeKey?: string } | undefined)?.writeKey ?? `${key}:${byKey.size}`;
      byKey.set(writeKey, { ...mutation, state: { ...mutation.state, isPaused: true } });
    }
    if (key !== writesKey) await del(key, savedAnswersStore);
  }
  return [...byKey.values()].sort((a, b) => a.state.submittedAt - b.state.submittedAt);
}

const persister: Persister = {
  async persistClient(client) {
    const writes = JSON.stringify(client.clientState.mutations);
    if (writes !== savedWrites) await saveNow(client, writes);
    else await answersPersister.persistClient(withoutWrites(client));
  },
  async restoreClient() {
    const [answers, writes] = await Promise.all([answersPersister.restoreClient(), restoreWrites()]);
    if (writes.length === 0) return answers;
    await loadQueuedWrites?.();
    // Changes waiting are never dropped with answers too old or of an older version: those answers go,
    // the changes are kept and sent.
    const current = answers !== undefined && answers.buster === SAVED_ANSWERS_VERSION && Date.now() - answers.timestamp < SAVED_ANSWERS_MAX_AGE_MS;
    const client = current ? answers : { timestamp: Date.now(), buster: SAVED_ANSWERS_VERSION, clientState: { queries: [], mutations: [] } };
    return { ...client, clientState: { ...client.clientState, mutations: writes } };
  },
  async removeClient() {
    savedWrites = '[]';
    await answersPersister.removeClient();
  },
};

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: SAVED_ANSWERS_MAX_AGE_MS,
  buster: SAVED_ANSWERS_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && !NOT_SAVED.has(String(query.queryKey[0])) && !isSignedOutSession(query),
    // Every queued change not yet answered, paused or on its way: the tab may close before its answer.
    shouldDehydrateMutation: (mutation: Mutation) => mutation.state.status === 'pending' && isQueuedWrite(mutation),
  },
};

/** Removes every saved answer and queued change of this browser (a sign-out, someone signing in). */
export async function forgetSavedAnswers(): Promise<void> {
  savedWrites = '[]';
  try {
    const keys = await idbKeys(savedAnswersStore);
    await delMany([KEY, ...keys.filter((key) => typeof key === 'string' && key.startsWith(WRITES_PREFIX))], savedAnswersStore);
  } catch {
    // No IndexedDB (a private window in some browsers): there was nothing saved.
  }
}
