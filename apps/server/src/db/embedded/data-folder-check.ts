import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../../startup-error';

// docs/architecture.md "The embedded database": a damaged or foreign folder is never silently replaced
// (issue 25 §4, §5). PGlite takes a folder without PG_VERSION for a new one and runs initdb over it, and
// every start-up failure used to print the same "Failed query: CREATE SCHEMA …". Here the folder is
// looked at before the engine touches it, and each cause gets its own sentence. Nothing is changed
// unless the folder is new or empty.

/** The PostgreSQL major version PGlite embeds (its PG_VERSION file says so). */
export const EMBEDDED_POSTGRES_MAJOR = '18';
/** pg_control is one 8 kB page. */
const CONTROL_FILE_BYTES = 8192;


export interface EmbeddedFolder {
  dataDir: string;
  /** DATA_DIR/pglite: PostgreSQL's own folder. */
  databaseDir: string;
  /** True when there is no database yet: the engine will create one. */
  isNew: boolean;
}

function restoreHint(dataDir: string, lead = 'Restore'): string {
  return `${lead} a backup with \`npm run restore FILE\` (automatic ones are in ${join(dataDir, 'backups')}), or move the folder away to start with an empty database.`;
}

/** What an errno from the file system means for the data folder, in words. */
export function describeFolderError(error: unknown, dataDir: string): StartupError | null {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') {
    return new StartupError(`Cadence cannot write to its data folder ${dataDir} (permission denied). Give the user running Cadence write access to it, or set DATA_DIR to a folder it owns.`);
  }
  if (code === 'EROFS') return new StartupError(`The data folder ${dataDir} is on a read-only file system. Cadence needs to write there: mount it read-write, or set DATA_DIR to a writable folder.`);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new StartupError(`The disk that holds the data folder ${dataDir} is full. Free some space, then start Cadence again.`);
  if (code === 'ENOTDIR' || code === 'EEXIST') return new StartupError(`DATA_DIR ${dataDir} is not a folder. Point DATA_DIR at a folder (it is created if missing).`);
  return null;
}

/** Creates the data folder if it is missing (owner only) and proves it can be written; throws a StartupError saying why not. */
export function ensureDataFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!statSync(dataDir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    proveWritable(dataDir);
  } catch (error) {
    throw describeFolderError(error, dataDir) ?? error;
  }
}

/**
 * Looks at PostgreSQL's folder in the data folder: missing or empty (a new database is made there), or a
 * complete database of the right version. Throws a StartupError saying which otherwise; changes nothing
 * in an existing database. Call it holding the folder's lock.
 */
export function inspectDatabaseFolder(dataDir: string): EmbeddedFolder {
  const databaseDir = join(dataDir, 'pglite');
  if (!existsSync(databaseDir) || readdirSync(databaseDir).length === 0) {
    try {
      mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw describeFolderError(error, dataDir) ?? error;
    }
    return { dataDir, databaseDir, isNew: true };
  }

  const versionFile = join(databaseDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new StartupError(
      `The database folder ${databaseDir} holds files but no PG_VERSION, so it is not a complete database (a partial copy or restore?). Cadence changed nothing. ${restoreHint(dataDir)}`,
    );
  }
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version !== EMBEDDED_POSTGRES_MAJOR) {
    throw new StartupError(
      `The database in ${databaseDir} was made by PostgreSQL ${version || '(unknown)'}, and this Cadence embeds PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}: it cannot open it. Cadence changed nothing. Start the Cadence version that made it, or ${restoreHint(dataDir, 'restore')}`,
    );
  }
  const controlFile = join(databaseDir, 'global', 'pg_control');
  const walDir = join(databaseDir, 'pg_wal');
  const controlBytes = existsSync(controlFile) ? lstatSync(controlFile).size : -1;
  const walSegments = existsSync(walDir) ? readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name)).length : 0;
  if (controlBytes !== CONTROL_FILE_BYTES || walSegments === 0) {
    const part = controlBytes !== CONTROL_FILE_BYTES ? 'control file (global/pg_control)' : 'write-ahead log (pg_wal)';
    throw new StartupError(`The database in ${databaseDir} is damaged: its ${part} is ${controlBytes < 0 || walSegments === 0 ? 'missing' : 'cut short'}. Cadence changed nothing. ${restoreHint(dataDir)}`);
  }
  return { dataDir, databaseDir, isNew: false };
}

/** The sentence for a database that would not open or failed its first statement. */
export function damagedDatabaseError(databaseDir: string, dataDir: string, cause: unknown): StartupError {
  const detail = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return new StartupError(
    `The database in ${databaseDir} could not be opened: its control file, write-ahead log or table files are damaged (${detail}). Cadence changed nothing. ${restoreHint(dataDir)}`,
  );
}

/** The sentence for a PostgreSQL folder that holds someone else's tables. */
export function foreignDatabaseError(databaseDir: string): StartupError {
  return new StartupError(`The database in ${databaseDir} is not a Cadence database: it has tables but none of Cadence's migrations. Cadence changed nothing. Set DATA_DIR to Cadence's own folder, or to a new one.`);
}

/** Makes every file and folder under `root` the owner's only (issue 25 §7: most were world-writable). */
export function makePrivate(root: string): void {
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
}

function proveWritable(dataDir: string): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  const fd = openSync(probe, 'w', 0o600);
  try {
    writeSync(fd, 'ok');
  } finally {
    closeSync(fd);
    unlinkSync(probe);
  }
}
