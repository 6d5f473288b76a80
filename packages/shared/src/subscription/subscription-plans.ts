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
  return periodBoundary(type, start, 1, timeZone);
}

const monthsPerPeriod = (type: SubscriptionType) => (type === 'premium' ? 12 : 1);

/** The end of the plan's `k`th period, counted from its start (never from the previous end, so 31 January → 28 February → 31 March). */
function periodBoundary(type: SubscriptionType, start: Date, k: number, timeZone: string): Date {
  const { date, msOfDay } = wallClockOf(start, timeZone);
  return instantAtWallClock(addMonths(date, k * monthsPerPeriod(type)), msOfDay, timeZone);
}

/**
 * docs/product/subscription.md "Renewal and cancelling": the end of the period of a renewing plan that
 * holds `now`, the day it renews: the first of its successive period ends after `now`. Computed, not
 * stored (decision 011).
 */
export function currentPeriodEnd(type: SubscriptionType, start: Date, now: Date, timeZone: string): Date {
  const from = wallClockOf(start, timeZone).date;
  const to = wallClockOf(now, timeZone).date;
  const monthsApart = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  let k = Math.max(1, Math.floor(monthsApart / monthsPerPeriod(type)));
  while (k > 1 && periodBoundary(type, start, k - 1, timeZone).getTime() > now.getTime()) k -= 1;
  while (periodBoundary(type, start, k, timeZone).getTime() <= now.getTime()) k += 1;
  return periodBoundary(type, start, k, timeZone);
}

export interface SubscriptionWindow {
  status: SubscriptionStatus;
  startsAt: string;
  expiresAt: string;
  /** Set when the person cancelled: the plan then ends at expiresAt; null while it renews. */
  cancelledAt?: string | null;
}

/**
 * docs/product/ai.md "Access": active and started, and either still renewing or, once cancelled, not
 * yet at its end (an end in the past, or exactly now, is over). docs/product/subscription.md "Renewal
 * and cancelling".
 */
export function isSubscriptionActive(subscription: SubscriptionWindow, now: Date): boolean {
  if (subscription.status !== 'active' || Date.parse(subscription.startsAt) > now.getTime()) return false;
  return subscription.cancelledAt === null || subscription.cancelledAt === undefined || Date.parse(subscription.expiresAt) > now.getTime();
}

export type AiAccessSource = 'flag' | 'subscription';

/** docs/product/ai.md "Access": AI access is the users flag, or an active, unexpired subscription. The flag wins. */
export function aiAccessSource(hasAiAccess: boolean, subscriptions: readonly SubscriptionWindow[], now: Date): AiAccessSource | null {
  if (hasAiAccess) return 'flag';
  return subscriptions.some((subscription) => isSubscriptionActive(subscription, now)) ? 'subscription' : null;
}
