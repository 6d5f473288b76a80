import type { DeleteAccountRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { accountDeletedMail } from '../../mail/mail-templates';
import { deleteEverythingOf } from './account-deletion.repository';
import type { DataContext } from './data-context';

/**
 * docs/product/data.md "Deleting the account": the password again (throttled like a sign-in), then
 * every row of the person in one transaction with the goodbye e-mail queued in it, then every session
 * revoked on every instance (their caches drop it, their live streams end with `revoked`).
 */
export async function deleteAccount(
  ctx: DataContext,
  actor: Actor,
  { email, client }: { email: string; client: string },
  input: DeleteAccountRequest,
): Promise<void> {
  await ctx.passwords.confirm({ userId: actor.userId, email, password: input.password, client });
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteEverythingOf(tx, { userId: actor.userId, email });
    // Gone already (a second tab asked at the same moment): nothing to delete, no second goodbye.
    if (deleted) await ctx.outbox.enqueue(accountDeletedMail(email, deleted.name || undefined, ctx.config.publicUrl), tx);
  });
  ctx.events.publish({ userId: actor.userId, event: { area: 'session', kind: 'revoked' } });
}
