import type { AiSettings, AiSettingsRequest, AiStatus } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { announce } from '../../context/unit-of-work';
import { secondsUntilUtcMidnight, utcDay } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { aiPreferences, setShareJournalWithAi } from './assistant-data.repository';
import { callsOn } from './ai-usage.repository';

/** GET /api/ai/status: which engine answers, whether this user may use it, and today's allowance. */
export async function getAiStatus(ctx: AssistantContext, actor: Actor): Promise<AiStatus> {
  const now = ctx.clock.now();
  let source;
  try {
    source = await ctx.entitlements.accessOf(ctx.db, actor.userId, now);
  } catch {
    // Shown as "no access" rather than guessed; the AI routes answer 503 themselves in this case.
    source = null;
  }
  const used = await callsOn(ctx.db, { userId: actor.userId, day: utcDay(now) });
  return {
    engine: ctx.engine.info,
    access: { allowed: source !== null, source },
    quota: { limit: ctx.dailyQuota, used, remaining: Math.max(0, ctx.dailyQuota - used), resetsAt: new Date(now.getTime() + secondsUntilUtcMidnight(now) * 1000).toISOString() },
  };
}

/** docs/product/ai.md "Privacy": the consent, and who would receive journal text. */
export async function getAiSettings(ctx: AssistantContext, actor: Actor): Promise<AiSettings> {
  const { shareJournalWithAi } = await aiPreferences(ctx.db, actor.userId);
  return { shareJournalWithAi, recipient: ctx.engine.recipient };
}

export async function updateAiSettings(ctx: AssistantContext, actor: Actor, input: AiSettingsRequest): Promise<AiSettings> {
  await setShareJournalWithAi(ctx.db, { userId: actor.userId, share: input.shareJournalWithAi, now: ctx.clock.now() });
  announce(ctx, actor, { area: 'ai-settings', kind: 'updated' });
  return getAiSettings(ctx, actor);
}
