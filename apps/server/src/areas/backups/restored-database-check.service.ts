import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { DurableNodeFS, durableStartParams } from '../../db/embedded/durable-node-fs';
import { EMBEDDED_POSTGRES_MAJOR } from '../../db/embedded/data-folder-check';
import { migrationsFolder } from '../../db/migrate';
import { BackupArchiveError } from './backup-archive.repository';

// docs/product/backups.md "Restoring": a restored database is proved sound before it replaces anything.
// It is opened (PostgreSQL replays its write-ahead log), it must be Cadence's (the migrations table, none
// newer than this Cadence knows), and amcheck must find every table and every btree index clean. The
// amcheck extension is created inside a transaction that is rolled back, so the database is left as the
// backup had it.

export interface RestoredDatabase {
  migrations: number;
  tables: number;
  indexes: number;
}

const CONTROL_FILE_BYTES = 8192;

export async function verifyRestoredDatabase(databaseDir: string): Promise<RestoredDatabase> {
  checkFiles(databaseDir);
  let client: PGlite;
  try {
    client = new PGlite({ fs: new DurableNodeFS(databaseDir), startParams: durableStartParams(), extensions: { amcheck } });
    await client.waitReady;
  } catch (error) {
    throw new BackupArchiveError('damaged', `its database does not open (${firstLine(error)})`);
  }
  try {
    const migrations = await checkMigrations(client);
    const { tables, indexes } = await checkWithAmcheck(client);
    return { migrations, tables, indexes };
  } finally {
    await client.close().catch(() => undefined);
  }
}

function checkFiles(databaseDir: string): void {
  const versionFile = join(databaseDir, 'PG_VERSION');
  if (!existsSync(versionFile)) throw new BackupArchiveError('damaged', 'its database has no PG_VERSION');
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version !== EMBEDDED_POSTGRES_MAJOR) {
    throw new BackupArchiveError('foreign', `its database was made by PostgreSQL ${version || '(unknown)'}, and this Cadence embeds PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}`);
  }
  const controlFile = join(databaseDir, 'global', 'pg_control');
  if (!existsSync(controlFile) || lstatSync(controlFile).size !== CONTROL_FILE_BYTES) throw new BackupArchiveError('damaged', 'its control file (global/pg_control) is missing or cut short');
}

async function checkMigrations(client: PGlite): Promise<number> {
  const found = await client.query<{ migrated: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  if (!found.rows[0]?.migrated) throw new BackupArchiveError('foreign', 'its database has no Cadence migrations');
  const applied = await client.query<{ count: number; newest: string | null }>('select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const { count, newest } = applied.rows[0]!;
  if (newest !== null && Number(newest) > newestKnownMigration()) {
    throw new BackupArchiveError('foreign', 'it was made by a newer Cadence, whose database this one cannot use');
  }
  return count;
}

async function checkWithAmcheck(client: PGlite): Promise<{ tables: number; indexes: number }> {
  try {
    await client.exec('BEGIN; CREATE EXTENSION amcheck;');
    const indexes = await client.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
       where a.amname = 'btree' and c.relpersistence <> 't' and i.indisready and i.indisvalid`,
    );
    // heapallindexed: every row of the table is found through the index, not only the index's own order.
    for (const { name } of indexes.rows) await client.query('select bt_index_check($1::regclass, true)', [name]);
    const tables = await client.query<{ name: string }>(`select c.oid::regclass::text as name from pg_class c where c.relkind in ('r', 'm') and c.relpersistence <> 't'`);
    for (const { name } of tables.rows) {
      const corrupt = await client.query<{ msg: string }>('select msg from verify_heapam($1::regclass) limit 1', [name]);
      if (corrupt.rows.length > 0) throw new Error(`${name}: ${corrupt.rows[0]!.msg}`);
    }
    return { tables: tables.rows.length, indexes: indexes.rows.length };
  } catch (error) {
    throw new BackupArchiveError('damaged', `amcheck found its database damaged (${firstLine(error)})`);
  } finally {
    await client.exec('ROLLBACK').catch(() => undefined);
  }
}

/** drizzle stores each applied migration's journal time (`when`) as created_at. */
function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

