import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

function bindingsOf(c: Context): NodeBindings {
  return (c.env ?? {}) as NodeBindings;
}

/**
 * A request header, read from Node's already parsed headers when the app runs on @hono/node-server.
 * `c.req.header()` builds a WHATWG Headers object first (validating every header), which a signed-in
 * GET paid for on every request (issue 9). Tests through app.request() have no Node request: there
 * it falls back to `c.req.header()`. `name` is lower case.
 */
export function headerOf(c: Context, name: string): string | undefined {
  const incoming = bindingsOf(c).incoming;
  if (incoming?.headers) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/**
 * Sets response headers on Node's response before the handler answers, which Node merges into the
 * answer's headers. Setting them through Hono (`c.header`) makes every response carry a WHATWG
 * Headers object that @hono/node-server must convert back (issue 9). Without a Node response (tests)
 * it uses `c.header`, so the same headers come out either way.
 */
export function setResponseHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>): void {
  const outgoing = bindingsOf(c).outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return;
  }
  for (const [name, value] of headers) c.header(name, value);
}
