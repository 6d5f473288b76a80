import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { COMPRESS_FROM_CHARS, jsonAnswer } from './json-answer';

function appAnswering(text: string) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => jsonAnswer(c, text));
  return app;
}

const large = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Write the report, part ${index} — “quoted”, emoji 🎉` })));
const small = JSON.stringify({ status: 'ok' });

describe('jsonAnswer (decision 012)', () => {
  it('compresses a large answer as the client prefers, the same JSON once decoded', async () => {
    expect(large.length).toBeGreaterThanOrEqual(COMPRESS_FROM_CHARS);
    const br = await appAnswering(large).request('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('application/json');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(large);

    const gzip = await appAnswering(large).request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(large);
  });

  it('answers plain JSON to a client that accepts no compression, and to any small answer', async () => {
    const plain = await appAnswering(large).request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(large);

    const tiny = await appAnswering(small).request('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ status: 'ok' });
  });
});
