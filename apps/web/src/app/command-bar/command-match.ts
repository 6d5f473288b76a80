import { foldForSearch } from '@cadence/shared';

// docs/product/search.md "Command bar": typing narrows the commands to those whose words start with
// what was typed, each typed word starting a word of the name ('new ta' finds 'New task').

/** The words of a name or a query, folded as search folds them (case and accents ignored). */
function wordsOf(text: string): string[] {
  return foldForSearch(text).split(/[\s/&·,.-]+/).filter(Boolean);
}

/** True when every typed word starts some word of the name (or of its other words); an empty query matches all. */
export function commandMatches(query: string, name: string, keywords: readonly string[] = []): boolean {
  const typed = wordsOf(query);
  if (typed.length === 0) return true;
  const words = [...wordsOf(name), ...keywords.flatMap(wordsOf)];
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}
