import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(40);
const tempDir = () => mkdtempSync(join(tmpdir(), 'cadence-config-'));

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ AUTH_SECRET: secret, DATA_DIR: tempDir() });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000', mailFrom: 'Cadence <no-reply@cadence.local>', trustProxy: false });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('stops on an invalid PORT with one clear sentence', () => {
    expect(() => loadConfig({ PORT: 'eighty', AUTH_SECRET: secret })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', AUTH_SECRET: secret })).toThrow(/^Invalid configuration: PORT /);
  });

  it('requires AUTH_SECRET in production with DATABASE_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/cadence' })).toThrow(
      'Invalid configuration: AUTH_SECRET is required in production with DATABASE_URL (set it to a random string of at least 32 characters).',
    );
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow('Invalid configuration: AUTH_SECRET must be at least 32 characters long.');
  });

  it('generates the embedded AUTH_SECRET once, mode 0600, and reuses it', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it('parses TRUST_PROXY and derives the public origin', () => {
    const config = loadConfig({ AUTH_SECRET: secret, TRUST_PROXY: 'true', PUBLIC_URL: 'https://app.example/' });
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://app.example');
    expect(config.publicOrigin).toBe('https://app.example');
  });

  describe('Web Push (docs/product/reminders.md "Devices")', () => {
    const pair = () => {
      const ecdh = createECDH('prime256v1');
      // A private key with a leading zero byte comes out shorter; web-push's generator pads it, this one draws again.
      do ecdh.generateKeys();
      while (ecdh.getPrivateKey().length !== 32);
      return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url') };
    };

    it('without VAPID keys leaves them to the database, and names the server by its https address or the support address', () => {
      expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: tempDir() }).push).toEqual({ vapidKeys: undefined, vapidSubject: 'mailto:support@cadence.local' });
      expect(loadConfig({ AUTH_SECRET: secret, PUBLIC_URL: 'https://app.example' }).push.vapidSubject).toBe('https://app.example');
      expect(loadConfig({ AUTH_SECRET: secret, PUBLIC_URL: 'https://app.example', VAPID_SUBJECT: 'mailto:ops@example.com' }).push.vapidSubject).toBe('mailto:ops@example.com');
    });

    it('takes a matching VAPID key pair', () => {
      const keys = pair();
      expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: tempDir(), ...keys }).push.vapidKeys).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY });
    });

    it('stops with one sentence on half a pair, a mismatched pair, a malformed key or subject', () => {
      const keys = pair();
      expect(() => loadConfig({ AUTH_SECRET: secret, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have one pair generated and kept in the database).',
      );
      expect(() => loadConfig({ AUTH_SECRET: secret, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY })).toThrow(
        'Invalid configuration: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.',
      );
      expect(() => loadConfig({ AUTH_SECRET: secret, ...keys, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be a P-256 public key/);
      expect(() => loadConfig({ AUTH_SECRET: secret, VAPID_SUBJECT: 'ops@example.com' })).toThrow('Invalid configuration: VAPID_SUBJECT must be a mailto: address or an https:// URL.');
    });
  });
});
