import { and, desc, eq, gt } from 'drizzle-orm';
import type { SubscriptionType } from '@cadence/shared';
import type { Db } from '../../db/client';
import { subscriptionsOf, userSubscriptions, users } from '../../db/schema';

const subscriptionColumns = {
  id: userSubscriptions.id,
  subscriptionType: userSubscriptions.subscriptionType,
  status: userSubscriptions.status,
  startsAt: userSubscriptions.startsAt,
  expiresAt: userSubscriptions.expiresAt,
};

export type SubscriptionRow = Awaited<ReturnType<typeof activeSubscriptions>>[number];

/** The user's active subscriptions that end after `now`, latest end first (docs/product/ai.md "Access"). */
export async function activeSubscriptions(db: Db, { userId, now }: { userId: string; now: string }) {
  return db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .where(and(subscriptionsOf(userId), eq(userSubscriptions.status, 'active'), gt(userSubscriptions.expiresAt, now)))
    .orderBy(desc(userSubscriptions.expiresAt));
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
