// docs/product/accounts.md "Forgot password": one reset request per e-mail per 60 seconds, enforced by the server.
export const RESET_REQUEST_INTERVAL_SECONDS = 60;

/** Whole seconds left before another attempt is allowed (0 when allowed now). */
export function secondsUntilAllowed(lastAttemptMs: number, nowMs: number, intervalSeconds: number): number {
  const elapsedMs = nowMs - lastAttemptMs;
  if (elapsedMs < 0) return intervalSeconds;
  const remainingMs = intervalSeconds * 1000 - elapsedMs;
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 1000);
}

export function resetThrottleMessage(seconds: number): string {
  return `For security purposes, you can only request this once per minute. Please try again in ${seconds} seconds.`;
}

/** A throttle's answer where the spec has no words of its own: when to try again, in plain units. */
export function tryAgainMessage(seconds: number): string {
  if (seconds <= 90) return `Too many attempts. Please try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} minutes.`;
}
