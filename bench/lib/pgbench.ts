import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CLIENT_CORE, pinned } from './app-process';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  transactions: number;
}

/**
 * The database's own rate for one statement: pgbench with prepared statements (`-M prepared`), on the
 * load-generator core, as many clients as the app's pool (10), for `seconds`. `variables` fill `:name`.
 */
export async function pgbench(databaseUrl: string, sqlText: string, options: { seconds: number; clients?: number; variables?: Record<string, string> }): Promise<PgbenchResult | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cadence-pgbench-'));
  const script = path.join(dir, 'query.sql');
  writeFileSync(script, `${sqlText.replace(/\s+/g, ' ').trim()};\n`);
  const variables = Object.entries(options.variables ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  const clients = String(options.clients ?? 10);
  const [command, args] = pinned(CLIENT_CORE, 'pgbench', ['-n', '-M', 'prepared', '-c', clients, '-j', '1', '-T', String(options.seconds), ...variables, '-f', script, databaseUrl]);
  try {
    const { stdout } = await run(command, args, { timeout: (options.seconds + 30) * 1000 });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const transactions = /number of transactions actually processed: (\d+)/.exec(stdout);
    return tps && transactions ? { tps: Number(tps[1]), transactions: Number(transactions[1]) } : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
