import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL only: where another connection (the event listener) can reach the same database. */
  connectionString?: string;
  /** PostgreSQL only: how many connections the pool may open (the database admission stays below it, decision 009). */
  poolSize?: number;
  close(): Promise<void>;
}

/**
 * Time limits of the node-postgres pool (issue 6 §4). With PostgreSQL down or silently cut off, a request
 * must answer 503 within 2 s instead of hanging. In an outage a request waits for one checkout or one
 * query, so it fails after at most 1 s; only a request caught at the very moment the outage starts can
 * wait for both, 1000 + 900 ms, still under 2 s. Cadence's statements take milliseconds, so the limits
 * leave healthy traffic alone.
 */
export interface PostgresTimeouts {
  connectionTimeoutMillis?: number;
  query_timeout?: number;
  statement_timeout?: number;
  idle_in_transaction_session_timeout?: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  /**
   * Opening a connection, and also waiting for a free pooled one (pg-pool has one limit for both). A wait
   * for a free one that runs out while PostgreSQL keeps answering is "busy", not "away" (DatabaseBusyError).
   */
  connectionTimeoutMillis: 1000,
  /** Client side: no answer in this time means the connection is cut off (a silent network partition). */
  query_timeout: 900,
  /** Server side, below query_timeout: a slow statement is cancelled (57014) and its connection stays usable. */
  statement_timeout: 750,
  /** A transaction whose client vanished without a word gives its row locks back. */
  idle_in_transaction_session_timeout: 5000,
};

/** Migrations may run long statements (an index on a big table): only connecting is bounded. */
export const MIGRATION_TIMEOUTS: PostgresTimeouts = { connectionTimeoutMillis: 10_000 };

