import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Delivery, EventBus } from './change-event';
import { createInProcessBus } from './in-process-bus';

/** One channel for every event of the app; payloads are tiny (an event is a few ids). */
export const EVENTS_CHANNEL = 'cadence_events';
/** How the bus's connection names itself in pg_stat_activity. */
export const EVENTS_CONNECTION_NAME = 'cadence-events';

/** How often the listening connection proves it is alive; a silent one would lose events unnoticed. */
const LISTENER_CHECK_MS = 10_000;
const LISTENER_CHECK_TIMEOUT_MS = 3_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** Notices sent in one statement while the previous one is on its way (a burst's notices travel together). */
const NOTICES_PER_STATEMENT = 200;
/** Notices waiting for the connection; past this many, they are dropped and the others told to resync. */
const MAX_WAITING_NOTICES = 10_000;
/** A send (or any statement on the bus's connection) unanswered this long means the connection is gone. */
const SEND_TIMEOUT_MS = 3_000;
/** How long a stop waits for the notices still waiting to go out. */
const CLOSE_DRAIN_MS = 2_000;

/** One statement, one transaction: its notices reach the listeners in this order (PostgreSQL's NOTIFY). */
const SEND_NOTICES_SQL = `select pg_notify($1, notice) from unnest($2::text[]) as notice`;

type Notification =
  /** A change: `from` (the instance that published it) has already delivered it to its own streams. */
  | { from: string; delivery: Delivery }
  /** `from` could not send some of its notices: every other instance's clients refetch what they show. */
  | { from: string; resync: true };

/**
 * LISTEN/NOTIFY across instances on one PostgreSQL (docs/architecture.md "Live sync", "Several instances"): each instance keeps one
 * connection LISTENing and fans notifications out to its own streams; publishing delivers locally at
 * once and NOTIFYs the others. When the listening connection drops (or stops answering), it reconnects
 * with backoff and announces a resync: events published meanwhile were not heard, so clients refetch
 * what they show (issue 8).
 *
 * Notices go out on the same dedicated connection, never through the request pool: in a burst the pool
 * is saturated, and 184 of 2,711 notices sent through it were lost without a word (issue 25, "No
 * silent gap in live sync"). A notice that cannot be sent — the connection is down, or a send failed
 * and may or may not have arrived — leaves this instance owing the others a resync, which it sends as
 * soon as its connection is back; each of them then tells its streams to refetch.
 */
export function createPostgresBus(options: { connectionString: string; logger: Logger }): EventBus & { ready: Promise<void> } {
  const { connectionString, logger } = options;
  const instance = randomUUID();
  const local = createInProcessBus();
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  const resyncListeners = new Set<() => void>();
  /** Notices waiting to go out, as JSON. */
  let waiting: string[] = [];
  /** Notices were lost since the last resync notice went out. */
  let owesResync = false;
  /** The send loop, while it runs. */
  let sending: Promise<void> | null = null;
  const resyncNotice = JSON.stringify({ from: instance, resync: true } satisfies Notification);

  const announceResync = () => {
    for (const listener of resyncListeners) listener();
  };

  function onNotification(message: pg.Notification): void {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let notification: Notification;
    try {
      notification = JSON.parse(message.payload) as Notification;
    } catch (error) {
      logger.warn({ err: error }, 'unreadable event notification');
      return;
    }
    if (notification.from === instance) return;
    if ('resync' in notification) {
      logger.info({ from: notification.from }, 'another instance lost change notices; clients resync');
      announceResync();
    } else local.publish(notification.delivery);
  }

  /** Notices are lost: whatever they were, the other instances' clients must refetch (issue 25). */
  function oweResync(lost: number, error?: unknown): void {
    if (!owesResync) logger.warn({ err: error, lost }, 'change notices did not reach the other instances; they will be told to resync');
    owesResync = true;
  }

  function flush(): void {
    if (sending || !client) return;
    sending = sendAll(client).finally(() => {
      sending = null;
      if (waiting.length > 0 || owesResync) flush(); // published between the loop's end and now
    });
  }

  async function sendAll(sender: pg.Client): Promise<void> {
    while (client === sender && (waiting.length > 0 || owesResync)) {
      const batch = waiting.splice(0, NOTICES_PER_STATEMENT);
      const carriesResync = owesResync;
      owesResync = false;
      try {
        await sender.query(SEND_NOTICES_SQL, [EVENTS_CHANNEL, carriesResync ? [resyncNotice, ...batch] : batch]);
      } catch (error) {
        // Whether any of these arrived is unknown, and those still waiting would go down the same
        // connection: all of them are covered by a resync, sent once the connection is back.
        oweResync(batch.length + waiting.length, error);
        waiting = [];
        if (client === sender) scheduleReconnect();
        return;
      }
    }
  }

  function dropClient(): void {
    const current = client;
    client = null;
    clearInterval(checkTimer);
    if (current) {
      current.removeAllListeners('notification');
      current.on('error', () => undefined);
      current.end().catch(() => undefined);
    }
  }

  function scheduleReconnect(): void {
    dropClient();
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(RECONNECT_MAX_MS, reconnectDelay * 2);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      application_name: EVENTS_CONNECTION_NAME,
      connectionTimeoutMillis: 2_000,
      query_timeout: SEND_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection failed; reconnecting');
      if (client === next) scheduleReconnect();
    });
    next.on('end', () => {
      if (client === next && !closed) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'event listener could not connect; retrying');
      next.end().catch(() => undefined);
      client = next;
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    next.on('notification', onNotification);
    reconnectDelay = RECONNECT_MIN_MS;
    checkTimer = setInterval(() => void checkAlive(next), LISTENER_CHECK_MS);
    checkTimer.unref();
    if (connectedOnce) {
      logger.info('event listener reconnected; clients resync');
      announceResync();
    }
    connectedOnce = true;
    flush(); // the resync owed for notices lost while the connection was down
  }

  async function checkAlive(checked: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('event listener did not answer')), LISTENER_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([checked.query('select 1'), timeout]);
    } catch (error) {
      if (client === checked) {
        logger.warn({ err: error }, 'event listener connection is silent; reconnecting');
        scheduleReconnect();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  const ready = connect();

  return {
    ready,
    publish(delivery) {
      local.publish(delivery);
      if (closed) return;
      if (!client || waiting.length >= MAX_WAITING_NOTICES) return oweResync(1);
      waiting.push(JSON.stringify({ from: instance, delivery } satisfies Notification));
      flush();
    },
    subscribe: (listener) => local.subscribe(listener),
    listening: () => client !== null && !closed,
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      // The last requests' notices go out before the connection closes, if they can within the time.
      const draining = sending;
      if (draining) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([draining, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_DRAIN_MS)))]);
        clearTimeout(timer);
      }
      dropClient();
      resyncListeners.clear();
      await local.close();
    },
  };
}
