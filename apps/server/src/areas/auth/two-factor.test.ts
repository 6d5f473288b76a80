import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@cadence/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twoFactors } from '../../db/schema';
import { createLogger } from '../../logger';
import { RATE_LIMIT_RULES } from '../../rate-limit/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { exportFilesOf } from '../../testing/data-kit';
import { buildUser, cookieHeader, signUpAndVerify } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { clockDrivingDate, mergeCookies, passwordStep, sendCode, sendRecoveryCode, totpAt, turnOnTwoFactor } from '../../testing/two-factor-kit';

// docs/product/accounts.md "Two-factor sign-in" (issue 23 §2).

const clock = createTestClock();
const time = clockDrivingDate(clock);
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  time.start();
  t = await createTestApp({ clock, logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }) });
});
afterAll(async () => {
  await t.close();
  time.stop();
});
// Each test starts in a period of its own, so one test's codes are never another's replays.
beforeEach(() => time.toNextPeriod());

const { twoFactorPerAccountAndClient: perPair } = RATE_LIMIT_RULES;

async function newAccount() {
  const user = buildUser();
  const cookie = await signUpAndVerify(t, user);
  return { user, cookie };
}

async function accountWithTwoFactor() {
  const { user, cookie } = await newAccount();
  return turnOnTwoFactor(t, clock, user, cookie);
}

const profileStatus = async (cookie: string) => (await t.request('/api/profile', { cookie })).status;
const statusOf = async (cookie: string) => (await t.request('/api/auth/two-factor', { cookie })).json();

describe('turning it on: password, then the first code', () => {
  it('shows the secret and asks for a code; only a right code turns it on, and only then the recovery codes come', async () => {
    const { user, cookie } = await newAccount();
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: null });

    const wrongPassword = await t.request('/api/auth/two-factor/enable', { json: { password: 'Wrong!pass1' }, cookie });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toEqual({ error: { code: 'INVALID_PASSWORD', message: AUTH_MESSAGES.currentPasswordIncorrect } });

    const enable = await t.request('/api/auth/two-factor/enable', { json: { password: user.password }, cookie });
    expect(enable.status).toBe(200);
    const setup = await enable.json();
    expect(Object.keys(setup).sort()).toEqual(['otpauthUri', 'secret']);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain('issuer=Cadence');
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: null });

    const wrong = await sendCode(t, cookie, totpAt(setup.secret, new Date(clock.now().getTime() - 10 * 60_000)));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.wrongCode } });
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: null });

    const confirm = await sendCode(t, cookie, totpAt(setup.secret, clock.now()));
    expect(confirm.status).toBe(200);
    const body = await confirm.json();
    expect(body.enabled).toBe(true);
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // better-auth replaced the session: the old cookie is signed out, the new one works.
    const newCookie = cookieHeader(confirm);
    expect(await profileStatus(cookie)).toBe(401);
    expect(await profileStatus(newCookie)).toBe(200);
    const status = await statusOf(newCookie);
    expect(status).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('cannot be turned on twice, and a code before Turn on says to start again', async () => {
    const { user, cookie } = await newAccount();
    const early = await sendCode(t, cookie, '123456');
    expect(early.status).toBe(400);
    expect((await early.json()).error.message).toBe(TWO_FACTOR_MESSAGES.setupNotStarted);
    const on = await turnOnTwoFactor(t, clock, user, cookie);
    const again = await t.request('/api/auth/two-factor/enable', { json: { password: user.password }, cookie: on.cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
  });
});

