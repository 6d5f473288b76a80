import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateAtStartup } from './db/migrate';
import { createLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config);
  await migrateAtStartup(database, config.databaseUrl);
  const { app, stop, ready } = createApp({ config, database, logger, startMailWorker: true });
  await ready;

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    logger.info({ database: database.kind }, `Cadence is running at ${config.publicUrl}`);
    if (config.mailMode === 'dev-mailbox') logger.info(`No SMTP_URL set: e-mails go to the dev mailbox at ${config.publicUrl}/dev/mailbox (readable from this machine only)`);
    if (config.mailMode === 'off') {
      logger.warn(
        `E-mail is not configured: set SMTP_URL. PUBLIC_URL ${config.publicUrl} is not a loopback address, so the dev mailbox is off; sign-up and password reset answer that e-mail is unavailable.`,
      );
    }
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Cadence could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
