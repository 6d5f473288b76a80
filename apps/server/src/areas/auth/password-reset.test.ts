import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, resetThrottleMessage } from '@cadence/shared';
import { verifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, cookieHeader, signIn, signUp, signUpAndVerify } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function requestReset(email: string) {
  const response = await t.request('/api/auth/request-password-reset', { json: { email } });
  await t.settled();
  return response;
}

async function resetTokenFor(email: string): Promise<string> {
  return (await t.outbox.link(email, 'Reset')).searchParams.get('token')!;
}

describe('password reset', () => {
  it('answers known and unknown e-mails identically (status and body)', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it('allows one request per e-mail per 60 s: 429 with Retry-After and the spec message, then allowed again', async () => {
    const email = 'throttle@example.com';
    expect((await requestReset(email)).status).toBe(200);
    clock.advanceSeconds(15);
    const second = await requestReset(' Throttle@Example.com ');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('45');
    expect(await second.json()).toEqual({ error: { code: 'RATE_LIMITED', message: resetThrottleMessage(45) } });
    clock.advanceSeconds(45);
    expect((await requestReset(email)).status).toBe(200);
  });

  it('a reset token works once', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const first = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Once!Only1' } });
    expect(first.status).toBe(200);
    const again = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Twice!No22' } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.resetInvalidToken } });
    const check = await t.request(`/api/account/reset-token?token=${token}`);
    expect(check.status).toBe(400);
  });

  it('a reset token expires after 1 hour', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const [latest] = await t.db.select().from(verifications).orderBy(desc(verifications.createdAt)).limit(1);
    expect((new Date(latest!.expiresAt).getTime() - new Date(latest!.createdAt).getTime()) / 1000).toBeCloseTo(3600, -1);
    await t.db.execute(sql`update verification set expires_at = now() - interval '1 second'`);
    expect((await t.request(`/api/account/reset-token?token=${token}`)).status).toBe(400);
    const reset = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Too!Late99' } });
    expect(reset.status).toBe(400);
  });

  it('a reset signs out every other session', async () => {
    const user = buildUser();
    const firstCookie = await signUpAndVerify(t, user);
    const secondCookie = cookieHeader(await signIn(t, user.email, user.password));
    expect((await t.request('/api/profile', { cookie: secondCookie })).status).toBe(200);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const reset = await t.request('/api/auth/reset-password', { json: { token: await resetTokenFor(user.email), newPassword: 'Fresh!Start1' } });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/profile', { cookie: firstCookie })).status).toBe(401);
    expect((await t.request('/api/profile', { cookie: secondCookie })).status).toBe(401);
  });

  it('refuses a weak new password with the reset page message', async () => {
    const response = await t.request('/api/auth/reset-password', { json: { token: 'whatever', newPassword: 'abcdefgh' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'VALIDATION', message: AUTH_MESSAGES.weakResetPassword });
  });

  it('the reset-token check refuses unknown tokens', async () => {
    const response = await t.request('/api/account/reset-token?token=nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'Invalid or expired reset token. Please request a new one.' } });
  });
});

describe('sign-up of an address that already exists', () => {
  it('answers exactly like a new sign-up and creates nothing', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    const fresh = await signUp(t, buildUser());
    const existing = await signUp(t, { ...user, name: 'Mallory', password: 'Other!Pass1' });
    expect(existing.status).toBe(fresh.status);
    expect(await existing.json()).toEqual(await fresh.json());
    expect(cookieHeader(existing)).toBe('');
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
    // issue 13: the owner is told, by e-mail only, that they already have an account
    const notice = await t.outbox.latest(user.email, 'You already have a Cadence account');
    expect(notice.text).toContain('/login?view=forgot_password');
  });
});
