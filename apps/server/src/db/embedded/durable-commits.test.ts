import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../testing/server-process';

// issue 25 §3, docs/architecture.md "The embedded database": a commit is answered only once it is on the
// disk. PGlite ran with fsync off and its file layer had no fsync: 100 acknowledged writes made 0
// fsync calls. Counted here with strace, where the machine has it (CI installs it).

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const hasStrace = spawnSync('strace', ['-V']).status === 0;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function fsyncCalls(mode: 'durable' | 'unflushed', commits: number): number {
  const folder = temporaryFolder('fsync-trace');
  try {
    const trace = join(folder.path, 'trace.txt');
    execFileSync('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, '--import', 'tsx', 'bench/lib/commit-probe.ts', join(folder.path, 'pglite'), mode, String(commits)], { cwd: repo, stdio: 'ignore' });
    return readFileSync(trace, 'utf8')
      .split('\n')
      .filter((line) => /\s(fsync|fdatasync)$/.test(line))
      .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[3] ?? 0), 0);
  } finally {
    folder.remove();
  }
}

describe.skipIf(onPostgres || !hasStrace)('acknowledged means durable (skipped without strace)', () => {
  it('every commit of the embedded engine, as the app opens it, is followed by an fsync; PGlite as it comes makes none', () => {
    const commits = 50;
    expect(fsyncCalls('durable', commits)).toBeGreaterThanOrEqual(commits);
    expect(fsyncCalls('unflushed', commits)).toBe(0);
  }, 120_000);
});
