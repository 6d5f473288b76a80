import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { buildUser, cookieHeader, signIn, signUpAndVerify } from '../testing/factories';

let t: TestApp;
const user = buildUser();
beforeAll(async () => {
  t = await createTestApp();
  await signUpAndVerify(t, user);
});
afterAll(async () => t.close());

async function freshCookie(): Promise<string> {
  return cookieHeader(await signIn(t, user.email, user.password));
}

describe('requireUser reads better-auth sessions', () => {
  it('accepts the cookie better-auth set at sign-in', async () => {
    const response = await t.request('/api/profile', { cookie: await freshCookie() });
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(user.email);
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const cookie = await freshCookie();
    const tampered = cookie.replace(/\.([^.;]+)$/, (_match, signature: string) => `.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect(tampered).not.toBe(cookie);
    expect((await t.request('/api/profile', { cookie: tampered })).status).toBe(401);
  });

  it('refuses an unsigned token, even a real one', async () => {
    const cookie = await freshCookie();
    const unsigned = decodeURIComponent(cookie).replace(/\.[^.]+$/, '');
    expect((await t.request('/api/profile', { cookie: unsigned })).status).toBe(401);
  });

  it('refuses a session after sign-out and after it expired', async () => {
    const signedOut = await freshCookie();
    expect((await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: signedOut })).status).toBe(200);
    expect((await t.request('/api/profile', { cookie: signedOut })).status).toBe(401);

    const expiring = await freshCookie();
    const [latest] = await t.db.select().from(sessions).where(eq(sessions.userId, (await (await t.request('/api/profile', { cookie: expiring })).json()).id));
    expect(latest).toBeDefined();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(sessions.userId, latest!.userId));
    expect((await t.request('/api/profile', { cookie: expiring })).status).toBe(401);
  });
});
