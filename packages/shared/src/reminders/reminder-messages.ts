import { HABIT_REMINDER_TIMES_MAX, PUSH_DEVICE_NAME_MAX_LENGTH, PUSH_DEVICES_MAX, REMINDER_SNOOZE_MINUTES } from './reminder-constants';

// The reminders' messages (docs/product/reminders.md). Field messages are short and say what to do;
// the answers of the routes are sentences, as the notification's actions show them.
export const REMINDER_MESSAGES = {
  reminderNeedsDueTime: 'A reminder needs a due date and a due time.',
  dueTimeNeedsDueDate: 'A due time needs a due date.',
  invalidDueTime: 'Due time must be a time of day like 15:00 (24-hour clock)',
  invalidReminder: 'Reminder must be at, 5m, 1h, 1d or empty for none',
  invalidReminderTime: 'Each reminder time must be a time of day like 07:30 (24-hour clock)',
  tooManyReminderTimes: `A habit can have at most ${HABIT_REMINDER_TIMES_MAX} reminder times`,
  invalidReminderDays: 'Reminder days must be weekdays from 1 (Monday) to 7 (Sunday)',
  invalidQuietStart: 'Start must be a time of day like 22:00 (24-hour clock)',
  invalidQuietEnd: 'End must be a time of day like 07:00 (24-hour clock)',
  quietHoursSame: 'Quiet hours must end at another time than they start',
  deviceNameRequired: 'Name this device, for example Chrome on Android',
  deviceNameTooLong: `Name must be at most ${PUSH_DEVICE_NAME_MAX_LENGTH} characters`,
  invalidEndpoint: 'The subscription’s endpoint must be the https address of a push service',
  invalidP256dh: 'The subscription’s p256dh key must be a P-256 public key, base64url-encoded',
  invalidAuth: 'The subscription’s auth secret must be 16 bytes, base64url-encoded',
  tooManyDevices: `Notifications can be on for at most ${PUSH_DEVICES_MAX} devices. Remove one in your profile first.`,
  deviceNotFound: 'Device not found',
  invalidToken: 'Token must be the text the notification carries',
  invalidAction: 'Action must be done or snooze',
  reminderUnavailable: 'This reminder is no longer available.',
  taskCompleted: 'Task completed.',
  habitDone: 'Habit marked done for today.',
  snoozed: `Snoozed for ${REMINDER_SNOOZE_MINUTES} minutes.`,
  testDelivered: 'Test notification sent. It should appear on this device in a moment.',
  testRefused: 'The push service did not take the test notification. Try again later, or turn notifications off and on again on this device.',
  testGone: 'This device no longer takes notifications and was removed. Turn notifications on again on it.',
  emailSubject: (title: string) => `Reminder: ${title}`,
} as const;
