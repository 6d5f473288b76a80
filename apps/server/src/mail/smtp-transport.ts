import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message';

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@cadence.outbox>`,
      });
    },
    close: () => transporter.close(),
  };
}
