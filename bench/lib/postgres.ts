import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

/**
 * A fresh `cadence_bench` database on the machine's PostgreSQL, or null when none is reachable.
 * Uses BENCH_DATABASE_URL / TEST_DATABASE_URL as the admin connection, else starts the local
 * cluster with scripts/start-test-postgres.sh (root only).
 */
export async function freshBenchDatabase(): Promise<string | null> {
  let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
  if (!adminUrl && existsSync('/usr/bin/pg_ctlcluster') && process.getuid?.() === 0) {
    try {
      adminUrl = execFileSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop() ?? '';
    } catch {
      return null;
    }
  }
  if (!adminUrl) return null;
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS cadence_bench WITH (FORCE)');
    await client.query('CREATE DATABASE cadence_bench');
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = '/cadence_bench';
  return url.toString();
}
