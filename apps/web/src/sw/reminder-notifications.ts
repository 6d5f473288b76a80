/// <reference lib="webworker" />
import { pushPayloadSchema, type PushPayload } from '@cadence/shared';
import { SW_NOTIFICATION_MESSAGES } from '../lib/sw-notification-messages';

// Reminders on this device (docs/product/reminders.md, issue 21 §3): the push the server sent becomes
// a notification; its Done and Snooze 10 min act without opening the app; a click on it opens the
// task or habit.

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** What a notification keeps for its click. */
interface ReminderData {
  url: string;
  actionToken: string | null;
}

type ReminderAction = 'done' | 'snooze';

/** The notification options Chromium reads that TypeScript's worker library leaves out. */
interface ReminderNotificationOptions extends NotificationOptions {
  actions?: Array<{ action: string; title: string }>;
  renotify?: boolean;
}

/** The payload as the server built it, or null for anything else (an old server, a stray push). */
function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Only the app's own pages open from a notification. */
function appUrl(url: unknown): string {
  if (typeof url !== 'string') return '/';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : '/';
}

function readData(data: unknown): ReminderData {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof ReminderData, unknown>>;
  return { url: appUrl(record.url), actionToken: typeof record.actionToken === 'string' ? record.actionToken : null };
}

/** A push (docs/product/reminders.md "What a reminder says"): one notification per reminder (its tag), showing again when the same reminder comes back after a snooze. */
export function showReminder(event: PushEvent): void {
  const payload = readPayload(event.data);
  // Every push must show something (subscriptions are userVisibleOnly); one this worker cannot read still says where to look.
  const options: ReminderNotificationOptions = payload
    ? {
        body: payload.body,
        tag: payload.tag,
        renotify: true,
        icon: ICON,
        badge: ICON,
        data: { url: appUrl(payload.url), actionToken: payload.actionToken } satisfies ReminderData,
        actions: payload.actionToken ? payload.actions.map(({ action, title }) => ({ action, title })) : [],
      }
    : { body: 'Open Cadence to see it.', tag: 'reminder', icon: ICON, badge: ICON, data: { url: '/', actionToken: null } satisfies ReminderData };
  event.waitUntil(self.registration.showNotification(payload?.title ?? 'You have a reminder', options));
}

/** docs/product/reminders.md "Actions": Done and Snooze 10 min act through POST /api/reminder-actions (the notification's token is the key); the body opens the app. */
export function answerReminderClick(event: NotificationEvent): void {
  const { notification } = event;
  const data = readData(notification.data);
  notification.close();
  const action = event.action === 'done' || event.action === 'snooze' ? event.action : null;
  if (action && data.actionToken) event.waitUntil(sendAction({ title: notification.title, tag: notification.tag, data, action, token: data.actionToken }));
  else event.waitUntil(openApp(data.url));
}

const ACTION_FAILED = "Couldn't reach Cadence. Open the app to do it there.";

async function sendAction({ title, tag, data, action, token }: { title: string; tag: string; data: ReminderData; action: ReminderAction; token: string }): Promise<void> {
  let failure: string;
  try {
    const response = await fetch('/api/reminder-actions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token, action }),
    });
    if (response.ok) return;
    failure = await errorMessage(response);
  } catch {
    failure = ACTION_FAILED;
  }
  // Nothing is lost silently: the reminder comes back, saying why its action was not saved, and a click still opens it.
  const options: ReminderNotificationOptions = {
    body: `${action === 'done' ? 'Not marked done' : 'Not snoozed'}: ${failure}`,
    tag,
    renotify: true,
    icon: ICON,
    badge: ICON,
    data: { url: data.url, actionToken: null } satisfies ReminderData,
  };
  await self.registration.showNotification(title, options);
}

/** The server's own words ('This reminder is no longer available.'), else a plain sentence. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not JSON: the sentence below.
  }
  return ACTION_FAILED;
}

/** An open Cadence window is brought forward and moved to the screen (the page moves itself); else a new one opens there. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus().catch(() => open);
  focused.postMessage({ type: SW_NOTIFICATION_MESSAGES.open, url });
}
