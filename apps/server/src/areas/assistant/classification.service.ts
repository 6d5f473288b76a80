import {
  ACTIVITY_TYPES,
  AI_TEMPERATURE,
  activityClassificationText,
  classifyActivity,
  classifyText,
  type ActivityClassificationRequest,
  type AiActivityClassification,
  type Classification,
  type ClassificationRequest,
  type ClassificationResponse,
} from '@cadence/shared';
import { AiUpstreamError, upstreamAppError } from '../../ai/ai-errors';
import type { AiEngine } from '../../ai/ai-engine';
import type { Actor } from '../../context/actor';
import { withAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { classificationPrompt } from './assistant-prompts';
import { generateWithModel } from './engine-call.service';

/** The model's JSON answer, or a bare category word; anything else is an unreadable answer (502). */
export function readClassification<C extends string>(answer: string, categories: readonly C[]): Classification<C> {
  const json = /\{[^{}]*\}/.exec(answer)?.[0];
  let category: string | undefined;
  let confidence = 0.7;
  if (json) {
    try {
      const parsed = JSON.parse(json) as { category?: unknown; confidence?: unknown };
      if (typeof parsed.category === 'string') category = parsed.category.trim().toLowerCase();
      if (typeof parsed.confidence === 'number' && parsed.confidence >= 0 && parsed.confidence <= 1) confidence = parsed.confidence;
    } catch {
      category = undefined;
    }
  }
  category ??= answer.trim().toLowerCase().replace(/[^a-z0-9 -]/g, '');
  const found = categories.find((c) => c.toLowerCase() === category);
  if (!found) throw upstreamAppError(new AiUpstreamError('malformed', 'the category is not one of those offered'));
  return { category: found, confidence: Math.round(confidence * 100) / 100 };
}

async function classifyWith<C extends string>(engine: AiEngine, text: string, categories: readonly C[], offline: () => Classification<C>, signal?: AbortSignal): Promise<Classification<C>> {
  if (engine.kind === 'offline') return offline();
  const result = await generateWithModel(engine, { messages: [{ role: 'user', content: classificationPrompt(text, categories) }], temperature: AI_TEMPERATURE.classification, maxTokens: 60, signal });
  return readClassification(result.text, categories);
}

/** POST /api/grok/classifications: text and categories in, one category and a confidence out. */
export function classify(ctx: AssistantContext, actor: Actor, input: ClassificationRequest, signal?: AbortSignal): Promise<ClassificationResponse> {
  return withAllowance(ctx, actor, async () => {
    const result = await classifyWith(ctx.engine, input.text, input.categories, () => classifyText(input.text, input.categories), signal);
    return { ...result, model: ctx.engine.modelId };
  });
}

/** POST /api/ai/activity-classification (docs/product/ai.md "Activity classification"): the suggested type of an activity. */
export function classifyActivityType(ctx: AssistantContext, actor: Actor, input: ActivityClassificationRequest, signal?: AbortSignal): Promise<AiActivityClassification> {
  return withAllowance(ctx, actor, async () => {
    const text = activityClassificationText(input.title, input.description);
    const result = await classifyWith(ctx.engine, text, ACTIVITY_TYPES, () => classifyActivity(input.title, input.description), signal);
    return { engine: ctx.engine.info, type: result.category, confidence: result.confidence };
  });
}
