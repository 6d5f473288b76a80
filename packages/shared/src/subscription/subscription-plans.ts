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

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The same instant `months` calendar months later (UTC); the 31st becomes the month's last day. */
export function addCalendarMonths(start: Date, months: number): Date {
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
}

/** docs/product/subscription.md "Plans": basic ends one calendar month after its start, premium one year after. */
export function planExpiry(type: SubscriptionType, start: Date): Date {
  return addCalendarMonths(start, type === 'premium' ? 12 : 1);
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
