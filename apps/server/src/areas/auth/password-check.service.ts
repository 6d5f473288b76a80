import { DATA_MESSAGES } from '@cadence/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createAuthThrottle } from './auth-throttle.service';
import { verifyPassword } from './password-hasher';

/**
 * A signed-in person typing their password again to confirm a grave step (deleting the account,
 * docs/product/data.md). Counted like a sign-in before it is checked (the same atomic claim per account
 * and client address, decision 001), so someone at an unlocked browser cannot keep guessing; a right
 * password clears the count. Handed to other areas by app.ts as their `PasswordCheck`.
 */
export function createPasswordCheck(db: Db, clock: Clock) {
  const throttle = createAuthThrottle(db, clock);
  return {
    async confirm({ userId, email, password, client }: { userId: string; email: string; password: string; client: string }): Promise<void> {
      const claim = await throttle.claimSignIn(email, client);
      let matches: boolean;
      try {
        const [row] = await db
          .select({ hash: accounts.password })
          .from(accounts)
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
        matches = row?.hash ? await verifyPassword({ hash: row.hash, password }) : false;
      } catch (error) {
        await claim.abandoned().catch(() => undefined);
        throw error;
      }
      if (!matches) throw new AppError('INVALID_PASSWORD', DATA_MESSAGES.passwordIncorrect, { fields: { password: DATA_MESSAGES.passwordIncorrect } });
      await claim.succeeded();
    },
  };
}
