// The reminders' vocabulary and limits (docs/product/reminders.md; issue 21 §3).

/** When a task's reminder fires, against its due date and due time (docs/product/reminders.md "Tasks"). */
export const REMINDER_OFFSETS = ['at', '5m', '1h', '1d'] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export const REMINDER_OFFSET_LABELS: Record<ReminderOffset, string> = {
  at: 'At the due time',
  '5m': '5 minutes before',
  '1h': '1 hour before',
  '1d': '1 day before',
};

/** docs/product/reminders.md "Habits": a habit has at most this many reminder times. */
export const HABIT_REMINDER_TIMES_MAX = 5;

/** ISO weekdays, 1 Monday … 7 Sunday: a habit's reminder days (none, or all seven, means every day). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** docs/product/reminders.md "Late reminders": past this a reminder is skipped, not sent. */
export const REMINDER_LATE_LIMIT_MS = 6 * 3_600_000;
/** A reminder sent more than this after its time says how late it is. */
export const REMINDER_LATE_NOTICE_MS = 2 * 60_000;

/** docs/product/reminders.md "Actions": 'Snooze 10 min'. */
export const REMINDER_SNOOZE_MINUTES = 10;
/** A notification's actions work this long after it was sent. */
export const REMINDER_ACTION_TOKEN_DAYS = 7;

export const REMINDER_ACTIONS = ['done', 'snooze'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/** The buttons a reminder's notification shows. */
export const REMINDER_ACTION_TITLES: Record<ReminderAction, string> = { done: 'Done', snooze: `Snooze ${REMINDER_SNOOZE_MINUTES} min` };

/** What a notification is about. */
export const PUSH_PAYLOAD_KINDS = ['task', 'habit', 'test'] as const;
export type PushPayloadKind = (typeof PUSH_PAYLOAD_KINDS)[number];

/** docs/product/reminders.md "Devices": the test notification. */
export const TEST_NOTIFICATION = { title: 'Test notification', body: 'Notifications from Cadence reach this device.' } as const;

/** A device's name ('Chrome on Android'). */
export const PUSH_DEVICE_NAME_MAX_LENGTH = 60;
/** docs/product/reminders.md "Devices": each reminder goes to every device, so their number is bounded. */
export const PUSH_DEVICES_MAX = 20;
