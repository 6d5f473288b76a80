/**
 * A reason Cadence cannot start, in one or two sentences a person can act on (docs/code-style.md
 * "Server": errors are values; issue 25 §5). main.ts prints the message alone and exits.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
