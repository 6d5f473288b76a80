import { z } from '../zod';
import { DASHBOARD_MESSAGES, REVIEW_RANGES } from './dashboard-constants';

/** GET /api/dashboard/review?range=week|month (docs/product/dashboard.md "API"); week when absent. */
export const dashboardReviewQuerySchema = z.strictObject({
  range: z.enum(REVIEW_RANGES, { error: DASHBOARD_MESSAGES.rangeInvalid }).default('week'),
});
export type DashboardReviewQuery = z.infer<typeof dashboardReviewQuerySchema>;
