import pg from 'pg';
import type { Db } from './client';

/** A named statement for the hot reads: the SQL text with `$1…` parameters and a stable name. */
export interface RowQuery {
  name: string;
  text: string;
}

// Dates and timestamps stay as PostgreSQL wrote them (docs/architecture.md "Stack notes"); db/iso-timestamp.ts rewrites them.
const KEEP_TEXT = new Set([1082, 1114, 1184]);
const keepText = (value: string) => value;
const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (KEEP_TEXT.has(oid) ? keepText : pg.types.getTypeParser(oid, format ?? 'text')),
};
const PGLITE_PARSERS = Object.fromEntries([...KEEP_TEXT].map((oid) => [oid, keepText]));

interface PgliteClient {
  query(text: string, params: unknown[], options: { rowMode: 'array'; parsers: Record<number, (value: string) => unknown> }): Promise<{ rows: unknown[][] }>;
}

function isPgPool(client: unknown): client is pg.Pool {
  return client instanceof pg.Pool;
}

/**
 * The fast path of list reads (docs/architecture.md "The fast list path"): a prepared, named statement
 * whose rows come back as arrays, straight from the driver. PostgreSQL plans it once per connection
 * (as pgbench -M prepared does), and no row is turned into an object it will not stay: the area writes
 * the JSON from the arrays. Drizzle stays the way to write and to read anything else.
 */
export async function selectRows(db: Db, query: RowQuery, values: unknown[]): Promise<unknown[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPgPool(client)) {
    const result = await client.query({ name: query.name, text: query.text, values, rowMode: 'array', types: PG_TYPES });
    return result.rows as unknown[][];
  }
  const result = await (client as PgliteClient).query(query.text, values, { rowMode: 'array', parsers: PGLITE_PARSERS });
  return result.rows;
}