describe('signing in: the code after the password', () => {
  it('a right password alone makes no session; a wrong code says so; the right code signs in', async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const step = await passwordStep(t, account.user);
    expect(step.response.status).toBe(200);
    expect(await step.response.json()).toEqual({ twoFactorRequired: true });
    expect(await profileStatus(step.cookie)).toBe(401);

    const wrong = await sendCode(t, step.cookie, totpAt(account.secret, new Date(clock.now().getTime() - 5 * 60_000)), { remoteAddress: step.remoteAddress });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.wrongCode } });
    expect(await profileStatus(mergeCookies(step.cookie, cookieHeader(wrong)))).toBe(401);

    const right = await sendCode(t, step.cookie, totpAt(account.secret, clock.now()), { remoteAddress: step.remoteAddress });
    expect(right.status).toBe(200);
    const body = await right.json();
    expect(body.user.email).toBe(account.user.email.toLowerCase());
    expect(JSON.stringify(body)).not.toContain('token');
    expect(await profileStatus(cookieHeader(right))).toBe(200);
  });

  it('accepts the code of the period before or after (a phone a little off), not older', async () => {
    const account = await accountWithTwoFactor();
    // Two periods on: the one before now is not the period whose code turned it on (that one is used).
    time.toNextPeriod();
    time.toNextPeriod();
    const old = await passwordStep(t, account.user);
    expect((await sendCode(t, old.cookie, totpAt(account.secret, new Date(clock.now().getTime() - 90_000)))).status).toBe(401);
    const step = await passwordStep(t, account.user);
    expect((await sendCode(t, step.cookie, totpAt(account.secret, new Date(clock.now().getTime() - 30_000)))).status).toBe(200);
  });

  it('without a pending sign-in, a code is refused as a timed-out sign-in', async () => {
    const response = await sendCode(t, '', '123456');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.challengeExpired } });
    const recovery = await sendRecoveryCode(t, '', 'abcde-12345');
    expect(recovery.status).toBe(401);
  });

  it('the pending sign-in ends after 10 minutes', async () => {
    const account = await accountWithTwoFactor();
    const step = await passwordStep(t, account.user);
    time.advanceSeconds(601);
    const late = await sendCode(t, step.cookie, totpAt(account.secret, clock.now()));
    expect(late.status).toBe(401);
    expect((await late.json()).error.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it("'Trust this device for 30 days' skips the code on that browser only, until it is turned off", async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const step = await passwordStep(t, account.user);
    const trusted = await sendCode(t, step.cookie, totpAt(account.secret, clock.now()), { trustDevice: true });
    expect(trusted.status).toBe(200);
    const browser = cookieHeader(trusted);
    expect(browser).toContain('trust_device');

    const again = await passwordStep(t, account.user, { cookie: browser });
    expect(again.response.status).toBe(200);
    expect((await again.response.json()).user.email).toBe(account.user.email.toLowerCase());
    expect(await profileStatus(again.cookie)).toBe(200);
    // Another browser is asked for the code.
    expect(await (await passwordStep(t, account.user)).response.json()).toEqual({ twoFactorRequired: true });
  });
});

