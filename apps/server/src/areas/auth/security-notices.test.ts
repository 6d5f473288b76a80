import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createMailOutbox } from '../../mail/mail-outbox';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, signIn, signUpAndVerify, type UserInput } from '../../testing/factories';
import { type SecurityEvent, sendSecurityNotice } from './security-notices.service';

// docs/product/accounts.md "Security e-mails" (issue 23 §4).

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = 'New sign-in to your Cadence account';

async function signInFrom(t: TestApp, user: UserInput, userAgent: string, remoteAddress: string): Promise<void> {
  const response = await signIn(t, user.email, user.password, { 'user-agent': userAgent }, remoteAddress);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function mailsAbout(t: TestApp, to: string, subject: string) {
  return (await t.outbox.messages()).filter((m) => m.to === to && m.subject === subject);
}

describe('security e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a sign-in from a new device sends one e-mail, with the device, its network and the devices link; the same device again sends none', async () => {
    const user = buildUser();
    await signUpAndVerify(t, user); // the confirmation link signs in: the first device, recorded quietly
    expect(await mailsAbout(t, user.email, NEW_SIGN_IN)).toHaveLength(0);

    await signInFrom(t, user, MAC_CHROME, '203.0.113.77');
    const [mail, ...more] = await mailsAbout(t, user.email, NEW_SIGN_IN);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Device: Chrome on macOS');
    expect(mail!.text).toContain('Network: 203.0.113.x');
    expect(mail!.text).toContain(`${t.config.publicUrl}/profile#devices`);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/profile#devices"`);
    expect(mail!.text).toContain("If this wasn't you, change your password right away");
    expect(mail!.text).toContain("'Sign out everywhere else'");
    expect(`${mail!.text}${mail!.html}`).not.toContain('203.0.113.77');

    // Another address on the same network, the same browser: a known device.
    await signInFrom(t, user, MAC_CHROME, '203.0.113.80');
    expect(await mailsAbout(t, user.email, NEW_SIGN_IN)).toHaveLength(1);
    // A new browser, or the same browser on another network, is a new device.
    await signInFrom(t, user, IPHONE_SAFARI, '203.0.113.80');
    await signInFrom(t, user, MAC_CHROME, '198.51.100.4');
    const all = await mailsAbout(t, user.email, NEW_SIGN_IN);
    expect(all).toHaveLength(3);
    expect(all.map((m) => /Device: .*/.exec(m.text)?.[0])).toEqual(['Device: Chrome on macOS', 'Device: Safari on iPhone', 'Device: Chrome on macOS']);
  });

  it("another person's new devices say nothing to this one", async () => {
    const [ada, bob] = [buildUser(), buildUser({ name: 'Bob' })];
    await signUpAndVerify(t, ada);
    await signUpAndVerify(t, bob);
    await signInFrom(t, bob, MAC_CHROME, '203.0.113.9');
    expect(await mailsAbout(t, bob.email, NEW_SIGN_IN)).toHaveLength(1);
    expect(await mailsAbout(t, ada.email, NEW_SIGN_IN)).toHaveLength(0);
  });

  it("the password step of a two-factor sign-in sends nothing: the code's session is the sign-in", async () => {
    const user = buildUser();
    await signUpAndVerify(t, user);
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, user.email));
    await signInFrom(t, user, IPHONE_SAFARI, '203.0.113.50');
    expect(await mailsAbout(t, user.email, NEW_SIGN_IN)).toHaveLength(0);
  });

  it("a password change, which replaces this device's session, is not a sign-in from a new device", async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const changed = await t.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'An0ther!pass' },
      cookie,
      headers: { 'user-agent': MAC_CHROME },
      remoteAddress: '203.0.113.60',
    });
    expect(changed.status).toBe(200);
    expect(await mailsAbout(t, user.email, NEW_SIGN_IN)).toHaveLength(0);
  });

  it('sendSecurityNotice renders and queues one e-mail per event, escaped in HTML, each with the devices link', async () => {
    const outbox = createMailOutbox(t.db, t.clock);
    const person = { id: 'user-x', email: buildUser().email, name: 'Ada <b>' };
    const subjects: Record<SecurityEvent, string> = {
      'passkey-added': 'A passkey was added to your Cadence account',
      'passkey-removed': 'A passkey was removed from your Cadence account',
      'two-factor-enabled': 'Two-factor sign-in is on for your Cadence account',
      'two-factor-disabled': 'Two-factor sign-in was turned off for your Cadence account',
      'recovery-code-used': 'A recovery code was used to sign in to Cadence',
      'new-device-sign-in': NEW_SIGN_IN,
    };
    for (const [event, subject] of Object.entries(subjects) as Array<[SecurityEvent, string]>) {
      await sendSecurityNotice({ outbox, config: t.config }, person, event, { passkeyName: 'Work <laptop>', device: 'Chrome on macOS', network: 'Local network' });
      const [mail, ...more] = await mailsAbout(t, person.email, subject);
      expect(more, event).toHaveLength(0);
      expect(mail!.text, event).toContain('Hi Ada <b>,');
      expect(mail!.html, event).toContain('Hi Ada &lt;b&gt;,');
      expect(mail!.html, event).not.toContain('<laptop>');
      expect(mail!.html, event).toContain('Passkey: Work &lt;laptop&gt;');
      expect(mail!.text, event).toContain('Network: Local network');
      expect(mail!.text, event).toContain(`Review signed-in devices: ${t.config.publicUrl}/profile#devices`);
      expect(mail!.text, event).toContain("If this wasn't you");
      expect(mail!.text, event).toContain('— The Cadence team');
    }
    // Without details, no empty lines for them.
    await sendSecurityNotice({ outbox, config: t.config }, { ...person, email: buildUser().email }, 'two-factor-enabled');
    const bare = (await t.outbox.messages())[0]!;
    expect(bare.text).not.toMatch(/Passkey:|Device:|Network:/);
  });
});

describe('a security e-mail that cannot be queued', () => {
  it('never fails the sign-in', async () => {
    const t = await createTestApp();
    try {
      const user = buildUser();
      await signUpAndVerify(t, user);
      await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
      try {
        await signInFrom(t, user, MAC_CHROME, '203.0.113.77');
      } finally {
        await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
      }
      // The device was recorded all the same: it is not new the next time.
      await signInFrom(t, user, MAC_CHROME, '203.0.113.78');
      expect(await mailsAbout(t, user.email, NEW_SIGN_IN)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
