import type { APIRequestContext } from '@playwright/test';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for the newest e-mail to `email` whose text contains `marker`, from the dev mailbox's JSON. */
export async function waitForMail(request: APIRequestContext, email: string, marker: string): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await request.get('/api/dev/mailbox');
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const found = messages.find((message) => message.to.includes(email) && message.text.includes(marker));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no e-mail to ${email} containing ${marker}`);
}

/** The first link in the mail that contains `marker`, made relative so it works on the test server. */
export function linkIn(message: MailboxMessage, marker: string): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(marker));
  if (!link) throw new Error(`no link containing ${marker} in "${message.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Every e-mail to `email` whose text contains `marker`, newest first. */
export async function mailsTo(request: APIRequestContext, email: string, marker: string): Promise<MailboxMessage[]> {
  const response = await request.get('/api/dev/mailbox');
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((message) => message.to.includes(email) && message.text.includes(marker));
}
