// docs/product/journal.md "Tags, highlights and gratitude": what adding to one of an entry's lists does,
// for the form (Enter or Add) and the API (which normalises what it is sent the same way).

/** Two tags are the same tag whatever their case: 'Work' and 'work'. */
export function tagKey(tag: string): string {
  return tag.trim().toLocaleLowerCase('en-US');
}

/**
 * The list after adding `text` as a tag: trimmed; blank text and a tag already there (in any case)
 * leave the list as it was (the same array, so a caller can tell nothing was added).
 */
export function addTag(tags: readonly string[], text: string): readonly string[] {
  const tag = text.trim();
  if (tag === '') return tags;
  const key = tagKey(tag);
  if (tags.some((existing) => tagKey(existing) === key)) return tags;
  return [...tags, tag];
}

/** The list after adding `text` as a highlight or gratitude item: trimmed; blank text adds nothing. */
export function addItem(items: readonly string[], text: string): readonly string[] {
  const item = text.trim();
  return item === '' ? items : [...items, item];
}

/** Tags as the API stores them: each trimmed, blanks dropped, the first spelling of each tag kept, in order. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...tags.reduce<readonly string[]>(addTag, [])];
}

/** Highlights or gratitude items as the API stores them: each trimmed, blanks dropped, in order. */
export function normalizeItems(items: readonly string[]): string[] {
  return [...items.reduce<readonly string[]>(addItem, [])];
}

/** The list without the item at `index` (the × on a chip). */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
