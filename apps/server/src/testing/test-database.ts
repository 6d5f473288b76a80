import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgTemplateDatabase: string;
  }
}

/** Replaces the database name in a postgres URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot (~1 s), or with
 * TEST_DATABASE_URL a new PostgreSQL database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteDumpPath'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return wrapPglite(client);
  }
  const fresh = await createTestDatabaseUrl(serverUrl);
  const database = openPostgres(fresh.url, 5);
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

export interface TestDatabaseUrl {
  /** The new database's connection URL: open it yourself, e.g. through a proxy (issue 6 §4). */
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** A new PostgreSQL database on the TEST_DATABASE_URL server, cloned from the migrated template. */
export async function createTestDatabaseUrl(serverUrl: string): Promise<TestDatabaseUrl> {
  const name = `cadence_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, inject('pgTemplateDatabase'));
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // FORCE ends our own connections, but an autovacuum worker on the fresh database has no role
        // our test role may signal (42501, "must be a member of the role whose process is being
        // terminated"): it finishes in moments, so the drop is tried again.
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            return;
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (attempt >= 40 || (code !== '42501' && code !== '55006')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  // Two files cloning the template at the same instant can collide ("being accessed by other users"): retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
