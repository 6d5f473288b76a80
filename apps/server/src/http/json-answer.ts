import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';
import { preferredEncoding } from './content-encoding';
import { headerOf } from './node-bindings';

// A JSON answer, compressed when it is large enough for the bytes saved to matter on a slow link
// (decision 012, issue 19). Below the threshold an answer costs one length comparison more than
// `c.body`: the request path of issue 9 is unchanged for small answers.

/** Below this many characters an answer fits in a packet or two: compressing it saves no round trip. */
export const COMPRESS_FROM_CHARS = 2048;
/**
 * Brotli at quality 4 and gzip at level 6: the levels `npm run bench` (compression) measured as the
 * best bytes per CPU millisecond for lists of tasks; higher brotli qualities cost several times the CPU
 * for a few per cent.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const JSON_TYPE = 'application/json';

/** Compresses `text` as `encoding`, off the event loop (zlib's thread pool). */
export function compressText(text: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const input = Buffer.from(text);
  if (encoding === 'br') {
    return brotliAsync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } });
  }
  return gzipAsync(input, { level: GZIP_LEVEL });
}

/** Answers `text` (JSON already serialised) with `status`, compressed as the client accepts when it is large. */
export function jsonAnswer(c: Context<AppEnv>, text: string, status: ContentfulStatusCode = 200): Response | Promise<Response> {
  if (text.length < COMPRESS_FROM_CHARS) return c.body(text, status, { 'content-type': JSON_TYPE });
  const encoding = preferredEncoding(headerOf(c, 'accept-encoding'));
  // As bytes, not text: the socket would copy the text into a buffer of its own on the way out, and the
  // bytes, outside the JavaScript heap, are no garbage for the collector to sweep (decision 022 "The board's request path").
  if (!encoding) return c.body(Buffer.from(text) as Uint8Array<ArrayBuffer>, status, { 'content-type': JSON_TYPE, vary: 'Accept-Encoding' });
  return compressText(text, encoding).then((body) =>
    c.body(body as Uint8Array<ArrayBuffer>, status, { 'content-type': JSON_TYPE, 'content-encoding': encoding, vary: 'Accept-Encoding' }),
  );
}

/** `jsonAnswer` for a value not yet serialised (what `c.json` would answer). */
export function jsonValueAnswer(c: Context<AppEnv>, value: unknown, status: ContentfulStatusCode = 200): Response | Promise<Response> {
  return jsonAnswer(c, JSON.stringify(value), status);
}
