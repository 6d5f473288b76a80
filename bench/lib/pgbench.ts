import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The database's own rate for one SQL statement: pgbench, 50 clients, bounded by `seconds`. Simple
 * protocol: in extended mode pgbench would read the statement's `:MI`-style text as variables.
 */
export async function pgbenchTps(databaseUrl: string, sqlText: string, seconds: number, clients = 50): Promise<number | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cadence-pgbench-'));
  const script = path.join(dir, 'query.sql');
  writeFileSync(script, `${sqlText.replace(/\s+/g, ' ').trim()};\n`);
  try {
    const { stdout } = await run('pgbench', ['-n', '-M', 'simple', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl], {
      timeout: (seconds + 30) * 1000,
    });
    const match = /tps = ([\d.]+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
