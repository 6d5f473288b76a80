import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { migratedDataFolder, type TemporaryDataFolder } from '../../testing/embedded-data-folder';
import { type CommandSettings, runBackupCommand, runRestoreCommand } from './backup-commands';
import { backupFolderOf, listBackups } from './backup-folder.repository';

// docs/product/backups.md, docs/decisions/010, with the app as a process (`tsx src/main.ts`): the
// start-up backup, `npm run backup` while the app runs (the control channel), `npm run restore`
// refused while it runs, then restored once it has stopped.

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = 3447;

interface Server {
  child: ChildProcess;
  output(): string;
  exited: Promise<unknown>;
}

function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: join(dataDir, 'no-web-build') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  return { child, output: () => text, exited };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, server: Server, timeoutMs = 90_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server ended before ${what}:\n${server.output()}`);
    if (await condition()) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`no ${what} within ${timeoutMs} ms:\n${server.output()}`);
}

const ready = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok;
  } catch {
    return false;
  }
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backups with the app running', () => {
  let folder: TemporaryDataFolder;
  let server: Server | null = null;
  let settings: CommandSettings;

  beforeAll(async () => {
    folder = await migratedDataFolder('backup-process');
    settings = { dataDir: folder.dataDir, databaseUrl: undefined, workingDir: folder.dataDir, clock: systemClock };
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    folder?.remove();
  });

  it('the app makes a backup at start-up, and another when `npm run backup` asks while it serves', async () => {
    server = startServer(folder.dataDir);
    await until(ready, 'readiness', server);
    await until(() => server!.output().includes('"automatic backup made"'), 'start-up backup', server);
    expect(await listBackups(backupFolderOf(folder.dataDir))).toHaveLength(1);

    // Requests that reach the database while the files are copied wait for the pause, then answer.
    const during = Array.from({ length: 20 }, (_, index) => new Promise((wait) => setTimeout(wait, index * 25)).then(ready));
    const outcome = await runBackupCommand(settings);
    expect(await Promise.all(during)).toEqual(Array.from({ length: 20 }, () => true));
    expect(outcome.ok).toBe(true);
    expect(outcome.message).toMatch(new RegExp(`^Backup made: ${backupFolderOf(folder.dataDir)}/cadence-backup-[-0-9T.]+Z\\.tar\\.gz \\([0-9.]+ MB, made by the running Cadence \\(process ${server.child.pid}, port ${PORT}\\)\\)\\. `));
    await until(() => server!.output().includes('"backup made on request (npm run backup)"'), 'the log line of the backup on request', server); // the log is flushed every second
    // The app served on.
    expect(await ready()).toBe(true);
  }, 180_000);

  it('`npm run restore` is refused while the app runs, in one sentence naming its PID and port', async () => {
    const [newest] = await listBackups(backupFolderOf(folder.dataDir));
    const before = readdirSync(folder.dataDir).sort();
    const outcome = await runRestoreCommand(settings, join(backupFolderOf(folder.dataDir), newest!.name));
    expect(outcome).toEqual({ ok: false, message: `Cadence is running on ${folder.dataDir} (process ${server!.child.pid}, serving on port ${PORT}): stop it first, then run npm run restore again. Nothing was changed.` });
    expect(readdirSync(folder.dataDir).sort()).toEqual(before);
  });

  it('once the app has stopped, the backup made while it ran restores, and the app serves from it', async () => {
    server!.child.kill('SIGTERM');
    await server!.exited;
    const [newest] = await listBackups(backupFolderOf(folder.dataDir));
    const outcome = await runRestoreCommand(settings, join(backupFolderOf(folder.dataDir), newest!.name));
    expect(outcome.ok).toBe(true);
    expect(outcome.message).toMatch(/^Restored the backup made .+ amcheck found its \d+ tables and \d+ indexes clean\. The data it replaced is in .+pglite\.before-restore-.+ Start Cadence again with npm start\.$/);

    server = startServer(folder.dataDir);
    await until(ready, 'readiness after the restore', server);
    server.child.kill('SIGTERM');
    await server.exited;
    // The newest backup is minutes old: no start-up backup this time.
    expect(server.output()).not.toContain('"automatic backup made"');
  }, 180_000);
});
