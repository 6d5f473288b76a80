import type { SubscriptionSummary, SwitchPlanRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

// docs/product/subscription.md "Renewal and cancelling": the server changes the plan and answers the
// summary, which replaces the card's; the AI controls ask again, since access may have changed.

export type PlanChange = { action: 'switch'; plan: SwitchPlanRequest['plan'] } | { action: 'cancel' } | { action: 'resume' };

export function changePlan(change: PlanChange): Promise<SubscriptionSummary> {
  if (change.action === 'switch') return apiRequest<SubscriptionSummary>('/api/subscriptions/switch', { method: 'POST', body: { plan: change.plan } });
  return apiRequest<SubscriptionSummary>(`/api/subscriptions/${change.action}`, { method: 'POST' });
}

/**
 * One mutation for the three changes: the card offers one change at a time and disables its buttons
 * while it runs, so a second change never races the first's answer.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (summary) => {
      queryClient.setQueryData(subscriptionKeys.summary(), summary);
      return queryClient.invalidateQueries({ queryKey: ['ai'] });
    },
    // A 409 means the plan changed elsewhere: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.summary() }),
  });
}
