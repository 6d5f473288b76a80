import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { inject } from 'vitest';

// A data folder (DATA_DIR) in the OS temp directory holding a migrated embedded database, loaded from
// the run's migrated snapshot (global-setup.ts) in about a second instead of initdb's ten: for tests of
// what works on the folder itself (backups, restores, the app as a process). Remove it when done.

export interface TemporaryDataFolder {
  dataDir: string;
  remove(): void;
}

export async function migratedDataFolder(prefix: string): Promise<TemporaryDataFolder> {
  const dataDir = mkdtempSync(join(tmpdir(), `cadence-${prefix}-`));
  const databaseDir = join(dataDir, 'pglite');
  mkdirSync(databaseDir, { mode: 0o700 });
  const dump = readFileSync(inject('pgliteDumpPath'));
  const client = new PGlite({ fs: new NodeFS(databaseDir), loadDataDir: new Blob([dump]) });
  await client.waitReady;
  await client.close();
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** An empty temporary folder. */
export function temporaryFolder(prefix: string): TemporaryDataFolder {
  const dataDir = mkdtempSync(join(tmpdir(), `cadence-${prefix}-`));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
