import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * docs/product/data.md "Deleting the account": every row of the person, in one transaction. The rows
 * keyed by the user's id go with the user row (every owner column is `on delete cascade`, checked by
 * account-deletion.test.ts against the database's own catalog); the rows that name the person by e-mail
 * instead are deleted here: reset and confirmation tokens, throttle counters and every e-mail to them
 * (the goodbye is written after, in the same transaction).
 * Plain string functions rather than LIKE, whose `_` and `%` an address may contain.
 */
export async function deleteEverythingOf(tx: Db, { userId, email }: { userId: string; email: string }): Promise<{ name: string } | null> {
  await tx.execute(sql`delete from verification where value = ${userId} or strpos(value, ${email}) > 0 or strpos(identifier, ${email}) > 0`);
  await tx.execute(sql`delete from rate_limits where right(key, ${email.length + 1}) = ${`:${email}`}`);
  await tx.execute(sql`delete from mail_outbox where lower("to") = lower(${email})`);
  const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ name: users.name });
  return deleted ?? null;
}
