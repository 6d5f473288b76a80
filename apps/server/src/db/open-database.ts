import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { StartupError } from '../startup-error';
import { type Database, isConnectionFailure, openPostgres } from './client';
import { openEmbeddedDatabase } from './embedded/open-embedded';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL mode: how long to wait for a server that does not answer yet (DATABASE_WAIT_SECONDS). */
  waitSeconds?: number;
  /** Embedded mode: the empty database a first start unpacks (db/embedded/empty-database.ts). */
  emptyDatabase?: string;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

/**
 * The database the app serves from (docs/architecture.md "Data"): the embedded one in DATA_DIR/pglite
 * (checked, locked and durable: db/embedded/), or a PostgreSQL server when DATABASE_URL is set, waited
 * for with backoff when it does not answer yet (a database container starting beside the app).
 */
export async function openDatabase(options: OpenDatabaseOptions, logger: Logger): Promise<Database> {
  if (!options.databaseUrl) return openEmbeddedDatabase(options.dataDir, { emptyDatabase: options.emptyDatabase });
  const database = openPostgres(options.databaseUrl);
  try {
    await waitForPostgres(database, options.databaseUrl, logger, (options.waitSeconds ?? 60) * 1000);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/** Where a DATABASE_URL points, without its password: for log lines and messages. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function waitForPostgres(database: Database, url: string, logger: Logger, maxWaitMs: number): Promise<void> {
  const where = describePostgres(url);
  const started = performance.now();
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(LONGEST_RETRY_MS, delay * 2)) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const waited = performance.now() - started;
      const reason = reasonOf(error);
      if (!isConnectionFailure(error) && !/starting up|too many/i.test(reason)) {
        throw new StartupError(`PostgreSQL at ${where} refused Cadence: ${reason}. Check DATABASE_URL (user, password, database name) and the server's access rules.`);
      }
      if (waited + delay > maxWaitMs) {
        throw new StartupError(`Cadence could not reach PostgreSQL at ${where} for ${Math.round(waited / 1000)} s (${reason}). Check that it is running and that DATABASE_URL is right; DATABASE_WAIT_SECONDS sets how long to wait.`);
      }
      logger.warn({ postgres: where, reason, retryInSeconds: delay / 1000, waitedSeconds: Math.round(waited / 1000) }, `PostgreSQL at ${where} does not answer yet; trying again`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The innermost message of an error, without SQL parameters. */
function reasonOf(error: unknown): string {
  let link: unknown = error;
  for (let depth = 0; depth < 5 && link && typeof link === 'object' && 'cause' in link && (link as { cause?: unknown }).cause; depth += 1) link = (link as { cause: unknown }).cause;
  const message = link instanceof Error ? link.message : String(link);
  const code = (link as { code?: unknown } | null)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
