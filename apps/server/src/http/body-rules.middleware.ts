import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';

export const MAX_BODY_BYTES = 100 * 1024;

/**
 * 413 above the limit, before anything reads the body. The rest of that body is never read, so the
 * connection cannot carry another request: say so (`Connection: close`), or a keep-alive client sends
 * its next request into a socket the server is about to drop (issue 6 §12).
 */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  },
});

function mayHaveBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length !== '0';
  return request.body !== null || request.headers.has('transfer-encoding');
}

/**
 * A body must be JSON (415 otherwise) and well-formed (400). Browsers send DELETE and bodiless POST
 * with an empty stream and no Content-Length, so an empty body counts as none. The text is cached by
 * Hono, so handlers' c.req.json() does not read the stream twice.
 */
export const requireJsonBody = createMiddleware(async (c, next) => {
  if (!mayHaveBody(c.req.raw)) return next();
  const text = await c.req.text();
  if (text === '') return next();
  const type = c.req.header('content-type') ?? '';
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
  return next();
});
