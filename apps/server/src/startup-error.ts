/**
 * A reason Cadence cannot start, in one or two sentences a person can act on (docs/code-style.md
 * "Errors"; issue 25 §5). main.ts prints the message and exits; the cause, when there is one, goes to
 * the log line after it.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
