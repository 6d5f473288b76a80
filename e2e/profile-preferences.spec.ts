import { localDateInTimeZone } from '@cadence/shared';
import type { Page } from '@playwright/test';
import { addHabit, dayName, habitCard, openHabits } from './habits-helpers';
import { expect, test } from './support/fixtures';
import { localDate, suiteNow } from './support/suite-clock';

// The profile's 'Preferences': docs/product/accounts.md "Preferences" (issue 18 §12).

async function openTracker(page: Page, title: string) {
  const card = habitCard(page, title);
  await card.getByRole('button', { name: `Show tracker ${title}` }).click();
  await expect(card.getByRole('heading', { name: 'Monthly Overview' })).toBeVisible();
  return card;
}

/** From the habits screen to the profile and back, in the app (no reload), as a person would. */
async function savePreferencesFromHabits(page: Page, choose: (page: Page) => Promise<void>) {
  await page.getByRole('link', { name: 'Profile settings' }).click();
  const form = page.getByRole('form', { name: 'Preferences' });
  await expect(form).toBeVisible();
  await choose(page);
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByRole('status')).toHaveText('Preferences saved');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();
}

test('Monday as the first day of the week: the habits calendar starts on Monday at once, and it stays after a reload', async ({ page, baseURL, account: _account }) => {
  await addHabit(page, baseURL, { title: 'Read' });
  await openHabits(page);
  let card = await openTracker(page, 'Read');
  await expect(card.getByRole('table').getByRole('columnheader').first()).toHaveText(/^Sun/);

  await savePreferencesFromHabits(page, async (p) => void (await p.getByLabel('First day of the week').selectOption('Monday')));
  card = await openTracker(page, 'Read');
  await expect(card.getByRole('table').getByRole('columnheader').first()).toHaveText(/^Mon/);

  await page.reload();
  card = await openTracker(page, 'Read');
  await expect(card.getByRole('table').getByRole('columnheader').first()).toHaveText(/^Mon/);
  await page.goto('/profile');
  await expect(page.getByLabel('First day of the week')).toHaveValue('monday');
});

test("a chosen time zone, found by searching, moves the app's 'today' at once; 'Automatic' gives the browser's back", async ({ page, baseURL, account: _account }) => {
  // A zone whose date differs from the browser's now: one of these always does.
  const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((candidate) => localDateInTimeZone(suiteNow(), candidate) !== localDate(0));
  test.skip(zone === undefined, 'no zone with another date at this instant');
  const zoneToday = localDateInTimeZone(suiteNow(), zone!);
  await addHabit(page, baseURL, { title: 'Stretch' });
  await openHabits(page);
  let card = await openTracker(page, 'Stretch');
  await expect(card.locator('[aria-current="date"]').first()).toHaveAccessibleName(await dayName(page, localDate(0)));

  await savePreferencesFromHabits(page, async (p) => {
    const search = p.getByLabel('Search time zones');
    await search.fill(zone!.split('/')[1]!.replace('_', ' '));
    await expect(p.getByRole('combobox', { name: 'Time zone' }).getByRole('option')).toHaveCount(2);
    await p.getByRole('combobox', { name: 'Time zone' }).selectOption(zone!);
  });
  card = await openTracker(page, 'Stretch');
  await expect(card.locator('[aria-current="date"]').first()).toHaveAccessibleName(await dayName(page, zoneToday));

  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone!);
  await expect(page.getByText(`Time zone in use: ${zone}.`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('form', { name: 'Preferences' }).getByRole('status')).toHaveText('Preferences saved');
  await expect(page.getByText(/^Your days and weeks follow these on every device\. Time zone in use: .+ \(this browser\)\.$/)).toBeVisible();
});

test('a refused save says why', async ({ page, account: _account }) => {
  await page.route('**/api/profile/preferences', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Choose a time zone from the list' } }) }),
  );
  await page.goto('/profile');
  await page.getByLabel('First day of the week').selectOption('Monday');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('form', { name: 'Preferences' }).getByRole('alert')).toHaveText('Choose a time zone from the list');
});
