import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cadence/shared';
import { RATE_LIMIT_RULES } from '../../rate-limit/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, signIn, signUpAndVerify } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
});
afterAll(async () => t.close());

const { signInPerAccount, signInPerAddress } = RATE_LIMIT_RULES;

describe('failed sign-ins', () => {
  it(`are limited per account (${signInPerAccount.limit} per window), also for the right password, and the limit survives a new instance`, async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    for (let i = 0; i < signInPerAccount.limit; i++) {
      const failed = await signIn(t, user.email, 'Wrong!pass1', { 'x-forwarded-for': `10.0.0.${i}` });
      expect(failed.status).toBe(401);
      expect(await failed.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    }
    const blocked = await signIn(t, user.email, user.password, { 'x-forwarded-for': '10.0.1.1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManySignIns } });

    const second = await createTestApp({ database: t.database, config: { trustProxy: true } });
    try {
      expect((await signIn(second, user.email, user.password, { 'x-forwarded-for': '10.0.2.1' })).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a successful sign-in clears the account counter', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < signInPerAccount.limit - 1; i++) await signIn(t, user.email, 'Wrong!pass1', headers);
    expect((await signIn(t, user.email, user.password, headers)).status).toBe(200);
    for (let i = 0; i < signInPerAccount.limit - 1; i++) expect((await signIn(t, user.email, 'Wrong!pass1', headers)).status).toBe(401);
    expect((await signIn(t, user.email, user.password, headers)).status).toBe(200);
  });

  it(`are limited per client address (${signInPerAddress.limit} per window) across accounts`, async () => {
    const headers = { 'x-forwarded-for': '192.0.2.7' };
    for (let i = 0; i < signInPerAddress.limit; i++) {
      expect((await signIn(t, `ghost-${i}@example.com`, 'Wrong!pass1', headers)).status).toBe(401);
    }
    const blocked = await signIn(t, 'someone-else@example.com', 'Wrong!pass1', headers);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await signIn(t, 'someone-else@example.com', 'Wrong!pass1', { 'x-forwarded-for': '192.0.2.8' })).status).toBe(401);
  });
});
