import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';
import { addDays, addMonths, monthStartOf, weekStartOf } from '@cadence/shared';
import { addHabit, habitCard, localDate, markDays, openHabits } from './habits-helpers';

// The Habits screen in both themes at 1280 and 390 px: axe finds no serious or critical violation,
// nothing scrolls sideways, and the pictures are saved for a person to look at (e2e/artifacts/).
test.use({ reducedMotion: 'reduce' });

async function seedHabits(page: Page, baseURL: string | undefined) {
  const meditate = await addHabit(page, baseURL, { title: 'Meditate for ten minutes', description: 'Sit, breathe, notice. No phone in the room.', timeOfDay: 'morning' });
  await markDays(page, baseURL, meditate.id, [-12, -11, -10, -6, -5, -4, -3, -2, -1, 0].map(localDate));
  // docs/product/habits.md "Streak": weeks run Sunday to Saturday, and a streak ends with the current
  // period or, while it is open, the previous one. Done in the two weeks before this one (on their
  // Wednesday) and not yet this week: a 2 week streak on any day of the week.
  const run = await addHabit(page, baseURL, { title: 'Long run', frequency: 'weekly', category: 'fitness', color: '#2F855A', timeOfDay: 'evening' });
  const thisWeek = weekStartOf(localDate(0));
  await markDays(page, baseURL, run.id, [addDays(thisWeek, -14 + 3), addDays(thisWeek, -7 + 3)]);
  // Done once, in the middle of last month: a 1 month streak on any day of this month.
  const budget = await addHabit(page, baseURL, { title: 'Review the monthly budget and the subscriptions we no longer use', frequency: 'monthly', category: 'productivity', color: '#C05621' });
  await markDays(page, baseURL, budget.id, [addDays(monthStartOf(addMonths(localDate(0), -1)), 14)]);
  await addHabit(page, baseURL, { title: 'Read a chapter', category: 'learning', color: '#805AD5', timeOfDay: 'night' });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test.describe(`at ${viewport.width} px, ${theme}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await storeTheme(page, theme);
      });

      test('the empty state, the list with an open card, the form and the AI panel', async ({ page, baseURL, account: _account }) => {
        // Fourteen API calls, four axe runs and three full-page screenshots on a shared 2-core machine.
        test.setTimeout(120_000);
        await openHabits(page);
        await expect(page.getByRole('heading', { name: 'No habits found' })).toBeVisible();
        await expectNoAxeViolations(page, `/habits empty (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `habits-empty-${theme}`);

        await seedHabits(page, baseURL);
        await page.reload();
        const card = habitCard(page, 'Meditate for ten minutes');
        await expect(card).toContainText('7 day streak');
        // docs/product/habits.md "Streak": weeks and months for the others.
        await expect(habitCard(page, 'Long run')).toContainText('2 week streak');
        await expect(habitCard(page, 'Review the monthly budget and the subscriptions we no longer use')).toContainText('1 month streak');
        await card.getByRole('button', { name: /^Show tracker/ }).click();
        await expect(card.getByRole('heading', { name: 'Monthly Overview' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `/habits with an open card (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `habits-list-${theme}`);

        await page.getByRole('button', { name: 'AI Recommend' }).click();
        await expect(page.getByRole('region', { name: 'Unlock recommendations' })).toBeVisible();
        await expectNoAxeViolations(page, `/habits AI panel (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `habits-ai-panel-${theme}`);

        await page.getByRole('button', { name: 'Edit "Long run"' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
        await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
        await expectNoAxeViolations(page, `/habits edit dialog (${theme}, ${viewport.width})`, { include: 'dialog' });
        await saveScreenshot(page, `habits-form-${theme}`);
      });
    });
  }
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('nothing scrolls sideways, with a long title and an open card', async ({ page, baseURL, account: _account }) => {
    await seedHabits(page, baseURL);
    await openHabits(page);
    await habitCard(page, 'Review the monthly budget and the subscriptions we no longer use').getByRole('button', { name: /^Show tracker/ }).click();
    await expect(page.getByRole('heading', { name: 'Weekly Tracker' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'habits-list-narrow');
    // The page's own controls are reachable by keyboard on a phone too.
    await page.getByRole('button', { name: 'New Habit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'New Habit' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'habits-form-narrow');
  });
});
