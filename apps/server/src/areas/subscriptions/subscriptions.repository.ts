import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { SubscriptionType } from '@cadence/shared';
import type { Db } from '../../db/client';
import { subscriptionsOf, userSubscriptions, users } from '../../db/schema';

const subscriptionColumns = {
  id: userSubscriptions.id,
  subscriptionType: userSubscriptions.subscriptionType,
  status: userSubscriptions.status,
  startsAt: userSubscriptions.startsAt,
  expiresAt: userSubscriptions.expiresAt,
  cancelledAt: userSubscriptions.cancelledAt,
};

export type SubscriptionRow = Awaited<ReturnType<typeof activeSubscriptions>>[number];

/**
 * The user's active subscriptions that still give access after `now`: renewing, or cancelled and ending
 * later (docs/product/ai.md "Access"; docs/product/subscription.md "Renewal and cancelling"), newest first.
 */
export async function activeSubscriptions(db: Db, { userId, now }: { userId: string; now: string }) {
  return db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .where(and(subscriptionsOf(userId), eq(userSubscriptions.status, 'active'), or(isNull(userSubscriptions.cancelledAt), gt(userSubscriptions.expiresAt, now))))
    .orderBy(desc(userSubscriptions.startsAt), desc(userSubscriptions.expiresAt));
}

/** Cancels at the end of the period (`endsAt`), or, with `endsAt` now, ends the plan at once (a switch). */
export async function cancelSubscription(db: Db, { userId, id, cancelledAt, endsAt }: { userId: string; id: string; cancelledAt: string; endsAt: string }): Promise<void> {
  await db.update(userSubscriptions).set({ cancelledAt, expiresAt: endsAt }).where(and(subscriptionsOf(userId), eq(userSubscriptions.id, id)));
}

/** A cancelled plan renews again. */
export async function resumeSubscription(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await db.update(userSubscriptions).set({ cancelledAt: null }).where(and(subscriptionsOf(userId), eq(userSubscriptions.id, id)));
}

/** users.has_ai_access; `lock` takes the user's row for the rest of the transaction (one activation at a time). */
export async function aiAccessFlag(db: Db, { userId, lock = false }: { userId: string; lock?: boolean }): Promise<boolean> {
  const query = db.select({ hasAiAccess: users.hasAiAccess }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.hasAiAccess ?? false;
}

export interface NewSubscription {
  userId: string;
  type: SubscriptionType;
  startsAt: string;
  expiresAt: string;
  payment: string;
}

export async function insertSubscription(db: Db, subscription: NewSubscription): Promise<string> {
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId: subscription.userId,
      subscriptionType: subscription.type,
      status: 'active',
      startsAt: subscription.startsAt,
      expiresAt: subscription.expiresAt,
      paymentMethod: subscription.payment,
      paymentProvider: subscription.payment,
      createdAt: subscription.startsAt,
    })
    .returning({ id: userSubscriptions.id });
  return row!.id;
}
