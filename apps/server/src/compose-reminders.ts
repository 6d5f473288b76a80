import { habitCompletions } from './areas/habits/habit-completions.service';
import { createDevPushLog, type DevPushLog } from './areas/reminders/dev-push-log';
import type { RemindersContext } from './areas/reminders/reminder-context';
import { createVapidKeyring } from './areas/reminders/vapid-keyring.service';
import { createWebPushSender, type PushSenderOptions } from './areas/reminders/web-push-sender';
import { taskLinksForReminders } from './areas/todos/todo-reminder-links.service';
import type { Config } from './config';
import type { AreaContext } from './context/area-context';
import type { MailOutbox } from './mail/mail-outbox';

/**
 * The reminders area's context, composed from the areas it acts through (docs/product/reminders.md
 * "Actions"): tasks are completed by the to-do area's rules, habits marked by the habits area's. With
 * the dev mailbox, pushes are also kept in the dev push log (its routes are mounted by app.ts).
 */
export function composeReminders(ctx: AreaContext, deps: { config: Config; outbox: MailOutbox; push: PushSenderOptions | undefined }): { context: RemindersContext; devPushLog: DevPushLog | undefined } {
  const { config, outbox } = deps;
  const devPushLog = config.mailMode === 'dev-mailbox' ? createDevPushLog() : undefined;
  const pushSender = createWebPushSender(deps.push);
  const context: RemindersContext = {
    ...ctx,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    outbox,
    push: devPushLog ? devPushLog.around(pushSender, ctx.clock) : pushSender,
    vapid: createVapidKeyring(ctx.db, ctx.clock, config.push),
    tasks: taskLinksForReminders({ ...ctx, habits: habitCompletions }),
    habits: habitCompletions,
    settled: new Map(),
  };
  return { context, devPushLog };
}
