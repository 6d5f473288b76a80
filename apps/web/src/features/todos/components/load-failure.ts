import { ApiError } from '../../../lib/api-error';

/**
 * docs/product/todos.md "Errors": a failed load says what happened in words (issue 13), never a bare
 * status code: `what` ('Could not load your tasks.') then why, in our words, and what to do.
 */
export function loadFailureMessage(error: unknown, what: string): string {
  if (!(error instanceof ApiError)) return `${what} Something went wrong in the app. Please try again.`;
  if (error.status === 0) return `${what} Cadence can't reach the server. Check your connection, then try again.`;
  if (error.status === 401) return `${what} Your session has ended. Please sign in again.`;
  if (error.status === 503 && error.code === 'UNAVAILABLE' && error.message) return `${what} ${error.message}`;
  if (error.status === 429) return `${what} Too many requests in a short time. Please wait a moment and try again.`;
  if (error.status >= 500) return `${what} The server ran into a problem. Please try again in a moment.`;
  return `${what} The server refused the request. Please reload the page.`;
}
