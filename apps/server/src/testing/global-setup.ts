import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Migrates once per run: a PGlite snapshot on disk, or a PostgreSQL template database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'cadence-pglite-'));
    const client = await PGlite.create();
    await migrateDatabase(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    const path = join(dir, 'migrated.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteDumpPath', path);
    project.provide('pgTemplateDatabase', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const template = `cadence_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = openPostgres(withDatabaseName(serverUrl, template), 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteDumpPath', '');
  project.provide('pgTemplateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
