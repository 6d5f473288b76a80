import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server as a process (issue 25): started from its sources with tsx, on a data folder of the test's,
// killed or stopped at will, its output kept. For what only a whole process shows: the folder lock, the
// start-up sentences, signals, a stuck client, a full disk.

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  baseUrl: string;
}

export interface StartOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

/** Spawns `src/main.ts` with the given data folder and port. Does not wait for anything. */
export function spawnServer(options: StartOptions): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(options.dataDir, 'no-web-build'),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown')));
  return { child, port: options.port, output: () => text, exited, baseUrl: `http://127.0.0.1:${options.port}` };
}

/** Waits until /api/ready answers 200, or throws with the process's output. */
export async function untilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server ended (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** True when nothing listens on `port` (127.0.0.1). */
async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolveFree) => {
    probe.once('error', () => resolveFree(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree(true)));
  });
}

/**
 * Starts a server and waits until it is ready. The port must be free: a server left running on it
 * would answer /api/ready for this one. One that is not ready in time is killed, so it cannot outlive
 * the test and answer for the next run's server.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  if (!(await portIsFree(options.port))) throw new Error(`port ${options.port} is taken: another server (a test's leftover?) listens there`);
  const server = spawnServer(options);
  try {
    await untilReady(server);
  } catch (error) {
    await killHard(server);
    throw error;
  }
  return server;
}

/** kill -9, and waits for the end. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** A temporary folder, removed by the returned function. */
export function temporaryFolder(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `cadence-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A migrated data folder made once (initdb takes seconds), copied for each test that needs an existing
 * database. Returns a function giving a fresh copy.
 */
export async function migratedDataFolder(port: number): Promise<{ copy: () => string; remove: () => void }> {
  const template = temporaryFolder('template');
  const server = await startServer({ dataDir: template.path, port });
  server.child.kill('SIGTERM');
  await server.exited;
  const copies: string[] = [];
  return {
    copy() {
      const target = mkdtempSync(join(tmpdir(), 'cadence-data-'));
      cpSync(template.path, target, { recursive: true });
      copies.push(target);
      return target;
    },
    remove() {
      template.remove();
      for (const copy of copies) rmSync(copy, { recursive: true, force: true });
    },
  };
}
