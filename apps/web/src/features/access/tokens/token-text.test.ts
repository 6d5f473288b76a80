import { ACCESS_SCOPES, hasScope, type AccessScope } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createdText, expiresInDaysOf, expiryText, lastUsedText, lockedBy, prefixText, scopeLabels, scopesOfText, textOfScopes, toggleScope } from './token-text';

// docs/product/access.md "Personal access tokens": the card's words and the form's scope boxes.

const ZONE = 'Europe/Berlin';
const now = new Date('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("the 'Connected apps' list's words", () => {
  it('says when a token was made and when it expires, in the person\'s zone', () => {
    expect(createdText({ createdAt: '2026-11-26T23:30:00Z' }, ZONE)).toBe('Created Nov 27, 2026');
    expect(expiryText({ expiresAt: null }, now, ZONE)).toBe('Never expires');
    expect(expiryText({ expiresAt: '2026-12-27T10:00:00Z' }, now, ZONE)).toBe('Expires Dec 27, 2026');
    expect(expiryText({ expiresAt: now.toISOString() }, now, ZONE)).toBe('Expired');
    expect(expiryText({ expiresAt: ago(1) }, now, ZONE)).toBe('Expired');
  });

  it('says when it was last used, as people do', () => {
    expect(lastUsedText({ lastUsedAt: null }, now, ZONE)).toBe('Never used');
    expect(lastUsedText({ lastUsedAt: ago(20_000) }, now, ZONE)).toBe('Last used just now');
    expect(lastUsedText({ lastUsedAt: ago(5 * 60_000) }, now, ZONE)).toBe('Last used 5 minutes ago');
    expect(lastUsedText({ lastUsedAt: ago(3 * 3_600_000) }, now, ZONE)).toBe('Last used 3 hours ago');
    expect(lastUsedText({ lastUsedAt: ago(30 * 3_600_000) }, now, ZONE)).toBe('Last used yesterday');
    expect(lastUsedText({ lastUsedAt: ago(4 * 86_400_000) }, now, ZONE)).toBe('Last used 4 days ago');
    expect(lastUsedText({ lastUsedAt: '2026-10-01T12:00:00Z' }, now, ZONE)).toBe('Last used Oct 1, 2026');
  });

  it('shows the first characters of the token and one chip per thing it may do', () => {
    expect(prefixText({ prefix: 'cad_abc123' })).toBe('cad_abc123…');
    expect(scopeLabels(['tasks:read', 'tasks:write', 'timer'])).toEqual(['Add and change tasks', 'Use the activity timer']);
    expect(scopeLabels(['journal:read', 'habits:read'])).toEqual(['Read journal entries and moods', 'Read habits']);
  });
});

describe("the form's scope boxes", () => {
  const scopes = fc.subarray([...ACCESS_SCOPES]);
  const scope = fc.constantFrom(...ACCESS_SCOPES);

  it('a write scope ticks its read scope and locks it while ticked', () => {
    expect(toggleScope([], 'tasks:write', true)).toEqual(['tasks:read', 'tasks:write']);
    expect(lockedBy(['tasks:read', 'tasks:write'], 'tasks:read')).toBe('tasks:write');
    expect(toggleScope(['tasks:read', 'tasks:write'], 'tasks:read', false)).toEqual(['tasks:read', 'tasks:write']);
    expect(toggleScope(['tasks:read', 'tasks:write'], 'tasks:write', false)).toEqual(['tasks:read']);
    expect(lockedBy(['tasks:read'], 'tasks:read')).toBeNull();
  });

  it('what is ticked always holds every scope a ticked one implies', () => {
    fc.assert(
      fc.property(scopes, scope, fc.boolean(), (ticked, which, on) => {
        const closed = toggleScope(toggleScope(ticked, ticked[0] ?? which, true), which, on);
        for (const needed of ACCESS_SCOPES) if (hasScope(closed, needed)) expect(closed).toContain(needed);
      }),
    );
  });

  it('keeps the boxes as text and back, in the vocabulary\'s order', () => {
    fc.assert(fc.property(scopes, (ticked: AccessScope[]) => {
        expect(scopesOfText(textOfScopes([...ticked].reverse()))).toEqual(ticked);
      }));
    expect(scopesOfText('')).toEqual([]);
  });

  it('reads the expiry choice as days, or never', () => {
    expect(expiresInDaysOf('90')).toBe(90);
    expect(expiresInDaysOf('365')).toBe(365);
    expect(expiresInDaysOf('never')).toBeNull();
    expect(expiresInDaysOf('12')).toBeUndefined();
  });
});
