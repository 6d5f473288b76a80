import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';

// The devices a person has signed in from, by fingerprint (docs/product/accounts.md "Security e-mails").

/**
 * Records the device; `isNew` when it was not known, `hadOthers` when the person had signed in from
 * another known device before. The insert is the claim: of two sign-ins racing from one new device,
 * only one adds the row.
 */
export async function recordKnownDevice(db: Db, { userId, fingerprint }: { userId: string; fingerprint: string }): Promise<{ isNew: boolean; hadOthers: boolean }> {
  const added = await db.insert(knownDevices).values({ userId, fingerprint }).onConflictDoNothing().returning({ userId: knownDevices.userId });
  if (added.length === 0) return { isNew: false, hadOthers: true };
  const others = await db
    .select({ fingerprint: knownDevices.fingerprint })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.fingerprint, fingerprint)))
    .limit(1);
  return { isNew: true, hadOthers: others.length > 0 };
}
