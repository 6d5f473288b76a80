import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLIENT_CORE, pinned } from './app-process';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function toMs(value: string, unit: string): number {
  const number = Number(value);
  if (unit === 'us') return number / 1000;
  if (unit === 's') return number * 1000;
  return number;
}

/**
 * wrk, one thread on the load-generator core, `connections` open connections for `seconds`, with
 * latency percentiles. Refuses anything but loopback.
 */
export async function runWrk(url: string, options: { seconds: number; connections?: number; headers?: Record<string, string> }): Promise<WrkResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const [command, args] = pinned(CLIENT_CORE, 'wrk', ['-t1', `-c${options.connections ?? 50}`, `-d${options.seconds}s`, '--latency', ...headerArgs, url]);
  const { stdout } = await run(command, args, { timeout: (options.seconds + 30) * 1000 });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const percentile = (p: string) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
    return match ? toMs(match[1]!, match[2]!) : Number.NaN;
  };
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: rps ? Number(rps[1]) : 0,
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
  };
}

/**
 * wrk as above with a Lua script (`-s`): a body, rotating cookies, pacing (`delay`), counting answers by
 * kind (`response`). Runs `seconds`, or until `stop` settles (wrk ends on SIGINT and still reports).
 * Returns what the script's `done` printed, one `KEY a=1 b=2` line per report.
 */
export async function runWrkScript(
  url: string,
  options: { seconds: number; connections: number; script: string; stop?: Promise<unknown>; timeoutSeconds?: number },
): Promise<Map<string, Record<string, number>>> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  const folder = mkdtempSync(join(tmpdir(), 'cadence-wrk-'));
  const file = join(folder, 'script.lua');
  writeFileSync(file, options.script);
  try {
    const [command, args] = pinned(CLIENT_CORE, 'wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, `--timeout`, `${options.timeoutSeconds ?? 2}s`, '-s', file, url]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => (code === 0 || signal === 'SIGINT' || code === 130 ? resolve() : reject(new Error(`wrk exited with ${code ?? signal}`))));
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), (options.seconds + 30) * 1000);
    void options.stop?.finally(() => child.kill('SIGINT'));
    await exited;
    clearTimeout(guard);
    const reports = new Map<string, Record<string, number>>();
    for (const match of stdout.matchAll(/^([A-Z]+)((?: \w+=[\d.]+)+)$/gm)) {
      reports.set(match[1]!, Object.fromEntries([...match[2]!.matchAll(/(\w+)=([\d.]+)/g)].map((pair) => [pair[1]!, Number(pair[2])])));
    }
    return reports;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
