import { createHash } from 'node:crypto';
import { realpathSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { StartupError } from '../../startup-error';

// docs/architecture.md "The embedded database": one writer per data folder (issue 25 §1). Two processes
// on one folder each ran on their own copy of the database, and whichever stopped last overwrote the
// other's writes. The lock is a listening socket, which the kernel closes when the process ends in any
// way (kill -9 included), so a crash never leaves a stale lock behind. On Linux it is an abstract socket
// named after the folder's real path (no file to clean up); elsewhere a socket file in the folder, which
// is reclaimed when nobody answers on it. Whoever finds the lock taken asks the holder who it is.

export interface LockHolder {
  pid: number;
  /** The port the holder serves on, once it is listening. */
  port?: number;
  startedAt: string;
}

export interface DataFolderLock {
  /** Tells whoever asks which port this process serves on. */
  setPort(port: number): void;
  release(): Promise<void>;
}

const ASK_TIMEOUT_MS = 1_000;
const LOCK_FILE = '.cadence.lock';

function socketPathFor(dataDir: string): string {
  const real = realpathSync(dataDir);
  if (process.platform === 'linux') return `\0cadence-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return join(real, LOCK_FILE);
}

/** Thrown when another process holds the folder; its message names the folder and the holder. */
export class DataFolderInUseError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `process ${holder.pid}${holder.port ? `, serving on port ${holder.port}` : ''}` : 'another process';
    super(`The data folder ${dataDir} is in use by another Cadence (${who}). Stop it first, or give this one its own DATA_DIR.`);
  }
}

/** Takes the folder's lock, or throws DataFolderInUseError within about a second. The folder must exist. */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const path = socketPathFor(dataDir);
  const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString() };
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.end(JSON.stringify(holder));
  });
  server.on('error', () => undefined);
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const other = await askHolder(path);
    if (other !== 'nobody' || path.startsWith('\0')) throw new DataFolderInUseError(dataDir, other === 'nobody' || other === 'silent' ? null : other);
    // A socket file nobody answers on: left by a process that ended. Take it over.
    unlinkSync(path);
    await listen(server, path);
  }
  server.unref();
  return {
    setPort(port) {
      holder.port = port;
    },
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Who holds the folder's lock, or null when nobody does. */
export async function dataFolderHolder(dataDir: string): Promise<LockHolder | 'silent' | null> {
  const answer = await askHolder(socketPathFor(dataDir));
  return answer === 'nobody' ? null : answer;
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(path);
  });
}

/** The holder's answer; 'silent' when something holds the lock but did not answer in time; 'nobody' when nothing listens. */
function askHolder(path: string): Promise<LockHolder | 'silent' | 'nobody'> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(path);
    const done = (result: LockHolder | 'silent' | 'nobody') => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(ASK_TIMEOUT_MS, () => done(parseHolder(answer)));
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => done(parseHolder(answer)));
    socket.on('error', () => done('nobody'));
  });
}

function parseHolder(text: string): LockHolder | 'silent' {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, port: parsed.port, startedAt: String(parsed.startedAt ?? '') } : 'silent';
  } catch {
    return 'silent';
  }
}
