import { z } from '../zod';
import { safeString } from '../text/safe-text';
import {
  HABIT_REMINDER_TIMES_MAX,
  PUSH_DEVICE_NAME_MAX_LENGTH,
  PUSH_PAYLOAD_KINDS,
  REMINDER_ACTIONS,
  REMINDER_OFFSETS,
} from './reminder-constants';
import { REMINDER_MESSAGES } from './reminder-messages';
import { isTimeOfDay } from './reminder-times';

// The reminders' request schemas (docs/product/reminders.md), and the pieces the task and habit
// schemas take from here.

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A time of day 'HH:MM' (24-hour clock). */
export const timeOfDaySchema = (message: string) => z.string({ error: message }).refine(isTimeOfDay, message);

/** A task's due time; empty is none. */
export const dueTimeSchema = z.preprocess(emptyToNull, timeOfDaySchema(REMINDER_MESSAGES.invalidDueTime).nullable());

/** A task's reminder; empty is none. */
export const reminderOffsetSchema = z.preprocess(emptyToNull, z.enum(REMINDER_OFFSETS, { error: REMINDER_MESSAGES.invalidReminder }).nullable());

/** A habit's reminder times: at most five, kept sorted, each once. */
export const habitReminderTimesSchema = z
  .array(timeOfDaySchema(REMINDER_MESSAGES.invalidReminderTime), { error: REMINDER_MESSAGES.invalidReminderTime })
  .transform((times) => [...new Set(times)].sort())
  .refine((times) => times.length <= HABIT_REMINDER_TIMES_MAX, REMINDER_MESSAGES.tooManyReminderTimes);

/** A habit's reminder days, ISO weekdays 1–7, kept sorted, each once; none is every day. */
export const habitReminderDaysSchema = z
  .array(z.int({ error: REMINDER_MESSAGES.invalidReminderDays }).min(1, REMINDER_MESSAGES.invalidReminderDays).max(7, REMINDER_MESSAGES.invalidReminderDays), {
    error: REMINDER_MESSAGES.invalidReminderDays,
  })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** docs/product/reminders.md "Quiet hours": may wrap midnight (22:00–07:00), never empty. */
export const quietHoursSchema = z
  .strictObject({ start: timeOfDaySchema(REMINDER_MESSAGES.invalidQuietStart), end: timeOfDaySchema(REMINDER_MESSAGES.invalidQuietEnd) })
  .refine(({ start, end }) => start !== end, { message: REMINDER_MESSAGES.quietHoursSame, path: ['end'] });

/** Body of PUT /api/reminder-settings: what is sent changes, the rest stays. */
export const updateReminderSettingsRequestSchema = z.strictObject({
  emailFallback: z.boolean().optional(),
  quietHours: quietHoursSchema.nullable().optional(),
});
export type UpdateReminderSettingsRequest = z.output<typeof updateReminderSettingsRequestSchema>;

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes base64url text decodes to, or null when it is not such text. */
function base64urlBytes(value: string): number[] | null {
  if (!BASE64URL.test(value)) return null;
  const digits = [...value.replace(/=+$/, '')].map((char) => BASE64URL_ALPHABET.indexOf(char));
  if (digits.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let bit = 0; bit + 8 <= digits.length * 6; bit += 8) {
    const at = Math.floor(bit / 6);
    const word = (digits[at]! << 6) | (digits[at + 1] ?? 0);
    bytes.push((word >> (12 - (bit % 6) - 8)) & 0xff);
  }
  return bytes;
}

/** An uncompressed P-256 point (65 bytes, 0x04 first), as PushSubscription.getKey('p256dh') gives it. */
function isP256PublicKey(value: string): boolean {
  const bytes = base64urlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

/** An https address with a host; the server judges the host (docs/product/reminders.md "Devices"). */
const HTTPS_URL = /^https:\/\/[^/?#\s@]+(?:[/?#]\S*)?$/i;

/**
 * A browser's PushSubscription as its toJSON() gives it. Whether the endpoint may be called (a push
 * service, not this network) is the server's check (docs/product/reminders.md "Devices").
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.string({ error: REMINDER_MESSAGES.invalidEndpoint }).max(2000, REMINDER_MESSAGES.invalidEndpoint).regex(HTTPS_URL, REMINDER_MESSAGES.invalidEndpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string({ error: REMINDER_MESSAGES.invalidP256dh }).refine(isP256PublicKey, REMINDER_MESSAGES.invalidP256dh),
    auth: z.string({ error: REMINDER_MESSAGES.invalidAuth }).refine((value) => base64urlBytes(value)?.length === 16, REMINDER_MESSAGES.invalidAuth),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** Body of POST /api/push-devices. */
export const registerPushDeviceRequestSchema = z.strictObject({
  name: safeString('Name', REMINDER_MESSAGES.deviceNameRequired)
    .trim()
    .min(1, REMINDER_MESSAGES.deviceNameRequired)
    .max(PUSH_DEVICE_NAME_MAX_LENGTH, REMINDER_MESSAGES.deviceNameTooLong),
  subscription: pushSubscriptionSchema,
});
export type RegisterPushDeviceRequest = z.output<typeof registerPushDeviceRequestSchema>;

/** Body of POST /api/reminder-actions: a notification's button. */
export const reminderActionRequestSchema = z.strictObject({
  token: z.string({ error: REMINDER_MESSAGES.invalidToken }).min(1, REMINDER_MESSAGES.invalidToken).max(200, REMINDER_MESSAGES.invalidToken),
  action: z.enum(REMINDER_ACTIONS, { error: REMINDER_MESSAGES.invalidAction }),
});
export type ReminderActionRequest = z.output<typeof reminderActionRequestSchema>;

/**
 * The push message's payload (docs/product/reminders.md "What a reminder says"), encrypted for the
 * device (RFC 8291). The service worker parses it with this schema; fields it does not know are
 * ignored, so a newer server can add some.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_PAYLOAD_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  actionToken: z.string().nullable(),
  actions: z.array(z.object({ action: z.enum(REMINDER_ACTIONS), title: z.string() })),
});
export type PushPayload = z.output<typeof pushPayloadSchema>;
