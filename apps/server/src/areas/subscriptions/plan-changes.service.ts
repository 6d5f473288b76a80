import { DEMO_PAYMENT, PLAN_DETAILS, planExpiry, SUBSCRIPTION_MESSAGES, type SubscriptionSummary, type SwitchPlanRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { inTransaction } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { aiAccessFlag, cancelSubscription, insertSubscription, resumeSubscription } from './subscriptions.repository';
import { currentPlanOf, summaryOf } from './subscriptions.service';

// docs/product/subscription.md "Renewal and cancelling" (issue 18 §12; decision 011): switch, cancel at
// the end of the period, resume. Each locks the person's row, so two tabs cannot change one plan twice,
// and announces the change, so every tab's plan card and AI status follow.

type CurrentPlan = NonNullable<Awaited<ReturnType<typeof currentPlanOf>>>;

function changePlan(ctx: AreaContext, actor: Actor, change: (tx: Db, plan: CurrentPlan, now: Date) => Promise<void>): Promise<SubscriptionSummary> {
  const now = ctx.clock.now();
  const key = { userId: actor.userId, now, timeZone: actor.timeZone };
  return inTransaction(ctx, actor, async ({ tx, announce }) => {
    await aiAccessFlag(tx, { userId: actor.userId, lock: true });
    const plan = await currentPlanOf(tx, key);
    if (!plan) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.noPlan);
    await change(tx, plan, now);
    announce({ area: 'subscription', kind: 'updated', id: plan.id });
    return summaryOf(tx, key);
  });
}

/** POST /api/subscriptions/cancel: access stays to the end of the current period, and nothing renews. */
export function cancelPlan(ctx: AreaContext, actor: Actor): Promise<SubscriptionSummary> {
  return changePlan(ctx, actor, async (tx, plan, now) => {
    if (!plan.renews) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyCancelled);
    await cancelSubscription(tx, { userId: actor.userId, id: plan.id, cancelledAt: now.toISOString(), endsAt: plan.periodEndsAt });
  });
}

/** POST /api/subscriptions/resume: a cancelled plan that has not ended renews again. */
export function resumePlan(ctx: AreaContext, actor: Actor): Promise<SubscriptionSummary> {
  return changePlan(ctx, actor, async (tx, plan) => {
    if (plan.renews) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.notCancelled);
    await resumeSubscription(tx, { userId: actor.userId, id: plan.id });
  });
}

/**
 * POST /api/subscriptions/switch: the current plan ends at this instant and the new one starts at the
 * same instant, so access never lapses; the new one renews from its own start.
 */
export function switchPlan(ctx: AreaContext, actor: Actor, input: SwitchPlanRequest): Promise<SubscriptionSummary> {
  const next = PLAN_DETAILS[input.plan];
  return changePlan(ctx, actor, async (tx, plan, now) => {
    if (plan.plan === input.plan) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyOnPlan(next.name));
    const at = now.toISOString();
    await cancelSubscription(tx, { userId: actor.userId, id: plan.id, cancelledAt: at, endsAt: at });
    await insertSubscription(tx, { userId: actor.userId, type: next.type, startsAt: at, expiresAt: planExpiry(next.type, now, actor.timeZone).toISOString(), payment: DEMO_PAYMENT });
  });
}
