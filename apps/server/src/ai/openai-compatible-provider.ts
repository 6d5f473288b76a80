import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type ModelMessage, streamText, type TextStreamPart, type ToolSet } from 'ai';
import { AiUpstreamError } from './ai-errors';
import type { AiGeneration, AiProvider, AiRequest, AiStream } from './ai-provider';
import { createDeadline, type Deadline, pause } from './deadline';
import { isRetryable, upstreamFailureOf } from './upstream-failure';

export interface OpenAiCompatibleOptions {
  /** The endpoint's base URL, e.g. https://api.x.ai/v1. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Who receives the prompts (named in the privacy setting). */
  recipient: string;
  /** A call (or a stream's wait for its next chunk) longer than this fails as a time-out. */
  timeoutMs: number;
  /** The pause before the one retry after a 5xx. */
  retryDelayMs?: number;
}

/** Before the one retry after a 5xx: short, so the retry still fits the time-out. */
const DEFAULT_RETRY_DELAY_MS = 250;

function finishOf(reason: string | undefined): 'stop' | 'length' {
  return reason === 'length' ? 'length' : 'stop';
}

function toModelMessages(request: AiRequest): ModelMessage[] {
  return request.messages.map((message) => ({ role: message.role, content: message.content }) as ModelMessage);
}

/**
 * Any OpenAI-compatible endpoint (xAI, OpenAI, a local Ollama or llama.cpp server) through the `ai`
 * SDK (docs/architecture.md "Stack notes"). The SDK's own retries are off: this provider retries once, after a 5xx only
 * (a 429 is the provider asking us to wait, passed on as 503 with Retry-After), within one time-out.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const provider = createOpenAICompatible({ name: 'upstream', baseURL: options.baseUrl.replace(/\/+$/, ''), ...(options.apiKey ? { apiKey: options.apiKey } : {}) });
  const model = provider.chatModel(options.model);
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function generate(request: AiRequest): Promise<AiGeneration> {
    const deadline = createDeadline(options.timeoutMs, request.signal);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const result = await generateText({
            model,
            system: request.system,
            messages: toModelMessages(request),
            temperature: request.temperature,
            maxOutputTokens: request.maxTokens,
            maxRetries: 0,
            abortSignal: deadline.signal,
          });
          return {
            text: result.text,
            finishReason: finishOf(result.finishReason),
            usage: { promptTokens: result.usage.inputTokens ?? 0, completionTokens: result.usage.outputTokens ?? 0 },
          };
        } catch (error) {
          const failure = upstreamFailureOf(error, deadline);
          if (attempt > 0 || !isRetryable(failure)) throw failure;
          await pause(retryDelayMs, deadline.signal).catch(() => {
            throw upstreamFailureOf(undefined, deadline);
          });
        }
      }
    } finally {
      deadline.clear();
    }
  }

  async function stream(request: AiRequest): Promise<AiStream> {
    const deadline = createDeadline(options.timeoutMs, request.signal);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await openStream(request, deadline);
        } catch (error) {
          const failure = upstreamFailureOf(error, deadline);
          if (attempt > 0 || !isRetryable(failure)) throw failure;
          await pause(retryDelayMs, deadline.signal).catch(() => {
            throw upstreamFailureOf(undefined, deadline);
          });
        }
      }
    } catch (error) {
      deadline.clear();
      throw error;
    }
  }

  /** Starts the stream and waits for its first text, so a failure before it is still an HTTP error. */
  async function openStream(request: AiRequest, deadline: Deadline): Promise<AiStream> {
    const result = streamText({
      model,
      system: request.system,
      messages: toModelMessages(request),
      temperature: request.temperature,
      maxOutputTokens: request.maxTokens,
      maxRetries: 0,
      abortSignal: deadline.signal,
      // Failures arrive as 'error' parts, handled below; the SDK would also print them.
      onError: () => undefined,
    });
    const parts = result.fullStream[Symbol.asyncIterator]();
    let finishReason: 'stop' | 'length' = 'stop';
    let done = false;

    /** The next text delta, or null at the end; throws the failure of an 'error' or 'abort' part. */
    const nextText = async (): Promise<string | null> => {
      for (;;) {
        let step: IteratorResult<TextStreamPart<ToolSet>>;
        try {
          step = await parts.next();
        } catch (error) {
          throw upstreamFailureOf(error, deadline);
        }
        deadline.touch();
        if (step.done) return null;
        const part = step.value;
        if (part.type === 'text-delta' && part.text !== '') return part.text;
        if (part.type === 'error') throw upstreamFailureOf(part.error, deadline);
        if (part.type === 'abort') throw upstreamFailureOf(new AiUpstreamError('aborted', 'aborted'), deadline);
        if (part.type === 'finish') finishReason = finishOf(part.finishReason);
      }
    };

    const first = await nextText();
    let resolveFinished!: (reason: 'stop' | 'length') => void;
    let rejectFinished!: (error: unknown) => void;
    const finished = new Promise<'stop' | 'length'>((resolve, reject) => {
      resolveFinished = resolve;
      rejectFinished = reject;
    });
    finished.catch(() => undefined);

    async function* deltas(): AsyncGenerator<string> {
      try {
        if (first !== null) yield first;
        for (let text = await nextText(); text !== null; text = await nextText()) yield text;
        done = true;
        resolveFinished(finishReason);
      } catch (error) {
        rejectFinished(error);
        throw error;
      } finally {
        // The reader stopped early (the client went away): cut the call upstream.
        if (!done) {
          deadline.abandon();
          await parts.return?.().catch(() => undefined);
          rejectFinished(new AiUpstreamError('aborted', 'the stream was not read to its end'));
        }
        deadline.clear();
      }
    }
    return { deltas: deltas(), finished };
  }

  return { recipient: options.recipient, model: options.model, generate, stream };
}
