import type { AreaContext } from '../../context/area-context';
import { listDevMailbox, type OutboxRow } from '../../mail/outbox.repository';

/** The e-mails delivered to the dev mailbox, newest first (docs/architecture.md "Mail, throttles, background work"). */
export function listMailbox(ctx: AreaContext): Promise<OutboxRow[]> {
  return listDevMailbox(ctx.db);
}
