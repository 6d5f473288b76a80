import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { buildUser, cookieHeader, signIn, signUpAndVerify } from '../testing/factories';
import { createTestClock } from '../testing/test-clock';

let t: TestApp;
const clock = createTestClock();
const user = buildUser();
beforeAll(async () => {
  t = await createTestApp({ clock });
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

    // Sessions last 7 days; a cached session ends with it too (issue 9).
    const expiring = await freshCookie();
    expect((await t.request('/api/profile', { cookie: expiring })).status).toBe(200);
    clock.advanceSeconds(8 * 24 * 3600);
    expect((await t.request('/api/profile', { cookie: expiring })).status).toBe(401);
  });

  it('trusts a cached session no longer than a minute, whatever the bus missed', async () => {
    const ownClock = createTestClock();
    const app = await createTestApp({ database: t.database, clock: ownClock });
    try {
      const cookie = await freshCookie();
      const { id } = await (await app.request('/api/profile', { cookie })).json();
      // Removed behind the app's back: no event says so.
      await t.db.delete(sessions).where(eq(sessions.userId, id));
      expect((await app.request('/api/profile', { cookie })).status).toBe(200);
      ownClock.advanceSeconds(61);
      expect((await app.request('/api/profile', { cookie })).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
