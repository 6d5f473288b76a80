// issue 25 §3: acknowledged means durable, and what it costs. Three figures, then the crash soak:
// - the syscall trace: fsync calls per commit of the embedded engine as the app opens it, beside PGlite's
//   defaults (fsync off), under `strace -f -c`;
// - commits per second of the engine alone, durable beside unflushed, on the server core;
// - task creations per second through the whole app (POST /api/todos, signed in), durable beside the
//   app as it was (bench/lib/unflushed-app-main.ts);
// - `npm run test:durability`: kill -9 at random moments under 20 writers, 30 rounds, amcheck after.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { pinned, SERVER_CORE, startApp } from './lib/app-process';
import { inRounds, spread } from './lib/rounds';
import { createSignedInUser } from './lib/session';

const run = promisify(execFile);

interface Options {
  seconds: number;
  rounds: number;
  row: (label: string, value: string) => void;
}

type Mode = 'durable' | 'unflushed';

async function commitProbe(mode: Mode, commits: number, traced: boolean): Promise<{ ms: number; fsyncs?: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'cadence-commits-'));
  const trace = join(folder, 'strace.txt');
  try {
    const probe = ['--import', 'tsx', 'bench/lib/commit-probe.ts', join(folder, 'pglite'), mode, String(commits)];
    const [command, args] = traced ? ['strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, ...probe]] : pinned(SERVER_CORE, process.execPath, probe);
    const { stdout } = await run(command, args, { timeout: 300_000 });
    const { ms } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number };
    if (!traced) return { ms };
    const calls = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((line) => /\s(fsync|fdatasync)$/.test(line))
      .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[3] ?? 0), 0);
    return { ms, fsyncs: calls };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function createRate(entry: string | undefined, seconds: number): Promise<number> {
  const app = await startApp({ entry, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `durability-${Date.now()}@example.com`, 'Str0ng!pass-bench', '198.18.7.7');
    const result = await autocannon({
      url: `${app.baseUrl}/api/todos`,
      method: 'POST',
      connections: 10,
      duration: seconds,
      headers: { cookie, origin: app.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.7' },
      body: JSON.stringify({ title: 'A task the bench wrote' }),
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} creates were refused`);
    return result.requests.average;
  } finally {
    await app.stop();
  }
}

export async function benchDurability({ seconds, rounds, row }: Options): Promise<void> {
  const COMMITS = 200;
  if (spawnSync('strace', ['-V']).status === 0) {
    const durable = await commitProbe('durable', COMMITS, true);
    const unflushed = await commitProbe('unflushed', COMMITS, true);
    row(`[durability] fsync calls for ${COMMITS} commits (strace -f -c), durable / PGlite default`, `${durable.fsyncs} / ${unflushed.fsyncs}   goal ≥ ${COMMITS} / (was 0)`);
  } else {
    row('[durability] fsync trace', 'strace not installed (apt-get install -y strace)');
  }

  // One after the other: the probes share the server core.
  const durableRounds = await inRounds(rounds, () => commitProbe('durable', COMMITS, false), (value) => value.ms);
  const unflushedRounds = await inRounds(rounds, () => commitProbe('unflushed', COMMITS, false), (value) => value.ms);
  const perSecond = (ms: number) => (COMMITS / ms) * 1000;
  const rate = (rounded: typeof durableRounds) => `${perSecond(rounded.median.ms).toFixed(0)} (${spread(rounded, (value) => perSecond(value.ms))})`;
  row('[durability] engine commits/s, durable (rounds)', rate(durableRounds));
  row('[durability] engine commits/s, fsync off as before (rounds)', rate(unflushedRounds));

  const durableCreates = await inRounds(rounds, () => createRate(undefined, seconds), (value) => value);
  const unflushedCreates = await inRounds(rounds, () => createRate('bench/lib/unflushed-app-main.ts', seconds), (value) => value);
  row('[durability] POST /api/todos per s through the app, durable (rounds)', `${durableCreates.median.toFixed(0)} (${spread(durableCreates, (value) => value)})`);
  row('[durability] POST /api/todos per s, fsync off as before (rounds)', `${unflushedCreates.median.toFixed(0)} (${spread(unflushedCreates, (value) => value)})`);
  row('[durability] cost of durable commits: durable ÷ before', `${(durableCreates.median / unflushedCreates.median).toFixed(2)}`);

  if (existsSync('apps/server/dist/main.js')) {
    const soak = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-durability.ts'], { env: { ...process.env, DURABILITY_SKIP_BUILD: '1' }, encoding: 'utf8', timeout: 1_800_000 });
    const summary = (soak.stdout ?? '').split('\n').filter((line) => /^(==|acknowledged|missing|amcheck)/.test(line));
    for (const line of summary) row('[durability] soak', line.replace(/^== /, ''));
    row('[durability] soak result', soak.status === 0 ? 'nothing acknowledged was lost; amcheck clean' : `FAILED (exit ${soak.status})`);
  }
}
