import { createHash } from 'node:crypto';
import { REMINDER_ACTION_TITLES, REMINDER_ACTIONS, TEST_NOTIFICATION, type PushPayload } from '@cadence/shared';
import type { PushMessage } from './reminder-context';

// The push messages (docs/product/reminders.md "What a reminder says", "Privacy"): what a reminder says
// goes in the payload only, which web-push encrypts for the device; the push service sees the topic,
// a hash, and nothing of the task or habit.

/** A reminder held by the push service while the device is away stops mattering after an hour. */
const REMINDER_TTL_SECONDS = 3600;
const TEST_TTL_SECONDS = 300;

/** The Topic header: one per task or habit (a newer reminder replaces an undelivered one), never its id in clear. */
export function topicOf(tag: string): string {
  return createHash('sha256').update(`cadence-topic:${tag}`).digest('base64url').slice(0, 32);
}

export interface ReminderNotice {
  kind: 'task' | 'habit';
  itemId: string;
  title: string;
  body: string;
  actionToken: string;
}

/** Where a click on the notification leads: the task's edit dialog, the habit on its page. */
export function reminderPath(kind: 'task' | 'habit', itemId: string): string {
  return kind === 'task' ? `/todos?task=${itemId}` : `/habits?habit=${itemId}`;
}

export function reminderPayload(notice: ReminderNotice): PushPayload {
  return {
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    url: reminderPath(notice.kind, notice.itemId),
    tag: `${notice.kind}:${notice.itemId}`,
    actionToken: notice.actionToken,
    actions: REMINDER_ACTIONS.map((action) => ({ action, title: REMINDER_ACTION_TITLES[action] })),
  };
}

export function pushMessageOf(payload: PushPayload): PushMessage {
  return { payload: JSON.stringify(payload), topic: topicOf(payload.tag), ttlSeconds: payload.kind === 'test' ? TEST_TTL_SECONDS : REMINDER_TTL_SECONDS };
}

/** docs/product/reminders.md "Devices": 'Test notification'. */
export function testPayload(): PushPayload {
  return { kind: 'test', title: TEST_NOTIFICATION.title, body: TEST_NOTIFICATION.body, url: '/profile', tag: 'test', actionToken: null, actions: [] };
}
