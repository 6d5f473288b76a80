import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Next } from 'hono';
import type { Config } from '../config';
import { assertSameOrigin } from './origin-check';
import { AppError } from './app-error';
import { headerOf } from './node-bindings';
import type { Context } from 'hono';

export const MAX_BODY_BYTES = 100 * 1024;

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 413 above the limit, before anything reads the body. The rest of that body is never read, so the
 * connection cannot carry another request: say so (`Connection: close`), or a keep-alive client sends
 * its next request into a socket the server is about to drop (issue 6 §12).
 */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  },
});

/**
 * HTTP/1.1 frames a request body with Content-Length or Transfer-Encoding; without either there is
 * none. Browsers send DELETE and bodiless POST with `Content-Length: 0` (or an empty chunked body).
 * Reading the headers, not `request.body`, keeps @hono/node-server's light request: touching `.body`
 * builds a full WHATWG Request, which cost most of a request's CPU (issue 9).
 */
function mayHaveBody(c: Context): boolean {
  const length = headerOf(c, 'content-length');
  if (length !== undefined) return length !== '0';
  return headerOf(c, 'transfer-encoding') !== undefined;
}

/**
 * The rules of every /api request (docs/architecture.md "API conventions"). GET, HEAD and OPTIONS pass untouched. An unsafe request
 * must come from the app's own origin (403), and its body is at most 100 KB (413), JSON (415) and
 * well-formed (400); an empty body counts as none. `uploads` names the POST paths that take a file instead. Hono caches the text, so the route's parseJsonBody
 * does not read the stream twice. One middleware for both, so a GET pays one frame (issue 9).
 */
export function apiRequestRules(config: Config, { uploads = new Set<string>() }: { uploads?: ReadonlySet<string> } = {}) {
  return createMiddleware(async (c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    // A request with a bearer token and no cookie carries no credential the browser adds by itself, so
    // no other site can make it on the person's behalf (docs/product/access.md "Using a token").
    if (!isBearerOnly(c)) assertSameOrigin(c, config);
    // A file upload (the data import) is not JSON and has its own limit, checked by its route.
    if (!mayHaveBody(c) || (c.req.method === 'POST' && uploads.has(c.req.path))) return next();
    return checkBody(c, next);
  });
}

function isBearerOnly(c: Context): boolean {
  return headerOf(c, 'cookie') === undefined && /^Bearer\s/i.test(headerOf(c, 'authorization') ?? '');
}

const checkBody = (c: Context, next: Next) =>
  limitBody(c, async () => {
    const text = await c.req.text();
    if (text === '') return next();
    const type = headerOf(c, 'content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    }
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new AppError('VALIDATION', 'The request body is not valid JSON.');
      }
    }
    await next();
  });
