// npm run test:calendar (issue 17, docs/architecture.md "Testing"): the date-sensitive tests at every
// instant and zone of the sweep (apps/server/src/testing/calendar-instants.ts). The API suite's sweep
// visits the instants itself with the test clock; the browser specs run once per instant, against a
// server started at that instant (e2e/support/shift-clock.mjs) with the browser in the person's zone.
// Prints one line per instant and exits non-zero if any failed. CALENDAR_NOW / CALENDAR_TZ run one
// instant of one's own; CALENDAR_SKIP_BUILD=1 reuses the built app (CI builds it for npm test).
import { spawn, spawnSync } from 'node:child_process';
import { calendarInstants } from '../apps/server/src/testing/calendar-instants';

/**
 * The browser specs whose screens show a day, a week or a month (their looks, axe and screenshots are
 * left to npm test: the sweep must fit CI's budget).
 */
const BROWSER_SPECS = ['e2e/calendar.spec.ts', 'e2e/dashboard-data.spec.ts'];
const LEFT_TO_NPM_TEST = 'axe finds nothing serious';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): { ok: boolean; seconds: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return { ok: result.status === 0, seconds: Math.round((performance.now() - started) / 1000) };
}

const instants = calendarInstants();
const lines: string[] = [];
let failed = false;

console.log(`\n== calendar sweep: the API suite's date rules at ${instants.length} instant(s) ==`);
const api = run('npx', ['vitest', 'run', '--project', 'server', 'src/calendar-sweep.test.ts', '--reporter=dot']);
lines.push(`${api.ok ? 'passed' : 'FAILED'}  API rules at every instant (${api.seconds} s)`);
failed ||= !api.ok;

if (process.env.CALENDAR_SKIP_BUILD !== '1') {
  const build = run('npm', ['run', 'build', '--silent']);
  if (!build.ok) process.exit(1);
}

// Two lanes at once, each its own server (port) and one browser: the machine's two cores stay busy
// while the other lane starts its server, which one run after another left idle (4 min 6 s → 2 min 47 s
// on this machine; CI's 25 minutes).
const LANES = 2;

/** Runs a command to its end, its output kept and printed whole so the lanes' logs do not interleave. */
function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: Math.round((performance.now() - started) / 1000), output }));
  });
}

const results = new Map<number, string>();
let next = 0;
await Promise.all(
  Array.from({ length: LANES }, async (_, lane) => {
    // Each lane takes the next instant not yet taken, so a long one (the midnight crossing) does not hold the other lane's queue.
    for (let index = next++; index < instants.length; index = next++) {
      const instant = instants[index]!;
      const env = { ...process.env, E2E_NOW: instant.now, E2E_TZ: instant.zone, E2E_SERVER_TZ: instant.serverZone, E2E_CLOCK_OFFSET_MS: '', E2E_PORT: String(3110 + lane) };
      const browser = await runQuietly('npx', ['playwright', 'test', ...BROWSER_SPECS, '--grep-invert', LEFT_TO_NPM_TEST, '--reporter=dot', '--workers=1', `--output=test-results/calendar-lane-${lane}`], env);
      console.log(`\n== calendar sweep: ${instant.name}: ${instant.now} in ${instant.zone} (server in ${instant.serverZone}) ==\n${browser.output}`);
      results.set(index, `${browser.ok ? 'passed' : 'FAILED'}  ${instant.name}: ${instant.now} ${instant.zone}, server ${instant.serverZone} (${browser.seconds} s)`);
      failed ||= !browser.ok;
    }
  }),
);
lines.push(...instants.map((_, index) => results.get(index)!));

console.log('\n== calendar sweep ==');
for (const line of lines) console.log(line);
process.exit(failed ? 1 : 0);
