// npm run test:calendar (issue 17, docs/architecture.md "Testing"): the date-sensitive tests at every
// instant and zone of the sweep (apps/server/src/testing/calendar-instants.ts). The API suite's sweep
// visits the instants itself with the test clock; the browser specs run once per instant, against a
// server started at that instant (e2e/support/shift-clock.mjs) with the browser in the person's zone.
// Prints one line per instant and exits non-zero if any failed. CALENDAR_NOW / CALENDAR_TZ run one
// instant of one's own; CALENDAR_SKIP_BUILD=1 reuses the built app (CI builds it for npm test).
import { spawnSync } from 'node:child_process';
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

for (const instant of instants) {
  console.log(`\n== calendar sweep: ${instant.name}: ${instant.now} in ${instant.zone} (server in ${instant.serverZone}) ==`);
  const env = { ...process.env, E2E_NOW: instant.now, E2E_TZ: instant.zone, E2E_SERVER_TZ: instant.serverZone, E2E_CLOCK_OFFSET_MS: '' };
  const browser = run('npx', ['playwright', 'test', ...BROWSER_SPECS, '--grep-invert', LEFT_TO_NPM_TEST, '--reporter=dot'], env);
  lines.push(`${browser.ok ? 'passed' : 'FAILED'}  ${instant.name}: ${instant.now} ${instant.zone}, server ${instant.serverZone} (${browser.seconds} s)`);
  failed ||= !browser.ok;
}

console.log('\n== calendar sweep ==');
for (const line of lines) console.log(line);
process.exit(failed ? 1 : 0);
