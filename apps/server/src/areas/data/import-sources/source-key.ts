import { createHash } from 'node:crypto';

/**
 * Source keys of foreign rows (docs/product/data.md "Import"; import-batch.ts): a row's key is a hash
 * of its content, so the same file gives the same keys every time and importing it twice adds nothing
 * the second time. Identical rows of one file stay distinct rows: the n-th repeat of a content gets
 * `:n` (0 for the first), counted by the keyer, so use one keyer per file read.
 */
export function sourceKeys(prefix: string): (content: unknown) => string {
  const seen = new Map<string, number>();
  return (content) => {
    const hash = createHash('sha256').update(stableJson(content)).digest('hex').slice(0, 24);
    const repeat = seen.get(hash) ?? 0;
    seen.set(hash, repeat + 1);
    return `${prefix}:${hash}:${repeat}`;
  };
}

/** JSON with object keys sorted at every level, so equal content hashes the same whatever its key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
