import { z } from '../zod';
import type { SubscriptionStatus, SubscriptionType } from './subscription-constants';
import { type AiAccessSource, SUBSCRIPTION_PLANS, type SubscriptionPlan } from './subscription-plans';

export const SUBSCRIPTION_MESSAGES = {
  // docs/product/subscription.md "Page", verbatim.
  signInRequired: 'You must be logged in to subscribe',
  activationFailed: 'Failed to activate subscription. Please try again.',
  monthlyActivated: 'Your monthly subscription has been activated!',
  yearlyActivated: 'Your yearly subscription has been activated!',
  fullAccess: 'You now have full access to all AI-powered features. Enjoy!',
  alreadyPremium: 'You already have Premium access!',
  invalidPlan: 'Choose the Monthly or the Yearly plan',
  // docs/product/subscription.md "Renewal and cancelling" (ours).
  noPlan: 'You have no plan to change.',
  alreadyOnPlan: (name: string) => `You are already on the ${name} plan.`,
  alreadyCancelled: 'Your plan is already cancelled.',
  notCancelled: 'Your plan is not cancelled.',
  changeFailed: 'Could not change your plan. Please try again.',
} as const;

/** POST /api/subscriptions: the plan to activate (the demo takes no payment details, docs/product/subscription.md "Activation"). */
export const activateSubscriptionRequestSchema = z.strictObject({
  plan: z.enum(SUBSCRIPTION_PLANS, { error: SUBSCRIPTION_MESSAGES.invalidPlan }),
});
export type ActivateSubscriptionRequest = z.infer<typeof activateSubscriptionRequestSchema>;

/** POST /api/subscriptions/switch: the plan to move to (docs/product/subscription.md "Renewal and cancelling"). */
export const switchPlanRequestSchema = activateSubscriptionRequestSchema;
export type SwitchPlanRequest = ActivateSubscriptionRequest;

export interface Subscription {
  id: string;
  type: SubscriptionType;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  startsAt: string;
  /** The end of the first period; once cancelled, the end of access. */
  expiresAt: string;
  /** False once cancelled: the plan then ends at periodEndsAt. */
  renews: boolean;
  /** The end of the current period: the day it renews, or the day it ends. */
  periodEndsAt: string;
}

/** GET and POST /api/subscriptions answer with this: whether the user has AI access, and why. */
export interface SubscriptionSummary {
  hasAccess: boolean;
  /** 'flag': granted on the account (has_ai_access); 'subscription': an active plan; null: none. */
  source: AiAccessSource | null;
  /** The active plan with the latest end, or null. */
  current: Subscription | null;
}
