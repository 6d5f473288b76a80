import type { ChangeEvent } from '@cadence/shared';

// The live-updates client (docs/architecture.md "Live sync"): one EventSource on GET /api/events for
// the signed-in app. It knows no feature: what a change makes stale is decided in app/live-updates/.

export type LiveStatus = 'connecting' | 'live' | 'offline';

export const LIVE_EVENTS_URL = '/api/events';

/** After a refused stream (401, 429, 5xx) the browser gives up; we try again after 3 s, doubling up to a minute. */
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

const CHANGE_KINDS: readonly string[] = ['created', 'updated', 'deleted', 'revoked'] satisfies ChangeEvent['kind'][];

/** EventSource.readyState once the browser has given up on the stream. */
const CLOSED = 2;

/** What the client needs of an EventSource (the browser's, or a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface LiveUpdatesEnvironment {
  openEventSource(url: string): EventSourceLike;
  isOnline(): boolean;
  /** Calls back on the browser's `online` and `offline` events; returns the way to stop. */
  watchNetwork(onOnline: () => void, onOffline: () => void): () => void;
  setTimer(callback: () => void, ms: number): () => void;
  random(): number;
}

export interface LiveUpdatesHandlers {
  /** This tab's X-Client-Id: its own changes come back with it and are skipped. */
  clientId: string;
  /** A change made elsewhere: another tab, another device, another server instance. */
  onChange(event: ChangeEvent): void;
  /** Events may have been missed (the stream was down, or the server said `resync`): refetch what is shown. */
  onMissedEvents(): void;
  /**
   * The session may have ended (a `revoked` event, or the server refused the stream). Resolves
   * whether this tab is still signed in; when it is not, the caller closes the connection.
   */
  checkSession(): Promise<boolean>;
  onStatus(status: LiveStatus): void;
}

export interface LiveUpdatesConnection {
  close(): void;
}

/** The `data` of an `event: change`, or null when it is not a change this client can read. */
export function parseChangeEvent(data: unknown): ChangeEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { area, kind, id, version, client } = value as Record<string, unknown>;
  if (typeof area !== 'string' || area === '' || typeof kind !== 'string' || !CHANGE_KINDS.includes(kind)) return null;
  return {
    area,
    kind: kind as ChangeEvent['kind'],
    ...(typeof id === 'string' ? { id } : {}),
    ...(typeof version === 'string' ? { version } : {}),
    ...(typeof client === 'string' ? { client } : {}),
  };
}

/** The server's last word to a session that was signed out or revoked (a password change or reset). */
export function isSessionRevoked(event: ChangeEvent): boolean {
  return event.area === 'session' && event.kind === 'revoked';
}

/** A change this tab made itself: its own mutation already put the result in its cache. */
export function isFromThisTab(event: ChangeEvent, clientId: string): boolean {
  return event.client !== undefined && event.client === clientId;
}

/** The wait before the attempt after `failures` refused ones: 3 s doubling to 60 s, ±20 % so tabs do not return in step. */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Opens the stream and keeps it open until `close()`:
 * - `ready` makes the status `live`; a `ready` after any drop or refusal calls `onMissedEvents`,
 *   and so does `resync`;
 * - a `change` from another tab goes to `onChange`; this tab's own are skipped;
 * - `session`/`revoked`: the stream is closed at once (the browser would retry with an ended
 *   session), the session is checked, and the stream reopened if this tab is still signed in (a
 *   password change gives this browser a new cookie);
 * - a dropped stream is `offline` while the browser retries by itself (`retry:` hint); a refused
 *   one is retried by us with a growing delay, after checking the session (a 401 means it ended);
 * - the browser going offline closes the stream, coming back online reopens it at once.
 */
export function connectLiveUpdates(handlers: LiveUpdatesHandlers, environment: LiveUpdatesEnvironment = browserEnvironment()): LiveUpdatesConnection {
  let source: EventSourceLike | null = null;
  let status: LiveStatus | null = null;
  let closed = false;
  /** Whether events may have been missed since the last `ready`. */
  let missed = false;
  /** Refused attempts since the last `ready`, for the delay before the next. */
  let refusals = 0;
  let cancelRetry: (() => void) | null = null;
  let checkingSession = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    handlers.onStatus(next);
  };

  const stopSource = () => {
    cancelRetry?.();
    cancelRetry = null;
    source?.close();
    source = null;
  };

  const open = () => {
    if (closed) return;
    stopSource();
    if (!environment.isOnline()) {
      missed = true;
      setStatus('offline');
      return;
    }
    setStatus(status === 'offline' ? 'offline' : 'connecting');
    const stream = environment.openEventSource(LIVE_EVENTS_URL);
    source = stream;
    const current = () => source === stream && !closed;

    stream.addEventListener('ready', () => {
      if (!current()) return;
      refusals = 0;
      setStatus('live');
      if (missed) {
        missed = false;
        handlers.onMissedEvents();
      }
    });
    stream.addEventListener('resync', () => {
      if (current()) handlers.onMissedEvents();
    });
    stream.addEventListener('change', (message) => {
      if (!current()) return;
      const event = parseChangeEvent(message.data);
      if (!event) return;
      if (isSessionRevoked(event)) return void recheckSession('revoked');
      if (!isFromThisTab(event, handlers.clientId)) handlers.onChange(event);
    });
    stream.addEventListener('error', () => {
      if (!current()) return;
      missed = true;
      setStatus('offline');
      if (stream.readyState === CLOSED) {
        stream.close();
        source = null;
        void recheckSession('refused');
      }
    });
  };

  const recheckSession = async (reason: 'revoked' | 'refused') => {
    if (reason === 'revoked') {
      stopSource();
      missed = true;
    }
    if (checkingSession) return;
    checkingSession = true;
    let signedIn: boolean;
    try {
      signedIn = await handlers.checkSession();
    } catch {
      // The session could not be read (the network, the server): not known to be over, so try again.
      signedIn = true;
    } finally {
      checkingSession = false;
    }
    if (closed || !signedIn || source) return;
    if (reason === 'revoked') return open();
    const delay = reconnectDelayMs(refusals, environment.random);
    refusals += 1;
    cancelRetry = environment.setTimer(() => {
      cancelRetry = null;
      open();
    }, delay);
  };

  const stopWatching = environment.watchNetwork(
    () => {
      if (status !== 'live') {
        refusals = 0;
        open();
      }
    },
    () => {
      stopSource();
      missed = true;
      setStatus('offline');
    },
  );

  open();

  return {
    close() {
      if (closed) return;
      closed = true;
      stopWatching();
      stopSource();
    },
  };
}

export function browserEnvironment(): LiveUpdatesEnvironment {
  return {
    // Same origin: the session cookie travels without withCredentials.
    openEventSource: (url) => new EventSource(url),
    isOnline: () => navigator.onLine,
    watchNetwork(onOnline, onOffline) {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      return () => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      };
    },
    setTimer(callback, ms) {
      const handle = window.setTimeout(callback, ms);
      return () => window.clearTimeout(handle);
    },
    random: Math.random,
  };
}
