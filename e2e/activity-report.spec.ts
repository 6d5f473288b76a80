import { readFile } from 'node:fs/promises';
import { addDays, reportRange } from '@cadence/shared';
import type { Page } from '@playwright/test';
import { addPastActivity, openActivity } from './support/activity';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate, localInstant } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';

// issue 22 item 10 (docs/product/activity.md "Time report"): time by type and by day for a range of the
// person's days, as a chart with a table, and the range as a CSV file.

const report = (page: Page) => page.getByRole('region', { name: 'Time report' });
const dayLabel = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** Last week's activities (a new account's weeks begin on Sunday): 3h 45m in all, one of them past midnight. */
async function seedLastWeek(page: Page, baseURL: string | undefined) {
  const { from, to } = reportRange('last-week', localDate(0), 'sunday');
  await addPastActivity(page, baseURL, { title: 'Client work', type: 'work', startedAt: localInstant(addDays(from, 1), 9), durationSeconds: 2 * 3_600, description: 'Invoice #12, phase 2' });
  await addPastActivity(page, baseURL, { title: 'Evening course', type: 'learning', startedAt: localInstant(addDays(from, 2), 23, 30), durationSeconds: 3_600 });
  await addPastActivity(page, baseURL, { title: 'Run', type: 'exercise', startedAt: localInstant(addDays(from, 3), 7), durationSeconds: 45 * 60 });
  return { from, to };
}

test('switching ranges shows time by type and by day, with a table of the same numbers and a CSV of the range', async ({ page, baseURL, account: _account }) => {
  const lastWeek = await seedLastWeek(page, baseURL);
  await openActivity(page);
  const section = report(page);
  await expect(section.getByRole('radio', { name: 'This week' })).toBeChecked();

  await section.getByRole('radio', { name: 'Last week' }).check();
  await expect(section).toContainText(`${dayLabel(lastWeek.from)} – ${dayLabel(lastWeek.to)}`);
  await expect(section.getByText('3h 45m', { exact: true }).first()).toBeVisible();
  const types = section.getByRole('list', { name: 'Time by type' });
  await expect(types.getByRole('listitem')).toHaveText(['Work 2h 0m', 'Learning 1h 0m', 'Exercise 0h 45m']);
  await expect(section.getByRole('img', { name: /^Time by day: 3 hours 45 minutes logged on 3 days of 7 days/ })).toBeVisible();

  // The table alternative: the activity past midnight counts half on each day.
  await section.getByText('Show as table').click();
  const table = section.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(`^${dayLabel(addDays(lastWeek.from, 2))}`) })).toHaveText(/0h 30m.*0h 30m/);
  await expect(table.getByRole('row', { name: new RegExp(`^${dayLabel(addDays(lastWeek.from, 3))}`) })).toContainText('1h 15m');
  await expect(table.getByRole('row', { name: /^Total/ })).toHaveText(/^Total\s*2h 0m\s*1h 0m\s*0h 45m\s*3h 45m$/);

  // The CSV of the range: one row per activity, in the export's conventions.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`cadence-time-${lastWeek.from}-to-${lastWeek.to}.csv`);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('date,start,end,duration,duration_seconds,seconds_in_range,type,title,description');
  expect(lines.slice(1, -1).map((line) => line.split(',').slice(3, 8).join(','))).toEqual(['2:00:00,7200,7200,work,Client work', '1:00:00,3600,3600,learning,Evening course', '0:45:00,2700,2700,exercise,Run']);
  expect(lines[1]).toContain('"Invoice #12, phase 2"');

  // A custom range: an empty one says so; one that ends before it begins says why.
  await section.getByRole('radio', { name: 'Custom' }).check();
  await section.getByLabel('From', { exact: true }).fill(addDays(lastWeek.from, -400));
  await section.getByLabel('To', { exact: true }).fill(addDays(lastWeek.from, -380));
  await expect(section.getByText('No activity logged in this range.')).toBeVisible();
  await section.getByLabel('To', { exact: true }).fill(addDays(lastWeek.from, -401));
  await expect(section.getByText('The range must end on or after its first day')).toBeVisible();
  await section.getByLabel('From', { exact: true }).fill(lastWeek.from);
  await section.getByLabel('To', { exact: true }).fill(addDays(lastWeek.from, 2));
  await expect(section.getByRole('list', { name: 'Time by type' }).getByRole('listitem')).toHaveText(['Work 2h 0m', 'Learning 0h 30m']);
});

for (const theme of THEMES) {
  test(`the time report in the ${theme} theme: axe finds nothing serious at 1280 and 390 px`, async ({ page, baseURL, account: _account }) => {
    test.slow();
    await storeTheme(page, theme);
    await seedLastWeek(page, baseURL);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await openActivity(page);
      const section = report(page);
      await section.getByRole('radio', { name: 'Last week' }).check();
      await expect(section.getByRole('img', { name: /^Time by day:/ })).toBeVisible();
      await section.getByText('Show as table').click();
      await expect(section.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, `time report (${theme}, ${viewport.width} px)`);
      await saveScreenshot(page, `activity-report-${theme}`);
    }
  });
}
