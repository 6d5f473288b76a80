import { describe, expect, it } from 'vitest';
import { allowedOrigins, clientAddress, requestOwnOrigin } from './request-origin';

const config = { publicUrl: 'http://localhost:3000', publicOrigin: 'http://localhost:3000', trustProxy: false, nodeEnv: 'production' as const };

describe('request origins', () => {
  it("derives the request's own origin from Host and PUBLIC_URL's scheme", () => {
    expect(requestOwnOrigin(new Headers({ host: '192.168.1.5:3000' }), config)).toBe('http://192.168.1.5:3000');
    expect(requestOwnOrigin(new Headers({ host: 'a', 'x-forwarded-proto': 'https' }), config)).toBe('http://a');
    expect(requestOwnOrigin(new Headers({ host: 'a', 'x-forwarded-proto': 'https' }), { ...config, trustProxy: true })).toBe('https://a');
  });

  it('adds the Vite dev server only in development', () => {
    expect(allowedOrigins(undefined, config)).toEqual(['http://localhost:3000']);
    expect(allowedOrigins(undefined, { ...config, nodeEnv: 'development' })).toContain('http://localhost:5173');
  });

  it('trusts X-Forwarded-For only behind a trusted proxy', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1' });
    expect(clientAddress(headers, '127.0.0.1', false)).toBe('127.0.0.1');
    expect(clientAddress(headers, '127.0.0.1', true)).toBe('1.2.3.4');
  });
});
