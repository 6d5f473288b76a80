import { APICallError, EmptyResponseBodyError, InvalidResponseDataError, JSONParseError, NoContentGeneratedError, TypeValidationError } from 'ai';
import { AiUpstreamError } from './ai-errors';

/** Seconds from a Retry-After header: whole seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSecondsOf(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), 3600);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.min(3600, Math.max(1, Math.ceil((at - now) / 1000)));
}

/**
 * What went wrong in a call through the AI SDK, in our terms. `timedOut` and `clientGone` say which of
 * our own signals, if any, cut the call short.
 */
export function upstreamFailureOf(error: unknown, signals: { timedOut: boolean; clientGone: boolean }): AiUpstreamError {
  if (error instanceof AiUpstreamError) return error;
  if (signals.timedOut) return new AiUpstreamError('timeout', 'the model did not answer in time');
  if (signals.clientGone) return new AiUpstreamError('aborted', 'the client went away');
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) {
      const header = Object.entries(error.responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
      return new AiUpstreamError('busy', 'the provider is over its limits', { status, retryAfterSeconds: retryAfterSecondsOf(header) });
    }
    if (status === 401 || status === 403 || status === 404) return new AiUpstreamError('configuration', `the provider refused the call (${status})`, { status });
    // A 2xx whose body is not a completion: the SDK reports it as a failed call with the 2xx status.
    if (status !== undefined && status < 300) return new AiUpstreamError('malformed', 'the provider answered something that is not a completion', { status });
    return new AiUpstreamError('failed', `the provider failed${status ? ` (${status})` : ''}`, status ? { status } : {});
  }
  if ([JSONParseError, TypeValidationError, InvalidResponseDataError, NoContentGeneratedError, EmptyResponseBodyError].some((kind) => kind.isInstance(error))) {
    return new AiUpstreamError('malformed', 'the provider answered something that is not a completion');
  }
  return new AiUpstreamError('failed', 'the provider could not be reached');
}

/** One retry, for a provider that failed with a 5xx (docs/product/ai.md "Engine"). */
export function isRetryable(error: AiUpstreamError): boolean {
  return error.kind === 'failed' && (error.details.status ?? 0) >= 500;
}
