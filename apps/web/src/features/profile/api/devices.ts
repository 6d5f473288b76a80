import type { SignedInDevice } from '@cadence/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// docs/product/accounts.md "Signed-in devices".

export const devicesQueryKey = ['devices'] as const;

export const devicesQueryOptions = queryOptions({
  queryKey: devicesQueryKey,
  queryFn: ({ signal }) => apiRequest<SignedInDevice[]>('/api/devices', { signal }),
});

export function useDevices() {
  return useQuery(devicesQueryOptions);
}

/** DELETE /api/devices/:id: that session ends on every instance. */
export function useSignOutDevice(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/api/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Here, not in mutate's callbacks: the row that asked is gone once the list drops it.
    onSuccess: (_answer, id) => {
      onSignedOut();
      // Filter the list as it is now, not as it was when the click began: two rows signed out at once both go.
      queryClient.setQueryData<SignedInDevice[]>(devicesQueryKey, (devices) => devices?.filter((device) => device.id !== id));
    },
    // 404: it had already ended (signed out elsewhere); the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}

/** DELETE /api/other-devices: every session but this one ends; answers how many. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ signedOut: number }>('/api/other-devices', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<SignedInDevice[]>(devicesQueryKey, (devices) => devices?.filter((device) => device.current));
      return queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    },
  });
}
