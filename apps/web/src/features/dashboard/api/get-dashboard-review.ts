import type { DashboardReview, ReviewRange } from '@cadence/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/review?range=week|month (docs/product/dashboard.md "Review"). */
export function getDashboardReview(range: ReviewRange, signal?: AbortSignal): Promise<DashboardReview> {
  return apiRequest<DashboardReview>(`/api/dashboard/review?range=${range}`, { signal });
}

export const dashboardReviewQueryOptions = (range: ReviewRange) =>
  queryOptions({ queryKey: dashboardKeys.review(range), queryFn: ({ signal }) => getDashboardReview(range, signal), placeholderData: keepPreviousData });

export function useDashboardReview(range: ReviewRange) {
  return useQuery(dashboardReviewQueryOptions(range));
}
