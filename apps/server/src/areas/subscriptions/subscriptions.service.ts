import { type ActivateSubscriptionRequest, aiAccessSource, DEMO_PAYMENT, PLAN_DETAILS, planExpiry, planOfType, SUBSCRIPTION_MESSAGES, type Subscription, type SubscriptionSummary } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { inTransaction } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { activeSubscriptions, aiAccessFlag, insertSubscription, type SubscriptionRow } from './subscriptions.repository';

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.subscriptionType,
    plan: planOfType(row.subscriptionType),
    status: row.status,
    startsAt: toIsoTimestamp(row.startsAt),
    expiresAt: toIsoTimestamp(row.expiresAt),
  };
}

async function summaryOf(db: Db, userId: string, now: Date, options: { lock?: boolean } = {}): Promise<SubscriptionSummary> {
  const flag = await aiAccessFlag(db, { userId, lock: options.lock ?? false });
  const current = (await activeSubscriptions(db, { userId, now: now.toISOString() })).map(toSubscription).find((s) => Date.parse(s.startsAt) <= now.getTime()) ?? null;
  const source = aiAccessSource(flag, current ? [current] : [], now);
  return { hasAccess: source !== null, source, current };
}

/** GET /api/subscriptions: whether the user has Premium, from what, and until when (docs/product/subscription.md). */
export function getSubscriptionSummary(ctx: AreaContext, actor: Actor): Promise<SubscriptionSummary> {
  return summaryOf(ctx.db, actor.userId, ctx.clock.now());
}

/**
 * POST /api/subscriptions: activates the demo plan on the server (docs/architecture.md "Server-owned state"): basic +1 calendar month,
 * premium +1 year, payment method and provider 'demo' (docs/product/subscription.md "Activation"). Someone who already has
 * access gets 409 'You already have Premium access!', so two clicks or two tabs never stack plans:
 * the user's row is locked while this is decided.
 */
export async function activateSubscription(ctx: AreaContext, actor: Actor, input: ActivateSubscriptionRequest): Promise<SubscriptionSummary> {
  const now = ctx.clock.now();
  const type = PLAN_DETAILS[input.plan].type;
  return inTransaction(ctx, actor, async ({ tx, announce }) => {
    const before = await summaryOf(tx, actor.userId, now, { lock: true });
    if (before.hasAccess) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyPremium);
    const id = await insertSubscription(tx, { userId: actor.userId, type, startsAt: now.toISOString(), expiresAt: planExpiry(type, now, actor.timeZone).toISOString(), payment: DEMO_PAYMENT });
    announce({ area: 'subscription', kind: 'created', id });
    return summaryOf(tx, actor.userId, now);
  });
}