describe('a code is accepted once', () => {
  it('the same code again, even for another sign-in, is refused unchecked', async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const code = totpAt(account.secret, clock.now());
    const first = await passwordStep(t, account.user);
    expect((await sendCode(t, first.cookie, code)).status).toBe(200);
    const second = await passwordStep(t, account.user);
    const replay = await sendCode(t, second.cookie, code);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: { code: 'CONFLICT', message: TWO_FACTOR_MESSAGES.codeAlreadyUsed } });
    // The next period's code works.
    time.advanceSeconds(30);
    expect((await sendCode(t, second.cookie, totpAt(account.secret, clock.now()))).status).toBe(200);
  });

  it('the code that turned it on cannot sign in', async () => {
    const { user, cookie } = await newAccount();
    const account = await turnOnTwoFactor(t, clock, user, cookie);
    const step = await passwordStep(t, user);
    expect((await sendCode(t, step.cookie, totpAt(account.secret, clock.now()))).status).toBe(409);
  });

  it('the same right code sent twice at once: one sign-in', async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const code = totpAt(account.secret, clock.now());
    const a = await passwordStep(t, account.user);
    const b = await passwordStep(t, account.user);
    const statuses = (await Promise.all([sendCode(t, a.cookie, code), sendCode(t, b.cookie, code)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('a wrong code is not remembered: retyping it is wrong again, not "already used"', async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const step = await passwordStep(t, account.user);
    const wrong = totpAt(account.secret, new Date(clock.now().getTime() - 10 * 60_000));
    expect((await sendCode(t, step.cookie, wrong)).status).toBe(401);
    expect((await sendCode(t, step.cookie, wrong)).status).toBe(401);
  });
});

describe('recovery codes', () => {
  it('a recovery code signs in once; then it is wrong', async () => {
    const account = await accountWithTwoFactor();
    const [code] = account.recoveryCodes;
    const step = await passwordStep(t, account.user);
    const used = await sendRecoveryCode(t, step.cookie, code!);
    expect(used.status).toBe(200);
    const signedIn = cookieHeader(used);
    expect(await profileStatus(signedIn)).toBe(200);
    expect(await statusOf(signedIn)).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const again = await passwordStep(t, account.user);
    const reuse = await sendRecoveryCode(t, again.cookie, code!);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.wrongRecoveryCode } });
  });

  it('regenerating asks for the password; the old codes stop working, the new ones work', async () => {
    const account = await accountWithTwoFactor();
    const wrong = await t.request('/api/auth/two-factor/recovery-codes', { json: { password: 'Wrong!pass1' }, cookie: account.cookie });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('INVALID_PASSWORD');
    const fresh = await t.request('/api/auth/two-factor/recovery-codes', { json: { password: account.user.password }, cookie: account.cookie });
    expect(fresh.status).toBe(200);
    const { recoveryCodes } = await fresh.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(account.recoveryCodes[0]);

    const step = await passwordStep(t, account.user);
    expect((await sendRecoveryCode(t, step.cookie, account.recoveryCodes[0]!)).status).toBe(401);
    expect((await sendRecoveryCode(t, step.cookie, recoveryCodes[0])).status).toBe(200);
  });

  it('a signed-in browser cannot spend a recovery code', async () => {
    const account = await accountWithTwoFactor();
    const response = await sendRecoveryCode(t, account.cookie, account.recoveryCodes[0]!);
    expect(response.status).toBe(409);
    expect(await statusOf(account.cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe('codes are counted like passwords, before they are checked', () => {
  it(`20 parallel wrong codes from one address: ${perPair.limit} are checked, the rest refused`, async () => {
    const account = await accountWithTwoFactor();
    const step = await passwordStep(t, account.user);
    const codes = Array.from({ length: 20 }, (_, i) => String(100_000 + i * 7919));
    const answers = await Promise.all(codes.map((code) => sendCode(t, step.cookie, code, { remoteAddress: step.remoteAddress })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - perPair.limit);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(perPair.limit);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TWO_FACTOR_MESSAGES.tooManyCodes } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // better-auth counted at most the limit's worth of checks.
    const { id } = await (await t.request('/api/profile', { cookie: account.cookie })).json();
    const [row] = await t.db.select({ failed: twoFactors.failedVerificationCount }).from(twoFactors).where(eq(twoFactors.userId, id));
    expect(row!.failed).toBeLessThanOrEqual(perPair.limit);
  });

  it('40 parallel wrong codes over two instances on one database still check at most the limit', async () => {
    const account = await accountWithTwoFactor();
    const step = await passwordStep(t, account.user);
    const second = await createTestApp({ database: t.database, clock });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => sendCode(i % 2 === 0 ? t : second, step.cookie, String(300_000 + i * 101), { remoteAddress: step.remoteAddress })),
      );
      expect(answers.filter((r) => r.status !== 429)).toHaveLength(perPair.limit);
    } finally {
      await second.close();
    }
  });

  it('the right code among 20 parallel guesses, sent after the limit, makes no session', async () => {
    const account = await accountWithTwoFactor();
    time.toNextPeriod();
    const step = await passwordStep(t, account.user);
    for (let i = 0; i < perPair.limit; i++) await sendCode(t, step.cookie, String(200_000 + i), { remoteAddress: step.remoteAddress });
    const late = await sendCode(t, step.cookie, totpAt(account.secret, clock.now()), { remoteAddress: step.remoteAddress });
    expect(late.status).toBe(429);
    expect(await profileStatus(mergeCookies(step.cookie, cookieHeader(late)))).toBe(401);
  });

  it('recovery codes share the count', async () => {
    const account = await accountWithTwoFactor();
    const step = await passwordStep(t, account.user);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendRecoveryCode(t, step.cookie, `wrong-${10_000 + i}`, step.remoteAddress)),
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - perPair.limit);
  });
});

