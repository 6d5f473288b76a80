import type { PushDevice, RegisterPushDeviceRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** POST /api/push-devices: this browser's subscription; the same endpoint again is the same device, updated. */
export function registerPushDevice(body: RegisterPushDeviceRequest): Promise<PushDevice> {
  return apiRequest<PushDevice>('/api/push-devices', { method: 'POST', body });
}

export function useRegisterPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPushDevice,
    onSuccess: (device) => {
      queryClient.setQueryData<PushDevice[]>(reminderKeys.devices(), (devices) => (devices ? [...devices.filter((known) => known.id !== device.id), device] : devices));
      return queryClient.invalidateQueries({ queryKey: reminderKeys.devices() });
    },
  });
}
