/** Time source, injectable so tests can move time (reset-token expiry, throttles, mail backoff). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
