import { connect, createServer } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { killHard, migratedDataFolder, spawnServer, startServer, temporaryFolder } from '../../testing/server-process';

// issue 25, docs/architecture.md "The embedded database" and "Starting and stopping": what only a whole
// process shows. Each test reproduces a reported defect first (each was red before its fix).
// These run once, with the embedded database (the PostgreSQL run of the API suite skips them).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PORT = 3450;
let folders: Awaited<ReturnType<typeof migratedDataFolder>>;

beforeAll(async () => {
  if (!onPostgres) folders = await migratedDataFolder(PORT);
}, 120_000);
afterAll(() => folders?.remove());

/** Every file under `root`, with its size and modification time: "nothing changed" means this is equal. */
function snapshotOf(root: string): string[] {
  const lines: string[] = [];
  const visit = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) visit(full);
      else lines.push(`${full} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  visit(root);
  return lines;
}

/** Starts the server expecting it to refuse; answers its exit code and output. */
async function refusedStart(env: Record<string, string>, dataDir: string, port = PORT + 1): Promise<{ code: number | string; output: string }> {
  const server = spawnServer({ dataDir, port, env });
  const code = await server.exited;
  return { code, output: server.output() };
}

describe.skipIf(onPostgres)('one writer per data folder (issue 25 §1)', () => {
  it("a second process on the same folder is refused, naming the folder and the first's process and port; the first keeps every write", async () => {
    const dataDir = folders.copy();
    const first = await startServer({ dataDir, port: PORT + 2 });
    try {
      const second = await refusedStart({}, dataDir, PORT + 3);
      expect(second.code).toBe(1);
      expect(second.output.trim()).toBe(`The data folder ${dataDir} is in use by another Cadence (process ${first.child.pid}, serving on port ${PORT + 2}). Stop it first, or give this one its own DATA_DIR.`);
      expect((await fetch(`${first.baseUrl}/api/ready`)).status).toBe(200);
    } finally {
      await killHard(first);
    }
  }, 60_000);

  it('a lock left by kill -9 never blocks the next start', async () => {
    const dataDir = folders.copy();
    const first = await startServer({ dataDir, port: PORT + 4 });
    await killHard(first);
    const next = await startServer({ dataDir, port: PORT + 4 });
    try {
      expect((await fetch(`${next.baseUrl}/api/ready`)).status).toBe(200);
    } finally {
      await killHard(next);
    }
  }, 60_000);

  it("the folder and every file in it are the owner's only (0700 and 0600)", async () => {
    const dataDir = folders.copy();
    // A folder an older version left world-writable is made private at the next start.
    chmodSync(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    const server = await startServer({ dataDir, port: PORT + 5 });
    await killHard(server);
    const open: string[] = [];
    const visit = (path: string) => {
      if ((statSync(path).mode & 0o077) !== 0) open.push(path);
      if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    };
    visit(dataDir);
    expect(open).toEqual([]);
  }, 60_000);
});

describe.skipIf(onPostgres)('a damaged or foreign folder is never silently replaced (issue 25 §4, §5)', () => {
  it('a database folder with files but no PG_VERSION stops the start and is left as it was', async () => {
    const dataDir = folders.copy();
    unlinkSync(join(dataDir, 'pglite', 'PG_VERSION'));
    const before = snapshotOf(dataDir);
    const { code, output } = await refusedStart({}, dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`The database folder ${join(dataDir, 'pglite')} holds files but no PG_VERSION, so it is not a complete database`);
    expect(output).toContain('Cadence changed nothing.');
    expect(snapshotOf(dataDir)).toEqual(before);
  }, 60_000);

  it('a database of another PostgreSQL major version', async () => {
    const dataDir = folders.copy();
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const before = snapshotOf(dataDir);
    const { code, output } = await refusedStart({}, dataDir);
    expect(code).toBe(1);
    expect(output).toContain('was made by PostgreSQL 17, and this Cadence embeds PostgreSQL 18: it cannot open it.');
    expect(snapshotOf(dataDir)).toEqual(before);
  }, 60_000);

  it('a damaged control file', async () => {
    const dataDir = folders.copy();
    truncateSync(join(dataDir, 'pglite', 'global', 'pg_control'), 100);
    const { code, output } = await refusedStart({}, dataDir);
    expect(code).toBe(1);
    expect(output).toContain('is damaged: its control file (global/pg_control) is cut short.');
  }, 60_000);

  it('a missing write-ahead log', async () => {
    const dataDir = folders.copy();
    const wal = join(dataDir, 'pglite', 'pg_wal');
    for (const name of readdirSync(wal)) if (/^[0-9A-F]{24}$/.test(name)) unlinkSync(join(wal, name));
    const { code, output } = await refusedStart({}, dataDir);
    expect(code).toBe(1);
    expect(output).toContain('is damaged: its write-ahead log (pg_wal) is missing.');
  }, 60_000);

  it("a PostgreSQL folder holding someone else's tables", async () => {
    const { path: dataDir, remove } = temporaryFolder('foreign');
    try {
      mkdirSync(join(dataDir, 'pglite'));
      const other = new PGlite({ fs: new NodeFS(join(dataDir, 'pglite')) });
      await other.exec('create table invoices (id serial primary key, total numeric)');
      await other.close();
      const { code, output } = await refusedStart({}, dataDir);
      expect(code).toBe(1);
      expect(output).toContain("is not a Cadence database: it has tables but none of Cadence's migrations. Cadence changed nothing.");
    } finally {
      remove();
    }
  }, 90_000);

  it('a data folder Cadence may not write to', async () => {
    const { path: parent, remove } = temporaryFolder('locked');
    try {
      // Root writes anywhere: the server runs as nobody, for whom the folder is not writable.
      chmodSync(parent, 0o755);
      const dataDir = join(parent, 'data');
      mkdirSync(dataDir, { mode: 0o755 });
      const asNobody = process.getuid?.() === 0;
      const result = asNobody ? await refusedAsNobody(dataDir) : await refusedStart({}, dataDir);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Cadence cannot write to its data folder ${dataDir} (permission denied).`);
    } finally {
      remove();
    }
  }, 60_000);

  it.skipIf(!canMount())('a data folder on a read-only file system', async () => {
    const { path: dataDir, remove } = temporaryFolder('readonly');
    const { execFileSync } = await import('node:child_process');
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dataDir]);
      const { code, output } = await refusedStart({}, dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`The data folder ${dataDir} is on a read-only file system.`);
    } finally {
      execFileSync('umount', [dataDir]);
      remove();
    }
  }, 60_000);
});

