import type { DeleteAccountRequest } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account-deletion (docs/product/data.md "Deleting the account"): 204, and the session cookie cleared. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiRequest<null>('/api/account-deletion', { method: 'POST', body }),
  });
}
