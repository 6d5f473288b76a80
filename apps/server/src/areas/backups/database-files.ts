import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// PostgreSQL's folder as it is on disk at a quiet moment (docs/decisions/010). Called while PGlite runs
// no query and no transaction is open, right after a checkpoint: every committed change is then in the
// table files, and the write-ahead log from the checkpoint's redo point on is all recovery needs.

/** Files PostgreSQL writes for a running server only; a backup leaves them out (as pg_basebackup does). */
const RUNTIME_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface WalRange {
  /** The segment holding the last checkpoint's redo point. */
  first: string;
  /** The segment being written. */
  last: string;
}

/** A plain 'Q' message of PostgreSQL's wire protocol (execProtocol takes no lock, unlike query()). */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** The text fields of every row a statement returns. */
export async function rowsOf(client: PGlite, sql: string): Promise<Array<Array<string | null>>> {
  const { messages } = await client.execProtocol(simpleQuery(sql));
  return messages.filter((message) => message.name === 'dataRow').map((message) => (message as unknown as { fields: Array<string | null> }).fields);
}

/**
 * Inside PGlite's exclusive section: a checkpoint (cheap, one just ran), then the segments recovery
 * needs. Segments after the one being written are recycled old ones and are left out.
 */
export async function checkpointInsideExclusive(client: PGlite): Promise<WalRange> {
  await client.execProtocol(simpleQuery('CHECKPOINT'));
  const [row] = await rowsOf(client, 'select redo_wal_file, pg_walfile_name(pg_current_wal_insert_lsn()) from pg_control_checkpoint()');
  const [first, last] = row ?? [];
  if (!first || !last) throw new Error('PostgreSQL did not say where its write-ahead log stands');
  return { first, last };
}

/** libuv's thread pool has four threads: four copies in flight keep it busy without queueing the app's own file work behind a long line. */
const COPIES_IN_FLIGHT = 4;

/** Copies PostgreSQL's folder into `target` (which must not exist), leaving out runtime files and WAL outside `wal`. Returns the bytes copied. */
export async function copyDatabaseFiles(source: string, target: string, wal: WalRange): Promise<number> {
  const files: string[] = [];
  const folders: string[] = [''];
  const visit = async (relative: string) => {
    for (const entry of await readdir(join(source, relative), { withFileTypes: true })) {
      const path = relative ? join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) {
        folders.push(path);
        await visit(path);
      } else if (entry.isFile() && isPartOfBackup(relative, entry.name, wal)) {
        files.push(path);
      }
    }
  };
  await visit('');
  for (const folder of folders) await mkdir(join(target, folder), { mode: 0o700 });

  let next = 0;
  let bytes = 0;
  const copyNext = async (): Promise<void> => {
    while (next < files.length) {
      const path = files[next++]!;
      await copyFile(join(source, path), join(target, path));
      const { size } = await stat(join(target, path));
      bytes += size;
    }
  };
  await Promise.all(Array.from({ length: COPIES_IN_FLIGHT }, copyNext));
  return bytes;
}

function isPartOfBackup(folder: string, name: string, wal: WalRange): boolean {
  if (folder === '') return !RUNTIME_FILES.has(name);
  if (folder === 'pg_wal' && WAL_SEGMENT.test(name)) {
    // The timeline is the first 8 digits; the position the other 16.
    const position = name.slice(8);
    return position >= wal.first.slice(8) && position <= wal.last.slice(8);
  }
  return true;
}

/** The bytes of every file under `dir`. */
export async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += await folderBytes(path);
    else if (entry.isFile()) bytes += (await stat(path)).size;
  }
  return bytes;
}
