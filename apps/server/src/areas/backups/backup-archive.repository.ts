import { createReadStream, type Stats } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { create as createTar, extract as extractTar, type ReadEntry } from 'tar';
import { fsyncFolder } from '../../db/embedded/durable-node-fs';
import { partialNameFor } from './backup-folder.repository';
import { fsyncFile } from './fsync-file';

// A backup is one gzipped tar archive (docs/decisions/010): first a small manifest saying what it is,
// then PostgreSQL's folder under pglite/. It is written and read as a stream by node-tar, so memory
// stays flat whatever the database's size; it is written under a temporary name, flushed, renamed and
// its folder flushed, so a finished name always holds a whole archive.

export const MANIFEST_NAME = 'cadence-backup.json';
export const DATABASE_ENTRY = 'pglite';
const FORMAT = 'cadence-backup';
const FORMAT_VERSION = 1;
const IN_FLIGHT_WRITES_MS = 200;

export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  /** When the snapshot was taken. */
  createdAt: string;
  /** The PostgreSQL major version of the files (PG_VERSION). */
  postgresMajor: string;
}

/** Why an archive cannot be restored: 'damaged' (cut short, corrupted) or 'foreign' (not a Cadence backup). */
export class BackupArchiveError extends Error {
  constructor(
    readonly kind: 'damaged' | 'foreign',
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'BackupArchiveError';
  }
}

export function manifestFor(createdAt: string, postgresMajor: string): BackupManifest {
  return { format: FORMAT, version: FORMAT_VERSION, createdAt, postgresMajor };
}

/**
 * Packs `stagingDir` (holding pglite/) with its manifest into the archive `target`, which appears only
 * once complete and on disk. The archive and the manifest are the owner's only (0600).
 */
export async function packBackup(stagingDir: string, manifest: BackupManifest, target: string): Promise<void> {
  await writeFile(join(stagingDir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const partial = join(dirname(target), partialNameFor(basename(target)));
  try {
    // portable: no user or group names, no device numbers; the manifest first, so a reader knows at once what it holds.
    await createTar({ file: partial, gzip: true, cwd: stagingDir, portable: true, strict: true, mode: 0o600 }, [MANIFEST_NAME, DATABASE_ENTRY]);
    fsyncFile(partial);
    await rename(partial, target);
    fsyncFolder(dirname(target));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks a backup into `into` (an empty folder), refusing anything that is not a Cadence backup: the
 * manifest must come first, and nothing but plain files and folders under pglite/ may follow (no links,
 * no absolute paths or `..`: node-tar refuses those too). Throws BackupArchiveError saying which.
 */
export async function unpackBackup(file: string, into: string): Promise<BackupManifest> {
  let entries = 0;
  let refusal: BackupArchiveError | null = null;
  const unpack = extractTar({
    cwd: into,
    strict: true,
    preserveOwner: false,
    // Whatever modes the archive says, what is unpacked is the owner's only.
    umask: 0o077,
    filter: (path: string, entry: ReadEntry | Stats) => {
      entries += 1;
      const type = 'type' in entry ? entry.type : undefined;
      const allowed = entries === 1 ? path === MANIFEST_NAME && type === 'File' : isDatabaseEntry(path) && (type === 'File' || type === 'Directory');
      if (!allowed && !refusal) {
        refusal = new BackupArchiveError('foreign', entries === 1 ? `it does not start with ${MANIFEST_NAME}` : `it holds ${path}, which is not part of a Cadence database`);
        unpack.abort(refusal);
      }
      return allowed;
    },
  });
  const source = createReadStream(file);
  try {
    await new Promise<void>((resolve, reject) => {
      unpack.on('error', reject);
      unpack.on('close', () => resolve());
      source.on('error', reject);
      source.pipe(unpack);
    });
  } catch (error) {
    source.destroy();
    // An aborted unpack never closes, and may have a file write in flight: let it land before the caller removes the folder.
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WRITES_MS));
    if (refusal) throw refusal;
    if (error instanceof BackupArchiveError) throw error;
    const code = (error as { code?: string }).code;
    if (entries === 0 && code === 'TAR_BAD_ARCHIVE') throw new BackupArchiveError('foreign', 'it is not an archive');
    throw new BackupArchiveError('damaged', describeReadError(error));
  }
  if (refusal) throw refusal;
  if (entries === 0) throw new BackupArchiveError('damaged', 'it holds nothing');
  return readManifest(join(into, MANIFEST_NAME));
}

function isDatabaseEntry(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return clean === DATABASE_ENTRY || clean.startsWith(`${DATABASE_ENTRY}/`);
}

async function readManifest(path: string): Promise<BackupManifest> {
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupArchiveError('foreign', `its ${MANIFEST_NAME} is not readable`);
  }
  if (parsed.format !== FORMAT || typeof parsed.createdAt !== 'string' || typeof parsed.postgresMajor !== 'string') {
    throw new BackupArchiveError('foreign', `its ${MANIFEST_NAME} is not a Cadence backup's`);
  }
  if (parsed.version !== FORMAT_VERSION) throw new BackupArchiveError('foreign', `it was made by a newer Cadence (backup format ${String(parsed.version)})`);
  return parsed as BackupManifest;
}

function describeReadError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message ?? '')) return 'it is cut short';
  if (code === 'Z_DATA_ERROR' || code === 'TAR_ENTRY_INVALID' || code === 'TAR_BAD_ARCHIVE' || /check|checksum|invalid/i.test(message ?? '')) return 'its contents are corrupted';
  return (message ?? String(error)).split('\n')[0]!;
}
