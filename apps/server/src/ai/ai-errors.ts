import { AI_MESSAGES } from '@cadence/shared';
import { AppError } from '../http/app-error';

/** How a call to the model failed (docs/product/ai.md "Errors"). */
export type AiFailureKind = 'timeout' | 'busy' | 'failed' | 'configuration' | 'malformed' | 'aborted';

/** Seconds a client waits after the provider said 429 without a Retry-After of its own. */
export const DEFAULT_UPSTREAM_RETRY_AFTER_SECONDS = 10;

export class AiUpstreamError extends Error {
  override name = 'AiUpstreamError';

  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/**
 * The provider's failure as our HTTP answer: a hang is 504, a provider over its limits 503 with
 * Retry-After, a refused key 502 in words that say 'configuration' (the UI shows its 'AI Service
 * Error' box for those, docs/product/ai.md "Errors"), any other failure 502.
 */
export function upstreamAppError(error: AiUpstreamError): AppError {
  switch (error.kind) {
    case 'timeout':
      return new AppError('UPSTREAM_TIMEOUT', AI_MESSAGES.upstreamTimeout);
    case 'busy':
      return new AppError('UNAVAILABLE', AI_MESSAGES.upstreamUnavailable, { retryAfterSeconds: error.details.retryAfterSeconds ?? DEFAULT_UPSTREAM_RETRY_AFTER_SECONDS });
    case 'configuration':
      return new AppError('AI_CONFIGURATION', AI_MESSAGES.upstreamConfiguration);
    case 'malformed':
      return new AppError('UPSTREAM_FAILED', AI_MESSAGES.upstreamMalformed);
    default:
      return new AppError('UPSTREAM_FAILED', AI_MESSAGES.upstreamFailed);
  }
}
