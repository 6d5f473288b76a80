// docs/product/access.md "Scopes": what a personal access token may do. A token never manages tokens,
// the password, the e-mail, sessions, the account's deletion, the full export or the subscription:
// none of those routes is reachable with a token at all ("What a token can never do").

export const ACCESS_SCOPES = [
  'tasks:read',
  'tasks:write',
  'journal:read',
  'journal:write',
  'habits:read',
  'habits:write',
  'timer',
  'reviews:read',
] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

/** The words the profile shows beside each scope's box. */
export const ACCESS_SCOPE_LABELS: Record<AccessScope, string> = {
  'tasks:read': 'Read tasks',
  'tasks:write': 'Add and change tasks',
  'journal:read': 'Read journal entries and moods',
  'journal:write': 'Write journal entries and moods',
  'habits:read': 'Read habits',
  'habits:write': 'Log and change habits',
  timer: 'Use the activity timer',
  'reviews:read': 'Read weekly reviews and goal progress',
};

/** A write scope implies reading what it writes: an agent that adds a task must be able to find it. */
export const SCOPES_IMPLIED: Partial<Record<AccessScope, readonly AccessScope[]>> = {
  'tasks:write': ['tasks:read'],
  'journal:write': ['journal:read'],
  'habits:write': ['habits:read'],
};

/** Does a token holding `granted` have `needed`? (a write scope implies its read scope). */
export function hasScope(granted: readonly AccessScope[], needed: AccessScope): boolean {
  return granted.some((scope) => scope === needed || (SCOPES_IMPLIED[scope] ?? []).includes(needed));
}

/** The scopes a set of boxes grants, implied ones added, in the vocabulary's order, each once. */
export function effectiveScopes(granted: readonly AccessScope[]): AccessScope[] {
  return ACCESS_SCOPES.filter((scope) => hasScope(granted, scope));
}
