import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema';

/** better-auth names a reset token's row `reset-password:<token>`; verification-identifier.ts keeps that prefix. */
export const RESET_TOKEN_PURPOSE = 'reset-password';

/** Voids every outstanding reset link of a user (issue 6 §5: any password change or reset does). */
export async function deleteResetTokens(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_TOKEN_PURPOSE}:%`)));
}
