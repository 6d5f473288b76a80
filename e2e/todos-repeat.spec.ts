import { addDays, anchoredRepeatRule, isoWeekdayOf, nextRepeatDate, repeatWords, type RepeatRule } from '@cadence/shared';
import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';
import { chooseFromMenu } from './todos-helpers';

// docs/product/todos.md "Repeating tasks" (issue 22 §1): quick add reads a repeat, the card shows it,
// completing makes the next card (made by the server), the form's Repeat fields, and an edit asks
// 'This task only' or 'This and future tasks'.

interface ApiTask {
  id: string;
  title: string;
  description: string | null;
  status: string;
  dueDate: string | null;
  repeat: RepeatRule | null;
  seriesId: string | null;
  occurrence: number | null;
}

async function tasksOnServer(page: Page, title: string): Promise<ApiTask[]> {
  const response = await page.request.get('/api/todos');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiTask[]).filter((task) => task.title === title).sort((a, b) => (a.occurrence ?? 0) - (b.occurrence ?? 0));
}

const openCard = (page: Page, title: string) => column(page, 'Not Started').getByRole('article', { name: title, exact: true });
const quickAddOf = (page: Page) => column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function addRepeating(page: Page, baseURL: string | undefined, title: string, repeat: Partial<RepeatRule> & { every: RepeatRule['every'] }, dueDate = localDate()) {
  const response = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title, dueDate, repeat } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiTask;
}

test('quick add "Pay rent every month" and "every monday": the card shows the repeat, and completing makes the next card', async ({ page, account: _account }) => {
  const today = localDate();
  await openBoard(page);
  const quickAdd = quickAddOf(page);
  await quickAdd.fill('Pay rent every month !high');
  await expect(column(page, 'Not Started').getByText('Will add: "Pay rent" · High priority · due Today · repeats every month')).toBeVisible();
  await quickAdd.press('Enter');
  const monthly = anchoredRepeatRule({ every: 'month', interval: 1, from: 'due' }, today);
  await expect(card(page, 'Pay rent')).toContainText(repeatWords(monthly));

  await quickAdd.fill('Team sync every monday');
  await expect(column(page, 'Not Started').getByText(/repeats every Monday/)).toBeVisible();
  await quickAdd.press('Enter');
  await expect(card(page, 'Team sync')).toContainText('Every Monday');
  const mondayFirst = addDays(today, (8 - isoWeekdayOf(today)) % 7);
  await expect(card(page, 'Team sync').locator('time').first()).toHaveAttribute('datetime', mondayFirst);

  // Completing the rent makes next month's card; the server made it, and it shows without a reload.
  await card(page, 'Pay rent').getByRole('checkbox', { name: 'Complete "Pay rent"' }).click();
  await expect(column(page, 'Completed').getByRole('article', { name: 'Pay rent' })).toBeVisible();
  const next = openCard(page, 'Pay rent');
  await expect(next).toBeVisible();
  await expect(next.locator('time').first()).toHaveAttribute('datetime', nextRepeatDate(monthly, today));
  await expect(next).toContainText('High');
  await expect(next).toContainText(repeatWords(monthly));
  const series = await tasksOnServer(page, 'Pay rent');
  expect(series.map((task) => [task.occurrence, task.status])).toEqual([
    [1, 'completed'],
    [2, 'not_started'],
  ]);

  // Reopened and completed again: still one next card.
  await column(page, 'Completed').getByRole('checkbox', { name: 'Complete "Pay rent"' }).click();
  await expect(column(page, 'Completed').getByRole('article', { name: 'Pay rent' })).toHaveCount(0);
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Pay rent' })).toHaveCount(2);
  await column(page, 'Not Started')
    .getByRole('article', { name: 'Pay rent' })
    .filter({ has: page.locator(`time[datetime="${today}"]`) })
    .getByRole('checkbox', { name: 'Complete "Pay rent"' })
    .click();
  await page.reload();
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Pay rent' })).toHaveCount(1);
  expect(await tasksOnServer(page, 'Pay rent')).toHaveLength(2);
});

