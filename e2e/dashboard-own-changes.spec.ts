import type { Page } from '@playwright/test';
import { dashboardRegion, openDashboard } from './support/dashboard';
import { expect, test } from './support/fixtures';

// docs/product/dashboard.md "Live updates": a change saved in this tab makes the dashboard stale here
// too — the tab skips the live event of its own change, and a dashboard read less than 30 s before
// used to show the entries from before.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('an entry written in this tab shows on the dashboard at once, without waiting for its freshness to run out', async ({ page, account: _account }) => {
  await openDashboard(page);
  await expect(dashboardRegion(page, 'Recent Journal Entries')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Journal' }).click();
  await page.getByRole('button', { name: 'New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Entry' });
  await dialog.getByLabel('Entry').fill('Walked to the lake before work.');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeHidden();
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(dashboardRegion(page, 'Recent Journal Entries')).toContainText('Walked to the lake before work.');
});
