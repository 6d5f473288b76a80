import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { createConfirmedAccount, newAccount, signInThroughApi, type TestAccount } from './accounts';

// The suite's one fixture (issue 7 §4, as epic-stack's tests/playwright-utils.ts): a test that asks
// for `account` starts signed in as a fresh, confirmed user, set up through the API, not the forms.

interface Fixtures {
  /** A fresh confirmed user, signed in in this test's browser context. */
  account: TestAccount;
}

export const test = base.extend<Fixtures>({
  account: async ({ page, request, baseURL }, use, testInfo) => {
    // Named after the spec file, so a stray account in the dev mailbox says where it came from.
    const account = await createConfirmedAccount(request, baseURL, newAccount(path.basename(testInfo.file, '.spec.ts')));
    await signInThroughApi(page, baseURL, account);
    await use(account);
  },
});

export { expect };
