import type { Page } from '@playwright/test';
import { addDays, weekStartOf } from '@cadence/shared';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';
import { originOf } from './support/accounts';
import { SUITE_ZONE } from './support/suite-clock';
import { addHabit, dayName, habitCard, localDate, markDays, openHabits } from './habits-helpers';

// docs/product/habits.md "Targets", "Amounts", "Rest days" (issue 22 §5–7), as a person uses them.
test.use({ reducedMotion: 'reduce' });

const headers = (baseURL: string | undefined) => ({ ...originOf(baseURL), 'x-timezone': SUITE_ZONE });

/** Two weeks before this one, three days each: a run of two weeks that met "3 times a week". */
function twoMetWeeks(): string[] {
  const thisWeek = weekStartOf(localDate(0));
  return [-14, -13, -12, -7, -6, -5].map((shift) => addDays(thisWeek, shift));
}

async function newHabit(page: Page, fields: { title: string; frequency?: 'Weekly' | 'Monthly'; times?: string; amount?: string; unit?: string }) {
  await page.getByRole('button', { name: 'New Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await dialog.getByLabel('Title').fill(fields.title);
  if (fields.frequency) await dialog.getByLabel('Frequency').selectOption({ label: fields.frequency });
  if (fields.times) await dialog.getByLabel(fields.frequency === 'Monthly' ? 'Times a month' : 'Times a week').fill(fields.times);
  if (fields.amount) await dialog.getByLabel('Amount a day').fill(fields.amount);
  if (fields.unit) await dialog.getByLabel('Unit').fill(fields.unit);
  await dialog.getByRole('button', { name: 'Create Habit' }).click();
  await expect(dialog).toBeHidden();
}

test('"Run" 3 times a week: the card says "1/3 this week" and the streak counts weeks that met it', async ({ page, baseURL, account: _account }) => {
  await openHabits(page);
  await newHabit(page, { title: 'Run', frequency: 'Weekly', times: '3' });
  const card = habitCard(page, 'Run');
  await expect(card).toContainText('0/3 this week');
  // A week outside the target's range is refused in words.
  await page.getByRole('button', { name: 'Edit "Run"' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
  await dialog.getByLabel('Times a week').fill('9');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Times a week must be a whole number from 1 to 7')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const [habit] = (await (await page.request.get('/api/habits', { headers: headers(baseURL) })).json()) as Array<{ id: string }>;
  await markDays(page, baseURL, habit!.id, twoMetWeeks());
  await page.reload();
  await expect(card).toContainText('2 week streak');
  // The check marks today: one of three.
  await card.getByRole('button', { name: 'Mark "Run" done today' }).click();
  await expect(card).toContainText('1/3 this week');
  await expect(card.getByRole('button', { name: 'Mark "Run" not done today' })).toBeVisible();
  await expect(card).toContainText('2 week streak');
  // The strip names how far each week got.
  await expect(card.getByRole('button', { name: /, 1 of 3 \(this week\)$/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: /, 3 of 3$/ }).first()).toHaveAttribute('aria-pressed', 'true');
});

test('"Drink water" 8 glasses a day: + and − and a number until done', async ({ page, account: _account }) => {
  await openHabits(page);
  await newHabit(page, { title: 'Drink water', amount: '8', unit: 'glasses' });
  const card = habitCard(page, 'Drink water');
  await expect(card).toContainText('0/8 glasses');
  const more = card.getByRole('button', { name: 'One more for "Drink water"' });
  await more.click();
  await more.click();
  await more.click();
  await expect(card).toContainText('3/8 glasses');
  await card.getByRole('button', { name: 'One less for "Drink water"' }).click();
  await expect(card).toContainText('2/8 glasses');
  await expect(card).toContainText('0 day streak');
  const field = card.getByLabel('Amount today for "Drink water"');
  await field.fill('8');
  await field.press('Enter');
  await expect(card).toContainText('8/8 glasses');
  await expect(card.getByRole('button', { name: 'Mark "Drink water" not done today' })).toBeVisible();
  await expect(card).toContainText('1 day streak');
  // The amount stays after a reload (it was saved).
  await page.reload();
  await expect(card).toContainText('8/8 glasses');
  await expect(card).toContainText('1 day streak');
});

test('a rest day and a vacation keep the streak, shown apart and never as done', async ({ page, baseURL, account: _account }) => {
  await openHabits(page);
  const meditate = await addHabit(page, baseURL, { title: 'Meditate' });
  await markDays(page, baseURL, meditate.id, [-8, -7, -2, 0].map(localDate));
  await page.reload();
  const card = habitCard(page, 'Meditate');
  await expect(card).toContainText('1 day streak');
  await card.getByRole('button', { name: /^Show tracker/ }).click();

  // Yesterday, sick: a rest for this habit.
  await card.getByRole('button', { name: 'Add a rest' }).click();
  const form = card.getByRole('form', { name: 'Add a rest for "Meditate"' });
  await form.getByLabel('From').fill(localDate(-1));
  await form.getByLabel('To').fill(localDate(-1));
  await form.getByLabel('Reason').fill('Sick');
  await form.getByRole('button', { name: 'Add rest' }).click();
  await expect(card).toContainText('2 day streak');
  const yesterday = await dayName(page, localDate(-1));
  const restDay = card.getByRole('button', { name: `${yesterday}, rest day` }).first();
  await expect(restDay).toBeDisabled();
  await expect(restDay).toHaveAttribute('aria-pressed', 'false');

  // A range ending before it starts is refused in words.
  await card.getByRole('button', { name: 'Add a rest' }).click();
  await form.getByLabel('From').fill(localDate(-3));
  await form.getByLabel('To').fill(localDate(-6));
  await form.getByRole('button', { name: 'Add rest' }).click();
  await expect(form.getByRole('alert')).toHaveText('The rest must end on or after its first day');
  // A vacation for every habit, from six days ago to three days ago.
  await form.getByLabel('From').fill(localDate(-6));
  await form.getByLabel('To').fill(localDate(-3));
  await form.getByLabel('Reason').fill('Travel');
  await form.getByLabel('For every habit').check();
  await form.getByRole('button', { name: 'Add rest' }).click();
  await expect(card).toContainText('4 day streak');
  await expect(card.getByRole('list', { name: 'Rests of "Meditate"' })).toContainText('Travel · every habit');

  // Removing the sick day breaks the streak again.
  await card.getByRole('listitem').filter({ hasText: 'Sick' }).getByRole('button', { name: /^Remove rest/ }).click();
  await expect(card).toContainText('1 day streak');
  await expect(card.getByRole('button', { name: `${yesterday}, rest day` })).toHaveCount(0);
  // After a reload the vacation is still there and still holds.
  await page.reload();
  await expect(card).toContainText('1 day streak');
  await card.getByRole('button', { name: /^Show tracker/ }).click();
  await expect(card.getByRole('list', { name: 'Rests of "Meditate"' })).toContainText('Travel');
});

test('an amount and a rest made offline wait on the device and are saved on reconnect (docs/product/offline.md)', async ({ page, baseURL, account: _account }) => {
  const water = await addHabit(page, baseURL, { title: 'Drink water', targetAmount: 8, unit: 'glasses' });
  const meditate = await addHabit(page, baseURL, { title: 'Meditate' });
  await openHabits(page);
  await expect(habitCard(page, 'Drink water')).toContainText('0/8 glasses');
  // The list is kept for offline use within a second.
  await page.waitForTimeout(1_200);
  await page.context().setOffline(true);
  const card = habitCard(page, 'Drink water');
  await card.getByRole('button', { name: 'One more for "Drink water"' }).click();
  await card.getByRole('button', { name: 'One more for "Drink water"' }).click();
  await expect(card).toContainText('2/8 glasses');
  const rest = habitCard(page, 'Meditate');
  await rest.getByRole('button', { name: /^Show tracker/ }).click();
  await rest.getByRole('button', { name: 'Rest today' }).click();
  await expect(rest).toContainText('Resting today');
  const strip = page.getByRole('banner').getByRole('status').filter({ hasText: /waiting to be saved|^Saving|All changes saved/ });
  await expect(strip).toHaveText('3 changes kept on this device, waiting to be saved');
  await page.context().setOffline(false);
  await expect(strip).toHaveText('All changes saved', { timeout: 20_000 });
  const habits = (await (await page.request.get('/api/habits', { headers: headers(baseURL) })).json()) as Array<{ id: string; amounts: Record<string, number>; breaks: Array<{ startDate: string }> }>;
  expect(habits.find((habit) => habit.id === water.id)?.amounts).toEqual({ [localDate(0)]: 2 });
  expect(habits.find((habit) => habit.id === meditate.id)?.breaks.map((range) => range.startDate)).toEqual([localDate(0)]);
});

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test(`targets, amounts and rest days at ${viewport.width} px, ${theme}: axe clean`, async ({ page, baseURL, account: _account }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await storeTheme(page, theme);
      await openHabits(page);
      const run = await addHabit(page, baseURL, { title: 'Run', frequency: 'weekly', category: 'fitness', color: '#2F855A', targetCount: 3 });
      await markDays(page, baseURL, run.id, [...twoMetWeeks(), localDate(0)]);
      const water = await addHabit(page, baseURL, { title: 'Drink water', targetAmount: 8, unit: 'glasses' });
      await page.request.put(`/api/habits/${water.id}/amounts/${localDate(0)}`, { headers: headers(baseURL), data: { amount: 3 } });
      const meditate = await addHabit(page, baseURL, { title: 'Meditate' });
      await markDays(page, baseURL, meditate.id, [-3, -2, 0].map(localDate));
      await page.request.post('/api/habit-breaks', { headers: headers(baseURL), data: { habitId: meditate.id, startDate: localDate(-1), reason: 'Sick' } });
      await page.reload();
      await expect(habitCard(page, 'Meditate')).toContainText('3 day streak');
      const card = habitCard(page, 'Meditate');
      await card.getByRole('button', { name: /^Show tracker/ }).click();
      await card.getByRole('button', { name: 'Add a rest' }).click();
      await expect(card.getByRole('button', { name: `${await dayName(page, localDate(-1))}, rest day` }).first()).toBeVisible();
      await expectNoAxeViolations(page, `/habits targets and rests (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `habits-targets-${theme}`);
      await page.getByRole('button', { name: 'New Habit' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Habit' });
      await dialog.getByLabel('Frequency').selectOption({ label: 'Weekly' });
      await expect(dialog.getByLabel('Times a week')).toBeVisible();
      await expectNoAxeViolations(page, `/habits form with a target (${theme}, ${viewport.width})`, { include: 'dialog' });
      await saveScreenshot(page, `habits-targets-form-${theme}`);
    });
  }
}
