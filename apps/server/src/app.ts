import { Hono } from 'hono';
import type { Logger } from 'pino';
import { accountRoutes } from './areas/account/account.routes';
import { authRoutes } from './areas/auth/auth.routes';
import { createAuth } from './areas/auth/create-auth';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './areas/dev-mailbox/dev-mailbox.routes';
import { habitsRoutes } from './areas/habits/habits.routes';
import { profileRoutes } from './areas/profile/profile.routes';
import { systemRoutes } from './areas/system/system.routes';
import { todosRoutes } from './areas/todos/todos.routes';
import { createBackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import type { AppDeps, AppEnv } from './http/app-env';
import { limitBody, requireJsonBody } from './http/body-rules.middleware';
import { handleError } from './http/error-handler';
import { hostCheck } from './http/host-check.middleware';
import { loopbackOnly } from './http/loopback-only.middleware';
import { originCheck } from './http/origin-check.middleware';
import { requestLog } from './http/request-log.middleware';
import { securityHeaders } from './http/security-headers.middleware';
import { staticSpa } from './http/static-spa';
import { silentLogger } from './logger';
import { startMaintenance } from './maintenance';
import { createDevMailboxTransport } from './mail/dev-mailbox-transport';
import type { MailTransport } from './mail/mail-message';
import { createMailOutbox } from './mail/mail-outbox';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker';
import { createSmtpTransport } from './mail/smtp-transport';

/** Long enough for a slow SMTP server: the transport gives up well before another worker may retry (issue 6 §8). */
const DEFAULT_MAIL_LEASE_MS = 60_000;

const NO_TRANSPORT: MailTransport = {
  name: 'none',
  send: () => Promise.reject(new Error('e-mail is not configured')),
};

export interface CreateAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: Logger;
  /** Replaces the SMTP / dev-mailbox transport (tests). */
  mailTransport?: MailTransport;
  /** Start the outbox worker and housekeeping now (main.ts does; tests usually drive the worker with worker.runOnce()). */
  startMailWorker?: boolean;
  mailWorker?: Partial<Omit<OutboxWorkerOptions, 'db' | 'transport' | 'clock' | 'logger'>>;
}

export interface CadenceApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  worker: OutboxWorker;
  /** Stops the worker and the SMTP connection; the database belongs to the caller. */
  stop(): Promise<void>;
}

export function createApp(options: CreateAppOptions): CadenceApp {
  const { config, database } = options;
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const outbox = createMailOutbox(db, clock);
  const auth = createAuth({ config, db, outbox, logger });
  const background = createBackgroundTasks(logger);
  const deps: AppDeps = { config, db, databaseKind: database.kind, clock, logger, auth, outbox, background };

  const leaseMs = options.mailWorker?.leaseMs ?? DEFAULT_MAIL_LEASE_MS;
  const smtp = !options.mailTransport && config.mailMode === 'smtp' && config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, leaseMs) : undefined;
  const devMailbox = config.mailMode === 'dev-mailbox' ? createDevMailboxTransport(logger, `${config.publicUrl}/dev/mailbox`) : undefined;
  // With e-mail off there is no transport: mails stay pending in the outbox until SMTP_URL is set.
  const transport = options.mailTransport ?? smtp ?? devMailbox;
  const worker = createOutboxWorker({ db, transport: transport ?? NO_TRANSPORT, clock, logger, ...options.mailWorker, leaseMs });
  const unsubscribe = outbox.onEnqueued(() => worker.nudge());
  if (options.startMailWorker && transport) worker.start();
  const stopMaintenance = options.startMailWorker ? startMaintenance({ db, clock, logger }) : () => undefined;

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger), securityHeaders(config), hostCheck(config));
  app.use('/api/*', limitBody, originCheck(config), requireJsonBody);

  app.route('/api', systemRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  // Area routers go here, before the /api 404: app.route('/api/<area>', <area>Routes(deps));
  app.route('/api/todos', todosRoutes(deps));
  app.route('/api/habits', habitsRoutes(deps));
  if (config.mailMode === 'dev-mailbox') {
    // issue 6 §1: every reset link is in there; only a person at this machine may read it.
    app.use('/api/dev/mailbox', loopbackOnly(() => { throw AppError.notFound('No such API route'); }));
    app.use('/dev/mailbox', loopbackOnly(() => new Response('Not found', { status: 404 })));
    app.route('/api/dev/mailbox', devMailboxApiRoutes(deps));
    app.route('/dev/mailbox', devMailboxPageRoutes(deps));
  }

  app.all('/api/*', () => {
    throw AppError.notFound('No such API route');
  });
  app.all('/dev/*', (c) => c.text('Not found', 404));
  app.route('/', staticSpa(config.webDistDir));

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError(logger));

  return {
    app,
    deps,
    worker,
    async stop() {
      unsubscribe();
      stopMaintenance();
      await worker.stop();
      await background.settled();
      smtp?.close();
    },
  };
}
