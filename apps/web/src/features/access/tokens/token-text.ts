import { ACCESS_SCOPES, ACCESS_SCOPE_LABELS, SCOPES_IMPLIED, builtOnce, effectiveScopes, type AccessScope, type AccessToken } from '@cadence/shared';

// docs/product/access.md "Personal access tokens": what the 'Connected apps' card says about a token,
// and the rules of its form's scope boxes. Pure, so the words are tested without a screen.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeFormat = builtOnce(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** 'Nov 26, 2026', in `timeZone` (the person's). */
export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** 'Created Nov 26, 2026'. */
export function createdText(token: Pick<AccessToken, 'createdAt'>, timeZone: string): string {
  return `Created ${formatDay(token.createdAt, timeZone)}`;
}

/** 'Never expires', 'Expires Dec 27, 2026', or 'Expired' once its moment has passed. */
export function expiryText(token: Pick<AccessToken, 'expiresAt'>, now: Date, timeZone: string): string {
  if (token.expiresAt === null) return 'Never expires';
  if (Date.parse(token.expiresAt) <= now.getTime()) return 'Expired';
  return `Expires ${formatDay(token.expiresAt, timeZone)}`;
}

export function isExpired(token: Pick<AccessToken, 'expiresAt'>, now: Date): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now.getTime();
}

/** 'Never used', 'Last used just now', '… 5 minutes ago', '… 3 hours ago', '… yesterday', '… 4 days ago', then the date. */
export function lastUsedText(token: Pick<AccessToken, 'lastUsedAt'>, now: Date, timeZone: string): string {
  if (token.lastUsedAt === null) return 'Never used';
  const ago = Math.max(0, now.getTime() - Date.parse(token.lastUsedAt));
  if (ago < MINUTE) return 'Last used just now';
  if (ago < HOUR) return `Last used ${relativeFormat().format(-Math.floor(ago / MINUTE), 'minute')}`;
  if (ago < DAY) return `Last used ${relativeFormat().format(-Math.floor(ago / HOUR), 'hour')}`;
  if (ago < 7 * DAY) return `Last used ${relativeFormat().format(-Math.floor(ago / DAY), 'day')}`;
  return `Last used ${formatDay(token.lastUsedAt, timeZone)}`;
}

/** 'cad_abc123…': the token's first characters, so the person can tell which one a program holds. */
export const prefixText = (token: Pick<AccessToken, 'prefix'>) => `${token.prefix}…`;

/**
 * The labels of a token's scopes, each once: a write scope's label stands for its read scope too
 * ('Add and change tasks' says it reads them), so the chips stay few.
 */
export function scopeLabels(scopes: readonly AccessScope[]): string[] {
  const implied = new Set(scopes.flatMap((scope) => SCOPES_IMPLIED[scope] ?? []));
  return ACCESS_SCOPES.filter((scope) => scopes.includes(scope) && !implied.has(scope)).map((scope) => ACCESS_SCOPE_LABELS[scope]);
}

/** The form keeps its ticked boxes as text (every form value is text): 'tasks:write,timer'. */
export function scopesOfText(text: string): AccessScope[] {
  return ACCESS_SCOPES.filter((scope) => text.split(',').includes(scope));
}

export const textOfScopes = (scopes: readonly AccessScope[]) => ACCESS_SCOPES.filter((scope) => scopes.includes(scope)).join(',');

/** The write scope that ticks and locks `scope`'s box, if one is ticked ('tasks:write' for 'tasks:read'). */
export function lockedBy(ticked: readonly AccessScope[], scope: AccessScope): AccessScope | null {
  return ticked.find((other) => other !== scope && (SCOPES_IMPLIED[other] ?? []).includes(scope)) ?? null;
}

/** Ticking a write scope ticks its read scope as well; unticking it leaves the read scope ticked. */
export function toggleScope(ticked: readonly AccessScope[], scope: AccessScope, on: boolean): AccessScope[] {
  if (on) return effectiveScopes([...ticked, scope]);
  if (lockedBy(ticked, scope)) return [...ticked];
  return ticked.filter((other) => other !== scope);
}

/** The expiry select's choices: the value is the days, or 'never'. Default: 90 days. */
export const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;
export const DEFAULT_EXPIRY = '90';

export function expiresInDaysOf(value: string): 7 | 30 | 90 | 365 | null | undefined {
  if (value === 'never') return null;
  const days = Number(value);
  return days === 7 || days === 30 || days === 90 || days === 365 ? days : undefined;
}
