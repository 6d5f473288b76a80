import type { ChatCompletionChunk, ChatCompletionResponse } from '@cadence/shared';
import { AiUpstreamError, upstreamAppError } from './ai-errors';
import type { AppError } from '../http/app-error';

// The OpenAI chat completion format our API answers in, plain and streamed (docs/product/ai.md
// "API"): `data: {chunk}` lines and a last `data: [DONE]`.

const encoder = new TextEncoder();

export function completionId(): string {
  return `chatcmpl-${crypto.randomUUID().replace(/-/g, '')}`;
}

/** A rough count (about four characters a token) for the `usage` field when the engine gives none. */
export function approximateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function completionResponse(input: { id: string; model: string; text: string; finishReason: 'stop' | 'length'; promptTokens: number; completionTokens: number; created: number }): ChatCompletionResponse {
  return {
    id: input.id,
    object: 'chat.completion',
    created: input.created,
    model: input.model,
    choices: [{ index: 0, message: { role: 'assistant', content: input.text }, finish_reason: input.finishReason }],
    usage: { prompt_tokens: input.promptTokens, completion_tokens: input.completionTokens, total_tokens: input.promptTokens + input.completionTokens },
  };
}

function chunk(id: string, model: string, created: number, delta: ChatCompletionChunk['choices'][0]['delta'], finish: 'stop' | 'length' | null): string {
  const body: ChatCompletionChunk = { id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export interface StreamedCompletion {
  id: string;
  model: string;
  created: number;
  deltas: AsyncIterable<string>;
  finished: Promise<'stop' | 'length'>;
  /** Called once: 'completed' after [DONE], 'failed' when the engine failed mid-way, 'abandoned' when the reader left. */
  onEnd(outcome: 'completed' | 'failed' | 'abandoned'): void;
}

/**
 * The SSE body of a streamed completion. A failure after the first chunk cannot change the status any
 * more: it is sent as a last `data: {"error": …}` line, without [DONE]. When the reader goes away, the
 * engine's iterator is returned, which abandons the call upstream.
 */
export function completionStream(input: StreamedCompletion): ReadableStream<Uint8Array> {
  const iterator = input.deltas[Symbol.asyncIterator]();
  let ended = false;
  const end = (outcome: 'completed' | 'failed' | 'abandoned') => {
    if (ended) return;
    ended = true;
    input.onEnd(outcome);
  };
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(chunk(input.id, input.model, input.created, { role: 'assistant', content: '' }, null)));
        }
        const step = await iterator.next();
        if (!step.done) {
          controller.enqueue(encoder.encode(chunk(input.id, input.model, input.created, { content: step.value }, null)));
          return;
        }
        const reason = await input.finished;
        controller.enqueue(encoder.encode(chunk(input.id, input.model, input.created, {}, reason)));
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
        end('completed');
      } catch (error) {
        if (ended) return;
        const failure = error instanceof AiUpstreamError ? upstreamAppError(error) : null;
        const body = errorLine(failure);
        controller.enqueue(encoder.encode(body));
        controller.close();
        end('failed');
      }
    },
    async cancel() {
      end('abandoned');
      await iterator.return?.();
    },
  });
}

function errorLine(error: AppError | null): string {
  const payload = error ? { code: error.code, message: error.message } : { code: 'UPSTREAM_FAILED', message: 'The answer stopped part way. Please try again.' };
  return `data: ${JSON.stringify({ error: { ...payload, type: 'server_error' } })}\n\n`;
}

/** Splits an offline answer into word-sized deltas, so it streams as a model's would. */
export async function* textDeltas(text: string): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) yield piece;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
} as const;
