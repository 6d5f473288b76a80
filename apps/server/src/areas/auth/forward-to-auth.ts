import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { Auth } from './create-auth';
import { stripTokens, toAppError } from './auth-response';

export interface AuthResult {
  response: Response;
  json: unknown;
}

/**
 * Hands the request to better-auth with an already validated body (or none) and throws its errors as
 * AppErrors. The original body stream was read by our JSON check, so a fresh Request is built.
 */
export async function forwardToAuth(auth: Auth, c: Context<AppEnv>, body?: unknown, query?: Record<string, string>): Promise<AuthResult> {
  const url = new URL(c.req.url);
  if (query) url.search = new URLSearchParams(query).toString();
  const headers = new Headers(c.req.raw.headers);
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
  if (response.status >= 400) throw toAppError(c.req.path.replace(/^\/api\/auth/, ''), response.status, json);
  return { response, json };
}

/** Our JSON answer, with better-auth's Set-Cookie headers carried over and no token in the body. */
export function respondWith(c: Context<AppEnv>, result: AuthResult, body: unknown = result.json): Response {
  for (const cookie of result.response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return c.json(stripTokens(body) as object, result.response.status as 200);
}