test('the form’s Repeat fields make a repeating task; an edit asks "this one or all future ones"', async ({ page, account: _account }) => {
  const today = localDate();
  await openBoard(page);
  await page.getByRole('button', { name: 'New Task' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Task' });
  await form.getByLabel('Title').fill('Water the plants');
  await form.getByRole('button', { name: 'Today' }).click();
  await form.getByLabel('Repeats').selectOption('week');
  await form.getByLabel('Every how many weeks').fill('2');
  // Today's weekday is chosen from the due date; add Thursday too (or Friday when today is Thursday).
  const todayName = WEEKDAY_NAMES[isoWeekdayOf(today) - 1]!;
  await expect(form.getByRole('button', { name: todayName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const extra = todayName === 'Thursday' ? 'Friday' : 'Thursday';
  await form.getByRole('button', { name: extra, exact: true }).click();
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(form).toBeHidden();
  const days = [isoWeekdayOf(today), WEEKDAY_NAMES.indexOf(extra) + 1].sort((a, b) => a - b);
  const rule: RepeatRule = { every: 'week', interval: 2, weekdays: days, from: 'due' };
  await expect(card(page, 'Water the plants')).toContainText(repeatWords(rule));
  await expect.poll(async () => (await tasksOnServer(page, 'Water the plants'))[0]?.repeat).toEqual(rule);

  // "This and future tasks": the rule stays, the edit is made.
  await chooseFromMenu(page, 'Water the plants', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Repeats')).toHaveValue('week');
  await edit.getByLabel('Description').fill('The ferns too');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const question = page.getByRole('dialog', { name: 'Change a repeating task' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'This and future tasks' })).toBeFocused();
  await question.getByRole('button', { name: 'This and future tasks' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await tasksOnServer(page, 'Water the plants')).map((task) => [task.description, task.repeat !== null])).toEqual([['The ferns too', true]]);

  // "This task only": this one leaves the schedule with the edit; the next occurrence is made at once.
  await chooseFromMenu(page, 'Water the plants', 'Edit');
  await edit.getByLabel('Description').fill('Only the ferns this time');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await question.getByRole('button', { name: 'This task only' }).click();
  await expect(edit).toBeHidden();
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Water the plants' })).toHaveCount(2);
  const series = await tasksOnServer(page, 'Water the plants');
  expect(series.map((task) => [task.occurrence, task.description, task.repeat === null])).toEqual([
    [1, 'Only the ferns this time', true],
    [2, 'The ferns too', false],
  ]);
  expect(series[1]!.dueDate).toBe(nextRepeatDate(rule, today));

  // Cancel on the question goes back to the form, nothing saved.
  await column(page, 'Not Started').getByRole('article', { name: 'Water the plants' }).filter({ hasText: repeatWords(rule) }).getByRole('button', { name: 'More actions for "Water the plants"' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await edit.getByLabel('Title').fill('Water the garden');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Title')).toHaveValue('Water the garden');
});

for (const theme of THEMES) {
  for (const size of [DESKTOP, MOBILE]) {
    test(`repeating tasks are clean in the ${theme} theme at ${size.width} px`, async ({ page, baseURL, account: _account }) => {
      await page.setViewportSize(size);
      await storeTheme(page, theme);
      await addRepeating(page, baseURL, 'Pay rent', { every: 'month', monthDay: 31 });
      await addRepeating(page, baseURL, 'Stand-up', { every: 'weekday' });
      await addRepeating(page, baseURL, 'Haircut', { every: 'week', interval: 6, from: 'completion' });
      await openBoard(page);
      await expect(card(page, 'Pay rent')).toContainText('Every month on the 31st');
      await quickAddOf(page).fill('Review goals every! 2 weeks');
      await expect(column(page, 'Not Started').getByText(/repeats every 2 weeks after completion/)).toBeVisible();
      await expectNoAxeViolations(page, `board with repeating tasks (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-repeat-board-${theme}`);

      await chooseFromMenu(page, 'Pay rent', 'View details');
      const details = page.getByRole('dialog', { name: 'Pay rent' });
      await expect(details.getByText('Every month on the 31st')).toBeVisible();
      await expectNoAxeViolations(page, `details of a repeating task (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-repeat-details-${theme}`);
      await details.getByRole('button', { name: 'Close' }).click();

      await chooseFromMenu(page, 'Haircut', 'Edit');
      const edit = page.getByRole('dialog', { name: 'Edit Task' });
      await edit.getByLabel('Repeats').scrollIntoViewIfNeeded();
      await edit.getByLabel('Ends').selectOption('count');
      await edit.getByLabel('Number of times').fill('4');
      await expectNoAxeViolations(page, `the form's Repeat fields (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-repeat-form-${theme}`);
      await edit.getByLabel('Ends').selectOption('never');
      await edit.getByLabel('Title').fill('Haircut at Sam’s');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Change a repeating task' })).toBeVisible();
      await expectNoAxeViolations(page, `the this-or-future question (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-repeat-question-${theme}`);
    });
  }
}

test.describe('offline', () => {
  // As in offline-writes.spec.ts: the service worker in control, as on a person's device after one visit.
  test.use({ serviceWorkers: 'allow' });

  test('a repeating task completed offline: the next card appears once the completion is saved, never before', async ({ page, baseURL, account: _account }) => {
    const today = localDate();
    await addRepeating(page, baseURL, 'Take vitamins', { every: 'day' });
    await openBoard(page);
    await page.keyboard.press('Shift');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(card(page, 'Take vitamins')).toBeVisible();

    await page.context().setOffline(true);
    await card(page, 'Take vitamins').getByRole('checkbox', { name: 'Complete "Take vitamins"' }).click();
    await expect(column(page, 'Completed').getByRole('article', { name: 'Take vitamins' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: /waiting to be saved/ })).toBeVisible();
    // The browser does not make the next occurrence itself.
    await expect(openCard(page, 'Take vitamins')).toHaveCount(0);
    expect(await tasksOnServer(page, 'Take vitamins')).toHaveLength(1);

    await page.context().setOffline(false);
    await expect(openCard(page, 'Take vitamins')).toBeVisible({ timeout: 15_000 });
    await expect(openCard(page, 'Take vitamins').locator('time').first()).toHaveAttribute('datetime', addDays(today, 1));
    expect((await tasksOnServer(page, 'Take vitamins')).map((task) => [task.occurrence, task.status])).toEqual([
      [1, 'completed'],
      [2, 'not_started'],
    ]);
  });
});
