import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, wrapPglite } from '../client';
import { damagedDatabaseError, ensureDataFolder, type EmbeddedFolder, foreignDatabaseError, inspectDatabaseFolder, makePrivate } from './data-folder-check';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock';
import { DurableNodeFS, durableStartParams } from './durable-node-fs';
import { unpackEmptyDatabase } from './empty-database';

export interface EmbeddedDatabase extends Database {
  kind: 'pglite';
  folder: EmbeddedFolder;
  lock: DataFolderLock;
  client: PGlite;
}

/**
 * Opens the embedded database in DATA_DIR/pglite (docs/architecture.md "The embedded database"): the
 * folder is checked, locked for this process alone, made private, and opened with durable commits.
 * A folder that is damaged, of another version or someone else's stops the start with a sentence
 * saying so; nothing in it is changed.
 */
export async function openEmbeddedDatabase(dataDir: string, options: { emptyDatabase?: string } = {}): Promise<EmbeddedDatabase> {
  ensureDataFolder(dataDir);
  const lock = await lockDataFolder(dataDir);
  try {
    const folder = inspectDatabaseFolder(dataDir);
    if (folder.isNew && options.emptyDatabase) await unpackEmptyDatabase(options.emptyDatabase, folder.databaseDir);
    makePrivate(dataDir);
    const client = await startEngine(folder);
    const database = wrapPglite(client);
    await proveItIsCadence(database, folder);
    return {
      ...database,
      kind: 'pglite',
      folder,
      lock,
      client,
      async close() {
        await database.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startEngine(folder: EmbeddedFolder): Promise<PGlite> {
  try {
    const client = new PGlite({ fs: new DurableNodeFS(folder.databaseDir), startParams: durableStartParams() });
    await client.waitReady;
    return client;
  } catch (error) {
    throw damagedDatabaseError(folder.databaseDir, folder.dataDir, error);
  }
}

/** An existing folder must hold Cadence's database: its migrations, or nothing at all yet. */
async function proveItIsCadence(database: Database, folder: EmbeddedFolder): Promise<void> {
  let found: { migrated: boolean; tables: number };
  try {
    const result = (await database.db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated, (select count(*)::int from pg_tables where schemaname = 'public') as tables`,
    )) as unknown as { rows: Array<{ migrated: boolean; tables: number }> };
    found = result.rows[0]!;
  } catch (error) {
    await database.close();
    throw damagedDatabaseError(folder.databaseDir, folder.dataDir, error);
  }
  if (!found.migrated && found.tables > 0) {
    await database.close();
    throw foreignDatabaseError(folder.databaseDir);
  }
}

