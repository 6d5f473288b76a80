import type { Db } from '../../db/client';
import { deleteResetTokens } from './reset-tokens.repository';

/** docs/product/accounts.md "Reset password": a new password voids every reset link still in an inbox (issue 6 §5). */
export function voidResetLinks(db: Db, userId: string): Promise<void> {
  return deleteResetTokens(db, userId);
}
