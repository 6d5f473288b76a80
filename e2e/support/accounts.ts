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

export function originOf(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

/**
 * Headers for an account set up through the API: the app's origin, and a client address of its own
 * (the test server trusts X-Forwarded-For), as each account would be a different person. Sign-ups
 * are throttled per client address (issue 6 §11); the browser's own requests come from loopback.
 */
export function apiClientHeaders(baseURL: string | undefined): Record<string, string> {
  const [a, b] = randomUUID().replace(/-/g, '').match(/../g)!.map((hex) => parseInt(hex, 16));
  return { ...originOf(baseURL), 'x-forwarded-for': `198.18.${a}.${b}` };
}

/**
 * Signs an account up and confirms it through the API and the dev mailbox (no browser involved).
 * Confirming signs the request context in: pass the `request` fixture, not `page.request`, to keep the page signed out.
 */
export async function createConfirmedAccount(request: APIRequestContext, baseURL: string | undefined, account = newAccount()): Promise<TestAccount> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: apiClientHeaders(baseURL),
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
    headers: apiClientHeaders(baseURL),
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

/** Signs an account up through the API without confirming it: the confirmation e-mail waits in the mailbox. */
export async function createUnconfirmedAccount(request: APIRequestContext, baseURL: string | undefined, account = newAccount()): Promise<TestAccount> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: apiClientHeaders(baseURL),
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  return account;
}

/** Asks for a reset e-mail through the API and returns the mailed link's path (/auth/callback?type=recovery…). */
export async function requestResetLink(request: APIRequestContext, baseURL: string | undefined, email: string): Promise<string> {
  const response = await request.post('/api/auth/request-password-reset', { headers: originOf(baseURL), data: { email } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return linkIn(await waitForMail(request, email, 'type=recovery'), 'type=recovery');
}

/** Signs in through the /login form, as a person would, and waits for the shell. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
