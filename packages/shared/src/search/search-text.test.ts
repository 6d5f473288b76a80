import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TERMS } from './search-constants';
import { entryMatch, excerptAround, findFolded, foldForSearch, searchQueryTerms } from './search-text';

// docs/product/search.md "Matching".

describe('search words', () => {
  it('ignore case and accents, repeat once, and stop at eight', () => {
    expect(searchQueryTerms('  Café  cafe CAFÉ crème ')).toEqual(['cafe', 'creme']);
    expect(searchQueryTerms('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_TERMS);
    expect(searchQueryTerms('   ')).toEqual([]);
  });
});

describe('findFolded', () => {
  it('finds a folded word in the text as it is spelled there', () => {
    const text = 'Lunch at the CAFÉ with Zoë';
    const place = findFolded(text, 'cafe');
    expect(text.slice(place!.start, place!.end)).toBe('CAFÉ');
    expect(findFolded(text, 'zoe')).toEqual({ start: 23, end: 26 });
    expect(findFolded(text, 'tea')).toBeNull();
  });

  it('keeps a combining accent with the letter it sits on', () => {
    const text = 'un cafe\u0301 noir';
    const place = findFolded(text, 'cafe');
    expect(text.slice(place!.start, place!.end)).toBe('cafe\u0301');
  });

  it('always returns a slice of the text that folds to the word, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat(), (before, after, seed) => {
        const words = ['Café', 'ÉTÉ', 'naïve', 'Zoë', 'straße', 'ok'];
        const word = words[seed % words.length]!;
        const text = `${before}${word}${after}`;
        const term = foldForSearch(word);
        const place = findFolded(text, term);
        expect(place).not.toBeNull();
        expect(foldForSearch(text.slice(place!.start, place!.end))).toContain(term);
        expect(place!.start).toBeLessThanOrEqual(before.length);
      }),
    );
  });
});

describe('excerptAround', () => {
  it('shows the words around the match, with … where it was cut', () => {
    const text = `${'Long morning. '.repeat(10)}Then the dentist at noon.${' Quiet evening.'.repeat(10)}`;
    const place = findFolded(text, 'dentist')!;
    const excerpt = excerptAround(text, place, 60);
    expect(excerpt).toContain('dentist');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('always holds the match, is never much longer than asked, and marks each cut end', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 300 }), fc.integer({ min: 20, max: 120 }), (before, word, after, length) => {
        const clean = word.replace(/\s/g, 'x');
        const text = `${before}${clean}${after}`;
        const excerpt = excerptAround(text, { start: before.length, end: before.length + clean.length }, length);
        expect(excerpt.replace(/\s+/g, ' ')).toContain(clean.replace(/\s+/g, ' ').trim());
        expect(excerpt.length).toBeLessThanOrEqual(Math.max(length, clean.length) + 4);
      }),
    );
  });
});

describe('entryMatch', () => {
  it('gives the excerpt at the first word found and the longest word as the entry spells it', () => {
    expect(entryMatch('Met Zoë at the Café, then a long walk.', ['cafe', 'zoe'])).toEqual({ excerpt: 'Met Zoë at the Café, then a long walk.', match: 'Café' });
  });
});
