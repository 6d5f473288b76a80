/** One e-mail as the outbox stores it: always text and HTML (issue 2 §5). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A way to deliver a message; throws on failure so the worker retries. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { id: string }): Promise<void>;
}
