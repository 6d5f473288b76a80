import { DATA_TEXTS, type DeleteAccountRequest } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useLeaveSignedOut, useSession } from '../../../lib/session';

/** The browser's own notes about this person (the board's filter and view, keyed by their id) go with the account. */
function forgetLocalNotesOf(userId: string): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.includes(userId)) window.localStorage.removeItem(key);
  } catch {
    // No storage (private mode): nothing was kept.
  }
}

/**
 * POST /api/account-deletion (docs/product/data.md "Deleting the account"): 204, and the session cookie
 * cleared. What follows is here, not in the dialog: the account's revocation reaches this tab's live
 * stream too and may take it to /login before the answer arrives, unmounting the dialog; the landing
 * page and its note come after, wherever the tab is.
 */
export function useDeleteAccount() {
  const { user } = useSession();
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiRequest<null>('/api/account-deletion', { method: 'POST', body }),
    onSuccess: async () => {
      if (user) forgetLocalNotesOf(user.id);
      toast.show({ message: DATA_TEXTS.deleted });
      await leaveSignedOut('/');
    },
  });
}
