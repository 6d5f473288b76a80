import { tagKey } from './journal-items';

/** One of the user's tags for the filter chips, with the number of live entries that carry it. */
export interface JournalTag {
  tag: string;
  count: number;
}

/**
 * docs/product/journal.md "Search and tag filter": the chips list each tag once whatever its case
 * ('Work' and 'work' are one chip, counted together), spelled as most entries spell it (the
 * alphabetically first spelling on a tie), most used first, then alphabetically.
 */
export function mergeTagCounts(rows: readonly JournalTag[]): JournalTag[] {
  const byKey = new Map<string, { count: number; spelling: string; spellingCount: number }>();
  for (const { tag, count } of rows) {
    const key = tagKey(tag);
    if (key === '' || count <= 0) continue;
    const merged = byKey.get(key);
    if (!merged) {
      byKey.set(key, { count, spelling: tag, spellingCount: count });
      continue;
    }
    merged.count += count;
    if (count > merged.spellingCount || (count === merged.spellingCount && tag < merged.spelling)) {
      merged.spelling = tag;
      merged.spellingCount = count;
    }
  }
  return [...byKey.values()]
    .map(({ spelling, count }) => ({ tag: spelling, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}
