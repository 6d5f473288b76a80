import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { createConfirmedAccount, newAccount, originOf, signInThroughApi } from './support/accounts';
import { currentCard, openActivity, timerSeconds } from './support/activity';
import { test as base, expect, newDeviceContext } from './support/fixtures';
import { suiteNow } from './support/suite-clock';

// issue 11, docs/architecture.md "Server-owned state", docs/product/activity.md "Elapsed time": the timer lives on the server as a
// computed row, so killing the server (kill -9) loses nothing. This test runs its own server on its
// own embedded database (the suite's shared one must not be killed), one port above the suite's.

const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const origin = `http://localhost:${port}`;

interface SessionState {
  session: { id: string; title: string; startedAt: string; accumulatedSeconds: number; resumedAt: string | null } | null;
  serverNow: string;
}

/** The built server on a data folder that outlives it, started and killed at will. */
class OwnServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-e2e-restart-'));
  private child: ChildProcess | null = null;

  async start(): Promise<void> {
    // As support/start-server.mjs starts the suite's server: at the suite's instant, in the server's zone.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: this.dataDir, PUBLIC_URL: origin, NODE_ENV: 'test', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', TZ: process.env.E2E_SERVER_TZ || 'UTC' };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    this.child = spawn(process.execPath, ['--import', path.resolve('e2e/support/shift-clock.mjs'), 'apps/server/dist/main.js'], { stdio: 'ignore', env });
    // Migrations on a fresh embedded database take a while on a busy machine.
    const deadline = performance.now() + 150_000;
    while (performance.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not become ready within 150 s');
  }

  /** kill -9: no shutdown code runs, nothing is flushed on the way out. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const elapsedOf = (state: SessionState) => {
  const session = state.session;
  if (!session) throw new Error('no session');
  const running = session.resumedAt ? (Date.parse(state.serverNow) - Date.parse(session.resumedAt)) / 1000 : 0;
  return session.accumulatedSeconds + running;
};

const test = base.extend<{ server: OwnServer; signedIn: BrowserContext }>({
  server: async ({ browserName: _browserName }, use) => {
    const server = new OwnServer();
    await server.start();
    await use(server);
    await server.dispose();
  },
  signedIn: async ({ browser, server: _server }, use) => {
    const context = await signedInContext(browser);
    await use(context);
    await context.close();
  },
});

async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await newDeviceContext(browser, { baseURL: origin });
  const account = await createConfirmedAccount(context.request, origin, newAccount('activity-restart'));
  const page = await context.newPage();
  await signInThroughApi(page, origin, account);
  await page.close();
  return context;
}

async function startTimer(context: BrowserContext, title: string): Promise<SessionState> {
  const response = await context.request.post('/api/activity-session', { headers: originOf(origin), data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SessionState;
}

// One server port for this file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default', timeout: 300_000 });

test('kill -9 of the server while a timer runs loses nothing: after a restart, elapsed is off by at most a second', async ({ server, signedIn }) => {
  const { session: started } = await startTimer(signedIn, 'Through the crash');
  const startedMs = Date.parse(started?.startedAt ?? '');
  const page = await signedIn.newPage();
  await openActivity(page);
  await expect.poll(() => timerSeconds(page, currentCard(page)), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

  await server.kill();
  await page.waitForTimeout(1_500);
  await server.start();

  // The server and this test share one clock (the suite's): the elapsed time the server computes must be
  // the wall time since the start, give or take a second, whatever the answer's own delay was.
  const sentMs = suiteNow().getTime();
  const state = (await (await signedIn.request.get('/api/activity-session')).json()) as SessionState;
  const receivedMs = suiteNow().getTime();
  expect(state.session?.title).toBe('Through the crash');
  expect(state.session?.startedAt).toBe(started?.startedAt);
  const elapsed = elapsedOf(state);
  expect(elapsed).toBeGreaterThanOrEqual((sentMs - startedMs) / 1000 - 1);
  expect(elapsed).toBeLessThanOrEqual((receivedMs - startedMs) / 1000 + 1);

  const before = suiteNow().getTime();
  await page.reload();
  await expect(currentCard(page)).toContainText('Running');
  const shown = await timerSeconds(page, currentCard(page));
  expect(shown).toBeGreaterThanOrEqual(Math.floor((before - startedMs) / 1000) - 1);
  expect(shown).toBeLessThanOrEqual((suiteNow().getTime() - startedMs) / 1000 + 1);
});
