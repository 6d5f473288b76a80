import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { planBackupRotation } from '@cadence/shared';
import type { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../../clock';
import { DATABASE_ENTRY, manifestFor, packBackup } from './backup-archive.repository';
import { backupFolderOf, backupNameFor, ensureBackupFolder, listBackups, removeBackups, removeLeftovers, stagingNameFor } from './backup-folder.repository';
import { freeBytesOf, RESERVED_WAL_SEGMENTS, WAL_SEGMENT_BYTES } from '../../db/embedded/disk-space-guard';
import { checkpointInsideExclusive, copyDatabaseFiles, folderBytes } from './database-files';

// docs/product/backups.md "How a backup is made", docs/decisions/010: a consistent snapshot of the
// embedded database while it serves. Only the process holding the data folder's lock has it open, so
// that process makes every snapshot: the app (through its schedule or the control channel), or
// `npm run backup` itself when no app runs.

/** The open embedded database a snapshot is taken of. */
export interface SnapshotSource {
  client: PGlite;
  dataDir: string;
  /** DATA_DIR/pglite */
  databaseDir: string;
}

export interface SnapshotResult {
  /** The archive's file name in DATA_DIR/backups. */
  name: string;
  createdAt: string;
  /** The archive's size. */
  bytes: number;
  /** The size of the database files it holds. */
  databaseBytes: number;
  /** How long queries waited while the files were copied. */
  pausedMs: number;
  totalMs: number;
  /** Backups in the folder after the rotation, and how many it removed. */
  kept: number;
  removed: number;
}

export interface SnapshotOptions {
  /** Reads the free bytes of the backup folder's disk (tests give a fake). */
  readFreeBytes?: (folder: string) => number;
}

/** Makes one snapshot, then applies the rotation (docs/product/backups.md "What is kept"). */
export async function takeSnapshot(source: SnapshotSource, clock: Clock, options: SnapshotOptions = {}): Promise<SnapshotResult> {
  const started = performance.now();
  const folder = backupFolderOf(source.dataDir);
  await ensureBackupFolder(folder);
  await removeLeftovers(folder);
  await ensureRoomFor(source.databaseDir, folder, options.readFreeBytes ?? freeBytesOf);

  // A first checkpoint with queries still running writes most changed pages out, so the one inside the
  // pause has little left to do.
  await source.client.exec('CHECKPOINT');

  const createdAt = clock.now();
  const name = backupNameFor(createdAt);
  const staging = join(folder, stagingNameFor(name));
  try {
    await mkdir(staging, { mode: 0o700 });
    // PGlite#runExclusive holds its query lock only: a transaction may be open between two of its
    // statements. Taking the transaction lock first waits for open transactions to end and keeps new
    // ones out; the query lock then keeps single statements out. Both are taken in the order query()
    // and transaction() take them, so this cannot deadlock with them.
    const pauseStarted = performance.now();
    const databaseBytes = await source.client._runExclusiveTransaction(() =>
      source.client.runExclusive(async () => {
        const wal = await checkpointInsideExclusive(source.client);
        return copyDatabaseFiles(source.databaseDir, join(staging, DATABASE_ENTRY), wal);
      }),
    );
    const pausedMs = performance.now() - pauseStarted;

    const postgresMajor = (await readFile(join(staging, DATABASE_ENTRY, 'PG_VERSION'), 'utf8')).trim();
    const target = join(folder, name);
    await packBackup(staging, manifestFor(createdAt.toISOString(), postgresMajor), target);
    const bytes = (await stat(target)).size;

    const rotation = planBackupRotation(await listBackups(folder));
    await removeBackups(
      folder,
      rotation.remove.map((backup) => backup.name),
    );
    return { name, createdAt: createdAt.toISOString(), bytes, databaseBytes, pausedMs: round(pausedMs), totalMs: round(performance.now() - started), kept: rotation.keep.length, removed: rotation.remove.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export interface Snapshotter {
  (): Promise<SnapshotResult>;
  /** Resolves once no snapshot is being made (before the database closes). */
  settled(): Promise<void>;
}

/** One snapshot at a time: a request that comes while one is being made waits for it, then makes its own. */
export function createSnapshotter(source: SnapshotSource, clock: Clock): Snapshotter {
  let last: Promise<unknown> = Promise.resolve();
  const snapshot = () => {
    const next = last.catch(() => undefined).then(() => takeSnapshot(source, clock));
    last = next;
    return next;
  };
  return Object.assign(snapshot, { settled: () => last.then(() => undefined, () => undefined) });
}

/**
 * A backup needs room for a copy of the database and for its archive (at most about as big), beyond the
 * free space the database keeps for its own write-ahead log (db/embedded/disk-space-guard.ts): a backup
 * must never be what fills the disk under the database (issue 25 §2).
 */
async function ensureRoomFor(databaseDir: string, folder: string, readFreeBytes: (folder: string) => number): Promise<void> {
  const needed = 2 * (await folderBytes(databaseDir)) + RESERVED_WAL_SEGMENTS * WAL_SEGMENT_BYTES;
  const free = readFreeBytes(folder);
  if (free < needed) {
    const mb = (bytes: number) => Math.ceil(bytes / 1024 / 1024);
    throw new Error(
      `the disk has ${mb(free)} MB free, and a backup needs about ${mb(needed)} MB (a copy of the database and its archive, and the ${mb(RESERVED_WAL_SEGMENTS * WAL_SEGMENT_BYTES)} MB the database keeps free for itself)`,
    );
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
