import type { Logger } from 'pino';
import type { MailTransport } from './mail-message';

/** Without SMTP, "delivering" a message means showing it in /dev/mailbox: the worker marks the row sent. */
export function createDevMailboxTransport(logger: Logger, mailboxUrl: string): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(message) {
      logger.info({ mailId: message.id, to: message.to, subject: message.subject }, `dev e-mail to ${message.to}: "${message.subject}" — open ${mailboxUrl}`);
    },
  };
}
