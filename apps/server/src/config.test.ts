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
});
