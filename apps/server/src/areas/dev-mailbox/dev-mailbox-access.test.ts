import { AUTH_MESSAGES } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, signUp, signUpAndVerify } from '../../testing/factories';

// issue 6 §1: "Anyone can take over any account through the dev mailbox."

describe('the dev mailbox on a loopback public address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'http://localhost:3000' } });
  });
  afterAll(async () => t.close());

  it('the reproduction: a stranger asks for the victim’s reset link, then cannot read the mailbox', async () => {
    const victim = buildUser();
    await signUpAndVerify(t, victim);
    const stranger = '203.0.113.66';
    expect((await t.request('/api/auth/request-password-reset', { json: { email: victim.email }, remoteAddress: stranger })).status).toBe(200);
    await t.settled();
    await t.cadence.worker.runOnce();
    const api = await t.request('/api/dev/mailbox', { remoteAddress: stranger });
    expect(api.status).toBe(404);
    expect(JSON.stringify(await api.json())).not.toContain('token=');
    expect((await t.request('/dev/mailbox', { remoteAddress: stranger })).status).toBe(404);
  });

  it('is refused through a proxy on this machine and under a foreign host name (DNS rebinding)', async () => {
    expect((await t.request('/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    expect((await t.request('/api/dev/mailbox', { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
    expect((await t.request('/api/dev/mailbox', { headers: { host: 'evil.example:3000' } })).status).not.toBe(200);
    expect((await t.request('/api/dev/mailbox', { remoteAddress: null })).status).toBe(404);
  });

  it('answers a person at this machine', async () => {
    expect((await t.request('/api/dev/mailbox', { remoteAddress: '127.0.0.1' })).status).toBe(200);
    expect((await t.request('/api/dev/mailbox', { remoteAddress: '::1' })).status).toBe(200);
    expect((await t.request('/dev/mailbox', { remoteAddress: '::ffff:127.0.0.1' })).status).toBe(200);
  });
});

describe('e-mail off: a public address and no SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://cadence.example' } });
  });
  afterAll(async () => t.close());

  it('has no mailbox at all, even from loopback', async () => {
    expect(t.config.mailMode).toBe('off');
    expect((await t.request('/api/dev/mailbox')).status).toBe(404);
    expect((await t.request('/dev/mailbox')).status).toBe(404);
  });

  it('says e-mail is unavailable instead of pretending a link was sent, and stores no link', async () => {
    for (const [path, json] of [
      ['/api/auth/request-password-reset', { email: 'victim@example.com' }],
      ['/api/auth/sign-up/email', { name: 'Eve', email: 'eve@example.com', password: 'Str0ng!pass' }],
      ['/api/auth/send-verification-email', { email: 'victim@example.com' }],
    ] as const) {
      const response = await t.request(path, { json });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBeTruthy();
      expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: AUTH_MESSAGES.mailServiceDown } });
    }
    await t.settled();
    expect(await t.outbox.messages()).toEqual([]);
  });

  it('still answers signUp with the same status for everyone', async () => {
    expect((await signUp(t, buildUser())).status).toBe(503);
  });
});
