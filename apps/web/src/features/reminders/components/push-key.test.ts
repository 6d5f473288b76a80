import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationServerKeyBytes } from './push-key';

const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('applicationServerKeyBytes', () => {
  it('reads a VAPID public key: 65 bytes starting with 0x04 (an uncompressed P-256 point)', () => {
    const key = new Uint8Array(65).map((_, index) => (index === 0 ? 4 : index * 3));
    const bytes = applicationServerKeyBytes(toBase64url(key));
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect([...bytes]).toEqual([...key]);
  });

  it('gives back the bytes of any base64url text, padded or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (key) => {
        expect([...applicationServerKeyBytes(toBase64url(key))]).toEqual([...key]);
        expect([...applicationServerKeyBytes(Buffer.from(key).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'))]).toEqual([...key]);
      }),
    );
  });
});
