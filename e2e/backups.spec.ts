import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { msAgo, suiteNow } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';

// The profile's Backups card: docs/product/backups.md "Where a person sees it" (issue 25). The e2e
// server runs on the embedded database and makes its first backup at start-up; the other states are
// answered by hand.

const STATUS_ROUTE = '**/api/backup-status';
const HOUR_MS = 3_600_000;

function answer(body: unknown) {
  return (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

function backupsCard(page: Page) {
  return page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'Backups' }) }).last();
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

/** The start-up backup is made within seconds of the server starting: reload until the card shows it. */
async function openProfileWithTheStartUpBackup(page: Page) {
  await expect(async () => {
    await openProfile(page);
    await expect(backupsCard(page).getByText('Last backup:')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('shows when the last backup was made, relative and exact, and how many are kept', async ({ page, account: _account }) => {
  await openProfileWithTheStartUpBackup(page);
  const card = backupsCard(page);
  const time = card.locator('time');
  const madeAt = Date.parse((await time.getAttribute('datetime'))!);
  // Made by this run's server, on the suite's clock.
  expect(suiteNow().getTime() - madeAt).toBeGreaterThanOrEqual(-60_000);
  expect(suiteNow().getTime() - madeAt).toBeLessThan(24 * HOUR_MS);
  await expect(time).toHaveText(/^(just now|\d+ minutes? ago|\d+ hours? ago) \(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\)$/);
  await expect(card.getByText(/^\d+ backups? (is|are) kept\. Cadence backs up this Cadence's data, every account on it, once a day on the machine that runs it, and keeps one backup for each of the last 7 days and one for each of the 4 weeks before\.$/)).toBeVisible();
});

test('says how long ago in words a person would use', async ({ page, account: _account }) => {
  await page.route(STATUS_ROUTE, answer({ mode: 'embedded', lastBackupAt: msAgo(3 * HOUR_MS + 5 * 60_000), kept: 9, keepDaily: 7, keepWeekly: 4 }));
  await openProfile(page);
  await expect(backupsCard(page).locator('time')).toHaveText(/^3 hours ago \(.+\)$/);
  await expect(backupsCard(page).getByText(/^9 backups are kept\./)).toBeVisible();
});

test("before the first backup it says 'No backup yet'", async ({ page, account: _account }) => {
  await page.route(STATUS_ROUTE, answer({ mode: 'embedded', lastBackupAt: null, kept: 0, keepDaily: 7, keepWeekly: 4 }));
  await openProfile(page);
  await expect(backupsCard(page).getByText('No backup yet: the first is made when Cadence next starts, or within the hour.')).toBeVisible();
  await expect(backupsCard(page).getByText('Last backup:')).toHaveCount(0);
});

test("on a PostgreSQL server it says that backups are the database administrator's, with pg_dump", async ({ page, account: _account }) => {
  await page.route(STATUS_ROUTE, answer({ mode: 'postgres' }));
  await openProfile(page);
  await expect(backupsCard(page).getByText("This Cadence keeps its data on a PostgreSQL server. Its backups are made by the database's administrator, with pg_dump.")).toBeVisible();
});

test('shows a placeholder while loading, and a failed load says so with Try again', async ({ page, account: _account }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(STATUS_ROUTE, async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The service is unavailable' } }) });
  });
  await openProfile(page);
  await expect(backupsCard(page).getByRole('status').filter({ hasText: "Loading when this Cadence's data was last backed up…" })).toBeAttached();
  release();

  const alert = backupsCard(page).getByRole('alert');
  // 503 is asked again twice (lib/query-client.ts) before the card gives up.
  await expect(alert).toHaveText(/We couldn't load when this Cadence's data was last backed up\./, { timeout: 15_000 });
  await page.unroute(STATUS_ROUTE);
  await page.route(STATUS_ROUTE, answer({ mode: 'embedded', lastBackupAt: msAgo(20 * 60_000), kept: 2, keepDaily: 7, keepWeekly: 4 }));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(backupsCard(page).locator('time')).toHaveText(/^20 minutes ago \(.+\)$/);
});

for (const theme of THEMES) {
  test(`axe finds nothing serious in the ${theme} theme at 1280 and 390 px, with a backup, before the first and after a failed load`, async ({ page, account: _account }) => {
    test.slow(); // axe six times on a shared 2-core machine
    await storeTheme(page, theme);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await openProfileWithTheStartUpBackup(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, `profile backups (${theme}, ${viewport.width} px)`);
      await saveScreenshot(page, `profile-backups-${theme}`);

      await page.route(STATUS_ROUTE, answer({ mode: 'embedded', lastBackupAt: null, kept: 0, keepDaily: 7, keepWeekly: 4 }));
      await openProfile(page);
      await expect(backupsCard(page).getByText(/^No backup yet/)).toBeVisible();
      await expectNoAxeViolations(page, `profile backups, none yet (${theme}, ${viewport.width} px)`);

      await page.unroute(STATUS_ROUTE);
      await page.route(STATUS_ROUTE, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such API route' } }) }));
      await openProfile(page);
      await expect(backupsCard(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `profile backups, failed (${theme}, ${viewport.width} px)`);
      await page.unroute(STATUS_ROUTE);
    }
  });
}
