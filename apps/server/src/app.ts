import { Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { createAiEngine } from './ai/ai-engine';
import { assistantRoutes } from './areas/assistant/assistant.routes';
import { grokRoutes } from './areas/assistant/grok.routes';
import { activitiesRoutes, activitySessionRoutes } from './areas/activity/activity.routes';
import { activityReportCsvRoutes, activityReportRoutes } from './areas/activity/activity-report.routes';
import { authRoutes } from './areas/auth/auth.routes';
import { twoFactorRoutes } from './areas/auth/two-factor.routes';
import { createSecurityNotices } from './areas/auth/security-notices.service';
import { devicesRoutes, otherDevicesRoutes } from './areas/auth/devices.routes';
import { passkeyAuthRoutes, passkeyOptionsRoutes, passkeysRoutes } from './areas/auth/passkeys.routes';
import { backupFolderFor } from './areas/backups/backup-context';
import type { BackupKeeper } from './areas/backups/backup-keeper';
import { backupsRoutes } from './areas/backups/backups.routes';
import { createAuth } from './areas/auth/create-auth';
import { resetTokenRoutes } from './areas/auth/reset-token.routes';
import { dashboardRoutes } from './areas/dashboard/dashboard.routes';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './areas/dev-mailbox/dev-mailbox.routes';
import { goalsRoutes } from './areas/goals/goals.routes';
import { habitCompletions } from './areas/habits/habit-completions.service';
import { habitsRoutes } from './areas/habits/habits.routes';
import { habitBreaksRoutes } from './areas/habits/habit-breaks.routes';
import { journalRoutes, journalMonthsRoutes, journalOnThisDayRoutes, journalTagsRoutes, moodTrendRoutes, moodsRoutes } from './areas/journal/journal.routes';
import { helpRoutes } from './areas/help/help.routes';
import { profileRoutes } from './areas/profile/profile.routes';
import { devPushLogRoutes } from './areas/reminders/dev-push-log';
import type { RemindersContext } from './areas/reminders/reminder-context';
import { runDueReminders, startReminderScheduler } from './areas/reminders/reminder-scheduler';
import { pushDevicesRoutes, reminderActionsRoutes, reminderSettingsRoutes } from './areas/reminders/reminders.routes';
import type { PushSenderOptions } from './areas/reminders/web-push-sender';
import type { BearerCheckOptions } from './areas/access/bearer-check';
import { mountTokenApi, personAccessRoutes } from './compose-access';
import { mountMcp } from './compose-mcp';
import { accountDeletionRoutes } from './areas/data/data.routes';
import { calendarFeedFileRoutes, calendarFeedRoutes } from './areas/data/calendar-feed.routes';
import { dataImportRoutes, readImportUpload } from './areas/data/import.routes';
import { createImportTurns } from './areas/data/import-turns';
import { dataExportRoutes } from './areas/data/export.routes';
import { createPasswordCheck } from './areas/auth/password-check.service';
import { searchRoutes } from './areas/search/search.routes';
import { aiEntitlements } from './areas/subscriptions/ai-entitlements.service';
import { subscriptionsRoutes } from './areas/subscriptions/subscriptions.routes';
import { systemRoutes } from './areas/system/system.routes';
import { taskLinksForActivities } from './areas/todos/todo-activity-links.service';
import { todoHistoryRoutes, todosRoutes } from './areas/todos/todos.routes';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { AreaContext } from './context/area-context';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/app-env';
import type { DiskSpaceGuard } from './db/embedded/disk-space-guard';
import { diskSpaceRule } from './http/disk-space-rule.middleware';
import { apiRequestRules } from './http/api-request-rules.middleware';
import { type AdmissionLimits, admissionLimitsFor, createDatabaseAdmission } from './http/database-admission.middleware';
import { handleError } from './http/error-handler';
import { hostCheck } from './http/host-check';
import { loopbackOnly } from './http/loopback-only.middleware';
import { requestLog } from './http/request-log.middleware';
import { idempotentWrites } from './http/idempotency';
import { requireUser } from './http/require-user';
import { securityHeaders } from './http/security-headers';
import { staticSpa } from './http/static-spa';
import { silentLogger } from './logger';
import { startMaintenance } from './maintenance';
import { createDevMailboxTransport } from './mail/dev-mailbox-transport';
import type { MailTransport } from './mail/mail-message';
import { type MailOutbox, createMailOutbox } from './mail/mail-outbox';
import { composeReminders } from './compose-reminders';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker';
import { createSmtpTransport } from './mail/smtp-transport';
import type { EventBus } from './realtime/change-event';
import { createEventStreams, type EventStreams } from './realtime/event-streams';
import { eventsRoutes } from './realtime/events.routes';
import { createInProcessBus } from './realtime/in-process-bus';
import { createPostgresBus } from './realtime/postgres-bus';
import { createSessionCache } from './session/session-cache';

/** Long enough for a slow SMTP server: the worker renews it while it sends (issue 6 §8). */
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
  /** The embedded database's disk: writes are refused while it is nearly full (issue 25 §2). */
  diskSpace?: DiskSpaceGuard;
  /** The embedded database's backups: snapshots, the daily schedule, the control channel (main.ts; docs/product/backups.md). */
  backups?: BackupKeeper;
  /** Other turns and waits for the database admission (tests; decision 009). */
  admission?: Partial<AdmissionLimits>;
  /** The bearer check's rate limit (tests; docs/product/access.md "Rate limit"). */
  bearer?: BearerCheckOptions;
  /** The tests' fake push service: the endpoints it may be sent to and an agent that trusts it (never from the environment). */
  push?: PushSenderOptions;
}

