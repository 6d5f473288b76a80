import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { ACCESS_SCOPES, type AccessScope } from './access-scopes';

// docs/product/access.md: personal access tokens (the profile's 'Connected apps') and the log of what
// each one changed, with undo. The API contract of /api/access-tokens and /api/agent-changes.

export const ACCESS_TOKEN_NAME_MAX_LENGTH = 60;
/** How long a logged change can be undone (docs/product/access.md "Undo"). */
export const AGENT_CHANGE_UNDO_DAYS = 7;
/** A person's live tokens at most: enough for every assistant they use, not a way to fill a table. */
export const MAX_ACCESS_TOKENS = 25;
/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'cad_';

/** The expiries the form offers, in days; null: never. */
export const ACCESS_TOKEN_EXPIRIES = [7, 30, 90, 365, null] as const;
export type AccessTokenExpiry = (typeof ACCESS_TOKEN_EXPIRIES)[number];

export const ACCESS_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be at most ${ACCESS_TOKEN_NAME_MAX_LENGTH} characters`,
  scopesRequired: 'Choose at least one thing this token may do',
  unknownScope: 'Unknown scope',
  expiryInvalid: 'Choose when the token expires',
  tooMany: `You can have at most ${MAX_ACCESS_TOKENS} tokens. Revoke one you no longer use first.`,
  tokenNotFound: 'That token was not found.',
  // Answers to a program holding a token (docs/product/access.md "Refusals").
  tokenMissing: 'Send your access token as "Authorization: Bearer <token>".',
  tokenInvalid: 'This access token is not valid. It may have been revoked or mistyped.',
  tokenExpired: 'This access token has expired. Create a new one in your profile.',
  cookieAndToken: 'Send either a session cookie or an access token, not both.',
  scopeMissing: (scope: AccessScope) => `This access token may not do this: it needs the "${scope}" scope.`,
  notForTokens: 'This can only be done by the signed-in person, not with an access token.',
  rateLimited: 'Too many requests with this token. Try again in a minute.',
  // The activity log's undo (docs/product/access.md "Undo").
  changeNotFound: 'That change was not found.',
  alreadyUndone: 'This change was already undone.',
  undoExpired: `Changes can be undone for ${AGENT_CHANGE_UNDO_DAYS} days. This one is older.`,
  changedSince: (what: string) => `This change can't be undone: ${what} has been changed since.`,
  undone: 'Change undone.',
  revoked: 'Token revoked.',
  staleVersion: 'This was changed since you read it. Here is the current version.',
  ifMatchInvalid: 'If-Match must be the ETag the item was read with.',
} as const;

/** One token as listed in the profile: never its secret, nor its hash. */
export interface AccessToken {
  id: string;
  name: string;
  scopes: AccessScope[];
  /** The first characters of the token, so the person can tell which one a program holds. */
  prefix: string;
  createdAt: string;
  /** null: never expires. */
  expiresAt: string | null;
  /** null until first used. */
  lastUsedAt: string | null;
}

/** The answer to creating a token: the only time its secret is shown. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}

export const accessTokenNameSchema = safeString('Token name', ACCESS_MESSAGES.nameRequired)
  .trim()
  .min(1, ACCESS_MESSAGES.nameRequired)
  .max(ACCESS_TOKEN_NAME_MAX_LENGTH, ACCESS_MESSAGES.nameTooLong);

export const createAccessTokenRequestSchema = z.strictObject({
  name: accessTokenNameSchema,
  scopes: z
    .array(z.enum(ACCESS_SCOPES, { error: ACCESS_MESSAGES.unknownScope }), { error: ACCESS_MESSAGES.scopesRequired })
    .min(1, ACCESS_MESSAGES.scopesRequired)
    .max(ACCESS_SCOPES.length, ACCESS_MESSAGES.scopesRequired),
  /** Days until it expires; null or absent: never. */
  expiresInDays: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.literal(365), z.null()], { error: ACCESS_MESSAGES.expiryInvalid })
    .optional(),
});
export type CreateAccessTokenRequest = z.infer<typeof createAccessTokenRequestSchema>;

/** One field a logged change touched, in the product's words ('Status', 'Not Started' → 'Completed'). */
export interface AgentChangeField {
  field: string;
  before: string | null;
  after: string | null;
}

/** One row a logged change created, changed or removed. */
export interface AgentChangeItem {
  /** 'task', 'checklist item', 'journal entry', 'mood', 'habit', 'habit day', 'rest', 'activity', 'timer'. */
  kind: string;
  action: 'created' | 'updated' | 'deleted';
  /** The row's title, date or name, as the person knows it. */
  label: string;
  fields: AgentChangeField[];
}

/** One change a token made (one request or tool call's transaction), as the profile's log lists it. */
export interface AgentChange {
  id: string;
  tokenName: string;
  createdAt: string;
  /** 'Added task "Buy milk"', 'Logged habit "Run" on 2026-11-27'… */
  summary: string;
  items: AgentChangeItem[];
  /** null while it stands; when it was undone otherwise. */
  undoneAt: string | null;
  /** Until when it can be undone. */
  undoableUntil: string;
}

export interface AgentChangePage {
  changes: AgentChange[];
  nextCursor: string | null;
}
