import { activityStartFields } from '@cadence/shared';
import { addPastActivity, currentCard, history, historyItem, miniTracker, openActivity, startThroughApi } from './support/activity';
import { expectNoAxeViolations } from './support/axe';
import { openDashboard, statCard } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate, localInstant, suiteNow, SUITE_ZONE } from './support/suite-clock';
import { storeTheme, THEMES } from './support/theme';

// docs/product/activity.md "Edit an activity" and "Continue" (issue 22 item 9), as a person would use
// them. Each test starts signed in as a fresh user; times come from the suite's clock (suite-clock.ts).

const HOUR_MS = 3_600_000;

test.describe('Edit an activity and Continue', () => {
  test("editing a past activity's start and duration moves it in the history, and today's Productive Time follows", async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    // Yesterday at 10:00, an hour of work.
    await addPastActivity(page, baseURL, { title: 'Proposal', type: 'work', startedAt: localInstant(localDate(-1), 10), durationSeconds: 3_600 });
    await openActivity(page);
    const yesterday = history(page).locator('div', { has: page.getByRole('heading', { level: 3, name: 'Yesterday' }) }).last();
    await expect(yesterday.getByRole('article', { name: 'Proposal' })).toBeVisible();

    // Keyboard: the item's Edit button opens the form, filled.
    await historyItem(page, 'Proposal').getByRole('button', { name: 'Edit "Proposal"' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Activity' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Proposal');
    await expect(dialog.getByLabel('Date')).toHaveValue(localDate(-1));
    await expect(dialog.getByLabel('Start Time')).toHaveValue('10:00');
    await expect(dialog.getByLabel('Hours')).toHaveValue('1');
    await expect(dialog.getByLabel('Minutes')).toHaveValue('0');

    // The rules of 'Add Past Activity', in its words.
    await dialog.getByLabel('Hours').fill('24');
    await dialog.getByLabel('Minutes').fill('30');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Duration must be from 1 minute to 24 hours')).toBeVisible();
    await dialog.getByLabel('Hours').fill('1');
    await dialog.getByLabel('Date').fill(localDate(1));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('The activity must be over by now: choose an earlier start or a shorter duration')).toBeVisible();

    // Two and a half hours ago, for 1h 45m: it ends 45 minutes ago.
    const start = activityStartFields(new Date(suiteNow().getTime() - 2.5 * HOUR_MS), SUITE_ZONE);
    await dialog.getByLabel('Date').fill(start.date);
    await dialog.getByLabel('Start Time').fill(start.time);
    await dialog.getByLabel('Hours').fill('1');
    await dialog.getByLabel('Minutes').fill('45');
    await dialog.getByLabel('Type').selectOption({ label: 'Learning' });
    await saveScreenshot(page, 'activity-edit-form');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const item = historyItem(page, 'Proposal');
    await expect(item).toContainText('1h 45m');
    await expect(item).toContainText('Learning');
    const heading = start.date === localDate(0) ? 'Today' : 'Yesterday';
    const day = history(page).locator('div', { has: page.getByRole('heading', { level: 3, name: heading }) }).last();
    await expect(day.getByRole('article', { name: 'Proposal' })).toBeVisible();
    await saveScreenshot(page, 'activity-edit-history');

    // The dashboard counts work and learning started today (docs/product/dashboard.md "Productive Time").
    if (start.date === localDate(0)) {
      await openDashboard(page);
      await expect(statCard(page, 'Productive Time')).toContainText('1h 45m');
    }
  });

  test('Continue starts the timer with the activity’s title and type', async ({ page, baseURL, account: _account }) => {
    await addPastActivity(page, baseURL, { title: 'Reading', type: 'learning', description: 'Chapter 3', startedAt: new Date(suiteNow().getTime() - 3 * HOUR_MS).toISOString(), durationSeconds: 1_800 });
    await openActivity(page);
    await historyItem(page, 'Reading').getByRole('button', { name: 'Continue "Reading"' }).click();
    const card = currentCard(page);
    await expect(card).toContainText('Reading');
    await expect(card).toContainText('Learning');
    await expect(card).toContainText('Running');
    await expect(card).not.toContainText('Chapter 3');
    await expect(page.getByRole('status').filter({ hasText: 'Timer started for "Reading".' })).toBeVisible();
    await expect(miniTracker(page)).toContainText('Reading');

    // Continuing what already runs asks nothing.
    await historyItem(page, 'Reading').getByRole('button', { name: 'Continue "Reading"' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The timer is already running for "Reading".' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Continue while a timer runs says which, and stops it only when asked', async ({ page, baseURL, account: _account }) => {
    await addPastActivity(page, baseURL, { title: 'Reading', type: 'learning', startedAt: new Date(suiteNow().getTime() - 3 * HOUR_MS).toISOString(), durationSeconds: 1_800 });
    await startThroughApi(page, baseURL, { title: 'Email', type: 'work' });
    await openActivity(page);
    await expect(currentCard(page)).toContainText('Email');

    await historyItem(page, 'Reading').getByRole('button', { name: 'Continue "Reading"' }).click();
    const question = page.getByRole('dialog', { name: 'A timer is already running' });
    await expect(question).toContainText('"Email" has been running for');
    await expect(question).toContainText('Stop it and continue "Reading"? Stopping logs the time it ran.');
    await question.getByRole('button', { name: 'Keep the current timer' }).click();
    await expect(question).toBeHidden();
    await expect(currentCard(page)).toContainText('Email');

    await historyItem(page, 'Reading').getByRole('button', { name: 'Continue "Reading"' }).click();
    await page.getByRole('dialog', { name: 'A timer is already running' }).getByRole('button', { name: 'Stop and continue' }).click();
    await expect(currentCard(page)).toContainText('Reading');
    await expect(currentCard(page)).toContainText('Learning');
    await expect(page.getByRole('status').filter({ hasText: /Logged "Email"/ })).toBeVisible();
    await expect(historyItem(page, 'Email')).toBeVisible();
  });

  for (const theme of THEMES) {
    test(`axe finds nothing serious in Edit Activity and the Continue question at 1280 and 390 px (${theme})`, async ({ page, baseURL, account: _account }) => {
      test.setTimeout(90_000);
      await storeTheme(page, theme);
      await addPastActivity(page, baseURL, { title: 'Morning swim', type: 'exercise', startedAt: new Date(suiteNow().getTime() - 5 * HOUR_MS).toISOString(), durationSeconds: 2_700 });
      await startThroughApi(page, baseURL, { title: 'Email', type: 'work' });
      for (const [size, viewport] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
        await page.setViewportSize(viewport);
        await openActivity(page);
        await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
        await expectNoAxeViolations(page, `/activity history with Continue and Edit at ${size} px (${theme})`);
        await saveScreenshot(page, `activity-edit-history-${size}-${theme}`);

        await historyItem(page, 'Morning swim').getByRole('button', { name: 'Edit "Morning swim"' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Activity' });
        await dialog.getByLabel('Title').fill('');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await expect(dialog.getByText('Title is required')).toBeVisible();
        await expectNoAxeViolations(page, `/activity edit activity at ${size} px (${theme})`);
        await saveScreenshot(page, `activity-edit-dialog-${size}-${theme}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await historyItem(page, 'Morning swim').getByRole('button', { name: 'Continue "Morning swim"' }).click();
        await expect(page.getByRole('dialog', { name: 'A timer is already running' })).toBeVisible();
        await expectNoAxeViolations(page, `/activity continue question at ${size} px (${theme})`);
        await saveScreenshot(page, `activity-continue-question-${size}-${theme}`);
        await page.keyboard.press('Escape');
      }
    });
  }
});
