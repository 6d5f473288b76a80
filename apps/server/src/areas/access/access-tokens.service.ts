import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_MESSAGES,
  ACCESS_TOKEN_PREFIX,
  MAX_ACCESS_TOKENS,
  effectiveScopes,
  isValidTimeZone,
  type AccessScope,
  type AccessToken,
  type CreateAccessTokenRequest,
  type CreatedAccessToken,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { announce } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import * as tokens from './access-tokens.repository';

// docs/product/access.md "Personal access tokens": made, listed and revoked by the signed-in person
// only (these routes are never mounted for a token, "What a token can never do").

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product/access.md "Personal access tokens": last use is kept to within a minute. */
const TOUCH_EVERY_MS = 60_000;
/** 'cad_' and 43 base64url characters: 256 random bits. */
const TOKEN_PATTERN = /^cad_[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenOf(row: tokens.TokenRow): AccessToken {
  return { ...row, scopes: effectiveScopes(row.scopes as AccessScope[]) };
}

export async function listAccessTokens(ctx: AreaContext, actor: Actor): Promise<AccessToken[]> {
  return (await tokens.listTokens(ctx.db, actor.userId)).map(tokenOf);
}

export async function createAccessToken(ctx: AreaContext, actor: Actor, input: CreateAccessTokenRequest): Promise<CreatedAccessToken> {
  if ((await tokens.countTokens(ctx.db, actor.userId)) >= MAX_ACCESS_TOKENS) throw new AppError('CONFLICT', ACCESS_MESSAGES.tooMany);
  const secret = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = ctx.clock.now();
  const row = await tokens.insertToken(ctx.db, {
    userId: actor.userId,
    name: input.name,
    tokenHash: hashToken(secret),
    prefix: secret.slice(0, ACCESS_TOKEN_PREFIX.length + 6),
    scopes: effectiveScopes(input.scopes),
    expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString() : null,
  });
  announce(ctx, actor, { area: 'access-tokens', kind: 'created', id: row.id });
  return { ...tokenOf(row), token: secret };
}

export async function revokeAccessToken(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id) || !(await tokens.deleteToken(ctx.db, { userId: actor.userId, id }))) throw AppError.notFound(ACCESS_MESSAGES.tokenNotFound);
  announce(ctx, actor, { area: 'access-tokens', kind: 'deleted', id });
}

/**
 * The actor a bearer token stands for, or a 401 in our words (docs/product/access.md "Refusals"): an
 * unknown or revoked token, or one past its expiry. Looked up on every request, never cached, so a
 * revocation holds on every instance from the next request on.
 */
export async function actorOfToken(ctx: AreaContext, token: string, zoneHeader: string): Promise<Actor> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.tokenInvalid);
  const holder = await tokens.findTokenByHash(ctx.db, hashToken(token));
  if (!holder) throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.tokenInvalid);
  const now = ctx.clock.now();
  if (holder.expiresAt !== null && Date.parse(holder.expiresAt) <= now.getTime()) throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.tokenExpired);
  // The lookup already says when it was last used: within the minute, no write at all (touchToken's own
  // condition still keeps two instances from both writing).
  if (holder.lastUsedAt === null || Date.parse(holder.lastUsedAt) <= now.getTime() - TOUCH_EVERY_MS) await tokens.touchToken(ctx.db, holder.id, now.toISOString());
  return {
    userId: holder.userId,
    timeZone: holder.timeZone !== null && isValidTimeZone(holder.timeZone) ? holder.timeZone : isValidTimeZone(zoneHeader) ? zoneHeader : 'UTC',
    weekStart: holder.weekStart,
    agent: { tokenId: holder.id, tokenName: holder.name, scopes: effectiveScopes(holder.scopes as AccessScope[]) },
  };
}
