import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { createBackupKeeper } from './areas/backups/backup-keeper';
import { ConfigError, loadConfig } from './config';
import { createDiskSpaceGuard } from './db/embedded/disk-space-guard';
import { damagedDatabaseError } from './db/embedded/data-folder-check';
import { EMPTY_DATABASE_FILE } from './db/embedded/empty-database';
import type { EmbeddedDatabase } from './db/embedded/open-embedded';
import { migrateAtStartup } from './db/migrate';
import { describePostgres, openDatabase } from './db/open-database';
import { type HttpServing, listenHttp } from './http-serving';
import { createLogger } from './logger';
import { StartupError } from './startup-error';

// The process: configuration, the database, the app, the port, and a prompt, orderly stop
// (docs/architecture.md "Starting and stopping").

async function main(): Promise<void> {
  // Every file the process creates (the embedded database, backups, the auth secret) is the owner's only.
  process.umask(0o077);
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  // The build leaves an empty, migrated database beside the bundle for first starts (db/embedded/empty-database.ts).
  const emptyDatabase = fileURLToPath(new URL(`./${EMPTY_DATABASE_FILE}`, import.meta.url));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, waitSeconds: config.databaseWaitSeconds, emptyDatabase }, logger);
  const embedded = database.kind === 'pglite' ? (database as EmbeddedDatabase) : null;
  try {
    await migrateAtStartup(database, config.databaseUrl);
  } catch (error) {
    await database.close().catch(() => undefined);
    if (embedded) throw damagedDatabaseError(embedded.folder.databaseDir, config.dataDir, error);
    throw new StartupError(`Cadence could not bring the database at ${describePostgres(config.databaseUrl ?? '')} up to date: ${firstLine(error)}. Check that DATABASE_URL's user may create tables there.`);
  }

  const diskSpace = embedded ? createDiskSpaceGuard({ folder: embedded.folder.databaseDir, logger }) : undefined;
  const backups = embedded ? createBackupKeeper(embedded) : undefined;
  const cadence = createApp({ config, database, logger, startMailWorker: true, diskSpace, backups });
  await cadence.ready;

  let serving: HttpServing;
  try {
    serving = await listenHttp(cadence.app, { host: config.host, port: config.port, logger });
  } catch (error) {
    await cadence.stop();
    await database.close();
    throw error;
  }
  embedded?.lock.setPort(serving.port);
  logger.info({ database: database.kind }, `Cadence is running at ${config.publicUrl}`);
  if (embedded) logger.info(`The embedded database is in ${embedded.folder.databaseDir}; commits are flushed to disk before they are acknowledged.`);
  if (config.mailMode === 'dev-mailbox') logger.info(`No SMTP_URL set: e-mails go to the dev mailbox at ${config.publicUrl}/dev/mailbox (readable from this machine only)`);
  if (config.mailMode === 'off') {
    logger.warn(
      `E-mail is not configured: set SMTP_URL. PUBLIC_URL ${config.publicUrl} is not a loopback address, so the dev mailbox is off; sign-up and password reset answer that e-mail is unavailable.`,
    );
  }

  // issue 25 §6: the first SIGTERM or Ctrl-C lets requests in flight finish (each answer closes its
  // connection), ends the live-update streams at once, and cuts whatever is left after the grace; the
  // database closes last. A second signal exits at once (committed work is safe: it is on disk).
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second stop signal: exiting now');
      process.exit(130);
    }
    stopping = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    logger.info({ signal, inFlight: serving.inFlight(), graceSeconds: config.shutdownGraceSeconds }, 'stopping: finishing the requests in flight');
    const hardStop = setTimeout(() => {
      logger.error('the stop took too long: exiting now');
      process.exit(1);
    }, graceMs + 5_000);
    hardStop.unref();
    cadence.streams.close();
    const ended = await serving.drain(graceMs);
    if (ended === 'cut') logger.warn({ graceSeconds: config.shutdownGraceSeconds }, 'requests still open after the grace were cut');
    await cadence.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Drizzle's message quotes the SQL and its parameters: keep only what went wrong.
  return message.split('\n')[0]!.replace(/\s*params:.*$/, '');
}

/** One sentence for the reasons people can act on; for anything else the sentence and its causes, never a stack of frames. */
function report(error: unknown): void {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    return;
  }
  const causes: string[] = [];
  for (let link: unknown = error; link && causes.length < 5; link = (link as { cause?: unknown }).cause) causes.push(firstLine(link));
  console.error(`Cadence could not start: ${causes.join(' ← ')}`);
}

main().catch((error: unknown) => {
  report(error);
  process.exit(1);
});
