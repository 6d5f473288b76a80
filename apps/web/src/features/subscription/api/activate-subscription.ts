import type { ActivateSubscriptionRequest, SubscriptionSummary } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** POST /api/subscriptions: the server activates the demo plan (docs/architecture.md "Server-owned state"). */
export function activateSubscription(body: ActivateSubscriptionRequest): Promise<SubscriptionSummary> {
  return apiRequest<SubscriptionSummary>('/api/subscriptions', { method: 'POST', body });
}

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSubscription,
    onSuccess: (summary) => {
      queryClient.setQueryData(subscriptionKeys.summary(), summary);
      // Whatever showed "no access" (the chat's upgrade prompt, the AI status) asks again.
      return queryClient.invalidateQueries({ queryKey: ['ai'] });
    },
  });
}
