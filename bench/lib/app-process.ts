import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ratios are only stable on a 2-core machine with the load generator on one core and the server (and
 * PostgreSQL) on the other (DESIGN §6): `npm run bench` runs under `taskset -c 0`, servers on core 1.
 */
export const SERVER_CORE = '1';
export const CLIENT_CORE = '0';

const hasTaskset = existsSync('/usr/bin/taskset') && availableParallelism() >= 2;

/** The command that runs `file args` pinned to `core` (unpinned where taskset or a second core is missing). */
export function pinned(core: string, file: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['/usr/bin/taskset', ['-c', core, file, ...args]] : [file, args];
}

export interface RunningApp {
  baseUrl: string;
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

/** Starts the built server (apps/server/dist/main.js) on a fresh data folder, or on `databaseUrl`. */
export async function startApp(databaseUrl?: string, extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-only-secret-with-enough-length-0123456789' };
  Object.assign(env, extraEnv);
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const [command, args] = pinned(SERVER_CORE, process.execPath, ['apps/server/dist/main.js']);
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
