import { expect, test } from './support/fixtures';
import { localDate, localInstant } from './support/suite-clock';
import { addEntry, logMood, openJournal } from './support/journal';

// The quick "How do you feel?" check-in and the mood trend on the journal page (docs/product/moods.md).

test.describe('Mood check-ins and the trend', () => {
  test('logs a mood with a note and factors; it shows in today’s check-ins and in the trend; delete has Undo', async ({ page, account: _account }) => {
    await openJournal(page);
    const checkIn = page.getByRole('region', { name: 'How do you feel?' });
    await expect(checkIn.getByText('None yet today.')).toBeVisible();
    const trend = page.getByRole('region', { name: 'Mood trend' });
    await expect(trend).toContainText('No moods in the last 30 days yet.');

    const slider = checkIn.getByRole('slider', { name: 'Mood right now' });
    await expect(slider).toHaveValue('5');
    await slider.fill('3');
    await expect(slider).toHaveAttribute('aria-valuetext', '3/10, Low');
    const details = checkIn.getByRole('button', { name: 'Add a note or factors' });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await checkIn.getByLabel('Note').fill('Short night');
    const factors = checkIn.getByRole('textbox', { name: 'Factors' });
    await factors.fill('Sleep');
    await factors.press('Enter');
    await factors.fill('sleep');
    await factors.press('Enter');
    await factors.fill('Work');
    await checkIn.getByRole('button', { name: 'Log Mood' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Mood logged: 3/10, Low' })).toBeVisible();
    const row = checkIn.getByRole('listitem').filter({ hasText: 'Short night' });
    await expect(row).toContainText('3/10');
    await expect(row).toContainText('Sleep, Work');
    await expect(slider).toHaveValue('5');
    await expect(trend).toContainText('Average mood 3/10 (Low) over 1 day');

    await row.getByRole('button', { name: /^Delete the check-in from/ }).click();
    await expect(checkIn.getByText('None yet today.')).toBeVisible();
    await page.getByRole('status').filter({ hasText: 'Check-in deleted' }).getByRole('button', { name: 'Undo' }).click();
    await expect(checkIn.getByRole('listitem').filter({ hasText: 'Short night' })).toBeVisible();
  });

  test('the trend averages entry moods and check-ins per day, with the numbers as a table', async ({ page, baseURL, account: _account }) => {
    await addEntry(page, baseURL, { content: 'Good day', mood: 9 });
    await logMood(page, baseURL, { value: 5 });
    await logMood(page, baseURL, { value: 4, loggedAt: localInstant(localDate(-3), 12) });
    await openJournal(page);
    const trend = page.getByRole('region', { name: 'Mood trend' });
    const chart = trend.getByRole('img');
    await expect(chart).toHaveAccessibleName(/Average mood 6\/10 \(Okay\) over 2 days, rising: from 4 on .* to 7 on /);
    await expect(chart.locator('circle')).toHaveCount(2);
    const toggle = trend.getByRole('button', { name: 'Show the numbers' });
    await toggle.click();
    const table = trend.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(2)).toContainText(/7\/10 · Good\s*2/);
    await trend.getByRole('button', { name: 'Hide the numbers' }).click();
    await expect(table).toBeHidden();
  });
});
