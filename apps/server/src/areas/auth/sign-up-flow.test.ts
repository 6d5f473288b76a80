import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, cookieHeader, signIn, signUp } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('whole account journey', () => {
  it('sign-up -> confirm -> sign-in -> profile -> change password -> sign-out -> reset -> sign in with the new password', async () => {
    const user = buildUser({ name: 'Grace', email: 'Grace@Example.com' });
    const email = 'grace@example.com';

    const signUpResponse = await signUp(t, user);
    expect(signUpResponse.status).toBe(200);
    expect(await signUpResponse.json()).toEqual({ status: true, message: AUTH_MESSAGES.signUpSuccess });
    expect(cookieHeader(signUpResponse)).toBe('');

    const unverified = await signIn(t, email, user.password);
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified } });

    const welcome = await t.outbox.latest(email, 'Welcome');
    expect(welcome.html).toContain('Cadence');
    const link = await t.outbox.link(email, 'Confirm');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/callback');
    expect(link.searchParams.get('type')).toBe('signup');
    const verify = await t.request(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ status: true });
    const verifyCookie = cookieHeader(verify);
    expect(verifyCookie).toMatch(/^cadence\.session_token=/);

    const signedIn = await signIn(t, email, user.password);
    expect(signedIn.status).toBe(200);
    const signedInBody = await signedIn.json();
    expect(JSON.stringify(signedInBody)).not.toContain('token');
    expect(signedInBody.user.email).toBe(email);
    const cookie = cookieHeader(signedIn);

    const profile = await t.request('/api/profile', { cookie });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email, fullName: 'Grace', avatarUrl: '', emailVerified: true, hasAiAccess: false, aiUsageCount: 0 });

    const patched = await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'Grace Hopper' }, cookie });
    expect(patched.status).toBe(200);
    expect((await patched.json()).fullName).toBe('Grace Hopper');

    const session = await t.request('/api/auth/get-session', { cookie });
    const sessionBody = await session.json();
    expect(sessionBody.user.email).toBe(email);
    expect(sessionBody.session.token).toBeUndefined();

    const wrongCurrent = await t.request('/api/auth/change-password', {
      json: { currentPassword: 'not-my-password', newPassword: 'N3w!password' },
      cookie,
    });
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.json()).toEqual({ error: { code: 'INVALID_PASSWORD', message: AUTH_MESSAGES.currentPasswordIncorrect } });

    const changed = await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'N3w!password' }, cookie });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).not.toContain('token');

    const signOut = await t.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(signOut.status).toBe(200);
    expect((await t.request('/api/profile', { cookie })).status).toBe(401);

    const forgot = await t.request('/api/auth/request-password-reset', { json: { email } });
    expect(forgot.status).toBe(200);
    await t.settled();
    const resetLink = await t.outbox.link(email, 'Reset');
    expect(resetLink.searchParams.get('type')).toBe('recovery');
    expect(resetLink.searchParams.get('email')).toBe(email);
    const token = resetLink.searchParams.get('token')!;
    expect((await t.outbox.latest(email, 'Reset')).text).toContain('expires in 1 hour');

    const check = await t.request(`/api/account/reset-token?token=${token}`);
    expect(await check.json()).toEqual({ email });

    const reset = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Res3t!password' } });
    expect(reset.status).toBe(200);
    expect((await t.outbox.latest(email, 'password was changed')).to).toBe(email);

    expect((await signIn(t, email, 'N3w!password')).status).toBe(401);
    const final = await signIn(t, email, 'Res3t!password');
    expect(final.status).toBe(200);
  });
});
