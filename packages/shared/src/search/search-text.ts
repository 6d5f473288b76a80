import { SEARCH_EXCERPT_LENGTH, SEARCH_MAX_TERMS } from './search-constants';

// docs/product/search.md "Matching": every word, in any order, with case and accents ignored ('cafe'
// finds 'Café'), as the board's own search (docs/product/todos.md "Search and filters").

/**
 * The accents search ignores: the Unicode blocks of combining diacritical marks. Not every mark (\p{M}):
 * the vowel signs of Devanagari or Thai are letters a word cannot lose. The server folds the same way
 * in SQL, so both sides agree.
 */
const ACCENT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
/** The same ranges as the inside of a bracket expression, for the server's SQL (`first-last…`). */
export const SEARCH_ACCENT_RANGES = ACCENT_RANGES.map(([first, last]) => `${String.fromCodePoint(first)}-${String.fromCodePoint(last)}`).join('');

// Tested code point by code point rather than with a regular expression of these ranges: written as a
// character class, a range of combining marks reads as marks combined with the dashes (lint's
// no-misleading-character-class), though it matched as meant.
const isAccent = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return ACCENT_RANGES.some(([first, last]) => first <= code && code <= last);
};

/** One character as search compares it: without accents, in lower case (one code point at a time). */
function foldCharacter(character: string): string {
  let folded = '';
  for (const part of character.normalize('NFD')) if (!isAccent(part)) folded += part;
  return folded.toLowerCase();
}

/** Text as search compares it. Folded a character at a time, so a place in it maps back to the text. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const character of text) folded += foldCharacter(character);
  return folded;
}

/** The words of a search, folded, each once, at most SEARCH_MAX_TERMS. */
export function searchQueryTerms(query: string): string[] {
  return [...new Set(foldForSearch(query).split(/\s+/).filter(Boolean))].slice(0, SEARCH_MAX_TERMS);
}

/** Where a folded word first appears in `text`, as [start, end) of the text itself; null when it does not. */
export function findFolded(text: string, term: string): { start: number; end: number } | null {
  if (term === '') return null;
  // Each character of the text: where it is, and where its folded form is in the folded text.
  const pieces: Array<{ start: number; end: number; foldedStart: number; foldedEnd: number }> = [];
  let folded = '';
  let index = 0;
  for (const character of text) {
    const piece = foldCharacter(character);
    pieces.push({ start: index, end: index + character.length, foldedStart: folded.length, foldedEnd: folded.length + piece.length });
    folded += piece;
    index += character.length;
  }
  const at = folded.indexOf(term);
  if (at < 0) return null;
  const last = at + term.length - 1;
  const first = pieces.findIndex((piece) => piece.foldedStart <= at && at < piece.foldedEnd);
  let through = pieces.findIndex((piece) => piece.foldedStart <= last && last < piece.foldedEnd);
  // A character folded to nothing (an accent of its own) right after the match belongs with it.
  while (through + 1 < pieces.length && pieces[through + 1]!.foldedStart === pieces[through + 1]!.foldedEnd) through += 1;
  return { start: pieces[first]!.start, end: pieces[through]!.end };
}

/**
 * The part of `text` around [start, end) a result shows: about `length` characters, whitespace runs
 * as one space, '…' where it was cut.
 */
export function excerptAround(text: string, match: { start: number; end: number }, length = SEARCH_EXCERPT_LENGTH): string {
  const room = Math.max(0, length - (match.end - match.start));
  let from = Math.max(0, match.start - Math.floor(room / 3));
  let to = Math.min(text.length, from + Math.max(length, match.end - match.start));
  from = Math.max(0, Math.min(from, to - length));
  // Never split a character made of two UTF-16 units.
  if (from > 0 && (text.charCodeAt(from) & 0xfc00) === 0xdc00) from -= 1;
  if (to < text.length && (text.charCodeAt(to) & 0xfc00) === 0xdc00) to += 1;
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

/**
 * A journal entry's result: its text around the first search word found in it, and that word as the
 * entry spells it (the journal's own search, which ignores case, finds the entry with it).
 */
export function entryMatch(content: string, terms: readonly string[]): { excerpt: string; match: string } {
  const found = terms.map((term) => findFolded(content, term)).filter((place): place is { start: number; end: number } => place !== null);
  if (found.length === 0) return { excerpt: excerptAround(content, { start: 0, end: 0 }), match: '' };
  const first = found.reduce((a, b) => (b.start < a.start ? b : a));
  const longest = found.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
  return { excerpt: excerptAround(content, first), match: content.slice(longest.start, longest.end) };
}
