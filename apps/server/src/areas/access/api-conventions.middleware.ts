import { ACCESS_MESSAGES, API_MESSAGES, etagOf, pageOf, readIfMatch, readPageQuery, sameVersion, type PageQuery } from '@cadence/shared';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { answerText } from '../../http/idempotency';
import { jsonValueAnswer } from '../../http/json-answer';
import { headerOf } from '../../http/node-bindings';
import { operationOf } from './api-operations';

// docs/product/access.md "The API": the conventions /api/v1 adds around an area's own routes, which
// stay as the web app uses them — a list answered as an array comes in pages, a row's version is its
// ETag, and If-Match guards a change to a row. One instance per area, behind the bearer check and the
// write keys (so a repeated change with an Idempotency-Key gets its first answer, not a 409).

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of a 409 for a stale version: the current row, so the client can merge and send again. */
export function staleAnswer(current: unknown) {
  return { error: { code: 'CONFLICT' as const, message: ACCESS_MESSAGES.staleVersion }, current };
}

/** Replaces the answer the route gave (headers set by the middleware before it are kept). */
async function answerAgain(c: Context<AppEnv>, value: unknown, status: 200 | 409): Promise<void> {
  c.res = undefined;
  c.res = await jsonValueAnswer(c, value, status);
}

/** An area's 409 `{ error, todo }` (or entry, activity…): the row changed since the version sent. */
function staleRowOf(body: unknown): Json | null {
  if (!isObject(body) || !isObject(body.error) || body.error.code !== 'CONFLICT') return null;
  const others = Object.keys(body).filter((key) => key !== 'error');
  const row = others.length === 1 ? body[others[0]!] : undefined;
  return isObject(row) && typeof row.id === 'string' && typeof row.updatedAt === 'string' ? row : null;
}

export function apiConventions(area: string, v1Path: string, router: Hono<AppEnv>) {
  // The area's own GET of a row, inside the process: the same answer a client reads, for If-Match.
  const reader = new Hono<AppEnv & { Bindings: { actor: Actor } }>();
  reader.use('*', async (c, next) => {
    c.set('actor', c.env.actor);
    c.set('user', { id: c.env.actor.userId, email: '' });
    await next();
  });
  reader.route('/', router);
  reader.onError((error) => {
    throw error;
  });
  async function currentRow(c: Context<AppEnv>, subPath: string): Promise<Json> {
    const response = await reader.fetch(new Request(`http://row.local${subPath}`), { actor: c.get('actor') });
    const row: unknown = JSON.parse(await answerText(response));
    if (response.status !== 200 || !isObject(row) || typeof row.updatedAt !== 'string') throw AppError.notFound('No such API route');
    return row;
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    const subPath = c.req.path.slice(v1Path.length) || '/';
    // Hono answers HEAD with the GET route: the same page and ETag, without the body.
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    const op = operationOf(area, reading ? 'GET' : c.req.method, subPath);

    if (reading) {
      let page: PageQuery | null = null;
      if (op?.paged) {
        // docs/product/access.md "The API" (pages): limit and cursor are ours; the area's own query never sees them.
        const url = new URL(c.req.url);
        const read = readPageQuery(url.searchParams.get('limit') ?? undefined, url.searchParams.get('cursor') ?? undefined);
        if ('error' in read) throw new AppError('VALIDATION', read.error);
        page = read;
        if (url.searchParams.has('limit') || url.searchParams.has('cursor')) {
          url.searchParams.delete('limit');
          url.searchParams.delete('cursor');
          c.req.raw = new Request(url, c.req.raw);
        }
      }
      await next();
      if (c.res.status !== 200 || !(page || op?.row)) return;
      const value: unknown = JSON.parse(await answerText(c.res));
      if (page && Array.isArray(value)) {
        const result = pageOf(value, page);
        if ('error' in result) throw new AppError('VALIDATION', result.error);
        await answerAgain(c, result, 200);
      } else if (op?.row && isObject(value) && typeof value.updatedAt === 'string') {
        c.header('ETag', etagOf(value.updatedAt));
      }
      return;
    }

    const ifMatch = headerOf(c, 'if-match');
    if (ifMatch !== undefined) {
      // docs/product/access.md "The API" (versions): If-Match on a row's change; anywhere else it would promise a check it can't keep.
      if (!op?.row || c.req.method === 'POST') throw new AppError('VALIDATION', API_MESSAGES.ifMatchNotHere);
      const wanted = readIfMatch(ifMatch);
      if (!wanted) throw new AppError('VALIDATION', ACCESS_MESSAGES.ifMatchInvalid);
      if (wanted.kind === 'version' && op.versionField && c.req.method === 'PATCH') {
        // The area checks the version in the same statement as the change: If-Match becomes expectedUpdatedAt.
        const text = await c.req.text();
        let body: unknown;
        try {
          body = text.trim() === '' ? {} : JSON.parse(text);
        } catch {
          body = null;
        }
        if (isObject(body)) {
          const sent = body.expectedUpdatedAt;
          if (sent !== undefined && (typeof sent !== 'string' || !sameVersion(sent, wanted.updatedAt))) throw new AppError('VALIDATION', API_MESSAGES.ifMatchDisagrees);
          c.req.bodyCache = { text: Promise.resolve(JSON.stringify({ ...body, expectedUpdatedAt: wanted.updatedAt })) } as unknown as typeof c.req.bodyCache;
        }
      } else {
        // Checked just before the change (docs/product/access.md "The API" says how close).
        const current = await currentRow(c, subPath);
        if (wanted.kind === 'version' && !sameVersion(String(current.updatedAt), wanted.updatedAt)) return c.json(staleAnswer(current), 409);
      }
    }

    await next();
    if (c.res.status === 409) {
      const current = staleRowOf(JSON.parse(await answerText(c.res)));
      if (current) await answerAgain(c, staleAnswer(current), 409);
      return;
    }
    if (c.res.status === 200 && op?.row) {
      const value: unknown = JSON.parse(await answerText(c.res));
      if (isObject(value) && typeof value.updatedAt === 'string') c.header('ETag', etagOf(value.updatedAt));
    }
  });
}
