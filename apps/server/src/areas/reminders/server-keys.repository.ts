import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

// SQL of server_keys: values made once and shared by every instance (the VAPID key pair).

/** Stores `value` under `name` unless a value is there already, and answers the one that is. */
export async function keepFirstKey(db: Db, name: string, value: string, now: string): Promise<string> {
  await db.insert(serverKeys).values({ name, value, createdAt: now }).onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} was not kept`);
  return row.value;
}

export async function readKey(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  return row?.value ?? null;
}
