import { randomUUID } from 'node:crypto';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { signedInUser } from '../testing/factories';

// issue 7 §1: every route of the app, read from the router itself (not a hand-written list), so an
// area is covered the day it is mounted. Bad input is a 4xx in the product's words, never a 5xx; every
// /api route that is not public answers 401 to an anonymous caller.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInUser(t)).cookie;
});
afterAll(async () => t.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Public by design: health probes, accounts (sign-up, sign-in, reset…), the reset link's check, the dev
 * mailbox, a notification's buttons (their token is the key, docs/product/reminders.md "Actions"), the
 * API's OpenAPI document (docs/product/access.md "The API").
 */
const PUBLIC_PREFIXES = ['/api/health', '/api/ready', '/api/auth/', '/api/account/', '/api/dev/', '/api/reminder-actions', '/api/v1/openapi.json'];
/** Words of zod and other libraries that must never reach a person. */
const LIBRARY_WORDS = /Invalid input|expected \w+, received|Unexpected (token|end of JSON)|in JSON at position|Unrecognized key|undefined|\[object Object\]/i;

interface Endpoint {
  method: string;
  path: string;
}

/** The app's own routes: a concrete method on an /api path, parameters filled with a well-formed id. */
function endpoints(filter: (endpoint: Endpoint) => boolean): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    const endpoint = { method: route.method, path: route.path.replace(/:[A-Za-z]+/g, randomUUID()) };
    if (filter(endpoint)) seen.set(`${route.method} ${route.path}`, endpoint);
  }
  return [...seen.values()];
}

const isPublic = (path: string) => PUBLIC_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

const BAD_BODIES: Array<[string, { body?: string; contentType?: string }]> = [
  ['malformed JSON', { body: '{', contentType: 'application/json' }],
  ['an array', { body: '[]', contentType: 'application/json' }],
  ['null', { body: 'null', contentType: 'application/json' }],
  ['a string', { body: '"x"', contentType: 'application/json' }],
  ['an unknown field', { body: '{"surprise":1}', contentType: 'application/json' }],
  ['text/plain', { body: 'hello', contentType: 'text/plain' }],
];
const NO_BODIES: Array<[string, { body?: string; contentType?: string }]> = [
  ['no body', {}],
  ['an empty body', { body: '', contentType: 'application/json' }],
];

async function send(endpoint: Endpoint, input: { body?: string; contentType?: string }, withCookie: boolean) {
  const headers: Record<string, string> = {};
  if (input.contentType) headers['content-type'] = input.contentType;
  return t.request(endpoint.path, { method: endpoint.method, body: input.body, headers, cookie: withCookie ? cookie : undefined, remoteAddress: `198.18.9.${Math.floor(Math.random() * 250) + 1}` });
}

describe('every unsafe route refuses bad input in our words (issue 7 §1)', () => {
  it('finds the routes from the router', () => {
    const paths = endpoints((e) => UNSAFE.has(e.method)).map((e) => `${e.method} ${e.path}`);
    expect(paths.length).toBeGreaterThanOrEqual(14);
    expect(paths.some((p) => p.startsWith('PATCH /api/profile'))).toBe(true);
  });

  it.each(BAD_BODIES)('%s: 4xx with an error body, never a 5xx or a library message', async (_label, input) => {
    for (const endpoint of endpoints((e) => UNSAFE.has(e.method))) {
      const response = await send(endpoint, input, true);
      const what = `${endpoint.method} ${endpoint.path} with ${_label}`;
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      const body = await response.json();
      expect(typeof body.error?.message, what).toBe('string');
      expect(body.error.message, what).not.toMatch(LIBRARY_WORDS);
      for (const message of Object.values<string>(body.error.fields ?? {})) expect(message, what).not.toMatch(LIBRARY_WORDS);
    }
  });

  it.each(NO_BODIES)('%s: never a 5xx, and a refusal is in our words', async (_label, input) => {
    for (const endpoint of endpoints((e) => UNSAFE.has(e.method))) {
      const response = await send(endpoint, input, true);
      const what = `${endpoint.method} ${endpoint.path} with ${_label}`;
      expect(response.status, what).toBeLessThan(500);
      if (response.status >= 400) expect((await response.json()).error.message, what).not.toMatch(LIBRARY_WORDS);
    }
  });
});

describe('every /api route that is not public needs a session (issue 7 §1)', () => {
  it('answers 401 to an anonymous caller, whatever the method', async () => {
    const guarded = endpoints((e) => !isPublic(e.path));
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const endpoint of guarded) {
      const response = await send(endpoint, UNSAFE.has(endpoint.method) ? { body: '{}', contentType: 'application/json' } : {}, false);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect((await response.json()).error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('route shapes (docs/architecture.md "Route shapes")', () => {
  it("every route fits Hono's RegExpRouter, so no request falls back to the slower TrieRouter (issue 9)", () => {
    const router = new RegExpRouter<unknown>();
    for (const route of t.app.routes) router.add(route.method, route.path, route.handler);
    expect(() => router.match('GET', '/api/health')).not.toThrow();
  });
});
