import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { pushPayloadSchema, quietHoursSchema, registerPushDeviceRequestSchema, reminderActionRequestSchema, updateReminderSettingsRequestSchema } from './reminder-schemas';

// docs/product/reminders.md "API routes".

const errors = (schema: { safeParse(value: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

// The user agent's keys of RFC 8291's example (section 5).
const p256dh = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const auth = 'BTBZMqHH6r4Tts7J_aSIgg';
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } };

describe('a device to notify', () => {
  it('takes what PushSubscription.toJSON() gives, with a name', () => {
    expect(registerPushDeviceRequestSchema.parse({ name: ' Chrome on Android ', subscription: { ...subscription, expirationTime: null } })).toEqual({
      name: 'Chrome on Android',
      subscription: { ...subscription, expirationTime: null },
    });
  });

  it('refuses each bad part in words', () => {
    expect(errors(registerPushDeviceRequestSchema, { name: '', subscription })).toEqual({ name: 'Name this device, for example Chrome on Android' });
    expect(errors(registerPushDeviceRequestSchema, { name: 'x'.repeat(61), subscription })).toEqual({ name: 'Name must be at most 60 characters' });
    expect(errors(registerPushDeviceRequestSchema, { name: 'Phone', subscription: { ...subscription, endpoint: 'http://push.example/x' } })).toEqual({
      'subscription.endpoint': 'The subscription’s endpoint must be the https address of a push service',
    });
    expect(errors(registerPushDeviceRequestSchema, { name: 'Phone', subscription: { ...subscription, keys: { p256dh: auth, auth } } })).toEqual({
      'subscription.keys.p256dh': 'The subscription’s p256dh key must be a P-256 public key, base64url-encoded',
    });
    expect(errors(registerPushDeviceRequestSchema, { name: 'Phone', subscription: { ...subscription, keys: { p256dh, auth: 'short' } } })).toEqual({
      'subscription.keys.auth': 'The subscription’s auth secret must be 16 bytes, base64url-encoded',
    });
    expect(errors(registerPushDeviceRequestSchema, { name: 'Phone' })).toEqual({ subscription: 'Subscription is required' });
  });
});

describe('reminder settings', () => {
  it('quiet hours may wrap midnight but not be empty', () => {
    expect(quietHoursSchema.parse({ start: '22:00', end: '07:00' })).toEqual({ start: '22:00', end: '07:00' });
    expect(errors(quietHoursSchema, { start: '22:00', end: '22:00' })).toEqual({ end: 'Quiet hours must end at another time than they start' });
    expect(errors(quietHoursSchema, { start: '10pm', end: '07:00' })).toEqual({ start: 'Start must be a time of day like 22:00 (24-hour clock)' });
  });

  it('changes only what is sent', () => {
    expect(updateReminderSettingsRequestSchema.parse({})).toEqual({});
    expect(updateReminderSettingsRequestSchema.parse({ quietHours: null })).toEqual({ quietHours: null });
    expect(errors(updateReminderSettingsRequestSchema, { emailFallback: 'yes' })).toEqual({ emailFallback: 'Email fallback must be true or false' });
  });
});

describe('a notification button', () => {
  it('names its token and action', () => {
    expect(errors(reminderActionRequestSchema, { token: 'x', action: 'later' })).toEqual({ action: 'Action must be done or snooze' });
    expect(errors(reminderActionRequestSchema, { action: 'done' })).toEqual({ token: 'Token must be the text the notification carries' });
  });

  it('the payload schema reads what the server sends and ignores what it does not know', () => {
    const payload = { kind: 'task', title: 'Pay rent', body: 'Due at 15:00', url: '/todos?task=1', tag: 'task:1', actionToken: 'abc', actions: [{ action: 'done', title: 'Done' }], extra: 1 };
    expect(pushPayloadSchema.parse(payload)).not.toHaveProperty('extra');
  });
});
