import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATION_TIMEOUTS, openPostgres } from './client';

/** apps/server/drizzle, found from src/db (tsx, vitest) and from dist (the esbuild bundle). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../drizzle'), resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(resolve(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}

/** Any fixed number, the same for every instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 4_206_061;

/**
 * Migrates before the app serves. On PostgreSQL it uses a connection of its own, without the request
 * path's time limits (a migration may build an index for minutes), and holds an advisory lock, so
 * several instances starting at once apply each migration once, one after the other (docs/architecture.md "Several instances").
 */
export async function migrateAtStartup(database: Database, databaseUrl: string | undefined): Promise<void> {
  if (database.kind === 'pglite' || !databaseUrl) return migrateDatabase(database);
  const migrator = openPostgres(databaseUrl, 1, MIGRATION_TIMEOUTS);
  try {
    await migrator.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateDatabase(migrator);
    } finally {
      await migrator.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await migrator.close();
  }
}
