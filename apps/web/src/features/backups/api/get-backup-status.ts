import type { BackupStatus } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

/** GET /api/backup-status: when this Cadence's data was last backed up (docs/product/backups.md "Where a person sees it"). */
export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return apiRequest<BackupStatus>('/api/backup-status', { signal });
}

export const backupStatusQueryOptions = () => queryOptions({ queryKey: backupKeys.status(), queryFn: ({ signal }) => getBackupStatus(signal), staleTime: 60_000 });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
