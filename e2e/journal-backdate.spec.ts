import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { entryCard, expectNoSidewaysScroll, openJournal } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';

// docs/product/journal.md "Back-dating" (issue 22 §8): yesterday's entry, written today, filed under
// yesterday from the entry form; an edit moves it; the day headers, the month filter and the mood trend follow.
test.describe.configure({ timeout: 120_000 });

const monthName = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const shortDay = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const weekdayHeading = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The mood trend's table row of a day, opened with 'Show the numbers'. */
async function trendRow(page: Page, date: string) {
  const trend = page.getByRole('region', { name: 'Mood trend' });
  const show = trend.getByRole('button', { name: 'Show the numbers' });
  // The trend may still be loading: wait for its switch, whichever way it stands, before reading it.
  await expect(show.or(trend.getByRole('button', { name: 'Hide the numbers' }))).toBeVisible();
  if (await show.isVisible()) await show.click();
  return trend.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: shortDay(date), exact: true }) });
}

test('files an entry under yesterday evening, then moves it to the day before; the days, the month filter and the trend follow', async ({ page, account: _account }) => {
  await page.setViewportSize(DESKTOP);
  const [today, yesterday, dayBefore] = [localDate(0), localDate(-1), localDate(-2)];
  await openJournal(page);
  await page.getByRole('button', { name: 'New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Entry' });
  const date = dialog.getByLabel('Date');
  const time = dialog.getByLabel('Time');
  // Now, in the person's zone; never after today.
  await expect(date).toHaveValue(today);
  await expect(time).toHaveValue(/^\d{2}:\d{2}$/);
  await expect(date).toHaveAttribute('max', today);
  await dialog.getByLabel('Entry').fill('Dinner with the team, filed the morning after.');
  await dialog.getByRole('slider', { name: 'Mood' }).fill('9');

  // Tomorrow is refused in words before anything is sent.
  await date.fill(localDate(1));
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog.getByText('An entry cannot be dated in the future')).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');

  await date.fill(yesterday);
  await time.fill('21:30');
  await expect(dialog.getByText('An entry cannot be dated in the future')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeHidden();

  const card = entryCard(page, 'Dinner with the team');
  await expect(page.getByRole('region', { name: /^Yesterday/ }).getByRole('article')).toContainText('Dinner with the team');
  await expect(page.getByRole('region', { name: /^Yesterday/ }).getByRole('heading', { level: 2 })).toHaveText(/Yesterday\s*1 entry/);
  await expect(page.getByRole('region', { name: /^Today/ })).toHaveCount(0);
  await expect(card).toContainText('9:30 PM');
  await expect(await trendRow(page, yesterday)).toContainText('9/10');

  // The edit form opens at the entry's own date and time; the day before, same evening.
  await card.getByRole('button', { name: /^Edit the entry from/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(edit.getByLabel('Date')).toHaveValue(yesterday);
  await expect(edit.getByLabel('Time')).toHaveValue('21:30');
  await edit.getByLabel('Date').fill(dayBefore);
  await edit.getByRole('button', { name: 'Update Entry' }).click();
  await expect(edit).toBeHidden();

  await expect(page.getByRole('region', { name: /^Yesterday/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: new RegExp(`^${weekdayHeading(dayBefore)}`) }).getByRole('article')).toContainText('Dinner with the team');
  await expect(await trendRow(page, dayBefore)).toContainText('9/10');
  await expect(await trendRow(page, yesterday)).toHaveCount(0);

  // After a reload too: the server filed it there.
  await page.reload();
  await expect(page.getByRole('region', { name: new RegExp(`^${weekdayHeading(dayBefore)}`) }).getByRole('article')).toContainText('Dinner with the team');
  const picker = page.getByRole('combobox', { name: 'Go to month' });
  await picker.selectOption({ label: `${monthName(dayBefore)} (1)` });
  await expect(page).toHaveURL(new RegExp(`month=${dayBefore.slice(0, 7)}`));
  await expect(entryCard(page, 'Dinner with the team')).toBeVisible();
  await expect(await trendRow(page, dayBefore)).toContainText('9/10');
});

test('on a phone, the date and time are native, labelled fields reached by keyboard, and nothing scrolls sideways', async ({ page, account: _account }) => {
  await page.setViewportSize(MOBILE);
  await openJournal(page);
  await page.getByRole('button', { name: 'New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Entry' });
  await expect(dialog.getByLabel('Entry')).toBeFocused();
  await expect(dialog.getByLabel('Date')).toHaveAttribute('type', 'date');
  await expect(dialog.getByLabel('Time')).toHaveAttribute('type', 'time');
  await dialog.getByLabel('Entry').fill('Typed with the keyboard, about yesterday.');
  // Just before the text in tab order.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByLabel('Time')).toBeFocused();
  const [dateBox, timeBox] = [await dialog.getByLabel('Date').boundingBox(), await dialog.getByLabel('Time').boundingBox()];
  expect(dateBox!.height).toBeGreaterThanOrEqual(40);
  expect(timeBox!.x + timeBox!.width).toBeLessThanOrEqual(MOBILE.width);
  await expectNoSidewaysScroll(page);

  // Typed as the browser's fields take it (month, day, year; hour, minute, AM/PM in en-US).
  const yesterday = localDate(-1);
  const [year, month, day] = yesterday.split('-');
  await dialog.getByLabel('Date').focus();
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(dialog.getByLabel('Date')).toHaveValue(yesterday);
  await dialog.getByLabel('Time').focus();
  await page.keyboard.type('0815P');
  await expect(dialog.getByLabel('Time')).toHaveValue('20:15');
  await dialog.getByRole('button', { name: 'Save Entry' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Yesterday/ }).getByRole('article')).toContainText('Typed with the keyboard');
});

for (const theme of THEMES) {
  test(`the entry form with its date and time: axe finds nothing serious; screenshots at 1280 and 390 px, ${theme}`, async ({ page, account: _account }) => {
    test.slow();
    await storeTheme(page, theme);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await openJournal(page);
      await page.getByRole('button', { name: 'New Entry' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Entry' });
      await dialog.getByLabel('Entry').fill('Late note about yesterday.');
      await dialog.getByLabel('Date').fill(localDate(1));
      await dialog.getByRole('button', { name: 'Save Entry' }).click();
      await expect(dialog.getByText('An entry cannot be dated in the future')).toBeVisible();
      await expectNoAxeViolations(page, `New Entry with a date in the future (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `journal-backdate-form-${theme}`);
      await dialog.getByLabel('Date').fill(localDate(-1));
      await dialog.getByLabel('Time').fill('21:30');
      await dialog.getByRole('button', { name: 'Save Entry' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: /^Yesterday/ }).getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/journal with a back-dated entry (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `journal-backdate-list-${theme}`);
    }
  });
}
