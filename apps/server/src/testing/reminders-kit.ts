import type { PushDevice, PushPayload, PushSubscriptionInput, ReminderSettings } from '@cadence/shared';
import { expect } from 'vitest';
import type { Clock } from '../clock';
import { openPostgres, type Database } from '../db/client';
import { createTestApp, type TestApp } from './create-test-app';
import { signedInUserAt, type SignedInUser } from './factories';
import { startFakePushService, type FakePushService } from './fake-push-service';

// The reminders API tests' helpers (docs/product/reminders.md): the app with the fake push service,
// typed calls, and a person with a device.

export { buildTodo, signedInUserAt, type SignedInUser } from './factories';

export interface RemindersTestBed {
  t: TestApp;
  push: FakePushService;
  close(): Promise<void>;
}

/** The real app on a fresh database, allowed to send to a fake push service on loopback. */
export async function remindersTestBed(clock: Clock): Promise<RemindersTestBed> {
  const push = await startFakePushService();
  const t = await createTestApp({ clock, push: push.pushOptions });
  return {
    t,
    push,
    async close() {
      await t.close();
      await push.close();
    },
  };
}

/**
 * A second instance on the same database: on PostgreSQL with its own connection pool, as another
 * process would have; on the embedded database (one connection) the same one.
 */
export async function secondInstance(bed: RemindersTestBed, clock: Clock): Promise<TestApp & { closeAll(): Promise<void> }> {
  const own: Database | null = bed.t.database.kind === 'postgres' && bed.t.database.connectionString ? openPostgres(bed.t.database.connectionString, 5) : null;
  const app = await createTestApp({ clock, push: bed.push.pushOptions, database: own ?? bed.t.database });
  return {
    ...app,
    async closeAll() {
      await app.close();
      await own?.close();
    },
  };
}

export function reminderCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: user.cookie, headers });
  return {
    settings: () => call('/api/reminder-settings'),
    putSettings: (json: unknown) => call('/api/reminder-settings', { method: 'PUT', json }),
    devices: () => call('/api/push-devices'),
    register: (json: unknown) => call('/api/push-devices', { json }),
    remove: (id: string) => call(`/api/push-devices/${id}`, { method: 'DELETE' }),
    test: (id: string) => call(`/api/push-devices/${id}/test`, { method: 'POST' }),
    async settingsJson(): Promise<ReminderSettings> {
      return (await call('/api/reminder-settings')).json();
    },
    async devicesJson(): Promise<PushDevice[]> {
      return ((await (await call('/api/push-devices')).json()) as { devices: PushDevice[] }).devices;
    },
  };
}

/** POST /api/reminder-actions, as the service worker sends it: no cookie. */
export function reminderAction(t: TestApp, json: unknown, remoteAddress?: string) {
  return t.request('/api/reminder-actions', { json, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** A person signed in at the clock's instant, in `timeZone`, with one device subscribed at the fake. */
export async function personWithDevice(bed: RemindersTestBed, clock: Clock, timeZone: string): Promise<SignedInUser & { zone: Record<string, string>; subscription: PushSubscriptionInput; device: PushDevice }> {
  const user = await signedInUserAt(bed.t, clock);
  const zone = { 'X-Timezone': timeZone };
  const subscription = bed.push.subscribe();
  const response = await reminderCalls(bed.t, user, zone).register({ name: 'Phone', subscription });
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...user, zone, subscription, device: (await response.json()) as PushDevice };
}

/** The payloads the fake push service decrypted for this subscription, oldest first. */
export function payloadsAt(push: FakePushService, subscription: PushSubscriptionInput): PushPayload[] {
  return push.receivedAt(subscription.endpoint).map((received) => received.payload as unknown as PushPayload);
}
