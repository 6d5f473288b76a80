import { PASSKEY_MESSAGES } from '@cadence/shared';
import { ApiError, errorMessage } from '../../../lib/api-error';

// docs/product/accounts.md "Passkeys": what a person reads when a passkey request does not go through.

/** The browser's refusal (cancelled, timed out, not allowed) in the product's words; the server's words as they are. */
export function passkeyErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return PASSKEY_MESSAGES.cancelled;
  if (error instanceof Error && error.name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
  return fallback;
}
