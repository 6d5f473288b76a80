import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, suiteBrowserPath } from './e2e/support/browser-path';
import { SUITE_ZONE, suiteClockOffsetMs } from './e2e/support/suite-clock';

// Time is an input (issue 17, docs/architecture.md "Testing"): E2E_NOW and E2E_TZ choose the instant and
// the zone of a run. The offset is fixed here, once, and inherited by the server and the workers.
const clockOffsetMs = suiteClockOffsetMs();
// The test code's own local dates (new Date(y, m, d), getDate()) are in the person's zone too.
process.env.TZ = SUITE_ZONE;

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Twice Playwright's default: the look tests run axe over long pages (the profile, the API reference)
  // two to four times, which took 31–36 s on a machine about 2.5 times slower than CI's. A passing test
  // takes no longer for it; a hanging one fails later.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    timezoneId: SUITE_ZONE,
    // The app honours reduced motion (e.g. docs/product/shell.md "Landing page"); a browser asking for it renders no pulse, fade
    // or slide the test does not look at: the habits and dashboard specs ran in 60 and 53 s against 71
    // and 79 s on 2 cores. A test about a motion asks for it (page.emulateMedia({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
    // Recording a trace (DOM snapshots and a screencast of every step) costs about a third of the suite's
    // time on a 2-core machine: record on the retry of a failed test (CI retries once), or everywhere with E2E_TRACE=1.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    // Every test but the offline ones sees the network as it is: a service worker answering from its
    // cache would hide what a test means to check (route mocks, failed loads). e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // Playwright's own browser download does not work on these machines: drive Debian's Chromium (its
    // headless shell when installed; e2e/support/browser-path.ts).
    launchOptions: {
      executablePath: suiteBrowserPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) },
    // SIGTERM, not SIGKILL: start-server.mjs removes the run's temporary data folder when the server ends.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
