import { type ActivateSubscriptionRequest, aiAccessSource, currentPeriodEnd, DEMO_PAYMENT, PLAN_DETAILS, planExpiry, planOfType, SUBSCRIPTION_MESSAGES, type Subscription, type SubscriptionSummary } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { inTransaction } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { activeSubscriptions, aiAccessFlag, insertSubscription, type SubscriptionRow } from './subscriptions.repository';

/**
 * A plan as the API shows it. docs/product/subscription.md "Renewal and cancelling": a renewing plan's
 * period end is computed from its start, in the person's calendar (decision 011); a cancelled one ends
 * at its stored end.
 */
function toSubscription(row: SubscriptionRow, now: Date, timeZone: string): Subscription & { cancelledAt: string | null } {
  const startsAt = toIsoTimestamp(row.startsAt);
  const expiresAt = toIsoTimestamp(row.expiresAt);
  const renews = row.cancelledAt === null;
  return {
    id: row.id,
    type: row.subscriptionType,
    plan: planOfType(row.subscriptionType),
    status: row.status,
    startsAt,
    expiresAt,
    renews,
    periodEndsAt: renews ? currentPeriodEnd(row.subscriptionType, new Date(startsAt), now, timeZone).toISOString() : expiresAt,
    cancelledAt: row.cancelledAt === null ? null : toIsoTimestamp(row.cancelledAt),
  };
}

export interface PlanKey {
  userId: string;
  now: Date;
  /** The person's zone: a renewing plan's periods are counted in their calendar. */
  timeZone: string;
}

/** The plan giving access now, with its cancellation (for the access rule), or null. */
export async function currentPlanOf(db: Db, { userId, now, timeZone }: PlanKey) {
  const rows = await activeSubscriptions(db, { userId, now: now.toISOString() });
  return rows.map((row) => toSubscription(row, now, timeZone)).find((s) => Date.parse(s.startsAt) <= now.getTime()) ?? null;
}

export async function summaryOf(db: Db, key: PlanKey, options: { lock?: boolean } = {}): Promise<SubscriptionSummary> {
  const flag = await aiAccessFlag(db, { userId: key.userId, lock: options.lock ?? false });
  const plan = await currentPlanOf(db, key);
  const source = aiAccessSource(flag, plan ? [plan] : [], key.now);
  if (!plan) return { hasAccess: source !== null, source, current: null };
  const { cancelledAt: _cancelledAt, ...current } = plan;
  return { hasAccess: source !== null, source, current };
}

/** GET /api/subscriptions: whether the user has Premium, from what, and until when (docs/product/subscription.md). */
export function getSubscriptionSummary(ctx: AreaContext, actor: Actor): Promise<SubscriptionSummary> {
  return summaryOf(ctx.db, { userId: actor.userId, now: ctx.clock.now(), timeZone: actor.timeZone });
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
    const key = { userId: actor.userId, now, timeZone: actor.timeZone };
    const before = await summaryOf(tx, key, { lock: true });
    if (before.hasAccess) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyPremium);
    const id = await insertSubscription(tx, { userId: actor.userId, type, startsAt: now.toISOString(), expiresAt: planExpiry(type, now, actor.timeZone).toISOString(), payment: DEMO_PAYMENT });
    announce({ area: 'subscription', kind: 'created', id });
    return summaryOf(tx, key);
  });
}
