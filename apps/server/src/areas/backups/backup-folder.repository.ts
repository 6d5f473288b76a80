import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncFolder } from '../../db/embedded/durable-node-fs';

// The backup folder, DATA_DIR/backups (docs/product/backups.md "What is kept"): finished backups are
// named after the instant they were made, so the name alone dates them wherever they are copied.
// Work in progress has a leading dot (a staging folder, a .partial archive) and is never listed.

export interface BackupFile {
  name: string;
  /** When the backup was made (from its name). */
  createdAt: string;
  bytes: number;
}

const NAME_PATTERN = /^cadence-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.tar\.gz$/;
const IN_PROGRESS_PREFIX = '.';

export function backupFolderOf(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** 'cadence-backup-2026-03-16T09-05-00.123Z.tar.gz' for 2026-03-16T09:05:00.123Z (no colons: they are not allowed in file names everywhere). */
export function backupNameFor(at: Date): string {
  return `cadence-backup-${at.toISOString().replace(/:/g, '-')}.tar.gz`;
}

/** The instant a backup's name says, or null for any other file. */
export function createdAtOfBackupName(name: string): string | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, date, hours, minutes, seconds, ms] = match;
  const iso = `${date}T${hours}:${minutes}:${seconds}.${ms}Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Where an archive is written before it is complete and flushed, in the same folder so the rename is atomic. */
export function partialNameFor(name: string): string {
  return `${IN_PROGRESS_PREFIX}${name}.partial`;
}

export function stagingNameFor(name: string): string {
  return `${IN_PROGRESS_PREFIX}staging-${name.replace(/\.tar\.gz$/, '')}`;
}

/** Creates the folder, the owner's only, if it is missing. */
export async function ensureBackupFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
}

/** The finished backups in the folder, newest first; none when the folder does not exist. */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const name of names) {
    const createdAt = createdAtOfBackupName(name);
    if (!createdAt) continue;
    try {
      const info = await stat(join(folder, name));
      if (info.isFile()) backups.push({ name, createdAt, bytes: info.size });
    } catch {
      // Removed meanwhile (a rotation in the other process): not a backup any more.
    }
  }
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Deletes the named backups and flushes the folder's entry list. */
export async function removeBackups(folder: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  for (const name of names) await unlink(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  fsyncFolder(folder);
}

/**
 * Removes what an interrupted backup left (a staging folder, a .partial archive). Only the holder of the
 * data folder's lock makes backups, so whatever is in progress when it looks is an earlier run's.
 */
export async function removeLeftovers(folder: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(`${IN_PROGRESS_PREFIX}staging-`) || (name.startsWith(IN_PROGRESS_PREFIX) && name.endsWith('.partial'))) {
      await rm(join(folder, name), { recursive: true, force: true });
    }
  }
}
