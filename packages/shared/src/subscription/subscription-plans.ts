import { addMonths } from '../calendar/calendar-days';
import { instantAtWallClock, wallClockOf } from '../calendar/zoned-time';
import type { SubscriptionStatus, SubscriptionType } from './subscription-constants';

// docs/product/subscription.md "Plans".
export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export interface PlanDetails {
  plan: SubscriptionPlan;
  type: SubscriptionType;
  name: string;
  price: string;
  period: string;
}

export const PLAN_DETAILS: Record<SubscriptionPlan, PlanDetails> = {
  monthly: { plan: 'monthly', type: 'basic', name: 'Monthly', price: '$9.99', period: 'month' },
  yearly: { plan: 'yearly', type: 'premium', name: 'Yearly', price: '$89.99', period: 'year' },
};

export function planOfType(type: SubscriptionType): SubscriptionPlan {
  return type === 'premium' ? 'yearly' : 'monthly';
}

/**
 * docs/product/subscription.md "Plans": basic ends one calendar month after its start, premium one year
 * after, in the person's calendar: the same wall-clock time on the same day of the month, or on the
 * month's last day when it has no such day (31 January → 28 or 29 February). Computed in UTC, a plan
 * taken on the evening of 30 January in Honolulu (already the 31st in UTC) ended on 27 February there.
 */
export function planExpiry(type: SubscriptionType, start: Date, timeZone: string): Date {
  const { date, msOfDay } = wallClockOf(start, timeZone);
  return instantAtWallClock(addMonths(date, type === 'premium' ? 12 : 1), msOfDay, timeZone);
}

export interface SubscriptionWindow {
  status: SubscriptionStatus;
  startsAt: string;
  expiresAt: string;
}

/** docs/product/ai.md "Access": active and not expired (an end in the past, or exactly now, is over). */
export function isSubscriptionActive(subscription: SubscriptionWindow, now: Date): boolean {
  return subscription.status === 'active' && Date.parse(subscription.startsAt) <= now.getTime() && Date.parse(subscription.expiresAt) > now.getTime();
}

export type AiAccessSource = 'flag' | 'subscription';

/** docs/product/ai.md "Access": AI access is the users flag, or an active, unexpired subscription. The flag wins. */
export function aiAccessSource(hasAiAccess: boolean, subscriptions: readonly SubscriptionWindow[], now: Date): AiAccessSource | null {
  if (hasAiAccess) return 'flag';
  return subscriptions.some((subscription) => isSubscriptionActive(subscription, now)) ? 'subscription' : null;
}
