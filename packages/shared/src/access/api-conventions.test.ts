import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApiPage, API_MESSAGES, API_PAGE_LIMIT_DEFAULT, decodeCursor, encodeCursor, etagOf, itemKey, pageOf, readIfMatch, readPageQuery, sameVersion } from './api-conventions';

// docs/product/access.md "The API": pages, cursors and versions.

describe('pages', () => {
  it('reads limit and cursor, refusing what is out of bounds', () => {
    expect(readPageQuery(undefined, undefined)).toEqual({ limit: API_PAGE_LIMIT_DEFAULT, cursor: null });
    expect(readPageQuery('200', 'YQ')).toEqual({ limit: 200, cursor: 'YQ' });
    for (const limit of ['0', '201', '1.5', '-3', '', ' 5', '99999']) expect(readPageQuery(limit, undefined)).toEqual({ error: API_MESSAGES.limitInvalid });
    for (const cursor of ['', 'a b', 'YQ==', '%']) expect(readPageQuery(undefined, cursor)).toEqual({ error: API_MESSAGES.cursorInvalid });
  });

  it('keys items by id, else by their first text (tags, months)', () => {
    expect(itemKey({ id: 'x', title: 'y' })).toBe('x');
    expect(itemKey({ count: 2, tag: 'work' })).toBe('work');
    expect(itemKey([1])).toBeNull();
    expect(itemKey({ count: 1 })).toBeNull();
  });

  it('refuses a cursor that names no item', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(pageOf(items, { limit: 1, cursor: encodeCursor('gone') })).toEqual({ error: API_MESSAGES.cursorInvalid });
    expect(pageOf(items, { limit: 1, cursor: 'YR' })).toEqual({ error: API_MESSAGES.cursorInvalid });
    expect(pageOf([], { limit: 5, cursor: null })).toEqual({ items: [], nextCursor: null });
  });

  it('a cursor is the base64url of its key', () => {
    expect(encodeCursor('abc')).toBe('YWJj');
    expect(encodeCursor('café 🎉')).toBe('Y2Fmw6kg8J-OiQ');
    expect(decodeCursor('Y2Fmw6kg8J-OiQ')).toBe('café 🎉');
  });

  it('a cursor of its key and reads back as it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (key) => {
        const cursor = encodeCursor(key);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeCursor(cursor)).toBe(key);
      }),
    );
  });

  it('following the cursors visits every item once, in order, whatever the limit (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (ids, limit) => {
        const items = ids.map((id) => ({ id }));
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: ApiPage<{ id: string }> | { error: string } = pageOf(items, { limit, cursor });
          if ('error' in page) throw new Error(page.error);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          seen.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor;
          pages += 1;
          if (pages > ids.length + 1) throw new Error('the cursors go round in a loop');
        } while (cursor !== null);
        expect(seen).toEqual(ids);
        expect(pages).toBe(Math.max(1, Math.ceil(ids.length / limit)));
      }),
    );
  });
});

describe('versions', () => {
  it('reads the ETags we give, W/ or not, and *', () => {
    const at = '2026-11-27T09:00:00.123Z';
    expect(readIfMatch(etagOf(at))).toEqual({ kind: 'version', updatedAt: at });
    expect(readIfMatch(` W/"${at}" `)).toEqual({ kind: 'version', updatedAt: at });
    expect(readIfMatch('*')).toEqual({ kind: 'any' });
    for (const bad of [at, `"${at}", "${at}"`, '"yesterday"', '"2026-13-45T99:00:00Z"', '""', 'W/']) expect(readIfMatch(bad)).toBeNull();
  });

  it('compares versions as instants', () => {
    expect(sameVersion('2026-11-27T09:00:00.000Z', '2026-11-27T09:00:00Z')).toBe(true);
    expect(sameVersion('2026-11-27T09:00:00.000Z', '2026-11-27T10:00:00.000+01:00')).toBe(true);
    expect(sameVersion('2026-11-27T09:00:00.000Z', '2026-11-27T09:00:00.001Z')).toBe(false);
  });
});
