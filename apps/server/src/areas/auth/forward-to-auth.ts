import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { databaseUnavailable } from '../../http/error-handler';
import { socketAddressOf } from '../../http/request-origin';
import type { Auth } from './create-auth';
import { stripTokens, toAppError } from './auth-response';
import { CLIENT_SOCKET_HEADER } from './session-network';

export interface AuthResult {
  response: Response;
  json: unknown;
}

/** `path`: better-auth's endpoint under /api/auth when our route has another name (two-factor.routes.ts). */
export type ForwardToAuth = (c: Context<AppEnv>, body?: unknown, query?: Record<string, string>, path?: string) => Promise<AuthResult>;

/**
 * Hands a request to better-auth with an already validated body (or none) and throws its errors as
 * AppErrors. The original body stream was read by our JSON check, so a fresh Request is built.
 *
 * better-auth turns a database failure into its own 500 and the cause is lost; a `select 1` bounded
 * in time tells whether the database is the reason, so an outage answers 503 here too (issue 6 §4).
 */
export function createAuthForwarder({ auth, db }: { auth: Auth; db: Db }): ForwardToAuth {
  return async (c, body, query, path) => {
    try {
      return await withAuthAsyncContext(() => forwardToAuth(auth, c, body, query, path));
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 500 && !(await databaseAnswers(db))) throw databaseUnavailable();
      throw error;
    }
  };
}

const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const BETTER_AUTH_STORAGES = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'] as const;
let authCallsInFlight = 0;

/**
 * better-auth keeps its request context in AsyncLocalStorage. On Node 20 an enabled AsyncLocalStorage
 * installs promise hooks that every promise of the process then pays for: after the first sign-in,
 * /api/health lost ~40 % of its throughput and every signed-in read slowed down (issue 9). Between
 * better-auth calls nothing needs that context, so once the last call in flight ends, its storages are
 * disabled; the next call's run() enables them again. (Node 22's AsyncContextFrame makes this moot.)
 */
export async function withAuthAsyncContext<T>(work: () => Promise<T>): Promise<T> {
  authCallsInFlight += 1;
  try {
    return await work();
  } finally {
    authCallsInFlight -= 1;
    if (authCallsInFlight === 0) {
      const context = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, { disable?: () => void } | undefined> } })[BETTER_AUTH_GLOBAL]?.context;
      for (const name of BETTER_AUTH_STORAGES) context?.[name]?.disable?.();
    }
  }
}

/** A healthy database answers `select 1` in milliseconds; one that does not within this is treated as down. */
const PROBE_TIMEOUT_MS = 400;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function forwardToAuth(auth: Auth, c: Context<AppEnv>, body?: unknown, query?: Record<string, string>, path?: string): Promise<AuthResult> {
  const url = new URL(c.req.url);
  if (path) url.pathname = `/api/auth${path}`;
  if (query) url.search = new URLSearchParams(query).toString();
  const headers = authRequestHeaders(c);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const method = c.req.method;
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body ?? {}),
  });
  const response = await auth.handler(request);
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const json: unknown = isJson ? await response.json().catch(() => null) : null;
  if (response.status >= 400) throw toAppError(url.pathname.replace(/^\/api\/auth/, ''), response.status, json);
  return { response, json };
}

/**
 * The headers to hand better-auth for this request: the client's, with the TCP peer's address in
 * CLIENT_SOCKET_HEADER (better-auth sees only headers; the session hook reads the client address from
 * it, docs/product/accounts.md "Signed-in devices"). A value the client sent itself is dropped first.
 * Pass these to any direct `auth.api.*` call that may create a session.
 */
export function authRequestHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_SOCKET_HEADER);
  const socket = socketAddressOf(c);
  if (socket) headers.set(CLIENT_SOCKET_HEADER, socket);
  return headers;
}

/** Our JSON answer, with better-auth's Set-Cookie headers carried over and no token in the body. */
export function respondWith(c: Context<AppEnv>, result: AuthResult, body: unknown = result.json): Response {
  for (const cookie of result.response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return c.json(stripTokens(body) as object, result.response.status as 200);
}
