import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { browserToday, cardTitle, chooseFromMenu, titleLines } from './todos-helpers';

// issue 13 "Done when": the board and its dialogs at 1280, 390 and 360 px in both themes, saved to
// e2e/artifacts for a person to look at, checked with axe, and with no card title of normal length
// wrapping onto a second line.
test.use({ reducedMotion: 'reduce' });

const NARROW_PHONE = { width: 360, height: 740 };
const NORMAL_TITLES = ['Call accountant about VAT return', 'Record the podcast intro', 'Renew the domain', 'Book flights to Lisbon', 'Reply to Sam about the offer'];

async function seedBoard(page: Page, baseURL: string | undefined) {
  const today = await browserToday(page);
  const tomorrow = await browserToday(page, 1);
  const inThree = await browserToday(page, 3);
  await addTask(page, baseURL, { title: 'Call accountant about VAT return', priority: 'high', dueDate: today, category: 'Finance', estimatedMinutes: 30, description: 'Ask about the quarterly VAT lines before the deadline' });
  await addTask(page, baseURL, { title: 'Reply to Sam about the offer', priority: 'medium', dueDate: '2020-02-01', category: 'Sales' });
  await addTask(page, baseURL, { title: 'Book flights to Lisbon', priority: 'low', dueDate: inThree });
  await addTask(page, baseURL, { title: 'Record the podcast intro', priority: 'medium', status: 'in_progress', dueDate: tomorrow, estimatedMinutes: 90 });
  await addTask(page, baseURL, { title: 'Renew the domain', priority: 'low', status: 'completed', category: 'Admin' });
}

for (const viewport of [DESKTOP, MOBILE, NARROW_PHONE]) {
  for (const theme of THEMES) {
    test.describe(`board at ${viewport.width} px, ${theme}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await storeTheme(page, theme);
      });

      test('cards, history, menu, details, form and shortcuts: axe clean, titles on one line', async ({ page, baseURL, account: _account }) => {
        test.setTimeout(120_000); // axe runs nine times
        await seedBoard(page, baseURL);
        await openBoard(page);
        await expect(card(page, 'Renew the domain')).toBeVisible();
        for (const title of NORMAL_TITLES) expect(await titleLines(page, title), `"${title}" at ${viewport.width} px`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `board-${theme}`);
        await expectNoAxeViolations(page, `/todos board at ${viewport.width} px (${theme})`);

        await page.getByRole('button', { name: 'Show History' }).click();
        await expect(page.getByRole('list', { name: 'Task Movement History' })).toBeVisible();
        await saveScreenshot(page, `board-history-${theme}`);
        await expectNoAxeViolations(page, `/todos history at ${viewport.width} px (${theme})`);
        await page.getByRole('dialog', { name: 'Task Movement History' }).getByRole('button', { name: 'Close' }).click();

        await page.getByRole('button', { name: 'More actions for "Call accountant about VAT return"' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await saveScreenshot(page, `board-menu-${theme}`);
        await expectNoAxeViolations(page, `/todos card menu at ${viewport.width} px (${theme})`);
        await page.keyboard.press('Escape');

        if (viewport.width < 640) {
          await page.getByRole('button', { name: 'Filters' }).click();
          await expect(page.getByLabel('Priority')).toBeVisible();
          await saveScreenshot(page, `board-filters-open-${theme}`);
        }
        await page.getByRole('searchbox', { name: 'Search tasks' }).fill('domain');
        await expect(column(page, 'Not Started').getByText('No tasks here match your search or filters')).toBeVisible();
        await saveScreenshot(page, `board-filtered-${theme}`);
        await expectNoAxeViolations(page, `/todos filtered at ${viewport.width} px (${theme})`);
        await page.getByRole('button', { name: 'Clear search and filters' }).click();

        await cardTitle(page, 'Renew the domain').click();
        const details = page.getByRole('dialog', { name: 'Renew the domain' });
        await expect(details.getByRole('button', { name: 'Reopen' })).toBeVisible();
        await saveScreenshot(page, `board-details-${theme}`);
        await expectNoAxeViolations(page, `/todos details at ${viewport.width} px (${theme})`, { include: 'dialog[open]' });
        await details.getByRole('button', { name: 'Close' }).click();

        await chooseFromMenu(page, 'Call accountant about VAT return', 'Edit');
        const form = page.getByRole('dialog', { name: 'Edit Task' });
        await expect(form.getByLabel('Title')).toBeFocused();
        await saveScreenshot(page, `board-edit-${theme}`);
        await expectNoAxeViolations(page, `/todos edit form at ${viewport.width} px (${theme})`, { include: 'dialog[open]' });
        await form.getByLabel('Title').fill('Call accountant about the VAT return');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
        await saveScreenshot(page, `board-discard-${theme}`);
        await expectNoAxeViolations(page, `/todos discard question at ${viewport.width} px (${theme})`, { include: 'dialog[open]:last-of-type' });
        await page.getByRole('button', { name: 'Discard' }).click();
        // Shortcuts sleep while a dialog is open: press '?' once the form has really closed.
        await expect(form).toBeHidden();

        if (viewport.width >= 1024) {
          await page.keyboard.press('?');
          await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
          await saveScreenshot(page, `board-shortcuts-${theme}`);
          await expectNoAxeViolations(page, `/todos shortcuts at ${viewport.width} px (${theme})`, { include: 'dialog[open]' });
        }
      });
    });
  }
}
