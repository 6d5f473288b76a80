import type { ChangeEvent } from '@cadence/shared';

// What a client needs to know to refresh after a change (the shared ChangeEvent): never the content of
// a row: a journal entry's text or a task's title does not travel in an event.
export type { ChangeEvent };

/**
 * An event on its way to one user's streams. The session fields route it on the server and are never
 * sent: a revocation closes the streams of one session, or of every session but one.
 */
export interface Delivery {
  userId: string;
  event: ChangeEvent;
  sessionId?: string;
  exceptSessionId?: string;
  /**
   * A revocation that reaches this session's streams only after a grace (REPLACED_SESSION_GRACE_MS):
   * the session that changed the password, whose browser gets its new cookie with the answer. Told at
   * once, its tabs would ask for their session with the old cookie and be signed out. Session caches
   * drop it at once all the same.
   */
  graceSessionId?: string;
}

/** Every instance's streams, and its session cache, hear every delivery through this. */
export interface EventBus {
  /** Delivers at once to this instance and, on PostgreSQL, to every other instance. */
  publish(delivery: Delivery): void;
  /** Every delivery for every user (the stream registry and the session cache fan them out). */
  subscribe(listener: (delivery: Delivery) => void): () => void;
  /**
   * Called when deliveries may have been lost (the listening connection dropped and came back):
   * whoever shows data must assume it is stale.
   */
  onResync(listener: () => void): () => void;
  /** False while deliveries from other instances may be missed (the listening connection is down). */
  listening(): boolean;
  close(): Promise<void>;
}

/** The publishing half, which is all a service needs (AreaContext.events). */
export type EventPublisher = Pick<EventBus, 'publish'>;