export function openPostgres(connectionString: string, max = 10, timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS): Database {
  const pool = new GuardedPool({
    connectionString,
    max,
    ...timeouts,
    // Timestamps come back as text in UTC, which db/iso-timestamp.ts turns into ISO strings cheaply.
    options: '-c TimeZone=UTC',
    // The kernel probes idle connections, so one whose peer vanished is found even while no query runs.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it and the next query reports any lasting problem.
  pool.on('error', () => {});
  // Nor a client whose connection dies while it is lent out: an 'error' event nobody listens to throws.
  pool.on('connect', (client) => client.on('error', () => {}));
  dropIdleClientsAfterConnectionFailure(pool);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    connectionString,
    poolSize: max,
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A pool that also looks after the clients it lends through connect(), which is how Drizzle runs a
 * transaction (issue 6 §4). Drizzle gives such a client back with release() and no error, and not at all
 * when `begin` fails: a dead connection would return to the pool, or stay out of it for good, and ten of
 * those exhaust the pool until the process restarts. pool.query() needs none of this: it watches the
 * client and releases it with the error, which makes the pool discard it.
 */
class GuardedPool extends pg.Pool {
  /** When a lent connection last came back from PostgreSQL with an answer, good or bad (performance.now()). */
  private lastAnsweredAt = Number.NEGATIVE_INFINITY;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('release', (error: Error | boolean | undefined) => {
      if (!error || !isConnectionFailure(error)) this.lastAnsweredAt = performance.now();
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    const askedAt = performance.now();
    if (callback) return super.connect((error, client, done) => callback(this.busyOr(error, askedAt), client, done));
    return super.connect().then(guardLentClient, (error: unknown) => {
      throw this.busyOr(error, askedAt);
    });
  }

  /**
   * issue 25 "A busy pool is not an outage": pg-pool reports a wait for a free connection that ran out
   * with the same words as a connection that could not be opened. When PostgreSQL answered one of the
   * pool's connections during that wait, it is there and serving others: the pool is busy.
   */
  private busyOr<E>(error: E, askedAt: number): E | DatabaseBusyError {
    const waitedOut = error instanceof Error && error.message === POOL_WAIT_TIMEOUT_MESSAGE;
    return waitedOut && this.lastAnsweredAt >= askedAt ? new DatabaseBusyError() : error;
  }
}

/** pg-pool's words for a wait for a free pooled connection that ran out (pg-pool 3.x, index.js). */
const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * Every pooled connection stayed busy for the whole wait while PostgreSQL kept answering. Deliberately
 * without the driver's error as its cause: that one reads as a connection failure (isConnectionFailure).
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor() {
    super('every pooled database connection stayed busy for the whole wait');
  }
}

/** Gives a lent client back, to be discarded, as soon as its connection fails; a later release() is a no-op. */
function guardLentClient(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const giveBack = (error?: Error | boolean): void => {
    if (released) return;
    released = true;
    client.removeListener('error', giveBack);
    client.query = query;
    release(error);
  };
  client.on('error', giveBack); // the socket closed or broke
  client.release = giveBack;
  // A read time-out leaves the socket open with a query in flight: no 'error' event comes, so watch the queries.
  const boundQuery = query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = boundQuery(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isConnectionFailure(error)) giveBack(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
  return client;
}

/**
 * When one connection is found cut off, the others resting in the pool were most likely cut off too (a
 * restart, a failover, a partition): close them all, so the next requests open fresh connections instead
 * of each waiting out a read time-out on a dead one, and the pool is healthy as soon as PostgreSQL is
 * (issue 6 §4). pg-pool has no public list of idle clients, so its events keep one.
 */
function dropIdleClientsAfterConnectionFailure(pool: pg.Pool): void {
  const idle = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => idle.delete(client));
  pool.on('remove', (client) => idle.delete(client));
  pool.on('release', (error: Error | boolean | undefined, client) => {
    if (!error) {
      idle.add(client);
      return;
    }
    if (!isConnectionFailure(error)) return;
    // Destroying the socket makes the client emit 'error', on which the pool removes it.
    for (const other of idle) other.connection.stream.destroy();
    idle.clear();
  });
}

/** The error and its causes, outermost first: Drizzle's DrizzleQueryError wraps the driver's error in `cause`. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== null && link !== undefined && chain.length < 10 && !chain.includes(link); ) {
    chain.push(link);
    link = typeof link === 'object' ? (link as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function field(link: unknown, key: 'code' | 'message' | 'severity'): string | undefined {
  const value = typeof link === 'object' && link !== null ? (link as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A pg or PGlite error reported by PostgreSQL itself: it has a severity and a SQLSTATE code. */
export function isPostgresError(link: unknown): boolean {
  return field(link, 'severity') !== undefined && field(link, 'code') !== undefined;
}

/** Drizzle's DrizzleQueryError, or anything shaped like it: its message holds the SQL and its parameters. */
export function isQueryError(link: unknown): boolean {
  return typeof link === 'object' && link !== null && 'query' in link && 'params' in link;
}

/** The SQLSTATE of the first PostgreSQL error in the chain, e.g. '23505'. */
export function sqlStateOf(error: unknown): string | undefined {
  return field(errorChain(error).find(isPostgresError), 'code');
}

/** Node socket errors that mean the server cannot be reached or went away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL closing the connection: class 08 (connection exception), admin_shutdown, crash_shutdown. */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P01|57P02)$/;
/** node-postgres and pg-pool's own errors for a connection that failed, timed out or was closed under us. */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|timeout expired|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;
/** PostgreSQL there but not serving: cannot_connect_now (starting up or shutting down). */
const NOT_SERVING_SQLSTATES = new Set(['57P03']);
/** PostgreSQL there and serving others: too_many_connections, query_canceled (statement_timeout). */
const BUSY_SQLSTATES = new Set(['53300', '57014']);

/** The connection failed or was lost: its state is unknown, so neither it nor its pooled siblings can be trusted. */
export function isConnectionFailure(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const code = field(link, 'code') ?? '';
    if (NETWORK_CODES.has(code) || (isPostgresError(link) && CONNECTION_SQLSTATE.test(code))) return true;
    // Only a driver's own message: a query error's message quotes its parameters, which users write.
    return !isQueryError(link) && CONNECTION_MESSAGE.test(field(link, 'message') ?? '');
  });
}

/** The database cannot serve this request now, but may in a moment: answer 503 with Retry-After (issue 6 §4). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionFailure(error) || NOT_SERVING_SQLSTATES.has(sqlStateOf(error) ?? '');
}

/** The database is there but too busy for this request now: 503 BUSY with Retry-After (issue 25 "A busy pool is not an outage"). */
export function isDatabaseBusy(error: unknown): boolean {
  return errorChain(error).some((link) => link instanceof DatabaseBusyError) || BUSY_SQLSTATES.has(sqlStateOf(error) ?? '');
}