describe('turning it off', () => {
  it('asks for the password (a wrong one counts like a sign-in); then sign-in asks for no code', async () => {
    const account = await accountWithTwoFactor();
    const from = '203.0.113.77';
    const wrong = await t.request('/api/auth/two-factor/disable', { json: { password: 'Wrong!pass1' }, cookie: account.cookie, remoteAddress: from });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_PASSWORD', message: AUTH_MESSAGES.currentPasswordIncorrect } });
    expect((await statusOf(account.cookie)).enabled).toBe(true);
    for (let i = 1; i < RATE_LIMIT_RULES.signInPerAccountAndClient.limit; i++) {
      await t.request('/api/auth/two-factor/disable', { json: { password: 'Wrong!pass1' }, cookie: account.cookie, remoteAddress: from });
    }
    const throttled = await t.request('/api/auth/two-factor/disable', { json: { password: account.user.password }, cookie: account.cookie, remoteAddress: from });
    expect(throttled.status).toBe(429);

    const off = await t.request('/api/auth/two-factor/disable', { json: { password: account.user.password }, cookie: account.cookie });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: false });
    const cookie = cookieHeader(off);
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: null });
    const step = await passwordStep(t, account.user);
    expect((await step.response.json()).user.email).toBe(account.user.email.toLowerCase());
  });
});

describe('security e-mails (docs/product/accounts.md "Security e-mails")', () => {
  const mailsTo = async (email: string) => (await t.outbox.messages()).filter((mail) => mail.to.toLowerCase() === email.toLowerCase()).map((mail) => mail.subject);

  it('turning it on, using a recovery code and turning it off each send one, linking to the devices', async () => {
    const account = await accountWithTwoFactor();
    const email = account.user.email;
    expect((await mailsTo(email)).filter((subject) => subject.startsWith('Two-factor sign-in is on'))).toHaveLength(1);
    const step = await passwordStep(t, account.user);
    expect((await sendRecoveryCode(t, step.cookie, account.recoveryCodes[0]!)).status).toBe(200);
    expect((await mailsTo(email)).filter((subject) => subject.startsWith('A recovery code was used'))).toHaveLength(1);
    expect((await t.request('/api/auth/two-factor/disable', { json: { password: account.user.password }, cookie: account.cookie })).status).toBe(200);
    expect((await mailsTo(email)).filter((subject) => subject.startsWith('Two-factor sign-in was turned off'))).toHaveLength(1);
    const notice = (await t.outbox.messages()).find((mail) => mail.to.toLowerCase() === email.toLowerCase() && mail.subject.startsWith('Two-factor sign-in was turned off'));
    expect(notice?.text).toContain('/profile#devices');
  });

  it('a wrong recovery code sends nothing', async () => {
    const account = await accountWithTwoFactor();
    const step = await passwordStep(t, account.user);
    expect((await sendRecoveryCode(t, step.cookie, 'wrong-codes')).status).toBe(401);
    expect((await mailsTo(account.user.email)).filter((subject) => subject.startsWith('A recovery code was used'))).toEqual([]);
  });
});

