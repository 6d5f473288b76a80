import type { Delivery, EventBus } from '../realtime/change-event';
import type { ActiveSession } from './session.repository';

/** An entry is trusted this long at most, whatever the bus says (a lost notification heals by itself). */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  session: ActiveSession;
  expiresAt: number;
  cachedUntil: number;
}

export interface SessionCache {
  get(token: string, now: Date): ActiveSession | undefined;
  set(token: string, session: ActiveSession, now: Date): void;
  size(): number;
  close(): void;
}

function revokes(delivery: Delivery, session: ActiveSession): boolean {
  if (delivery.event.area !== 'session' || delivery.event.kind !== 'revoked' || delivery.userId !== session.userId) return false;
  if (delivery.sessionId) return delivery.sessionId === session.sessionId;
  if (delivery.exceptSessionId) return delivery.exceptSessionId !== session.sessionId;
  return true;
}

/**
 * The sessions this instance has checked recently, so a signed-in request costs no database round
 * trip (issue 9). A sign-out, a password change or a reset on any instance reaches every instance's
 * cache through the event bus within milliseconds and removes the session; while the bus may miss
 * something (its connection is down) the cache is not consulted, and it forgets everything when the
 * bus comes back; an entry lives at most a minute and never past its session's end.
 */
export function createSessionCache(bus: Pick<EventBus, 'subscribe' | 'onResync' | 'listening'>): SessionCache {
  const entries = new Map<string, Entry>();
  const unsubscribe = bus.subscribe((delivery) => {
    // A changed profile may carry new preferences (time zone, first day of the week), which the
    // session carries: the person's entries are read again (docs/product/accounts.md "Preferences").
    if (delivery.event.area === 'profile') {
      for (const [token, entry] of entries) if (entry.session.userId === delivery.userId) entries.delete(token);
      return;
    }
    if (delivery.event.area !== 'session') return;
    for (const [token, entry] of entries) if (revokes(delivery, entry.session)) entries.delete(token);
  });
  const stopResync = bus.onResync(() => entries.clear());
  return {
    get(token, now) {
      // Revocations from other instances may be missed right now: ask the database instead.
      if (!bus.listening()) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      const at = now.getTime();
      if (entry.cachedUntil <= at || entry.expiresAt <= at) {
        entries.delete(token);
        return undefined;
      }
      return entry.session;
    },
    set(token, session, now) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(token, { session, expiresAt: Date.parse(session.expiresAt), cachedUntil: now.getTime() + SESSION_CACHE_TTL_MS });
    },
    size: () => entries.size,
    close() {
      unsubscribe();
      stopResync();
      entries.clear();
    },
  };
}
