import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

// docs/product/offline.md "Offline": the answers last seen are kept in this browser's IndexedDB, so the
// app shows them when it opens without a network. One person's at a time: forgotten on sign-out and
// when someone signs in (session.ts), never shown to another person on a shared computer.

const store = createStore('cadence', 'saved-answers');
const KEY = 'queries';

/** Bumped when an answer's shape changes in a way an older saved copy would break. */
const SAVED_ANSWERS_VERSION = '1';
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

const persister = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key, store), setItem: (key, value: string) => set(key, value, store), removeItem: (key) => del(key, store) },
  key: KEY,
  // At most once a second, whatever the pace of changes.
  throttleTime: 1000,
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: SAVED_ANSWERS_MAX_AGE_MS,
  buster: SAVED_ANSWERS_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && !NOT_SAVED.has(String(query.queryKey[0])) && !isSignedOutSession(query),
  },
};

/** Removes every saved answer of this browser (a sign-out, someone signing in). */
export async function forgetSavedAnswers(): Promise<void> {
  try {
    await del(KEY, store);
  } catch {
    // No IndexedDB (a private window in some browsers): there was nothing saved.
  }
}
