import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { MailMessage } from './mail-message';
import { insertMail } from './outbox.repository';

/** Writes e-mails to the outbox; the worker delivers them. Pass a transaction to tie a mail to its cause. */
export interface MailOutbox {
  enqueue(message: MailMessage, tx?: Db): Promise<string>;
  /** Called after each enqueue so a running worker picks the row up at once instead of at its next poll. */
  onEnqueued(listener: () => void): () => void;
}

export function createMailOutbox(db: Db, clock: Clock): MailOutbox {
  const listeners = new Set<() => void>();
  return {
    async enqueue(message, tx) {
      const id = await insertMail(tx ?? db, message, clock.now());
      for (const listener of listeners) listener();
      return id;
    },
    onEnqueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
