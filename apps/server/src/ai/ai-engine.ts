import { AI_DEFAULT_MODEL, type AiEngineInfo, OFFLINE_ENGINE_LABEL, OFFLINE_MODEL_ID } from '@cadence/shared';
import type { AiConfig } from '../config';
import type { AiProvider } from './ai-provider';
import type { OpenAiCompatibleOptions } from './openai-compatible-provider';

export const XAI_BASE_URL = 'https://api.x.ai/v1';

/**
 * Which engine answers (docs/product/ai.md "Engine"): a model behind an OpenAI-compatible
 * endpoint when one is configured, else the offline engine, which answers from the user's own data
 * and never sends anything anywhere (docs/architecture.md "Server-owned state").
 */
export type AiEngine =
  | { kind: 'offline'; info: AiEngineInfo; modelId: string; recipient: null }
  | { kind: 'model'; info: AiEngineInfo; modelId: string; recipient: string; provider: AiProvider };

export const OFFLINE_ENGINE: AiEngine = { kind: 'offline', info: { kind: 'offline', label: OFFLINE_ENGINE_LABEL }, modelId: OFFLINE_MODEL_ID, recipient: null };

/** AI_BASE_URL (with AI_API_KEY) wins over XAI_API_KEY; neither means offline. */
export function createAiEngine(config: AiConfig): AiEngine {
  const model = config.model ?? AI_DEFAULT_MODEL;
  const endpoint = config.baseUrl
    ? { baseUrl: config.baseUrl, apiKey: config.apiKey, recipient: new URL(config.baseUrl).host }
    : config.xaiApiKey
      ? { baseUrl: XAI_BASE_URL, apiKey: config.xaiApiKey, recipient: 'xAI (api.x.ai)' }
      : null;
  if (!endpoint) return OFFLINE_ENGINE;
  const provider = lazyProvider({ ...endpoint, model, timeoutMs: config.timeoutMs });
  return { kind: 'model', info: { kind: 'model', label: model }, modelId: model, recipient: endpoint.recipient, provider };
}

/**
 * The model's provider, loaded on the first call: the AI SDK is some 20 MB of memory, which an app on
 * the offline engine never needs, and a configured one only once someone asks (issue 25 "Fits a small box").
 */
function lazyProvider(options: OpenAiCompatibleOptions): AiProvider {
  let loaded: Promise<AiProvider> | undefined;
  const provider = () => (loaded ??= import('./openai-compatible-provider').then((module) => module.createOpenAiCompatibleProvider(options)));
  return {
    recipient: options.recipient,
    model: options.model,
    generate: async (request) => (await provider()).generate(request),
    stream: async (request) => (await provider()).stream(request),
  };
}
