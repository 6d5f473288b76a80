import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { apiRequest } from '../../lib/api-client';
import { TAB_CLIENT_ID } from '../../lib/client-id';
import { setLiveStatus } from '../../lib/live-status';
import { connectLiveUpdates } from '../../lib/live-updates';
import { forgetUserAnswers, sessionEndedHere, sessionQueryKey, sessionQueryOptions, sessionStarted, type SessionPayload, useLeaveSignedOut, useSession, wasSignedInHere } from '../../lib/session';
import { createChangeApplier } from './change-applier';

/**
 * Loaded signed out where a session was open and not ended here (signed out from another device
 * before this tab heard it): /login too, as docs/product/accounts.md "Signed-in devices" says. Only
 * when the server answered "no session"; a failed call (offline) is not known to be an ending.
 */
function endedElsewhereBeforeLoad(queryClient: QueryClient): boolean {
  return wasSignedInHere() && queryClient.getQueryState(sessionQueryKey)?.status === 'success';
}

/**
 * The signed-in app's one live-updates stream (docs/architecture.md "Live sync"), mounted once in the
 * route table: opened when a user is signed in, closed when the session ends, opened anew for
 * another user. Renders nothing; the shell header shows its status.
 */
export function LiveUpdates() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const leaveSignedOut = useLeaveSignedOut();
  const userId = status === 'signed-in' ? user?.id : undefined;

  // Whether this tab is still signed in after a `revoked` event or a refused stream. The answer is
  // read before it is put in the cache: a null session there would first send the route table to /.
  const checkSession = useEffectEvent(async (): Promise<boolean> => {
    const payload = await apiRequest<SessionPayload | null>('/api/auth/get-session');
    if (!payload) {
      // Already signed out in this tab (its own Sign Out, or its account deleted, which goes to /):
      // where that went stays.
      if (queryClient.getQueryData(sessionQueryKey) === null) return false;
      await leaveSignedOut();
      return false;
    }
    if (payload.user.id !== userId) {
      // Another account signed in in this browser meanwhile: nothing cached for the last one may show.
      await forgetUserAnswers(queryClient);
    }
    queryClient.setQueryData(sessionQueryOptions.queryKey, payload);
    return payload.user.id === userId;
  });

  // A session found gone by a refetch (revoked on another device while this tab was away, expired)
  // ends as a revocation does: the user's cached data forgotten, then /login. Without this the route
  // table showed the landing page at / with the last user's answers still in the cache, and which of
  // the two a revoked tab saw depended on which request came first.
  const signedInAs = useRef(userId);
  useEffect(() => {
    const previous = signedInAs.current;
    signedInAs.current = userId;
    if (userId && previous && previous !== userId) {
      // Another person's session took this browser's cookie (a sign-in this tab did not make): nothing
      // of the last person's may show, from memory or from what was saved for offline use.
      void forgetUserAnswers(queryClient);
    }
    if (userId) sessionStarted();
    else if (status === 'signed-out' && !sessionEndedHere() && (previous || endedElsewhereBeforeLoad(queryClient))) void leaveSignedOut();
  }, [userId, status, leaveSignedOut, queryClient]);

  useEffect(() => {
    if (!userId) return;
    const changes = createChangeApplier(queryClient);
    const connection = connectLiveUpdates({
      clientId: TAB_CLIENT_ID,
      onChange: changes.apply,
      onMissedEvents: changes.refetchAll,
      checkSession: () => checkSession(),
      onStatus: setLiveStatus,
    });
    return () => {
      connection.close();
      changes.dispose();
      setLiveStatus('connecting');
    };
  }, [userId, queryClient]);

  return null;
}
