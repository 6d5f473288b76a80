import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../testing/factories';
import { COMPRESS_FROM_CHARS } from './json-answer';

// The API's large answers compressed through the real app (decision 012, issue 19): the list of a person
// with many tasks comes as brotli or gzip when the client asks, and decodes to exactly the plain answer;
// a small answer stays plain.

let t: TestApp;
let person: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  person = await signedInUser(t);
  for (let index = 0; index < 30; index += 1) {
    await buildTodo(t, person, { title: `Write the quarterly report, part ${index}`, description: 'Numbers from the shared sheet, checked twice.' });
  }
});
afterAll(async () => t.close());

// The dashboard and search answers are bounded (a few items each) and stay under the threshold here.
const LARGE_ANSWERS = ['/api/todos', '/api/todo-history'];

describe('large API answers are compressed as the client accepts (decision 012)', () => {
  it.each(LARGE_ANSWERS)('GET %s answers br or gzip, decoding to exactly the plain answer', async (path) => {
    const plain = await t.request(path, { cookie: person.cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThanOrEqual(COMPRESS_FROM_CHARS);

    const br = await t.request(path, { cookie: person.cookie, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('application/json');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(plainText));
    expect(brotliDecompressSync(brBytes).toString()).toBe(plainText);

    const gzip = await t.request(path, { cookie: person.cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plainText);
  });

  it('a small answer stays plain even when the client accepts compression', async () => {
    for (const path of ['/api/health', '/api/profile']) {
      const response = await t.request(path, { cookie: person.cookie, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect((await response.text()).length).toBeLessThan(COMPRESS_FROM_CHARS);
    }
  });
});
