import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cadence/shared';
import { RATE_LIMIT_RULES } from '../../rate-limit/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildUser, signIn, signUpAndVerify } from '../../testing/factories';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const { signInPerAccountAndClient: perPair, signInPerClient: perClient } = RATE_LIMIT_RULES;

async function newUser() {
  const user = buildUser();
  await signUpAndVerify(t, user);
  return user;
}

const statuses = (responses: Array<{ status: number }>) => responses.map((r) => r.status);
const count = (values: number[], value: number) => values.filter((v) => v === value).length;

describe('sign-in attempts are counted before the password is checked (issue 6 §2)', () => {
  it(`20 parallel wrong passwords: ${perPair.limit} are checked, the rest refused`, async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(t, user.email, 'Wrong!pass1', {}, '203.0.113.10')));
    const codes = statuses(answers);
    expect(count(codes, 401)).toBe(perPair.limit);
    expect(count(codes, 429)).toBe(20 - perPair.limit);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManySignIns } });
  });

  it('20 parallel guesses with the right one 18th: no session', async () => {
    const user = await newUser();
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 17 ? user.password : `Wrong!pass${i}`));
    const codes = statuses(await Promise.all(guesses.map((password) => signIn(t, user.email, password, {}, '203.0.113.11'))));
    expect(codes[17]).toBe(429);
    expect(count(codes, 200)).toBe(0);
    expect(count(codes, 401)).toBe(perPair.limit);
  });

  it('100 parallel attempts over two instances on one database still check at most the limit', async () => {
    const user = await newUser();
    const second = await createTestApp({ database: t.database, clock });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => signIn(i % 2 === 0 ? t : second, user.email, 'Wrong!pass1', {}, '203.0.113.12')),
      );
      expect(count(statuses(answers), 401)).toBe(perPair.limit);
    } finally {
      await second.close();
    }
  });
});

describe('a stranger cannot lock the owner out (issue 6 "Also": per account and client address, growing delays)', () => {
  it('failures from one address leave the owner, elsewhere, free to sign in', async () => {
    const user = await newUser();
    for (let i = 0; i < perPair.limit + 3; i++) await signIn(t, user.email, 'Wrong!pass1', {}, '203.0.113.20');
    expect((await signIn(t, user.email, 'Wrong!pass1', {}, '203.0.113.20')).status).toBe(429);
    expect((await signIn(t, user.email, user.password, {}, '198.51.100.7')).status).toBe(200);
  });

  it('past the limit each attempt waits longer: 2 s, then 4 s, then 8 s', async () => {
    const user = await newUser();
    const from = '203.0.113.21';
    for (let i = 0; i < perPair.limit; i++) expect((await signIn(t, user.email, 'Wrong!pass1', {}, from)).status).toBe(401);
    for (const delay of [2, 4, 8]) {
      const refused = await signIn(t, user.email, user.password, {}, from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(delay);
      clock.advanceSeconds(delay);
      expect((await signIn(t, user.email, 'Wrong!pass1', {}, from)).status).toBe(401);
    }
    clock.advanceSeconds(16);
    expect((await signIn(t, user.email, user.password, {}, from)).status).toBe(200);
  });

  it('a successful sign-in starts the count over', async () => {
    const user = await newUser();
    const from = '203.0.113.22';
    for (let i = 0; i < perPair.limit - 1; i++) await signIn(t, user.email, 'Wrong!pass1', {}, from);
    expect((await signIn(t, user.email, user.password, {}, from)).status).toBe(200);
    for (let i = 0; i < perPair.limit - 1; i++) expect((await signIn(t, user.email, 'Wrong!pass1', {}, from)).status).toBe(401);
    expect((await signIn(t, user.email, user.password, {}, from)).status).toBe(200);
  });

  it(`one address gets ${perClient.limit} failures across accounts, then waits`, async () => {
    const from = '192.0.2.7';
    for (let i = 0; i < perClient.limit; i++) expect((await signIn(t, `ghost-${i}@example.com`, 'Wrong!pass1', {}, from)).status).toBe(401);
    const blocked = await signIn(t, 'someone-else@example.com', 'Wrong!pass1', {}, from);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await signIn(t, 'someone-else@example.com', 'Wrong!pass1', {}, '192.0.2.8')).status).toBe(401);
  });

  it('the address behind a trusted proxy is the X-Forwarded-For client', async () => {
    const proxied = await createTestApp({ database: t.database, clock, config: { trustProxy: true } });
    try {
      const user = await newUser();
      for (let i = 0; i < perPair.limit; i++) await signIn(proxied, user.email, 'Wrong!pass1', { 'x-forwarded-for': '198.51.100.30' }, '10.0.0.1');
      expect((await signIn(proxied, user.email, user.password, { 'x-forwarded-for': '198.51.100.30' }, '10.0.0.1')).status).toBe(429);
      expect((await signIn(proxied, user.email, user.password, { 'x-forwarded-for': '198.51.100.31' }, '10.0.0.1')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
