import type { PushDevice, PushDeviceList } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** GET /api/push-devices: the person's devices with notifications on (docs/product/reminders.md "Devices"). */
export async function getPushDevices(signal?: AbortSignal): Promise<PushDevice[]> {
  return (await apiRequest<PushDeviceList>('/api/push-devices', { signal })).devices;
}

export const pushDevicesQueryOptions = () => queryOptions({ queryKey: reminderKeys.devices(), queryFn: ({ signal }) => getPushDevices(signal) });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
