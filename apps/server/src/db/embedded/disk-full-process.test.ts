import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../../http/error-handler';
import { killHard, migratedDataFolder, startServer, temporaryFolder } from '../../testing/server-process';
import { RESERVED_WAL_SEGMENTS, WAL_SEGMENT_BYTES } from './disk-space-guard';

// issue 25 §2, docs/architecture.md "The embedded database": a full disk is an answer, never a hang.
// These need a small disk of their own: a tmpfs, which only root may mount. Where the machine does not
// allow it they are skipped, and say so.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const canMount = process.platform === 'linux' && process.getuid?.() === 0;
const PORT = 3470;
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const freeBytes = (path: string) => Number(statfsSync(path).bavail) * Number(statfsSync(path).bsize);

/** A tmpfs of `megabytes` mounted on a new folder; unmounted and removed by the returned function. */
function smallDisk(megabytes: number): { path: string; remove: () => void } {
  const folder = temporaryFolder('small-disk');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', folder.path]);
  return {
    path: folder.path,
    remove() {
      execFileSync('umount', ['-l', folder.path]);
      folder.remove();
    },
  };
}

describe.skipIf(onPostgres || !canMount)('a full disk (issue 25 §2; skipped where tmpfs cannot be mounted)', () => {
  let folders: Awaited<ReturnType<typeof migratedDataFolder>>;
  beforeAll(async () => {
    folders = await migratedDataFolder(PORT);
  }, 120_000);
  afterAll(() => folders?.remove());

  it('reproduced: the engine alone, at a write-ahead-log segment switch with half a megabyte free, stops answering', async () => {
    const disk = smallDisk(64);
    try {
      const probe = spawn(process.execPath, ['--import', 'tsx', 'src/testing/wal-segment-switch-probe.ts', join(disk.path, 'pglite')], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      probe.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const ended = new Promise((resolveEnd) => probe.once('exit', resolveEnd));
      const finished = await Promise.race([ended.then(() => true), new Promise((resolveWait) => setTimeout(() => resolveWait(false), 20_000))]);
      if (!finished) probe.kill('SIGKILL');
      await ended;
      expect(output).toContain('segments before: 1');
      expect(output).toContain('committed 0');
      // It never gets through the switch: no error, no answer, the process deaf until killed.
      expect(output).not.toContain('finished');
    } finally {
      disk.remove();
    }
  }, 120_000);

  it('the server refuses writes while the disk is nearly full (503 DISK_FULL, Retry-After), keeps answering health, and writes again once space is back', async () => {
    const disk = smallDisk(160);
    const dataDir = join(disk.path, 'data');
    cpSync(folders.copy(), dataDir, { recursive: true });
    const server = await startServer({ dataDir, port: PORT + 1 });
    const filler = join(disk.path, 'filler');
    const signUp = (email: string) =>
      fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT + 1}` },
        body: JSON.stringify({ name: 'Ada', email, password: 'Str0ng!pass-for-disk' }),
      });
    try {
      expect((await signUp('before@example.com')).status).toBe(200);

      // Half a megabyte under the reserve: the engine would still have room, but writes stop here.
      const reserve = RESERVED_WAL_SEGMENTS * WAL_SEGMENT_BYTES;
      writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(disk.path) - reserve + 512 * 1024)));
      await new Promise((resolveWait) => setTimeout(resolveWait, 300)); // the guard's reading is at most 250 ms old
      const refused = await signUp('during@example.com');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: { code: 'DISK_FULL', message: DISK_FULL_MESSAGE } });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(503);
      expect(freeBytes(disk.path)).toBeGreaterThan(reserve - 1024 * 1024);

      unlinkSync(filler);
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      expect((await signUp('after@example.com')).status).toBe(200);
    } finally {
      await killHard(server);
      if (existsSync(filler)) unlinkSync(filler);
      disk.remove();
    }
  }, 120_000);
});
