import type { SubscriptionSummary } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/subscriptions: whether the user has Premium, from what, and until when. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionSummary> {
  return apiRequest<SubscriptionSummary>('/api/subscriptions', { signal });
}

export const subscriptionQueryOptions = () => queryOptions({ queryKey: subscriptionKeys.summary(), queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
