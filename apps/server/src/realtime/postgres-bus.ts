import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Delivery, EventBus } from './change-event';
import { createInProcessBus } from './in-process-bus';

/** One channel for every event of the app; payloads are tiny (an event is a few ids). */
export const EVENTS_CHANNEL = 'cadence_events';

/** How often the listening connection proves it is alive; a silent one would lose events unnoticed. */
const LISTENER_CHECK_MS = 10_000;
const LISTENER_CHECK_TIMEOUT_MS = 3_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

interface Notification {
  /** The instance that published it: it has already delivered it to its own streams. */
  from: string;
  delivery: Delivery;
}

/**
 * LISTEN/NOTIFY across instances on one PostgreSQL (docs/architecture.md "Live sync", "Several instances"): each instance keeps one
 * connection LISTENing and fans notifications out to its own streams; publishing delivers locally at
 * once and NOTIFYs the others through the pool. When the listening connection drops (or stops
 * answering), it reconnects with backoff and announces a resync: events published meanwhile were not
 * heard, so clients refetch what they show (issue 8).
 */
export function createPostgresBus(options: { connectionString: string; db: Db; logger: Logger }): EventBus & { ready: Promise<void> } {
  const { connectionString, db, logger } = options;
  const instance = randomUUID();
  const local = createInProcessBus();
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  const resyncListeners = new Set<() => void>();

  const announceResync = () => {
    for (const listener of resyncListeners) listener();
  };

  function onNotification(message: pg.Notification): void {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    try {
      const { from, delivery } = JSON.parse(message.payload) as Notification;
      if (from !== instance) local.publish(delivery);
    } catch (error) {
      logger.warn({ err: error }, 'unreadable event notification');
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
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
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
      const payload = JSON.stringify({ from: instance, delivery } satisfies Notification);
      db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`).catch((error: unknown) =>
        logger.warn({ err: error }, 'event not sent to other instances'),
      );
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
      dropClient();
      resyncListeners.clear();
      await local.close();
    },
  };
}
