import { addDays, addMonths, monthStartOf, weekStartOf } from '@cadence/shared';
import { addHabit, dayName, habitCard, localDate, markDays, openHabits } from './habits-helpers';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// issue 18 item 4: habits at a glance (docs/product/habits.md "Card", "Marking days", "Year"). The strip
// is tappable, a weekly habit shows weeks and a monthly one months, the Monthly Overview moves between
// months, and the year is a heat-map that says each day in words.

const monthName = (page: Parameters<typeof dayName>[0], date: string) =>
  page.evaluate((d) => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)), date);
const weekName = (page: Parameters<typeof dayName>[0], sunday: string) =>
  page.evaluate((d) => `Week of ${new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`))}`, sunday);

test.describe('Habits at a glance', () => {
  test("the 7-day strip is tappable: any of the last seven days is marked or un-marked at once, as today's check is", async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Stretch' });
    await markDays(page, baseURL, habit.id, [localDate(-2), localDate(-1)]);
    await openHabits(page);
    const card = habitCard(page, 'Stretch');
    const strip = card.getByRole('list', { name: '"Stretch", last 7 days' });
    await expect(card).toContainText('2 day streak');

    const yesterday = strip.getByRole('button', { name: await dayName(page, localDate(-1)), exact: true });
    await expect(yesterday).toHaveAttribute('aria-pressed', 'true');
    await yesterday.click();
    await expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toContainText('0 day streak');
    const sixDaysAgo = strip.getByRole('button', { name: await dayName(page, localDate(-6)), exact: true });
    await sixDaysAgo.click();
    await expect(sixDaysAgo).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    await expect(sixDaysAgo).toHaveAttribute('aria-pressed', 'true');
    await yesterday.click();
    await expect(card).toContainText('2 day streak');
  });

  test('a weekly habit shows weeks and a monthly one months, never daily circles; a tap marks the period', async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const run = await addHabit(page, baseURL, { title: 'Long run', frequency: 'weekly' });
    await markDays(page, baseURL, run.id, [addDays(weekStartOf(today), -7 + 2)]);
    await addHabit(page, baseURL, { title: 'Budget review', frequency: 'monthly' });
    await openHabits(page);

    const runCard = habitCard(page, 'Long run');
    const weeks = runCard.getByRole('list', { name: '"Long run", last 7 weeks' }).getByRole('button');
    await expect(weeks).toHaveCount(7);
    await expect(weeks.last()).toHaveAccessibleName(`${await weekName(page, weekStartOf(today))} (this week)`);
    await expect(weeks.nth(5)).toHaveAttribute('aria-pressed', 'true');
    // No day of the week is a button on the closed card.
    await expect(runCard.getByRole('button', { name: await dayName(page, today), exact: true })).toHaveCount(0);
    await expect(runCard).toContainText('1 week streak');
    // The check is for this week; it marks today.
    await runCard.getByRole('button', { name: 'Mark "Long run" done this week' }).click();
    await expect(weeks.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(runCard).toContainText('2 week streak');
    // Last week un-marked from the strip: every day of it.
    await weeks.nth(5).click();
    await expect(weeks.nth(5)).toHaveAttribute('aria-pressed', 'false');
    await expect(runCard).toContainText('1 week streak');

    const budget = habitCard(page, 'Budget review');
    const months = budget.getByRole('list', { name: '"Budget review", last 7 months' }).getByRole('button');
    await expect(months).toHaveCount(7);
    await expect(months.first()).toHaveAccessibleName(await monthName(page, addMonths(monthStartOf(today), -6)));
    await months.nth(4).click();
    await expect(months.nth(4)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(months.nth(4)).toHaveAttribute('aria-pressed', 'true');
    await expect(budget.getByRole('button', { name: 'Mark "Budget review" done this month' })).toBeVisible();
  });

  test('the Monthly Overview moves to earlier months (read from the server past the recent log) and back; the strip steps aside while open', async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const old = addDays(monthStartOf(addMonths(today, -4)), 9);
    const habit = await addHabit(page, baseURL, { title: 'Journal' });
    await markDays(page, baseURL, habit.id, [old]);
    await openHabits(page);
    const card = habitCard(page, 'Journal');
    await card.getByRole('button', { name: 'Show tracker Journal' }).click();
    await expect(card.getByRole('list', { name: /last 7 days/ })).toHaveCount(0);
    const overview = card.getByRole('region', { name: 'Monthly Overview' });
    await expect(overview.getByRole('button', { name: 'Next month' })).toBeDisabled();
    for (let step = 0; step < 4; step += 1) await overview.getByRole('button', { name: 'Previous month' }).click();
    await expect(overview).toContainText(`${await monthName(page, old)} · 1 done`);
    const oldDay = overview.getByRole('table').getByRole('button', { name: await dayName(page, old), exact: true });
    await expect(oldDay).toHaveAttribute('aria-pressed', 'true');
    // An old day un-marked there stays un-marked.
    await oldDay.click();
    await expect(oldDay).toHaveAttribute('aria-pressed', 'false');
    await expect(overview).toContainText(`${await monthName(page, old)} · 0 done`);
    await page.reload();
    await card.getByRole('button', { name: 'Show tracker Journal' }).click();
    for (let step = 0; step < 4; step += 1) await overview.getByRole('button', { name: 'Previous month' }).click();
    await expect(oldDay).toHaveAttribute('aria-pressed', 'false');
    for (let step = 0; step < 4; step += 1) await overview.getByRole('button', { name: 'Next month' }).click();
    await expect(overview).toContainText(await monthName(page, today));
  });

  test("the year's heat-map says every day in words: a table with the date and done or not, and a summary", async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const daily = await addHabit(page, baseURL, { title: 'Read' });
    const longAgo = localDate(-200);
    await markDays(page, baseURL, daily.id, [longAgo, localDate(-1), today]);
    const weekly = await addHabit(page, baseURL, { title: 'Swim', frequency: 'weekly' });
    await markDays(page, baseURL, weekly.id, [addDays(weekStartOf(today), -7 + 1)]);
    await openHabits(page);

    const read = habitCard(page, 'Read');
    await read.getByRole('button', { name: 'Show tracker Read' }).click();
    const year = read.getByRole('region', { name: 'Past year' }).first();
    await expect(read).toContainText('Done on 3 days in the past year');
    const map = read.getByRole('table', { name: /"Read" day by day over the past year/ });
    await expect(map.getByRole('cell', { name: `${await dayName(page, longAgo)}: done` })).toBeAttached();
    await expect(map.getByRole('cell', { name: `${await dayName(page, localDate(-2))}: not done` })).toBeAttached();
    await expect(map.getByRole('rowheader')).toHaveCount(7);
    await expect(map.getByRole('columnheader', { name: await weekName(page, weekStartOf(today)), exact: true })).toBeAttached();
    await expect(year).toBeVisible();

    const swim = habitCard(page, 'Swim');
    await swim.getByRole('button', { name: 'Show tracker Swim' }).click();
    await expect(swim).toContainText('Done in 1 of 53 weeks');
    const swimMap = swim.getByRole('table', { name: /"Swim" day by day/ });
    await expect(swimMap.getByRole('cell', { name: `${await dayName(page, addDays(weekStartOf(today), -7 + 4))}: not marked, week done` })).toBeAttached();
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test(`weekly and monthly cards, the open card with its months and year, at ${viewport.width} px (${theme})`, async ({ page, baseURL, account: _account }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await storeTheme(page, theme);
      const today = localDate(0);
      const meditate = await addHabit(page, baseURL, { title: 'Meditate for ten minutes', timeOfDay: 'morning' });
      await markDays(page, baseURL, meditate.id, [-300, -200, -120, -60, -30, -9, -8, -6, -5, -3, -2, -1, 0].map(localDate));
      const run = await addHabit(page, baseURL, { title: 'Long run', frequency: 'weekly', color: '#2F855A' });
      await markDays(page, baseURL, run.id, [addDays(weekStartOf(today), -14 + 3), addDays(weekStartOf(today), -7 + 3)]);
      const budget = await addHabit(page, baseURL, { title: 'Budget review', frequency: 'monthly', color: '#C05621' });
      await markDays(page, baseURL, budget.id, [addDays(monthStartOf(addMonths(today, -1)), 14)]);
      await openHabits(page);
      await expect(habitCard(page, 'Long run').getByRole('list', { name: /last 7 weeks/ })).toBeVisible();
      await expectNoAxeViolations(page, `/habits weekly and monthly strips at ${viewport.width} px (${theme})`);
      await saveScreenshot(page, `habits-glance-${theme}`);
      const card = habitCard(page, 'Meditate for ten minutes');
      await card.getByRole('button', { name: 'Show tracker Meditate for ten minutes' }).click();
      await expect(card).toContainText(/Done on \d+ days in the past year/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `/habits open card with the year at ${viewport.width} px (${theme})`);
      await saveScreenshot(page, `habits-year-${theme}`);
    });
  }
}
