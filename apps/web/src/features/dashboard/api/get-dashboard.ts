import type { Dashboard } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard: everything the dashboard shows, in one request (docs/product/dashboard.md "API"). */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>('/api/dashboard', { signal });
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
