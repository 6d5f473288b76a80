import type { ReviewRange } from '@cadence/shared';

// Every query key of the dashboard, so invalidation cannot miss one by a typo.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  review: (range: ReviewRange) => [...dashboardKeys.all, 'review', range] as const,
};
