import type { PushDevice } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { reminderKeys } from './reminder-keys';

/** DELETE /api/push-devices/:id: that device gets no more reminders. One already gone (404) is what was asked. */
export async function removePushDevice(id: string): Promise<void> {
  try {
    await apiRequest<unknown>(`/api/push-devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: (_answer, id) => queryClient.setQueryData<PushDevice[]>(reminderKeys.devices(), (devices) => devices?.filter((device) => device.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.devices() }),
  });
}
