// The demo plans (docs/product/subscription.md "Plans").
/** basic is the monthly plan, premium the yearly one. */
export const SUBSCRIPTION_TYPES = ['basic', 'premium'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The activation is a demonstration: no payment takes place (docs/product/subscription.md "Activation"). */
export const DEMO_PAYMENT = 'demo';
