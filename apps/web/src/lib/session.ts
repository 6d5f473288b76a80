import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast-store';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { forgetSavedAnswers } from './query-persistence';
import { forgetRefusedWrites } from './refused-writes';
import { isQueuedWrite } from './write-queue';

/** GET /api/auth/get-session (better-auth). Timestamps are ISO strings. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionInfo {
  id: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionPayload {
  session: SessionInfo;
  user: SessionUser;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export const sessionQueryKey = ['session'] as const;

declare global {
  interface Window {
    /** The session asked for by public/session-early.js before the app's JavaScript arrived. */
    __cadenceEarlySession?: Promise<SessionPayload | null>;
  }
}

/**
 * The answer public/session-early.js started while the app was downloading, taken once: the first
 * load needs no second round trip after the JavaScript has run (issue 19 §1, decision 013). Any
 * later load, and a failed early one, asks the server here.
 */
function takeEarlySession(): Promise<SessionPayload | null> | undefined {
  const early = window.__cadenceEarlySession;
  window.__cadenceEarlySession = undefined;
  return early;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => {
    const early = takeEarlySession();
    const ask = () => apiRequest<SessionPayload | null>('/api/auth/get-session', { signal });
    return early ? early.catch(ask) : ask();
  },
  staleTime: 60_000,
  retry: 1,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  const payload = query.data ?? null;
  // A session call that fails counts as signed out: the public screens still work.
  const status: SessionStatus = query.isPending ? 'loading' : payload ? 'signed-in' : 'signed-out';
  return { status, user: payload?.user ?? null, session: payload?.session ?? null, refetch: query.refetch };
}

/**
 * Forgets every answer about the person, in memory and saved for offline use (docs/product/offline.md
 * "Offline"), but the session entry itself, so the route table keeps its observer.
 */
export async function forgetUserAnswers(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  // Changes still waiting to be sent are the last person's: never sent under someone else's session.
  queryClient.getMutationCache().clear();
  await Promise.all([forgetSavedAnswers(), forgetRefusedWrites()]);
}

/**
 * After a sign-in (or a confirmation that signs in): nothing of whoever used this browser before may
 * show, from memory or from the answers saved for offline use (docs/product/offline.md "Offline").
 * Then the new session is read.
 */
export async function startSession(queryClient: QueryClient): Promise<SessionPayload | null> {
  await forgetUserAnswers(queryClient);
  return reloadSession(queryClient);
}

/** Fetches the session again and waits for it, so the next screen sees the new state at once. */
export function reloadSession(queryClient: QueryClient): Promise<SessionPayload | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** POST /api/auth/sign-out. */
export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** TanStack Query tells its observers about a cache change in a setTimeout(0) batch; this waits for it. */
const afterCacheNotifications = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * What follows the end of a session, whoever ended it (this tab's Sign Out, or another tab or
 * device through live updates): forget every cached answer of this user (docs/product/accounts.md "Sign-out":
 * sign-out clears all user data) and go to /login. The session entry is set to null rather
 * than removed, so the mounted route table sees "signed out" instead of losing its observer (which
 * queryClient.clear() would do). Only once the route table has seen it is /login opened: while
 * signed in, /login redirects to /.
 */
export function useLeaveSignedOut(): (to?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/login') => {
      endedHere = true;
      queryClient.setQueryData(sessionQueryKey, null);
      // The copy saved in this browser goes too, at once (docs/product/offline.md "Offline").
      await forgetUserAnswers(queryClient);
      await afterCacheNotifications();
      await navigate(to, { replace: true });
      // Only now: a reload before the navigation must still find the session ended elsewhere.
      rememberSignedInHere(false);
    },
    [queryClient, navigate],
  );
}

/** Whether the last session of this tab was ended by leaveSignedOut (reset when someone signs in). */
let endedHere = false;

/**
 * Whether this tab's last session ended through leaveSignedOut (its Sign Out, its account deleted, a
 * revocation it was told of). A session found gone any other way (a refetch of it answered null while
 * the tab was away) was not, and still has its user's answers in the cache.
 */
export function sessionEndedHere(): boolean {
  return endedHere;
}

/** Called when a user is signed in: the next end of a session is judged anew. */
export function sessionStarted(): void {
  endedHere = false;
  rememberSignedInHere(true);
}

/**
 * Kept in the browser while a session is open in it and was not ended here (docs/product/accounts.md
 * "Signed-in devices"): a device signed out from elsewhere that loads the app before its live stream
 * could tell it (a reload, a tab opened later) still goes to /login, not to the landing page.
 */
const SIGNED_IN_HERE_KEY = 'cadence.signedInHere';

function rememberSignedInHere(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HERE_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HERE_KEY);
  } catch {
    // Storage refused (a private window's quota): the landing page then shows, as before.
  }
}

/** Whether this browser had a session that was ended elsewhere rather than by leaveSignedOut. */
export function wasSignedInHere(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HERE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Signs out and leaves for /login, whether or not the server answered. */
/** How long Sign Out waits for changes still being saved (docs/product/offline.md "Whose changes"). */
const SIGN_OUT_WAITS_MS = 10_000;

export const unsavedChangesMessage = (count: number) =>
  `${count === 1 ? '1 change is' : `${count} changes are`} not saved yet. Sign out once you're back online and ${count === 1 ? 'it is' : 'they are'} saved.`;

const queuedWritesLeft = (queryClient: QueryClient) => queryClient.getMutationCache().getAll().filter((mutation) => mutation.state.status === 'pending' && isQueuedWrite(mutation)).length;

/** Resolves with how many queued changes are still unsaved once they are all saved, or after `timeoutMs`. */
function queuedWritesSettled(queryClient: QueryClient, timeoutMs: number): Promise<number> {
  if (queuedWritesLeft(queryClient) === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const finish = () => {
      unsubscribe();
      window.clearTimeout(timer);
      resolve(queuedWritesLeft(queryClient));
    };
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queuedWritesLeft(queryClient) === 0) finish();
    });
    const timer = window.setTimeout(finish, timeoutMs);
  });
}

/**
 * Sign Out waits for changes made offline to be saved first: signing out forgets them
 * (docs/product/offline.md "Whose changes"). Still unsaved after a while (offline, the server away), the
 * person stays signed in and is told why.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: async () => {
      const left = await queuedWritesSettled(queryClient, SIGN_OUT_WAITS_MS);
      if (left > 0) throw new ApiError({ status: 0, code: 'UNSAVED_CHANGES', message: unsavedChangesMessage(left) });
      return signOut();
    },
    onSettled: () => {
      const left = queuedWritesLeft(queryClient);
      if (left > 0) return toast.error(unsavedChangesMessage(left));
      void leaveSignedOut();
    },
  });
}
