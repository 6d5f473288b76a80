import { closeSync, openSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { SnapshotResult } from './backup-snapshot.service';

// docs/decisions/010: `npm run backup` while the app runs. Only the process holding the data folder's
// lock may open the database, so the command asks that process to make the snapshot. It asks through a
// Unix socket file inside DATA_DIR: the folder is the owner's only (0700), so nobody else can reach the
// socket (connecting needs search permission on the folder), and the socket accepts one request, which
// names no path: a backup into DATA_DIR/backups. One JSON line each way.

export const CONTROL_SOCKET_NAME = '.cadence-control.sock';
const REQUEST = 'backup';
const MAX_REQUEST_BYTES = 256;
const REQUEST_TIMEOUT_MS = 5_000;
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH_BYTES = 100;

type Answer = { ok: true; backup: SnapshotResult } | { ok: false; message: string };

export interface ControlChannel {
  close(): Promise<void>;
}

/**
 * Reaches `DATA_DIR/<name>` with a path short enough for a socket address: on Linux a long folder is
 * reached through /proc/self/fd of an open handle to it. `use` gets the path while the handle is open.
 */
async function withSocketPath<T>(dataDir: string, use: (path: string) => Promise<T>): Promise<T> {
  const direct = join(dataDir, CONTROL_SOCKET_NAME);
  if (Buffer.byteLength(direct) <= MAX_SOCKET_PATH_BYTES) return use(direct);
  if (process.platform !== 'linux') throw new Error(`the data folder's path is too long for a control socket (${Buffer.byteLength(direct)} bytes)`);
  const fd = openSync(dataDir, 'r');
  try {
    return await use(`/proc/self/fd/${fd}/${CONTROL_SOCKET_NAME}`);
  } finally {
    closeSync(fd);
  }
}

/** Serves backup requests on DATA_DIR's control socket. Call it holding the data folder's lock: a socket file found there is a dead process's. */
export async function serveBackupRequests(options: { dataDir: string; snapshot: () => Promise<SnapshotResult>; logger: Logger }): Promise<ControlChannel> {
  const server = createServer((socket) => answerOne(socket, options));
  server.on('error', (error) => options.logger.warn({ err: error }, 'backup control channel error'));
  try {
    unlinkSync(join(options.dataDir, CONTROL_SOCKET_NAME));
  } catch {
    // none left behind
  }
  await withSocketPath(options.dataDir, (path) => listen(server, path));
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        try {
          unlinkSync(join(options.dataDir, CONTROL_SOCKET_NAME));
        } catch {
          // already gone
        }
      }),
  };
}

function answerOne(socket: Socket, options: { snapshot: () => Promise<SnapshotResult>; logger: Logger }): void {
  let request = '';
  socket.on('error', () => undefined);
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    request += chunk.toString('utf8');
    if (request.length > MAX_REQUEST_BYTES) return socket.destroy();
    if (!request.includes('\n')) return;
    socket.setTimeout(0);
    socket.removeAllListeners('data');
    let command: unknown;
    try {
      command = (JSON.parse(request.slice(0, request.indexOf('\n'))) as { command?: unknown }).command;
    } catch {
      command = undefined;
    }
    if (command !== REQUEST) return reply(socket, { ok: false, message: 'Cadence does not know this request.' });
    options.snapshot().then(
      (backup) => {
        options.logger.info({ backup: backup.name, sizeMb: megabytes(backup.bytes), pausedMs: backup.pausedMs, ms: backup.totalMs, kept: backup.kept, removed: backup.removed }, 'backup made on request (npm run backup)');
        reply(socket, { ok: true, backup });
      },
      (error: unknown) => {
        options.logger.error({ reason: error instanceof Error ? error.message : String(error) }, 'backup on request failed');
        reply(socket, { ok: false, message: describeSnapshotFailure(error) });
      },
    );
  });
}

function reply(socket: Socket, answer: Answer): void {
  if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
}

/**
 * Asks the Cadence that holds the data folder for a backup. 'nobody' when no process serves the socket
 * (none runs, or one from before this channel existed).
 */
export async function askForBackup(dataDir: string, timeoutMs = 30 * 60_000): Promise<SnapshotResult | 'nobody'> {
  const answer = await withSocketPath(dataDir, (path) => exchange(path, timeoutMs));
  if (answer === 'nobody') return 'nobody';
  if (!answer.ok) throw new Error(answer.message);
  return answer.backup;
}

function exchange(path: string, timeoutMs: number): Promise<Answer | 'nobody'> {
  return new Promise((resolve, reject) => {
    let text = '';
    let connected = false;
    const socket = connect(path);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error('the running Cadence did not answer in time'));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: REQUEST })}\n`);
    });
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as Answer);
      } catch {
        reject(new Error('the running Cadence gave no answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve('nobody');
      else reject(error);
    });
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/** The sentence for a snapshot that failed. */
export function describeSnapshotFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'The disk that holds DATA_DIR/backups is full: free some space (or remove old backups), then try again.';
  if (code === 'EACCES' || code === 'EPERM') return 'Cadence may not write to DATA_DIR/backups (permission denied).';
  return `The backup failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}.`;
}
