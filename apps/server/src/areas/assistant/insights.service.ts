import { AI_CONTEXT_SIZES, AI_TEMPERATURE, type AiInsights } from '@cadence/shared';
import { offlineInsights } from '../../ai/offline/offline-insights';
import type { Actor } from '../../context/actor';
import { withAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { insightsPrompt } from './assistant-prompts';
import { buildSnapshot } from './assistant-snapshot.service';
import { generateWithModel, modelEngineOf } from './engine-call.service';

const { insights } = AI_CONTEXT_SIZES;

/** POST /api/ai/insights: the dashboard card (docs/product/ai.md "Context": 3 entries cut at 100 characters, 5 activities). */
export function generateInsights(ctx: AssistantContext, actor: Actor, signal?: AbortSignal): Promise<AiInsights> {
  return withAllowance(ctx, actor, async () => {
    const engine = modelEngineOf(ctx);
    if (!engine) {
      // The offline engine reads more than a model is sent (habits, goals, moods): nothing leaves the server.
      const { snapshot } = await buildSnapshot(ctx, actor, { entries: { count: insights.entries, chars: insights.entryChars }, activities: insights.activities, habits: 20, goals: 20, moods: true, productiveTime: true });
      return { engine: ctx.engine.info, text: offlineInsights(snapshot) };
    }
    const { snapshot, shareJournal } = await buildSnapshot(ctx, actor, { entries: { count: insights.entries, chars: insights.entryChars }, activities: insights.activities, productiveTime: true });
    const result = await generateWithModel(engine, { messages: [{ role: 'user', content: insightsPrompt(snapshot, shareJournal) }], temperature: AI_TEMPERATURE.default, signal });
    return { engine: engine.info, text: result.text.trim() };
  });
}
