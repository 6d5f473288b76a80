import type { Hono, MiddlewareHandler } from 'hono';
import { accessTokensRoutes } from './areas/access/access.routes';
import { agentChangesRoutes } from './areas/access/agent-changes.routes';
import { apiConventions } from './areas/access/api-conventions.middleware';
import { openApiRoutes } from './areas/access/openapi-document';
import { type BearerCheckOptions, bearerCheck, type PathScopes } from './areas/access/bearer-check';
import type { AreaContext } from './context/area-context';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/app-env';

// docs/product/access.md "The API": the areas a personal access token may reach, under /api/v1, each
// behind the bearer check instead of the session check, with the scopes it needs. Everything else
// (tokens, password, e-mail, sessions, devices, passkeys, the account's deletion, the export, the
// import, the subscription, the AI assistant, live updates) is simply not mounted here: a token cannot
// reach it at all ("What a token can never do").

export const TOKEN_API_PREFIX = '/api/v1';

/** The session-mounted path each /api/v1 path reuses the router of, the scopes it needs, and which of its sub-paths are open. */
export const TOKEN_API_AREAS: ReadonlyArray<{ path: string; scopes: PathScopes; only?: RegExp }> = [
  { path: '/api/todos', scopes: { read: 'tasks:read', write: 'tasks:write' } },
  { path: '/api/todo-history', scopes: { read: 'tasks:read', write: null } },
  { path: '/api/journal', scopes: { read: 'journal:read', write: 'journal:write' } },
  { path: '/api/journal-tags', scopes: { read: 'journal:read', write: 'journal:write' } },
  { path: '/api/journal-months', scopes: { read: 'journal:read', write: null } },
  { path: '/api/journal-on-this-day', scopes: { read: 'journal:read', write: null } },
  { path: '/api/moods', scopes: { read: 'journal:read', write: 'journal:write' } },
  { path: '/api/mood-trend', scopes: { read: 'journal:read', write: null } },
  { path: '/api/habits', scopes: { read: 'habits:read', write: 'habits:write' } },
  { path: '/api/habit-breaks', scopes: { read: 'habits:read', write: 'habits:write' } },
  { path: '/api/activity-session', scopes: { read: 'timer', write: 'timer' } },
  { path: '/api/activities', scopes: { read: 'timer', write: 'timer' } },
  { path: '/api/activity-report', scopes: { read: 'timer', write: null } },
  { path: '/api/goals', scopes: { read: 'reviews:read', write: null } },
  // The weekly review only: the dashboard itself shows recent journal entries, which need a journal scope.
  { path: '/api/dashboard', scopes: { read: 'reviews:read', write: null }, only: /^\/review$/ },
];

export interface TokenApiOptions {
  ctx: AreaContext;
  /** The routers the session-mounted areas use, by path. */
  routers: ReadonlyMap<string, Hono<AppEnv>>;
  /** The middleware every signed-in request passes after its check: fair turns, write keys. */
  after: ReadonlyArray<MiddlewareHandler<AppEnv>>;
  bearer?: BearerCheckOptions;
  /** Where the app is reached: the OpenAPI document's server. */
  publicUrl?: string;
}

/** Mounts /api/v1, one line per area above. */
export function mountTokenApi(app: Hono<AppEnv>, { ctx, routers, after, bearer, publicUrl = 'http://localhost:3000' }: TokenApiOptions): void {
  // The API's description, public: a program reads it before it has a token.
  app.route(`${TOKEN_API_PREFIX}/openapi.json`, openApiRoutes({ publicUrl, prefix: TOKEN_API_PREFIX, areas: TOKEN_API_AREAS }));
  for (const { path, scopes, only } of TOKEN_API_AREAS) {
    const router = routers.get(path);
    if (!router) throw new Error(`no router is mounted at ${path}`);
    const v1Path = `${TOKEN_API_PREFIX}${path.slice('/api'.length)}`;
    const check = bearerCheck(ctx, scopes, bearer);
    // Hono's `/*` matches the bare path too: one use, or each request would be checked (and counted
    // against the token's limit) twice.
    app.use(`${v1Path}/*`, check);
    if (only) {
      app.use(`${v1Path}/*`, async (c, next) => {
        if (!only.test(c.req.path.slice(v1Path.length))) throw AppError.notFound('No such API route');
        await next();
      });
    }
    for (const middleware of after) app.use(`${v1Path}/*`, middleware);
    // Pages, ETags and If-Match (docs/product/access.md "The API"), inside the write keys.
    app.use(`${v1Path}/*`, apiConventions(path, v1Path, router));
    app.route(v1Path, router);
  }
}

/**
 * The access area's routes for the signed-in person (behind the session check only, never a token):
 * their tokens, and the log of what the tokens changed (docs/product/access.md).
 */
export function personAccessRoutes(ctx: AreaContext): Array<[path: string, router: Hono<AppEnv>]> {
  return [
    ['/api/access-tokens', accessTokensRoutes(ctx)],
    ['/api/agent-changes', agentChangesRoutes(ctx)],
  ];
}
