import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PushDevice } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { pushDevices } from '../../db/schema';
import type { PushTarget } from './reminder-context';

// SQL of push_devices (docs/product/reminders.md "Devices"). Every statement a person's request makes
// is scoped by their id; the scheduler's are by the device it just sent to.

export interface DeviceKey {
  userId: string;
  id: string;
}

const publicFields = { id: pushDevices.id, name: pushDevices.name, createdAt: pushDevices.createdAt, lastSuccessAt: pushDevices.lastSuccessAt };
const targetFields = { id: pushDevices.id, endpoint: pushDevices.endpoint, p256dh: pushDevices.p256dh, auth: pushDevices.auth };

function toPushDevice(row: { id: string; name: string; createdAt: string; lastSuccessAt: string | null }): PushDevice {
  return { id: row.id, name: row.name, createdAt: toIsoTimestamp(row.createdAt), lastSuccessAt: row.lastSuccessAt === null ? null : toIsoTimestamp(row.lastSuccessAt) };
}

/** The person's devices, oldest first. */
export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db.select(publicFields).from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(asc(pushDevices.createdAt), asc(pushDevices.id));
  return rows.map(toPushDevice);
}

export async function countDevices(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(pushDevices).where(eq(pushDevices.userId, userId));
  return Number(row?.count ?? 0);
}

/** Who holds this endpoint now (another account on the same browser, or nobody). */
export async function endpointOwner(db: Db, endpoint: string): Promise<string | null> {
  const [row] = await db.select({ userId: pushDevices.userId }).from(pushDevices).where(eq(pushDevices.endpoint, endpoint)).for('update');
  return row?.userId ?? null;
}

/**
 * The browser's subscription, kept once per endpoint: registering it again updates its keys and name,
 * and moves it to the person and session registering (the last one signed in on that browser gets its
 * reminders, until that session ends).
 */
export async function putDevice(db: Db, device: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string; name: string; now: string }): Promise<PushDevice> {
  const { now, ...fields } = device;
  const [row] = await db
    .insert(pushDevices)
    .values({ ...fields, createdAt: now })
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: {
        userId: fields.userId,
        sessionId: fields.sessionId,
        p256dh: fields.p256dh,
        auth: fields.auth,
        name: fields.name,
        // A browser that changes hands starts afresh for its new owner.
        createdAt: sql`case when ${pushDevices.userId} = ${fields.userId} then ${pushDevices.createdAt} else ${now}::timestamptz end`,
        lastSuccessAt: sql`case when ${pushDevices.userId} = ${fields.userId} then ${pushDevices.lastSuccessAt} else null end`,
      },
    })
    .returning(publicFields);
  return toPushDevice(row!);
}

export async function findDeviceTarget(db: Db, key: DeviceKey): Promise<PushTarget | null> {
  const [row] = await db.select(targetFields).from(pushDevices).where(and(eq(pushDevices.id, key.id), eq(pushDevices.userId, key.userId)));
  return row ?? null;
}

/** Every device of the person, to send a reminder to. */
export function deviceTargetsOf(db: Db, userId: string): Promise<PushTarget[]> {
  return db.select(targetFields).from(pushDevices).where(eq(pushDevices.userId, userId));
}

/** False when the person has no such device. */
export async function deleteDevice(db: Db, key: DeviceKey): Promise<boolean> {
  const rows = await db.delete(pushDevices).where(and(eq(pushDevices.id, key.id), eq(pushDevices.userId, key.userId))).returning({ id: pushDevices.id });
  return rows.length > 0;
}

export async function markDeviceReached(db: Db, key: DeviceKey, now: string): Promise<void> {
  await db.update(pushDevices).set({ lastSuccessAt: now }).where(and(eq(pushDevices.id, key.id), eq(pushDevices.userId, key.userId)));
}