describe.skipIf(onPostgres)('starting and stopping (issue 25 §5, §6, §7)', () => {
  it('a taken port is one sentence, not a stack trace', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(PORT + 7, '127.0.0.1', resolve));
    try {
      const { code, output } = await refusedStart({}, folders.copy(), PORT + 7);
      expect(code).toBe(1);
      expect(output.trim()).toBe(`Port ${PORT + 7} is already in use on 127.0.0.1: another program (or another Cadence) is serving there. Stop it, or start this one with another port, e.g. PORT=${PORT + 8} npm start.`);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('PostgreSQL that does not answer is waited for, saying so, then named in one sentence', async () => {
    const closed = await freePort();
    const { code, output } = await refusedStart({ DATABASE_URL: `postgres://cadence:secret@127.0.0.1:${closed}/cadence`, DATABASE_WAIT_SECONDS: '3', AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn' }, temporaryFolder('pg').path);
    expect(code).toBe(1);
    expect(output).toContain(`PostgreSQL at 127.0.0.1:${closed}/cadence does not answer yet; trying again`);
    expect(output).toMatch(new RegExp(`Cadence could not reach PostgreSQL at 127\\.0\\.0\\.1:${closed}/cadence for \\d+ s \\(.*ECONNREFUSED.*\\)\\. Check that it is running`));
    expect(output).not.toContain('secret');
  }, 60_000);

  it('SIGTERM answers every request in flight (none reset), while a client that never finishes its request cannot hold the stop past the grace', async () => {
    const server = await startServer({ dataDir: folders.copy(), port: PORT + 9, env: { SHUTDOWN_GRACE_SECONDS: '3' } });
    // A client sends half a request and then nothing (issue 25 §6: the process used to live on for good).
    const stuck = connect(PORT + 9, '127.0.0.1');
    stuck.on('error', () => undefined);
    await new Promise<void>((resolve) => stuck.once('connect', () => resolve()));
    stuck.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${PORT + 9}\r\n`);
    const answers = Array.from({ length: 60 }, () => fetch(`${server.baseUrl}/api/ready`).then((response) => response.status, (error: Error) => `failed: ${error.cause ?? error.message}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(answers);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await server.exited).toBe(0);
    const tookMs = performance.now() - signalled;
    // The grace, then closing the database: a checkpoint that takes seconds on a busy machine. What
    // this guards is the process living on for good behind the stuck client.
    expect(tookMs).toBeLessThan(3_000 + 8_000);
    stuck.destroy();
  }, 60_000);

  it('a second Ctrl-C exits at once, whatever a client holds', async () => {
    const server = await startServer({ dataDir: folders.copy(), port: PORT + 10, env: { SHUTDOWN_GRACE_SECONDS: '30' } });
    const stuck = connect(PORT + 10, '127.0.0.1');
    stuck.on('error', () => undefined);
    await new Promise<void>((resolve) => stuck.once('connect', () => resolve()));
    stuck.write('GET /api/health HTTP/1.1\r\n');
    server.child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.child.exitCode).toBeNull();
    const again = performance.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(130);
    expect(performance.now() - again).toBeLessThan(2_000);
    stuck.destroy();
  }, 60_000);
});

function canMount(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/proc/mounts');
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the server as the user nobody (the test runs as root, who may write anywhere). */
async function refusedAsNobody(dataDir: string): Promise<{ code: number | string; output: string }> {
  const { spawn } = await import('node:child_process');
  const { dirname, resolve } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    uid: 65534,
    gid: 65534,
    env: { PATH: process.env.PATH, HOME: '/tmp', DATA_DIR: dataDir, PORT: String(PORT + 11), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: join(serverDir, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | string>((resolveExit) => child.once('exit', (exitCode, signal) => resolveExit(exitCode ?? signal ?? 'unknown')));
  return { code, output };
}
