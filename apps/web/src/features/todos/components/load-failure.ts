import { ApiError } from '../../../lib/api-error';

const SAYS_WHY = new Set(['UNAVAILABLE', 'BUSY', 'DISK_FULL']);

/**
 * docs/product/todos.md "Errors": a failed load says what happened in words (issue 13), never a bare
 * status code: `what` ('Could not load your tasks.') then why, in our words, and what to do.
 */
export function loadFailureMessage(error: unknown, what: string): string {
  if (!(error instanceof ApiError)) return `${what} Something went wrong in the app. Please try again.`;
  if (error.status === 0) return `${what} Cadence can't reach the server. Check your connection, then try again.`;
  if (error.status === 401) return `${what} Your session has ended. Please sign in again.`;
  // The server's own words for the 503s that say why: the database away, busy, or its disk full (issue 25).
  if (error.status === 503 && SAYS_WHY.has(error.code) && error.message) return `${what} ${error.message}`;
  if (error.status === 429) return `${what} Too many requests in a short time. Please wait a moment and try again.`;
  if (error.status >= 500) return `${what} The server ran into a problem. Please try again in a moment.`;
  return `${what} The server refused the request. Please reload the page.`;
}
