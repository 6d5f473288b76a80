import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback (docs/product/accounts.md "E-mail delivery": local development means the host is localhost)', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1'])('%s is this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(['example.com', 'localhost.example.com', '10.0.0.1', '0.0.0.0', '192.168.1.5', '[::]', 'localhostx'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('reads socket addresses, IPv4-mapped ones included', () => {
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:10.1.2.3')).toBe(false);
    expect(isLoopbackAddress('203.0.113.9')).toBe(false);
  });
});
