import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config);
  await migrateDatabase(database);
  const { app, stop } = createApp({ config, database, logger, startMailWorker: true });

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    logger.info({ database: database.kind }, `Cadence is running at ${config.publicUrl}`);
    if (!config.smtpUrl) logger.info(`No SMTP_URL set: e-mails go to the dev mailbox at ${config.publicUrl}/dev/mailbox`);
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
