import { ACCESS_MESSAGES, hasScope, type AccessScope } from '@cadence/shared';
import { createMiddleware } from 'hono/factory';
import type { AreaContext } from '../../context/area-context';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { headerOf } from '../../http/node-bindings';
import { hitWindow } from '../../rate-limit/rate-limit.repository';
import { RATE_LIMIT_RULES, type WindowRule, rateLimitKey, secondsUntil } from '../../rate-limit/rate-limit-rules';
import { actorOfToken } from './access-tokens.service';

// docs/product/access.md "Using a token": the check every /api/v1 route and /mcp sit behind, in place
// of the session check.

/** The scopes one mounted path needs: `read` for GET and HEAD, `write` for the rest (null: never with a token). */
export interface PathScopes {
  read: AccessScope;
  write: AccessScope | null;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

export interface BearerCheckOptions {
  /** Requests per token and window (docs/product/access.md "Rate limit"); tests lower it. */
  rateLimit?: WindowRule;
}

/**
 * Reads the token, refuses it with a cookie beside it (a token can't ride a session), finds the actor
 * it stands for, counts the request against the token's own limit and sets c.var.actor. `scopes` says
 * what this path needs; without it (the MCP endpoint) each tool checks its own.
 */
export function bearerCheck(ctx: AreaContext, scopes: PathScopes | null, options: BearerCheckOptions = {}) {
  const rule = options.rateLimit ?? RATE_LIMIT_RULES.accessTokenRequests;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (headerOf(c, 'cookie') !== undefined) throw new AppError('VALIDATION', ACCESS_MESSAGES.cookieAndToken);
    const token = bearerTokenOf(headerOf(c, 'authorization'));
    if (token === null) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.tokenMissing);
    }
    const actor = await actorOfToken(ctx, token, headerOf(c, 'x-timezone')?.trim() ?? '');
    const agent = actor.agent!;
    if (scopes) {
      const needed = READ_METHODS.has(c.req.method) ? scopes.read : scopes.write;
      if (needed === null) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.notForTokens);
      if (!hasScope(agent.scopes, needed)) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.scopeMissing(needed));
    }
    const now = ctx.clock.now();
    const window = await hitWindow(ctx.db, rateLimitKey(rule, agent.tokenId), now, rule.windowSeconds);
    if (window.count > rule.limit) throw new AppError('RATE_LIMITED', ACCESS_MESSAGES.rateLimited, { retryAfterSeconds: secondsUntil(window.resetAt, now) });
    c.set('actor', actor);
    c.set('user', { id: actor.userId, email: '' });
    await next();
  });
}
