// docs/product/access.md "The API": the conventions every /api/v1 route keeps — pages of a list, a
// row's version as its ETag, If-Match on a change. Pure rules, used by the server's middleware.

/** Items on a page when `limit` is not sent. */
export const API_PAGE_LIMIT_DEFAULT = 50;
/** The most items one page may ask for. */
export const API_PAGE_LIMIT_MAX = 200;

export const API_MESSAGES = {
  limitInvalid: `limit must be a whole number from 1 to ${API_PAGE_LIMIT_MAX}`,
  cursorInvalid: 'cursor must be the nextCursor of the page before. Start again without it.',
  ifMatchNotHere: 'If-Match is only for changing or deleting one task, journal entry, habit or activity.',
  ifMatchDisagrees: 'If-Match and expectedUpdatedAt name different versions. Send one of them.',
} as const;

/** One page of a list: the items, and the cursor of the next page (null on the last). */
export interface ApiPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The query of a paged list, read: `limit` within bounds, `cursor` as sent (or null). */
export interface PageQuery {
  limit: number;
  cursor: string | null;
}

const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

/** `limit` and `cursor` as sent; the message of the first that is not valid otherwise. */
export function readPageQuery(limit: string | undefined, cursor: string | undefined): PageQuery | { error: string } {
  let size = API_PAGE_LIMIT_DEFAULT;
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit)) return { error: API_MESSAGES.limitInvalid };
    size = Number(limit);
    if (size < 1 || size > API_PAGE_LIMIT_MAX) return { error: API_MESSAGES.limitInvalid };
  }
  if (cursor !== undefined && !CURSOR_PATTERN.test(cursor)) return { error: API_MESSAGES.cursorInvalid };
  return { limit: size, cursor: cursor ?? null };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

/** UTF-8 bytes as text, or null when they are not well-formed UTF-8. */
function utf8Text(bytes: readonly number[]): string | null {
  let text = '';
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!;
    const length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 0;
    if (length === 0 || i + length > bytes.length) return null;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return null;
      code = (code << 6) | (next & 63);
    }
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}

/** A cursor names the key of the last item of its page: its UTF-8 in base64url, opaque to the client. */
export function encodeCursor(key: string): string {
  const bytes = utf8Bytes(key);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64URL[n >> 18]! + BASE64URL[(n >> 12) & 63]!;
    if (b !== undefined) out += BASE64URL[(n >> 6) & 63]!;
    if (c !== undefined) out += BASE64URL[n & 63]!;
  }
  return out;
}

/** The key a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): string | null {
  if (!CURSOR_PATTERN.test(cursor) || cursor.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of cursor) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  const key = utf8Text(bytes);
  // One cursor per key: a cursor spelled otherwise (stray bits) is not one we gave.
  return key !== null && encodeCursor(key) === cursor ? key : null;
}

/**
 * An item's key for its cursor: its `id`; a list of things without ids (tags, months) uses its first
 * text field, which is unique in those lists. null: the item has none.
 */
export function itemKey(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  return Object.values(record).find((value): value is string => typeof value === 'string') ?? null;
}

/**
 * The page of `items` (in the list's own order) after the item `cursor` names, `limit` long. A cursor
 * naming no item of the list (made up, or its item is gone) is refused: the client starts again.
 */
export function pageOf<T>(items: readonly T[], query: PageQuery): ApiPage<T> | { error: string } {
  let start = 0;
  if (query.cursor !== null) {
    const key = decodeCursor(query.cursor);
    const index = key === null ? -1 : items.findIndex((item) => itemKey(item) === key);
    if (index === -1) return { error: API_MESSAGES.cursorInvalid };
    start = index + 1;
  }
  const page = items.slice(start, start + query.limit);
  const lastKey = page.length === 0 ? null : itemKey(page[page.length - 1]);
  const more = start + query.limit < items.length;
  return { items: page, nextCursor: more && lastKey !== null ? encodeCursor(lastKey) : null };
}

/** A row's ETag: its updatedAt, quoted (a strong validator: the version moves with every change). */
export function etagOf(updatedAt: string): string {
  return `"${updatedAt}"`;
}

/**
 * What an If-Match header asks: any current version (`*`), or the version one ETag names (`W/` is
 * accepted too, as some clients weaken what they store). null: not an ETag we give.
 */
export function readIfMatch(header: string): { kind: 'any' } | { kind: 'version'; updatedAt: string } | null {
  const value = header.trim();
  if (value === '*') return { kind: 'any' };
  const match = /^(?:W\/)?"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2}))"$/.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { kind: 'version', updatedAt: match[1]! };
}

/** Do two versions name the same instant ('…00.000Z' and '…00Z' do)? */
export function sameVersion(a: string, b: string): boolean {
  return a === b || Date.parse(a) === Date.parse(b);
}
