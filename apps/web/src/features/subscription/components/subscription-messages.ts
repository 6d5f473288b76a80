import { SUBSCRIPTION_MESSAGES } from '@cadence/shared';
import { ApiError } from '../../../lib/api-error';

/** docs/product/subscription.md "Page": signed out, 'You must be logged in to subscribe'; otherwise the error's message or the fallback. */
export function activationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return SUBSCRIPTION_MESSAGES.signInRequired;
    if (error.status === 0 || error.status >= 500) return SUBSCRIPTION_MESSAGES.activationFailed;
    return error.message || SUBSCRIPTION_MESSAGES.activationFailed;
  }
  return SUBSCRIPTION_MESSAGES.activationFailed;
}
