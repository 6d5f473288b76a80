import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../clock';
import { ensureDataFolder, makePrivate } from '../../db/embedded/data-folder-check';
import { lockDataFolder } from '../../db/embedded/data-folder-lock';
import { fsyncFolder } from '../../db/embedded/durable-node-fs';
import { DATABASE_ENTRY, unpackBackup } from './backup-archive.repository';
import { type RestoredDatabase, verifyRestoredDatabase } from './restored-database-check.service';

// docs/product/backups.md "Restoring". Holding the data folder's lock (so no Cadence starts meanwhile,
// and none runs: lockDataFolder refuses with DataFolderInUseError, naming its PID and port), the
// archive is unpacked beside the data, verified, and only then swapped in by two renames; the data it
// replaces is kept aside under a dated name. Until the swap nothing of the person's data is touched,
// and whatever fails before it leaves the data folder as it was.

export interface RestoreResult {
  /** When the restored backup was made. */
  backupCreatedAt: string;
  /** Where the data that was replaced now is; null when there was none. */
  keptAside: string | null;
  verified: RestoredDatabase;
}

export async function restoreBackup(options: { dataDir: string; file: string; clock: Clock }): Promise<RestoreResult> {
  const { dataDir, file } = options;
  ensureDataFolder(dataDir);
  const lock = await lockDataFolder(dataDir);
  const stamp = options.clock.now().toISOString().replace(/:/g, '-');
  const staging = join(dataDir, `.restore-${stamp}`);
  try {
    await removeEarlierRestoreLeftovers(dataDir);
    await mkdir(staging, { mode: 0o700 });
    const manifest = await unpackBackup(file, staging);
    const restoredDir = join(staging, DATABASE_ENTRY);
    makePrivate(staging);
    const verified = await verifyRestoredDatabase(restoredDir);

    const liveDir = join(dataDir, DATABASE_ENTRY);
    let keptAside: string | null = null;
    if (existsSync(liveDir) && statSync(liveDir).isDirectory() && readdirSync(liveDir).length > 0) {
      keptAside = join(dataDir, `${DATABASE_ENTRY}.before-restore-${stamp}`);
      await rename(liveDir, keptAside);
    } else if (existsSync(liveDir)) {
      await rmdir(liveDir);
    }
    await rename(restoredDir, liveDir);
    fsyncFolder(dataDir);
    return { backupCreatedAt: manifest.createdAt, keptAside, verified };
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    await lock.release();
  }
}

/** A restore that was killed leaves its unpacked copy beside the data; the lock's holder may remove it. */
async function removeEarlierRestoreLeftovers(dataDir: string): Promise<void> {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith('.restore-')) await rm(join(dataDir, name), { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}
