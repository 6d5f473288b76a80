import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { SERVER_CORE } from './app-process';

const POSTMASTER_PID_FILE = '/var/run/postgresql/15-main.pid';
const TICKS_PER_SECOND = 100;

function postmasterPid(): number | null {
  if (!existsSync(POSTMASTER_PID_FILE)) return null;
  const pid = Number(readFileSync(POSTMASTER_PID_FILE, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && existsSync(`/proc/${pid}`) ? pid : null;
}

/** The postmaster and every backend it has forked. */
function postgresPids(): number[] {
  const root = postmasterPid();
  if (root === null) return [];
  const pids = [root];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === root) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/**
 * Pins the local PostgreSQL 15 cluster (postmaster and backends; new backends inherit it) to the
 * server core, so the load generator has the other core to itself (docs/architecture.md "Stack notes"). False when there is no
 * local cluster to pin.
 */
export function pinPostgresToServerCore(): boolean {
  const pids = postgresPids();
  if (pids.length === 0 || !existsSync('/usr/bin/taskset')) return false;
  for (const pid of pids) {
    try {
      execFileSync('/usr/bin/taskset', ['-pc', SERVER_CORE, String(pid)], { stdio: 'ignore' });
    } catch {
      // a backend that ended meanwhile
    }
  }
  return true;
}

/** CPU seconds PostgreSQL's processes have used so far (user + system), to read a load's cost in the database. */
export function postgresCpuSeconds(): number | null {
  const pids = postgresPids();
  if (pids.length === 0) return null;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