export interface CadenceApp {
  app: Hono<AppEnv>;
  /** The context every area was given. */
  ctx: AreaContext;
  outbox: MailOutbox;
  background: BackgroundTasks;
  worker: OutboxWorker;
  /** The open live-update streams of this instance. */
  streams: EventStreams;
  /** The one session check every signed-in area is mounted behind (the bench's list harness reuses it). */
  sessionCheck: MiddlewareHandler<AppEnv>;
  /** Sends the reminders due at `now` (the scheduler's run; tests call it with the test clock, docs/product/reminders.md). */
  runDueReminders(now: Date): ReturnType<typeof runDueReminders>;
  /** The reminders area's context (tests). */
  reminders: RemindersContext;
  /** Resolves once the app is ready to serve (the event listener on PostgreSQL is listening). */
  ready: Promise<void>;
  /** Stops the worker, the streams, the event listener and the SMTP connection; the database belongs to the caller. */
  stop(): Promise<void>;
}

/**
 * The composition root (docs/architecture.md): builds the shared context, hands each area what it
 * needs (capabilities of other areas included) and mounts it. Areas never import each other.
 */
export function createApp(options: CreateAppOptions): CadenceApp {
  const { config, database } = options;
  const logger = options.logger ?? silentLogger;
  const bus = createEventBus(database, logger);
  const ctx: AreaContext = { db: database.db, clock: options.clock ?? systemClock, logger, events: bus };
  const { db, clock } = ctx;
  const outbox = createMailOutbox(db, clock);
  const auth = createAuth({ config, db, outbox, logger, events: bus });
  // docs/product/accounts.md "Security e-mails": passkeys and two-factor sign-in tell the person of each change.
  const securityNotices = createSecurityNotices({ db, outbox, config, logger });
  const streams = createEventStreams(bus, clock);
  const sessionCache = createSessionCache(bus);
  const background = createBackgroundTasks(logger);

  const leaseMs = options.mailWorker?.leaseMs ?? DEFAULT_MAIL_LEASE_MS;
  const smtp = !options.mailTransport && config.mailMode === 'smtp' && config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, leaseMs) : undefined;
  const devMailbox = config.mailMode === 'dev-mailbox' ? createDevMailboxTransport(logger, `${config.publicUrl}/dev/mailbox`) : undefined;
  // With e-mail off there is no transport: mails stay pending in the outbox until SMTP_URL is set.
  const transport = options.mailTransport ?? smtp ?? devMailbox;
  const worker = createOutboxWorker({ db, transport: transport ?? NO_TRANSPORT, clock, logger, ...options.mailWorker, leaseMs });
  const unsubscribe = outbox.onEnqueued(() => worker.nudge());
  if (options.startMailWorker && transport) worker.start();
  const stopMaintenance = options.startMailWorker ? startMaintenance(ctx) : () => undefined;
  options.backups?.start(ctx);

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger, [securityHeaders(config), hostCheck(config)]));
  app.use('/api/*', apiRequestRules(config, { uploads: new Set(['/api/data-imports']) }));
  app.use('/api/*', diskSpaceRule(options.diskSpace));

  // Public routes: health and readiness, accounts, the reset link's check.
  app.route('/api', systemRoutes(ctx, database.kind, options.diskSpace));
  app.route('/api/auth/passkey', passkeyAuthRoutes({ ctx, config, auth, background }));
  app.route('/api/auth/two-factor', twoFactorRoutes({ ctx, config, auth, notices: securityNotices }));
  app.route('/api/auth', authRoutes({ ctx, config, auth, background }));
  app.route('/api/account', resetTokenRoutes(auth));

  // Signed-in areas: every one is mounted here, behind the one session check, so none can forget it.
  // A new area adds one line (docs/architecture.md "Adding an area").
  const todosContext = { ...ctx, habits: habitCompletions };
  // The assistant asks the subscriptions area who has AI access (docs/product/ai.md "Access").
  const assistantContext = { ...ctx, engine: createAiEngine(config.ai), entitlements: aiEntitlements, dailyQuota: config.ai.dailyQuota };
  const activityContext = { ...ctx, tasks: taskLinksForActivities(todosContext) };
  const dataContext = { ...ctx, passwords: createPasswordCheck(db, clock), outbox, config, importTurns: createImportTurns() };
  const { context: remindersContext, devPushLog } = composeReminders(ctx, { config, outbox, push: options.push });
  // Every instance looks for due reminders; the claim makes each go out once (decision 019).
  const stopReminders = options.startMailWorker ? startReminderScheduler(remindersContext) : () => Promise.resolve();
  // Public too: a notification's 'Done' and 'Snooze 10 min' have no session, the token is the key (docs/product/reminders.md "Actions").
  app.route('/api/reminder-actions', reminderActionsRoutes(remindersContext));
  const signedInAreas: Array<[path: string, router: Hono<AppEnv>, beforeAdmission?: MiddlewareHandler<AppEnv>]> = [
    ['/api/profile', profileRoutes(ctx)],
    // docs/product/access.md: the person's tokens and their log, behind the session check only.
    ...personAccessRoutes(ctx),
    ['/api/devices', devicesRoutes(ctx)],
    ['/api/other-devices', otherDevicesRoutes(ctx)],
    ['/api/passkeys', passkeysRoutes(ctx, config, securityNotices)], ['/api/passkey-options', passkeyOptionsRoutes(ctx, config)],
    ['/api/todos', todosRoutes(todosContext)],
    ['/api/todo-history', todoHistoryRoutes(todosContext)],
    ['/api/habits', habitsRoutes(ctx)],
    ['/api/habit-breaks', habitBreaksRoutes(ctx)],
    ['/api/subscriptions', subscriptionsRoutes(ctx)],
    ['/api/ai', assistantRoutes(assistantContext)],
    ['/api/grok', grokRoutes(assistantContext)],
    ['/api/goals', goalsRoutes(ctx)],
    ['/api/journal', journalRoutes(ctx)],
    ['/api/journal-tags', journalTagsRoutes(ctx)],
    ['/api/journal-months', journalMonthsRoutes(ctx)],
    ['/api/journal-on-this-day', journalOnThisDayRoutes(ctx)],
    ['/api/moods', moodsRoutes(ctx)],
    ['/api/mood-trend', moodTrendRoutes(ctx)],
    ['/api/activity-session', activitySessionRoutes(activityContext)],
    ['/api/activities', activitiesRoutes(activityContext)],
    ['/api/activity-report', activityReportRoutes(activityContext)], ['/api/activity-report.csv', activityReportCsvRoutes(activityContext)],
    ['/api/events', eventsRoutes(streams)],
    ['/api/help', helpRoutes({ supportEmail: config.supportEmail })],
    ['/api/dashboard', dashboardRoutes(ctx)],
    ['/api/backup-status', backupsRoutes({ ...ctx, backupFolder: backupFolderFor(config) })],
    ['/api/search', searchRoutes(ctx)],
    ['/api/reminder-settings', reminderSettingsRoutes(remindersContext)],
    ['/api/push-devices', pushDevicesRoutes(remindersContext)],
    // The data area is handed the auth area's password check (throttled like a sign-in) and the outbox.
    ['/api/account-deletion', accountDeletionRoutes(dataContext)],
    ['/api/calendar-feed', calendarFeedRoutes(dataContext)],
    ['/api/data-export', dataExportRoutes(dataContext)],
    // The import's file is uploaded before its request takes a turn at the database.
    ['/api/data-imports', dataImportRoutes(dataContext), readImportUpload],
  ];
  const sessionCheck = requireUser({ config, db, clock, cache: sessionCache });
  // Fair turns at the database, behind the session check (decision 009); not for the event streams, open
  // for hours, nor the AI calls, which wait on a model (up to AI_TIMEOUT_MS), not on the database.
  const admission = createDatabaseAdmission(admissionLimitsFor(database, options.admission));
  const unadmitted = new Set(['/api/events', '/api/ai', '/api/grok']);
  // A queued change sent twice is applied once (docs/product/offline.md "Changes made offline"); not
  // for the import's file upload, whose body is no JSON.
  const writeOnce = idempotentWrites(db);
  const noWriteKeys = new Set(['/api/events', '/api/data-imports']);
  for (const [path, router, beforeAdmission] of signedInAreas) {
    // `${path}/*` matches the bare path too: mounted once, a request is checked once.
    app.use(`${path}/*`, sessionCheck);
    if (beforeAdmission) app.use(`${path}/*`, beforeAdmission);
    if (!unadmitted.has(path)) app.use(`${path}/*`, admission.middleware);
    if (!noWriteKeys.has(path)) app.use(`${path}/*`, writeOnce);
    app.route(path, router);
  }
  // The same areas for a program with a personal access token (docs/product/access.md "The API").
  mountTokenApi(app, { ctx, routers: new Map(signedInAreas.map(([path, router]) => [path, router])), after: [admission.middleware, writeOnce], bearer: options.bearer, publicUrl: config.publicUrl });
  mountMcp(app, { todosContext, activityContext, config, after: [admission.middleware], bearer: options.bearer, diskSpace: options.diskSpace }); // docs/product/access.md "The MCP server"

  if (config.mailMode === 'dev-mailbox') {
    // issue 6 §1: every reset link is in there; only a person at this machine may read it.
    app.use('/api/dev/mailbox', loopbackOnly(() => { throw AppError.notFound('No such API route'); }));
    app.use('/dev/mailbox', loopbackOnly(() => new Response('Not found', { status: 404 })));
    app.route('/api/dev/mailbox', devMailboxApiRoutes(ctx));
    // The pushes sent, beside the e-mails (docs/product/reminders.md "On this machine").
    app.use('/api/dev/pushes', loopbackOnly(() => { throw AppError.notFound('No such API route'); }));
    if (devPushLog) app.route('/api/dev/pushes', devPushLogRoutes(devPushLog));
    app.route('/dev/mailbox', devMailboxPageRoutes(ctx));
  }

  app.all('/api/*', () => {
    throw AppError.notFound('No such API route');
  });
  app.all('/dev/*', (c) => c.text('Not found', 404));
  // A calendar app's poll of a person's private feed: no session, the token is the key (docs/product/data.md "Calendar feed").
  app.route('/calendar', calendarFeedFileRoutes(dataContext));
  app.route('/', staticSpa(config.webDistDir));

  app.notFound((c) => c.text('Not found', 404));
  app.onError(handleError(logger));

  return {
    app,
    ctx,
    outbox,
    background,
    worker,
    streams,
    sessionCheck,
    runDueReminders: (now) => runDueReminders(remindersContext, now),
    reminders: remindersContext,
    ready: 'ready' in bus ? (bus.ready as Promise<void>) : Promise.resolve(),
    async stop() {
      unsubscribe();
      stopMaintenance();
      await stopReminders();
      await options.backups?.stop();
      streams.close();
      sessionCache.close();
      await worker.stop();
      await background.settled();
      await bus.close();
      smtp?.close();
    },
  };
}

/** LISTEN/NOTIFY across instances on PostgreSQL; in-process on the embedded database (docs/architecture.md "Live sync"). */
function createEventBus(database: Database, logger: Logger): EventBus {
  if (database.kind === 'postgres' && database.connectionString) {
    return createPostgresBus({ connectionString: database.connectionString, logger });
  }
  return createInProcessBus();
}
