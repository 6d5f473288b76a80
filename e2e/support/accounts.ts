import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export const STRONG_PASSWORD = 'Cadence-Passw0rd!';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(prefix = 'user'): TestAccount {
  return { name: 'Ada', email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: STRONG_PASSWORD };
}

function originOf(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

/** Signs an account up and confirms it through the API and the dev mailbox (no browser involved). */
export async function createConfirmedAccount(request: APIRequestContext, baseURL: string | undefined, account = newAccount()): Promise<TestAccount> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: originOf(baseURL),
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const mail = await waitForMail(request, account.email, 'type=signup');
  const token = new URL(linkIn(mail, 'type=signup'), 'http://x').searchParams.get('token');
  const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
  expect(verify.ok(), await verify.text()).toBeTruthy();
  return account;
}

/** Signs the page's browser context in through the API: the session cookie lands in the context. */
export async function signInThroughApi(page: Page, baseURL: string | undefined, account: TestAccount): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: originOf(baseURL),
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A confirmed account, signed in in this page's context. */
export async function signedInAccount(page: Page, baseURL: string | undefined, prefix = 'user'): Promise<TestAccount> {
  const account = await createConfirmedAccount(page.request, baseURL, newAccount(prefix));
  await signInThroughApi(page, baseURL, account);
  return account;
}
