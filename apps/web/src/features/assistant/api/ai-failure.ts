import { ApiError } from '../../../lib/api-error';

/**
 * What an AI control shows for a failed call (docs/product/ai.md
 * "Errors"): the upgrade prompt, the day's allowance spent, the configuration box, or its own
 * failure text. The server's codes decide; the spec's text rules ('subscription' or 'upgrade' →
 * upgrade prompt; 'API key' or 'configuration' → configuration) place anything without one.
 */
export type AiFailure =
  | { kind: 'upgrade' }
  | { kind: 'quota'; message: string }
  | { kind: 'configuration' }
  | { kind: 'failed'; message: string };

export function aiFailureOf(error: unknown): AiFailure {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof ApiError) {
    if (error.code === 'AI_ACCESS_REQUIRED') return { kind: 'upgrade' };
    if (error.code === 'AI_QUOTA_EXCEEDED') return { kind: 'quota', message };
    if (error.code === 'AI_CONFIGURATION') return { kind: 'configuration' };
  }
  if (/subscription|upgrade/i.test(message)) return { kind: 'upgrade' };
  if (/API key|configuration/i.test(message)) return { kind: 'configuration' };
  return { kind: 'failed', message };
}
