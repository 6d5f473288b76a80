import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message';

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). nodemailer's own defaults
 * wait up to 2 minutes to connect and 10 minutes on a silent socket; a stuck server must fail the
 * attempt (so the outbox retries later) instead of holding a worker for that long. The outbox keeps
 * the message leased while it is being sent, so even a slow accept is not sent twice (issue 6 §8).
 */
export function createSmtpTransport(smtpUrl: string, from: string, leaseMs: number): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: Math.min(10_000, leaseMs),
    greetingTimeout: Math.min(10_000, leaseMs),
    socketTimeout: Math.max(leaseMs, 30_000),
  });
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
