import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Where a security e-mail goes (docs/product/accounts.md "Security e-mails"): the person's address and name. */
export async function findUserContact(db: Db, userId: string): Promise<{ id: string; email: string; name: string } | undefined> {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}
