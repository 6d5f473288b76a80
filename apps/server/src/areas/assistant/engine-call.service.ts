import { AI_MAX_TOKENS, AI_SYSTEM_PROMPT } from '@cadence/shared';
import { AiUpstreamError, upstreamAppError } from '../../ai/ai-errors';
import type { AiMessage, AiStream } from '../../ai/ai-provider';
import type { AiEngine } from '../../ai/ai-engine';
import type { AssistantContext } from './assistant-context';

type ModelEngine = Extract<AiEngine, { kind: 'model' }>;

export interface ModelCall {
  /** Added to the product's system prompt (docs/product/ai.md "Engine"), never replacing it. */
  context?: string;
  messages: AiMessage[];
  temperature: number;
  maxTokens?: number;
  signal?: AbortSignal | undefined;
}

function systemPrompt(context: string | undefined): string {
  return context ? `${AI_SYSTEM_PROMPT}\n\n${context}` : AI_SYSTEM_PROMPT;
}

/** docs/product/ai.md "Engine": max_tokens 500, whatever the client asked for. */
export function cappedMaxTokens(requested: number | undefined): number {
  return Math.min(requested ?? AI_MAX_TOKENS, AI_MAX_TOKENS);
}

function rethrow(error: unknown): never {
  if (error instanceof AiUpstreamError) throw upstreamAppError(error);
  throw error;
}

/** One generation by the configured model; its failures become our HTTP answers (ai/ai-errors.ts). */
export async function generateWithModel(engine: ModelEngine, call: ModelCall): Promise<{ text: string; finishReason: 'stop' | 'length'; promptTokens: number; completionTokens: number }> {
  try {
    const result = await engine.provider.generate({ system: systemPrompt(call.context), messages: call.messages, temperature: call.temperature, maxTokens: cappedMaxTokens(call.maxTokens), signal: call.signal });
    return { text: result.text, finishReason: result.finishReason, promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens };
  } catch (error) {
    rethrow(error);
  }
}

export async function streamWithModel(engine: ModelEngine, call: ModelCall): Promise<AiStream> {
  try {
    return await engine.provider.stream({ system: systemPrompt(call.context), messages: call.messages, temperature: call.temperature, maxTokens: cappedMaxTokens(call.maxTokens), signal: call.signal });
  } catch (error) {
    rethrow(error);
  }
}

export function modelEngineOf(ctx: AssistantContext): ModelEngine | null {
  return ctx.engine.kind === 'model' ? ctx.engine : null;
}
