import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { c as pack } from 'tar';
import { wrapPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { DurableNodeFS, durableStartParams } from './durable-node-fs';
import { EMPTY_DATABASE_FILE } from './empty-database';

// Run by the server's build (`tsx src/db/embedded/make-empty-database.ts dist`): an empty database with
// every migration applied, packed for first starts (empty-database.ts). Its own process, so initdb's
// memory is the build's, never the app's.

const outDir = resolve(process.argv[2] ?? 'dist');
const work = mkdtempSync(join(tmpdir(), 'cadence-empty-database-'));
try {
  const engine = new PGlite({ fs: new DurableNodeFS(work), startParams: durableStartParams() });
  await engine.waitReady;
  await migrateDatabase(wrapPglite(engine));
  await engine.exec('CHECKPOINT');
  await engine.close();
  await pack({ file: join(outDir, EMPTY_DATABASE_FILE), cwd: work, gzip: true, portable: true }, ['.']);
  process.stdout.write(`built ${join(outDir, EMPTY_DATABASE_FILE)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
