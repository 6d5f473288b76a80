import { isApiErrorBody } from '@cadence/shared';
import { ApiError } from './api-error';
import { TAB_CLIENT_ID } from './client-id';
import { browserIsOffline, offlineError } from './offline';
import { personTimeZone } from './local-date';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** A queued change's Idempotency-Key: sent again, it is applied once (lib/write-queue.ts). */
  writeKey?: string | undefined;
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
  const { method = 'GET', body, signal, writeKey } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(writeKey === undefined ? {} : { 'idempotency-key': writeKey }),
        ...commonHeaders(),
      },
      body: body === undefined ? null : JSON.stringify(body),
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

/** What every request says about the tab that sends it. */
function commonHeaders(): Record<string, string> {
  return {
    'x-timezone': personTimeZone(),
    // docs/architecture.md "Live sync": the events this request causes name this tab, which skips them.
    'x-client-id': TAB_CLIENT_ID,
  };
}

/**
 * POSTs a file as it is (the data import), telling how much has been sent: fetch cannot report an
 * upload's progress, XMLHttpRequest can. Answers and failures are read as apiRequest reads them.
 */
export function apiUpload<T>(path: string, file: Blob, { signal, onProgress }: { signal?: AbortSignal; onProgress?: (sent: number, total: number) => void } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/octet-stream', ...commonHeaders() };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' } });
      if (response.ok) void readJson(response).then((payload) => resolve(payload as T), reject);
      else void readJson(response).then((payload) => reject(toApiError(response, payload)), reject);
    };
    xhr.onerror = () => reject(browserIsOffline() ? offlineError(true) : new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
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
