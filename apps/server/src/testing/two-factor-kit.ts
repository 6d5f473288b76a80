import { createHmac } from 'node:crypto';
import { vi } from 'vitest';
import type { Clock } from '../clock';
import type { TestApp, TestResponse } from './create-test-app';
import { cookieHeader, randomClientAddress, type UserInput } from './factories';

// docs/product/accounts.md "Two-factor sign-in": what the API tests of two-factor sign-in share.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the secret shown as text. */
export function totpAt(secretBase32: string, at: Date, periodSeconds = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / periodSeconds)));
  const mac = createHmac('sha1', base32Decode(secretBase32.replaceAll(' ', ''))).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(number % 1_000_000).padStart(6, '0');
}

/**
 * better-auth checks a code against Date.now() (@better-auth/utils/otp's verifyTOTP) and dates its
 * challenge rows the same way; it takes no clock, so an app option cannot reach it. The test clock drives
 * Date too, for one file only: only Date is faked (timers stay real, the database keeps working), and
 * `stop()` in the file's afterAll gives the next file (isolate: false) the real Date back (decision 023).
 */
export function clockDrivingDate(clock: Clock & { advanceSeconds(seconds: number): void; set(instant: Date): void }) {
  return {
    start() {
      // eslint-disable-next-line no-restricted-properties -- better-auth reads Date.now() itself; restored by stop()
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(clock.now());
    },
    stop() {
      vi.useRealTimers();
    },
    advanceSeconds(seconds: number) {
      clock.advanceSeconds(seconds);
      vi.setSystemTime(clock.now());
    },
    /** To the first second of the next 30-second period: a fresh code for a test that counts codes. */
    toNextPeriod() {
      const ms = clock.now().getTime();
      clock.set(new Date(Math.ceil((ms + 1) / 30_000) * 30_000 + 1000));
      vi.setSystemTime(clock.now());
    },
  };
}

/** "a=1; b=2" joined from several cookie headers, later values winning. */
export function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split('; ').filter(Boolean)) jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

export interface TwoFactorAccount {
  user: UserInput;
  /** The session cookie after turning it on (better-auth replaces the session then). */
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

/** Turns two-factor sign-in on for a signed-in user: password, then the first code from the shown secret. */
export async function turnOnTwoFactor(t: TestApp, clock: Clock, user: UserInput, cookie: string): Promise<TwoFactorAccount> {
  const enable = await t.request('/api/auth/two-factor/enable', { json: { password: user.password }, cookie });
  if (enable.status !== 200) throw new Error(`enable failed: ${enable.status} ${await enable.text()}`);
  const { secret } = (await enable.json()) as { secret: string };
  const confirm = await t.request('/api/auth/two-factor/verify-totp', { json: { code: totpAt(secret, clock.now()) }, cookie });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { user, cookie: cookieHeader(confirm), secret, recoveryCodes };
}

/** The sign-in's first step; its cookie is better-auth's two_factor challenge when a code is asked for. */
export async function passwordStep(t: TestApp, user: UserInput, { cookie, remoteAddress = randomClientAddress() }: { cookie?: string; remoteAddress?: string } = {}) {
  const response = await t.request('/api/auth/sign-in/email', { json: { email: user.email, password: user.password }, cookie, remoteAddress });
  return { response, cookie: mergeCookies(cookie ?? '', cookieHeader(response)), remoteAddress };
}

export function sendCode(t: TestApp, cookie: string, code: string, { trustDevice, remoteAddress }: { trustDevice?: boolean; remoteAddress?: string } = {}): Promise<TestResponse> {
  return t.request('/api/auth/two-factor/verify-totp', { json: { code, ...(trustDevice === undefined ? {} : { trustDevice }) }, cookie, remoteAddress });
}

export function sendRecoveryCode(t: TestApp, cookie: string, code: string, remoteAddress?: string): Promise<TestResponse> {
  return t.request('/api/auth/two-factor/verify-recovery-code', { json: { code }, cookie, remoteAddress });
}
