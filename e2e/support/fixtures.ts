import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- the one place that extends Playwright's test.
import { type Browser, type BrowserContext, type BrowserContextOptions, test as base, expect } from '@playwright/test';
import { createConfirmedAccount, newAccount, signInThroughApi, type TestAccount } from './accounts';
import { clockIsShifted, msUntilLocalMidnight, SUITE_ZONE, suiteNow } from './suite-clock';

// The suite's one fixture (issue 7 §4, as epic-stack's tests/playwright-utils.ts): a test that asks
// for `account` starts signed in as a fresh, confirmed user, set up through the API, not the forms.
//
// Time is an input (issue 17, docs/architecture.md "Testing"): every browser context runs at the suite's
// instant in the suite's zone (support/suite-clock.ts), as the server does.

interface Fixtures {
  /** A fresh confirmed user, signed in in this test's browser context. */
  account: TestAccount;
}

interface AutoFixtures {
  /** Holds a test that would start in the last minute of a local day until the day has turned. */
  wholeDay: void;
}

/** A test lasts well under this; one that would start closer to midnight waits for the new day. */
const DAY_TURN_MARGIN_MS = 60_000;

/**
 * Gives a browser context the suite's clock: Date in its pages reads the suite's instant and ticks at
 * the real rate; timers run as usual. Contexts made by hand (a second device) go through this too.
 */
export async function setSuiteClock(context: BrowserContext): Promise<void> {
  if (clockIsShifted()) await context.clock.install({ time: suiteNow() });
}

/** A second browser context (another device of the same person), in the suite's zone and on its clock. */
export async function newDeviceContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // eslint-disable-next-line no-restricted-properties -- the one place that makes a context by hand.
  const context = await browser.newContext({ timezoneId: SUITE_ZONE, ...options });
  await setSuiteClock(context);
  return context;
}

export const test = base.extend<Fixtures & AutoFixtures>({
  wholeDay: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      // A seed written "today" and checked a second after midnight would check the wrong day.
      const wait = msUntilLocalMidnight();
      if (wait < DAY_TURN_MARGIN_MS) {
        testInfo.setTimeout(testInfo.timeout + wait + 1_000);
        await new Promise((resolve) => setTimeout(resolve, wait + 1_000));
      }
      await use();
    },
    { auto: true },
  ],
  context: async ({ context, wholeDay: _wholeDay }, use) => {
    await setSuiteClock(context);
    await use(context);
  },
  account: async ({ page, request, baseURL }, use, testInfo) => {
    // Named after the spec file, so a stray account in the dev mailbox says where it came from.
    const account = await createConfirmedAccount(request, baseURL, newAccount(path.basename(testInfo.file, '.spec.ts')));
    await signInThroughApi(page, baseURL, account);
    await use(account);
  },
});

export { expect };
