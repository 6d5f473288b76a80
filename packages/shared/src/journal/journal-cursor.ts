// docs/product/journal.md "Pages": the list is read in pages by keyset, newest first. A page's
// nextCursor names the last entry it holds (its createdAt and id); the next page starts after it.

export interface JournalCursor {
  /** ISO 8601 in UTC with milliseconds, as the API writes createdAt. */
  createdAt: string;
  id: string;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function encodeJournalCursor(cursor: JournalCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** The cursor a nextCursor text names, or null when it is not one (then the API answers 400). */
export function decodeJournalCursor(text: string): JournalCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const createdAt = match[1]!;
  const parsed = Date.parse(createdAt);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString() !== createdAt) return null;
  return { createdAt, id: match[2]!.toLowerCase() };
}
