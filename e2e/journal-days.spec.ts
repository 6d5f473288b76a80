import { addDays, onThisDayDates, timeAgoLabel } from '@cadence/shared';
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addEntries, addEntry, entryCard, expectNoSidewaysScroll, openJournal } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate, localInstant } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';

// issue 18 §6, docs/product/journal.md "Journal screen", "Days", "Months and on this day": on a phone the
// entries come first; day headers count the whole day; going to a month; this day in earlier years.
test.describe.configure({ timeout: 120_000 });

const monthName = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** An earlier day of 'On this day' a year back when this date existed then, else a month back. */
function earlierDay(): { date: string; monthsAgo: number } {
  const days = onThisDayDates(localDate(0));
  return days.find((d) => d.monthsAgo === 12) ?? days[0]!;
}

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the entries come first; the mood widgets are one tab away, by mouse or keyboard', async ({ page, baseURL, account: _account }) => {
    await addEntry(page, baseURL, { content: 'Walked to the lake before work.', mood: 7 });
    await openJournal(page);
    const card = entryCard(page, 'Walked to the lake before work.');
    await expect(card).toBeVisible();
    // On the first screen, not below the mood widgets.
    const box = await card.boundingBox();
    expect(box!.y + 40).toBeLessThan(MOBILE.height);
    await expect(page.getByRole('region', { name: 'How do you feel?' })).toBeHidden();

    const entriesTab = page.getByRole('tab', { name: 'Entries' });
    await expect(entriesTab).toHaveAttribute('aria-selected', 'true');
    await entriesTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Moods' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'How do you feel?' })).toBeVisible();
    await expect(card).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  // issue 19: the month picker and the tag chips above the entries come in their own answers; when they
  // come late, the entries already on screen must not be pushed down (Lighthouse CLS ≤ 0.05).
  test('nothing on screen is pushed down when the tags and months answer after the entries', async ({ page, baseURL, account: _account }) => {
    await addEntries(page, baseURL, 12, (index) => ({ content: `Evening walk number ${index + 1}.`, mood: 6, tags: ['walks', `route${index % 3}`] }));
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const late = async (route: Route) => {
      // The answer held back, as on a slow network; the entries' own answer is not.
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    };
    await page.route('**/api/journal-tags', late);
    await page.route('**/api/journal-months', late);
    await openJournal(page);
    await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: /#walks/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('combobox', { name: 'Go to month' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.05);
  });
});

test('at 1280 px there are no tabs: the entries and the moods side by side', async ({ page, account: _account }) => {
  await page.setViewportSize(DESKTOP);
  await openJournal(page);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How do you feel?' })).toBeVisible();
});

test("a day's header counts all its entries, not the fifty loaded", async ({ page, baseURL, account: _account }) => {
  test.slow(); // 55 entries through the API
  const yesterday = localDate(-1);
  await addEntries(page, baseURL, 55, (n) => ({ content: `Note ${n} of a long day`, createdAt: localInstant(yesterday, 8, n) }));
  await addEntry(page, baseURL, { content: 'Today, one entry' });
  await openJournal(page);
  await expect(page.getByRole('heading', { name: /^Today \d/ })).toContainText('1 entry');
  const day = page.getByRole('heading', { name: /^Yesterday \d/ });
  await expect(day).toContainText('55 entries');
  // Only fifty are loaded until the list's end comes near.
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(51);
});

test("going to a month shows that month's entries; 'All months' brings back the rest; the address keeps it", async ({ page, baseURL, account: _account }) => {
  const lastMonthDay = addDays(`${localDate(0).slice(0, 7)}-01`, -3);
  await addEntry(page, baseURL, { content: 'From last month', createdAt: localInstant(lastMonthDay, 12) });
  await addEntry(page, baseURL, { content: 'From this month' });
  await openJournal(page);
  const picker = page.getByRole('combobox', { name: 'Go to month' });
  await expect(picker.getByRole('option')).toHaveText(['All months', `${monthName(localDate(0))} (1)`, `${monthName(lastMonthDay)} (1)`]);
  await picker.selectOption({ label: `${monthName(lastMonthDay)} (1)` });
  await expect(entryCard(page, 'From last month')).toBeVisible();
  await expect(entryCard(page, 'From this month')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`month=${lastMonthDay.slice(0, 7)}`));
  await page.reload();
  await expect(entryCard(page, 'From this month')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Go to month' }).selectOption({ label: 'All months' });
  await expect(entryCard(page, 'From this month')).toBeVisible();
});

test("'On this day' shows this day's entries of earlier years and months, and opens their month", async ({ page, baseURL, account: _account }) => {
  const earlier = earlierDay();
  await addEntry(page, baseURL, { content: 'Signed the lease on the flat.', mood: 8, createdAt: localInstant(earlier.date, 18) });
  await addEntry(page, baseURL, { content: 'The day before, nothing special.', createdAt: localInstant(addDays(earlier.date, -1), 18) });
  await addEntry(page, baseURL, { content: 'Today as well.' });
  await openJournal(page);
  const card = page.getByRole('region', { name: /^On this day/ });
  const toggle = card.getByRole('button', { name: /^On this day/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByRole('heading', { name: new RegExp(`^${timeAgoLabel(earlier.monthsAgo)}`) })).toBeVisible();
  await expect(card).toContainText('Signed the lease on the flat.');
  await expect(card).not.toContainText('The day before');
  await card.getByRole('button', { name: `Open ${monthName(earlier.date)}` }).click();
  await expect(page.getByRole('combobox', { name: 'Go to month' })).toHaveValue(earlier.date.slice(0, 7));
  await expect(entryCard(page, 'Signed the lease on the flat.')).toBeVisible();
});

test("with nothing on this day in earlier months and years, there is no 'On this day'", async ({ page, baseURL, account: _account }) => {
  await addEntry(page, baseURL, { content: 'Only today.' });
  await openJournal(page);
  await expect(entryCard(page, 'Only today.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^On this day/ })).toHaveCount(0);
});

async function seedForLooks(page: Page, baseURL: string | undefined) {
  const earlier = earlierDay();
  await addEntry(page, baseURL, { content: 'Signed the lease on the flat. Celebrated with pizza on the floor of the empty living room.', mood: 8, tags: ['home'], createdAt: localInstant(earlier.date, 18) });
  await addEntry(page, baseURL, { content: 'Long day at work, but the walk home was lovely.', mood: 6, tags: ['work', 'walk'], createdAt: localInstant(localDate(-1), 20) });
  await addEntry(page, baseURL, { content: 'Coffee with Ana, planned the trip.', mood: 8, tags: ['friends'] });
}

for (const theme of THEMES) {
  test(`axe finds nothing serious; screenshots at 1280 and 390 px, ${theme}`, async ({ page, baseURL, account: _account }) => {
    test.slow();
    await storeTheme(page, theme);
    await seedForLooks(page, baseURL);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await openJournal(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.getByRole('region', { name: /^On this day/ }).getByRole('button', { name: /^On this day/ }).click();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/journal days (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `journal-days-${theme}`);
      if (viewport.width < 1024) {
        await page.getByRole('tab', { name: 'Moods' }).click();
        await expectNoAxeViolations(page, `/journal moods tab (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `journal-moods-tab-${theme}`);
      }
    }
  });
}
