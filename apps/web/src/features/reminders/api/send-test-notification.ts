import type { PushTestResult } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** POST /api/push-devices/:id/test: 'Test notification' to that device now; answers whether the push service took it. */
export function sendTestNotification(id: string): Promise<PushTestResult> {
  return apiRequest<PushTestResult>(`/api/push-devices/${encodeURIComponent(id)}/test`, { method: 'POST' });
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    // A device the push service no longer knows is removed by the server; its last success moves when it is taken.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.devices() }),
  });
}
