import { AI_MESSAGES, quotaExceededMessage } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import type { AssistantContext } from './assistant-context';
import * as usage from './ai-usage.repository';

/** Seconds a client waits before asking again when the entitlement lookup failed. */
const ACCESS_RETRY_AFTER_SECONDS = 5;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function secondsUntilUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** One AI call's claim on the user's allowance: settled once, as answered or as never answered. */
export interface Allowance {
  /** The call answered: ai_usage_count goes up (docs/product/ai.md "Daily quota"). */
  answered(): Promise<void>;
  /** The call produced nothing: the day's reservation is given back. */
  unanswered(): Promise<void>;
}

/**
 * docs/product/ai.md "Access" and "Daily quota", checked before any engine runs: no access is
 * 403 (the upstream sees no call); a lookup that fails denies with 503, it never allows; then one
 * call of the day's allowance is reserved atomically, or 429 until midnight UTC.
 */
export async function claimAllowance(ctx: AssistantContext, actor: Actor): Promise<Allowance> {
  const now = ctx.clock.now();
  await requireAiAccess(ctx, actor, now);

  const key = { userId: actor.userId, day: utcDay(now) };
  const reserved = await usage.reserveCall(ctx.db, { ...key, limit: ctx.dailyQuota });
  if (reserved === null) {
    throw new AppError('AI_QUOTA_EXCEEDED', quotaExceededMessage(ctx.dailyQuota), { retryAfterSeconds: secondsUntilUtcMidnight(now) });
  }
  let settled = false;
  return {
    async answered() {
      if (settled) return;
      settled = true;
      await usage.countSuccessfulCall(ctx.db, actor.userId);
    },
    async unanswered() {
      if (settled) return;
      settled = true;
      await usage.releaseCall(ctx.db, key);
    },
  };
}

/**
 * docs/product/ai.md "Access" alone, for work that spends nothing (the lexicon's sentiment): no
 * access is 403; a lookup that fails denies with 503.
 */
export async function requireAiAccess(ctx: AssistantContext, actor: Actor, now: Date = ctx.clock.now()): Promise<void> {
  let source;
  try {
    source = await ctx.entitlements.accessOf(ctx.db, actor.userId, now);
  } catch (error) {
    ctx.logger.warn({ err: error, userId: actor.userId }, 'AI access lookup failed; denying');
    throw new AppError('UNAVAILABLE', AI_MESSAGES.accessCheckFailed, { retryAfterSeconds: ACCESS_RETRY_AFTER_SECONDS });
  }
  if (!source) throw new AppError('AI_ACCESS_REQUIRED', AI_MESSAGES.accessRequired);
}

/** Runs one AI call under the allowance: counted when it answers, given back when it fails. */
export async function withAllowance<T>(ctx: AssistantContext, actor: Actor, work: () => Promise<T>): Promise<T> {
  const allowance = await claimAllowance(ctx, actor);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await allowance.unanswered().catch((releaseError: unknown) => ctx.logger.warn({ err: releaseError }, 'AI allowance not given back'));
    throw error;
  }
  await allowance.answered();
  return result;
}