describe('a password reset by e-mail does not get past the second factor', () => {
  it('the reset signs nobody in, and signing in with the new password still asks for the code', async () => {
    const account = await accountWithTwoFactor();
    const requested = await t.request('/api/auth/request-password-reset', { json: { email: account.user.email } });
    expect(requested.status).toBe(200);
    await t.settled();
    const token = (await t.outbox.link(account.user.email.toLowerCase(), 'Reset')).searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'N3w!password' } });
    expect(reset.status).toBe(200);
    expect(cookieHeader(reset)).not.toContain('session_token');
    const step = await passwordStep(t, { ...account.user, password: 'N3w!password' });
    expect(await step.response.json()).toEqual({ twoFactorRequired: true });
    expect(await profileStatus(step.cookie)).toBe(401);
  });
});

describe('bad input and strangers', () => {
  it('answers 400 with the product words, never 500', async () => {
    const { cookie } = await newAccount();
    const cases: Array<[string, unknown]> = [
      ['/api/auth/two-factor/verify-totp', { code: 'abcdef' }],
      ['/api/auth/two-factor/verify-totp', { code: 123456 }],
      ['/api/auth/two-factor/verify-totp', { code: '123456', trustDevice: 'yes' }],
      ['/api/auth/two-factor/verify-totp', { code: '123456', extra: true }],
      ['/api/auth/two-factor/verify-totp', { code: '1'.repeat(10_000) }],
      ['/api/auth/two-factor/verify-recovery-code', { code: 'not a code' }],
      ['/api/auth/two-factor/enable', {}],
      ['/api/auth/two-factor/enable', { password: '' }],
      ['/api/auth/two-factor/disable', { password: 42 }],
      ['/api/auth/two-factor/recovery-codes', []],
    ];
    for (const [path, json] of cases) {
      const response = await t.request(path, { json, cookie });
      expect(response.status, `${path} ${JSON.stringify(json).slice(0, 40)}`).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION');
    }
    expect((await t.request('/api/auth/two-factor/verify-totp', { body: '{', cookie, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const messages = await t.request('/api/auth/two-factor/verify-totp', { json: { code: '12345' }, cookie });
    expect((await messages.json()).error.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
  });

  it('answers 401 without a session, and 404 for what is not ours', async () => {
    expect((await t.request('/api/auth/two-factor')).status).toBe(401);
    for (const path of ['enable', 'disable', 'recovery-codes']) {
      expect((await t.request(`/api/auth/two-factor/${path}`, { json: { password: 'Str0ng!pass' } })).status).toBe(401);
    }
    // better-auth's other two-factor endpoints are not exposed.
    for (const path of ['get-totp-uri', 'verify-backup-code', 'generate-backup-codes', 'send-otp', 'verify-otp']) {
      expect((await t.request(`/api/auth/two-factor/${path}`, { json: {} })).status).toBe(404);
    }
  });

  it('turning it off or new codes while it is off says it is off', async () => {
    const { user, cookie } = await newAccount();
    for (const path of ['disable', 'recovery-codes']) {
      const response = await t.request(`/api/auth/two-factor/${path}`, { json: { password: user.password }, cookie });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(TWO_FACTOR_MESSAGES.notOn);
    }
  });
});

describe('the secret and the codes stay secret', () => {
  it('appear in no answer after setup, in no log line and not in the data export', async () => {
    const account = await accountWithTwoFactor();
    const secrets = [account.secret, ...account.recoveryCodes];
    const status = JSON.stringify(await statusOf(account.cookie));
    const session = await (await t.request('/api/auth/get-session', { cookie: account.cookie })).text();
    const profile = await (await t.request('/api/profile', { cookie: account.cookie })).text();
    const files = Object.values(await exportFilesOf(t, account.cookie)).join('\n');
    const [row] = await t.db.select({ secret: twoFactors.secret, codes: twoFactors.backupCodes }).from(twoFactors).limit(1);
    for (const text of [status, session, profile, files, logLines.join('\n')]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain(row!.secret);
      expect(text).not.toContain(row!.codes);
    }
    // Stored encrypted by better-auth.
    expect(row!.secret).not.toMatch(/^[A-Z2-7]+$/);
  });
});
