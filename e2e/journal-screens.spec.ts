import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { localDate, localInstant } from './support/suite-clock';
import { addEntry, expectNoSidewaysScroll, logMood, openJournal } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The journal screen in both themes at 1280 and 390 px (and 360 px): axe finds no serious or critical
// violation, nothing scrolls sideways, and screenshots are saved to e2e/artifacts for a person to look at.
test.use({ reducedMotion: 'reduce' });
// Seven axe runs and four screenshots each: slow on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

async function fillJournal(page: Page, baseURL: string | undefined) {
  await addEntry(page, baseURL, {
    content: 'Slept badly, but the morning walk helped.\n\nA long stretch of unbroken text follows: ' + 'reallylongwordwithoutspaces'.repeat(8),
    mood: 3,
    tags: ['health', 'walks'],
  });
  await addEntry(page, baseURL, {
    content: Array.from({ length: 14 }, (_, i) => `Paragraph ${i + 1}: the launch went out, people wrote back, and the day felt good.`).join('\n'),
    mood: 9,
    tags: ['work', 'launch'],
    highlights: ['First customer email', 'Lunch outside'],
    gratitude: ['A patient team'],
  });
  await logMood(page, baseURL, { value: 6, notes: 'Calmer after lunch', factors: ['Sun'] });
  await logMood(page, baseURL, { value: 4, loggedAt: localInstant(localDate(-2), 12) });
}

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test.describe(`at ${viewport.width} px, ${theme}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await storeTheme(page, theme);
      });

      test('empty journal, a filled one, the entry form, the coach panel', async ({ page, baseURL, account: _account }) => {
        await openJournal(page);
        await expect(page.getByRole('button', { name: 'Create Your First Entry' })).toBeVisible();
        // On a phone the mood widgets wait behind the 'Moods' tab (docs/product/journal.md "Journal screen").
        if (viewport.width < 1024) await page.getByRole('tab', { name: 'Moods' }).click();
        await expect(page.getByRole('region', { name: 'How do you feel?' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `/journal empty (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `journal-empty-${theme}`);

        await fillJournal(page, baseURL);
        await openJournal(page);
        await expect(page.getByRole('article')).toHaveCount(2);
        if (viewport.width < 1024) await page.getByRole('tab', { name: 'Moods' }).click();
        const trend = page.getByRole('region', { name: 'Mood trend' });
        // On a phone the chart waits behind 'Show the chart' (docs/product/moods.md "Mood trend").
        if (viewport.width < 1024) {
          await expect(trend.getByRole('img')).toBeHidden();
          await trend.getByRole('button', { name: 'Show the chart' }).click();
        }
        await expect(trend.getByRole('img')).toBeVisible();
        await page.getByRole('region', { name: 'How do you feel?' }).getByRole('button', { name: 'Add a note or factors' }).click();
        await page.getByRole('region', { name: 'Mood trend' }).getByRole('button', { name: 'Show the numbers' }).click();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `/journal with entries (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `journal-entries-${theme}`);

        if (viewport.width < 1024) await page.getByRole('tab', { name: 'Entries' }).click();
        await page.getByRole('button', { name: 'AI Coach', exact: true }).click();
        await expect(page.getByRole('region', { name: 'AI Journal Coach' })).toBeVisible();
        await expectNoAxeViolations(page, `/journal with the coach panel (${theme}, ${viewport.width})`);
        await page.getByRole('button', { name: 'Close the AI Journal Coach' }).click();

        await page.getByRole('button', { name: /^Edit the entry from/ }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page, `/journal edit dialog (${theme}, ${viewport.width})`, { include: 'dialog' });
        await saveScreenshot(page, `journal-edit-dialog-${theme}`);
        await dialog.getByLabel('Entry').fill('Changed my mind');
        await page.keyboard.press('Escape');
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, `/journal discard question (${theme}, ${viewport.width})`, { include: 'dialog' });
        await dialog.getByRole('button', { name: 'Discard' }).click();

        await page.getByRole('searchbox', { name: 'Search entries' }).fill('no such words');
        await expect(page.getByRole('heading', { name: 'No entries found' })).toBeVisible();
        await expectNoAxeViolations(page, `/journal no matches (${theme}, ${viewport.width})`);
      });
    });
  }
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the journal and its form fit a small phone', async ({ page, baseURL, account: _account }) => {
    await fillJournal(page, baseURL);
    await openJournal(page);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'journal-entries-light');
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('a-very-long-tag-that-fills-the-limit-xyz');
    await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'journal-new-entry-light');
  });
});
