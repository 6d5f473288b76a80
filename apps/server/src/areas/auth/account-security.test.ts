import { AUTH_MESSAGES } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../rate-limit/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildUser, cookieHeader, signIn, signUp, signUpAndVerify } from '../../testing/factories';

// issue 6: each reproduction from the outside probe, with its new answer.

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function requestReset(email: string) {
  const response = await t.request('/api/auth/request-password-reset', { json: { email } });
  await t.settled();
  return response;
}

async function latestResetToken(email: string): Promise<string> {
  return (await t.outbox.link(email, 'Reset')).searchParams.get('token')!;
}

const resetWith = (token: string, newPassword: string) => t.request('/api/auth/reset-password', { json: { token, newPassword } });

describe('old reset links stop working (issue 6 §5)', () => {
  it('a password change voids a reset link requested before it', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const token = await latestResetToken(user.email);
    const changed = await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'Chang3d!pass', revokeOtherSessions: true }, cookie });
    expect(changed.status).toBe(200);
    const reset = await resetWith(token, 'Hij4ck!pass');
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.resetInvalidToken } });
    expect((await signIn(t, user.email, 'Chang3d!pass')).status).toBe(200);
  });

  it('using a newer link voids the older one', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const older = await latestResetToken(user.email);
    clock.advanceSeconds(61);
    await requestReset(user.email);
    const newer = await latestResetToken(user.email);
    expect(newer).not.toBe(older);
    expect((await resetWith(newer, 'N3wer!pass')).status).toBe(200);
    expect((await resetWith(older, 'Old3r!pass')).status).toBe(400);
    expect((await t.request(`/api/account/reset-token?token=${older}`)).status).toBe(400);
  });
});

describe('one confirmation link, one session (issue 6 §6)', () => {
  it('10 parallel uses of the same link sign in exactly once', async () => {
    const user = buildUser();
    await signUp(t, user);
    const token = (await t.outbox.link(user.email, 'Confirm')).searchParams.get('token')!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)));
    const withSession = answers.filter((answer) => cookieHeader(answer).includes('session_token='));
    expect(withSession).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(await refused.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.confirmationLinkUsed } });
  });
});

describe('change password (decision 001)', () => {
  it('counts wrong current passwords like failed sign-ins: at most 5 are checked', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request('/api/auth/change-password', { json: { currentPassword: 'Wrong!pass1', newPassword: 'Chang3d!pass' }, cookie, remoteAddress: '203.0.113.80' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('signs every other session out, even when the client does not ask', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const other = cookieHeader(await signIn(t, user.email, user.password));
    const changed = await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'Chang3d!pass' }, cookie });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/profile', { cookie: other })).status).toBe(401);
  });
});

describe('one password rule (issue 6 §10 and "Also")', () => {
  it('change password refuses "aaaaaaaa" as sign-up and reset do', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const response = await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'aaaaaaaa' }, cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'VALIDATION', fields: { newPassword: AUTH_MESSAGES.weakResetPassword } });
  });

  it('a password signed up in composed form signs in typed in decomposed form', async () => {
    const user = buildUser({ password: 'Caf\u00e9-Pass1' });
    await signUpAndVerify(t, user);
    expect((await signIn(t, user.email, 'Cafe\u0301-Pass1')).status).toBe(200);
  });

  it('an emoji password of 8 characters is long enough on both sides', async () => {
    const user = buildUser({ password: '😀😀😀😀Ab1!' });
    await signUpAndVerify(t, user);
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });
});

describe('sign-up and resend are throttled (issue 6 §11)', () => {
  it(`from one client address: ${RATE_LIMIT_RULES.mailPerClient.limit} then 429 with Retry-After, whatever the e-mail`, async () => {
    const from = '203.0.113.50';
    for (let i = 0; i < RATE_LIMIT_RULES.mailPerClient.limit; i++) expect((await signUp(t, buildUser(), { remoteAddress: from })).status).toBe(200);
    const blocked = await signUp(t, buildUser(), { remoteAddress: from });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const resend = await t.request('/api/auth/send-verification-email', { json: { email: 'x@example.com' }, remoteAddress: from });
    expect(resend.status).toBe(429);
  });

  it('per target e-mail: the same answer for an existing and a new address', async () => {
    clock.advanceSeconds(600); // a new window for both addresses
    const existing = buildUser();
    await signUpAndVerify(t, existing);
    const fresh = buildUser();
    await signUp(t, fresh);
    const { limit } = RATE_LIMIT_RULES.signUpPerEmail;
    for (let i = 1; i < limit; i++) expect([(await signUp(t, existing)).status, (await signUp(t, fresh)).status]).toEqual([200, 200]);
    const again = [await signUp(t, existing), await signUp(t, fresh)];
    expect(again.map((r) => r.status)).toEqual([429, 429]);
    const [a, b] = await Promise.all(again.map((r) => r.json()));
    expect(a.error.code).toBe(b.error.code);
  });
});

describe('control characters are refused, never a 500 (issue 6 §3)', () => {
  it.each([
    ['POST /api/todos title', '/api/todos', 'POST', { title: 'a\u0000b' }, 'title'],
    ['POST /api/todos description', '/api/todos', 'POST', { title: 'ok', description: 'a\u0000b' }, 'description'],
    ['POST /api/todos category', '/api/todos', 'POST', { title: 'ok', category: 'a\u0000b' }, 'category'],
    ['PATCH /api/profile fullName', '/api/profile', 'PATCH', { fullName: 'a\u0000b' }, 'fullName'],
  ])('%s', async (_name, path, method, json, field) => {
    const cookie = await signUpAndVerify(t, buildUser());
    const response = await t.request(path, { method, json, cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toMatch(/must not contain control characters/);
  });

  it('anonymous auth routes and the reset-token check', async () => {
    const signInResponse = await t.request('/api/auth/sign-in/email', { json: { email: 'a\u0000@example.com', password: 'x' } });
    expect(signInResponse.status).toBe(400);
    expect((await t.request('/api/account/reset-token?token=%00')).status).toBe(400);
    expect((await resetWith('\u0000', 'Str0ng!pass')).status).toBe(400);
    expect((await t.request('/api/auth/verify-email?token=%00')).status).toBe(400);
  });
});
