import { eq } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@cadence/shared';
import { isoTimestamp, oneOf } from './columns';
import { ownerId } from './owner-column';

// docs/product/subscription.md: the demo plans. Entitlements are only ever written by the server
// (docs/architecture.md "Server-owned state").
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    subscriptionType: text('subscription_type', { enum: SUBSCRIPTION_TYPES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startsAt: isoTimestamp('starts_at').notNull(),
    /**
     * The end of the first period; for a cancelled plan, the end of access (docs/product/subscription.md
     * "Renewal and cancelling"; decision 011).
     */
    expiresAt: isoTimestamp('expires_at').notNull(),
    /** When the person cancelled the plan at the end of its period; null while it renews. */
    cancelledAt: isoTimestamp('cancelled_at'),
    paymentMethod: text('payment_method').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('user_subscriptions_user_expires_idx').on(table.userId, table.expiresAt.desc()),
    check('user_subscriptions_type_check', oneOf(table.subscriptionType, SUBSCRIPTION_TYPES)),
    check('user_subscriptions_status_check', oneOf(table.status, SUBSCRIPTION_STATUSES)),
  ],
);

export function subscriptionsOf(userId: string) {
  return eq(userSubscriptions.userId, userId);
}

/** Successful AI calls per user and UTC day: the daily quota, counted atomically (issue 12). */
export const aiUsageDaily = pgTable(
  'ai_usage_daily',
  {
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
