import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ratios are only stable on a 2-core machine with the load generator on one core and the server (and
 * PostgreSQL) on the other (docs/architecture.md "Stack notes"): `npm run bench` runs under `taskset -c 0`, servers on core 1.
 */
export const SERVER_CORE = '1';
export const CLIENT_CORE = '0';

// The machine's cores, not availableParallelism(): `npm run bench` itself runs under `taskset -c 0`, where
// that says 1, and the servers were left on the load generator's core (which they inherit).
const hasTaskset = existsSync('/usr/bin/taskset') && cpus().length >= 2;

/** The command that runs `file args` pinned to `core` (unpinned where taskset or a second core is missing). */
export function pinned(core: string, file: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['/usr/bin/taskset', ['-c', core, file, ...args]] : [file, args];
}

/** The secret every bench app signs sessions with (a bench-only value, never a deployment's). */
export const BENCH_AUTH_SECRET = 'bench-only-secret-with-enough-length-0123456789';

export interface RunningApp {
  baseUrl: string;
  /** The server's process id (memory and CPU readings). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the app did not become ready within 60 s');
}

export interface StartAppOptions {
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
  /**
   * The built app (default, or BENCH_APP_ENTRY), the source run with tsx ('source': a part measured
   * without a build), the bench's list harness, or a path: a build (main.js) or another tree's
   * main.ts kept for a before/after comparison.
   */
  entry?: 'dist' | 'source' | 'harness' | string;
  /** An existing data folder to start on (kept after the stop); a new one by default. */
  dataDir?: string;
}

/**
 * Starts the app on a fresh data folder (or `databaseUrl`), pinned to the server core, logging at
 * `info` to nowhere (as a deployment logs, minus the disk), and waits until it is ready.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cadence-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, NODE_ENV: 'production', LOG_LEVEL: 'info', AUTH_SECRET: BENCH_AUTH_SECRET };
  Object.assign(env, options.env ?? {});
  delete env.SMTP_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const entry = options.entry ?? process.env.BENCH_APP_ENTRY ?? 'dist';
  const script =
    entry === 'dist' ? ['apps/server/dist/main.js']
    : entry === 'source' ? ['--import', 'tsx', 'apps/server/src/main.ts']
    : entry === 'harness' ? ['--import', 'tsx', 'bench/lib/list-harness-main.ts']
    : entry.endsWith('.ts') ? ['--import', 'tsx', entry]
    : [entry];
  const [command, args] = pinned(SERVER_CORE, process.execPath, script);
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
