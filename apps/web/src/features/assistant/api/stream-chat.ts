import { type ChatCompletionChunk, type ChatTurn, engineLabelOfModel, isApiErrorBody } from '@cadence/shared';
import { ApiError } from '../../../lib/api-error';
import { TAB_CLIENT_ID } from '../../../lib/client-id';
import { SseReader } from './sse-reader';

const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

export interface StreamedReply {
  text: string;
  /** Who answered ('offline assistant' or the model's name). */
  engine: string;
}

/**
 * POST /api/ai/chat: sends the conversation and calls `onText` with the reply so far as it streams
 * (docs/product/ai.md "Chat"). A refusal before the stream (403, 429, 5xx) throws an ApiError with
 * the server's code; a failure part way through throws one from the stream's last `error` event.
 * Aborting the signal stops reading and the server abandons the call upstream.
 */
export async function streamChat(messages: readonly ChatTurn[], onText: (text: string) => void, signal?: AbortSignal): Promise<StreamedReply> {
  let response: Response;
  try {
    response = await fetch('/api/ai/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'text/event-stream, application/json',
        'content-type': 'application/json',
        'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
        'x-client-id': TAB_CLIENT_ID,
      },
      body: JSON.stringify({ messages }),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok || !response.body) throw await refusal(response);

  const reader = new SseReader();
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  let text = '';
  let engine = '';
  for (;;) {
    const { done, value } = await body.read();
    if (done) break;
    for (const data of reader.push(decoder.decode(value, { stream: true }))) {
      if (data === '[DONE]') return { text, engine };
      const event = JSON.parse(data) as ChatCompletionChunk | { error: { code?: string; message?: string } };
      if ('error' in event) {
        throw new ApiError({ status: 502, code: event.error.code ?? 'UPSTREAM_FAILED', message: event.error.message ?? '' });
      }
      engine = engineLabelOfModel(event.model);
      const delta = event.choices[0]?.delta.content;
      if (delta) {
        text += delta;
        onText(text);
      }
    }
  }
  // The stream ended without [DONE]: the answer stopped part way.
  throw new ApiError({ status: 502, code: 'UPSTREAM_FAILED', message: 'The answer stopped part way. Please try again.' });
}

async function refusal(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text()) as unknown;
  } catch {
    payload = null;
  }
  if (isApiErrorBody(payload)) return new ApiError({ status: response.status, ...payload.error, body: payload });
  return new ApiError({ status: response.status, code: response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR', message: `The server answered with an error (${response.status}). Please try again.` });
}
