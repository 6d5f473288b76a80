import { isApiErrorBody } from '@cadence/shared';
import { ApiError } from './api-error';
import { TAB_CLIENT_ID } from './client-id';
import { browserIsOffline, offlineError } from './offline';
import { personTimeZone } from './local-date';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** A file sent as it is (the data import), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
}

const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/**
 * Calls the API on the app's own origin (cookies are HttpOnly and travel by themselves; the
 * browser's Origin header satisfies the server's same-origin check on unsafe requests).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await apiResponse(path, options))) as T;
}

/**
 * The same call, answering the response itself once it is a success (its body unread): for an answer
 * that is not JSON or is read as it arrives (the data export). A failure throws the same ApiError.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, file, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(file ? { 'content-type': 'application/octet-stream' } : body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-timezone': personTimeZone(),
        // docs/architecture.md "Live sync": the events this request causes name this tab, which skips them.
        'x-client-id': TAB_CLIENT_ID,
      },
      body: file ?? (body === undefined ? null : JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // docs/product/shell.md "Offline": the browser says why, in words that are true for a write.
    if (browserIsOffline()) throw offlineError(method !== 'GET');
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) return response;
  throw toApiError(response, await readJson(response));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  if (isApiErrorBody(payload)) {
    return new ApiError({ status: response.status, ...payload.error, retryAfterSeconds, body: payload });
  }
  return new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    message: `The server answered with an error (${response.status}). Please try again.`,
    retryAfterSeconds,
    body: payload,
  });
}

/** `Retry-After` is either whole seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, nowMs = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const dateMs = Date.parse(trimmed);
  if (Number.isNaN(dateMs)) return undefined;
  return Math.max(0, Math.ceil((dateMs - nowMs) / 1000));
}
