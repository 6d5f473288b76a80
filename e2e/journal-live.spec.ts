import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { entryCard } from './support/journal';

// docs/product/journal.md "Other tabs and devices", docs/product/moods.md "Mood trend": two tabs of one
// user on the journal; what one writes, deletes or logs shows in the other without a reload.

const isEventStream = (url: string) => new URL(url).pathname === '/api/events';

/** Opens the journal and waits until the page's live-updates stream is open. */
async function openLiveJournal(page: Page) {
  const stream = page.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible({ timeout: 15_000 });
  await stream;
}

test.describe.configure({ timeout: 60_000 });

test('an entry written, deleted and a mood logged in one tab show in the other without a reload', async ({ page, account: _account }) => {
  await openLiveJournal(page);
  const tabB = await page.context().newPage();
  await openLiveJournal(tabB);
  await expect(tabB.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();

  // A person acts in the tab in front; a tab behind still gets the changes.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Create Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Entry' });
  await dialog.getByLabel('Entry').fill('Written in the first tab');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('sync');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeHidden();

  await expect(entryCard(tabB, 'Written in the first tab')).toBeVisible();
  await expect(tabB.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: /#sync/ })).toBeVisible();
  await expect(tabB.getByRole('region', { name: 'Mood trend' })).toContainText('Average mood 5/10 (Okay) over 1 day');

  await tabB.bringToFront();
  const checkIn = tabB.getByRole('region', { name: 'How do you feel?' });
  await checkIn.getByRole('slider', { name: 'Mood right now' }).fill('9');
  await checkIn.getByRole('button', { name: 'Log Mood' }).click();
  await expect(page.getByRole('region', { name: 'How do you feel?' }).getByRole('listitem')).toContainText('9/10');
  await expect(page.getByRole('region', { name: 'Mood trend' })).toContainText('Average mood 7/10 (Good) over 1 day');

  await page.bringToFront();
  await page.getByRole('button', { name: /^Delete the entry from/ }).click();
  await expect(tabB.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
});
