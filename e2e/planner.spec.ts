import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { startThroughApi } from './support/activity';
import { expectNoAxeViolations } from './support/axe';
import { openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate } from './support/suite-clock';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { addHabit } from './habits-helpers';

// docs/product/planner.md (issue 22 §3): Today and Upcoming beside the board, as a person uses them.

interface ApiTask {
  title: string;
  status: string;
  dueDate: string | null;
}

async function serverTask(page: Page, title: string): Promise<ApiTask | undefined> {
  const response = await page.request.get('/api/todos');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiTask[]).find((task) => task.title === title);
}

/** 'Wednesday, March 4, 2026', as the page names a day (en-US, the suite's locale). */
const fullDate = (date: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00.000Z`));
const views = (page: Page) => page.getByRole('navigation', { name: 'To Do List views' });
const day = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);

/** Drags a task by its grip with the mouse and drops it on a day. */
async function dragToDay(page: Page, grip: ReturnType<Page['getByRole']>, date: string) {
  // Clear of the header above and the floating controls' strip below (docs/product/shell.md "Floating controls").
  await grip.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const from = await grip.boundingBox();
  const to = await day(page, date).boundingBox();
  if (!from || !to) throw new Error('grip or day not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('Today: overdue, due today, today\'s habits and the running timer in one list; tick a task and a habit there', async ({ page, baseURL, account: _account }) => {
  test.setTimeout(60_000);
  await addTask(page, baseURL, { title: 'Pay the invoice', dueDate: localDate(-3), priority: 'high' });
  const proposal = await addTask(page, baseURL, { title: 'Send the proposal', dueDate: localDate(0) });
  const step = await page.request.post(`/api/todos/${proposal.id}/checklist`, { headers: originOf(baseURL), data: { title: 'Attach the quote' } });
  expect(step.status(), await step.text()).toBe(201);
  await addTask(page, baseURL, { title: 'Book flights', dueDate: localDate(1) });
  await addTask(page, baseURL, { title: 'Already done', dueDate: localDate(0), status: 'completed' });
  const water = await addHabit(page, baseURL, { title: 'Drink water', frequency: 'daily' });
  await startThroughApi(page, baseURL, { title: 'Deep work', type: 'work' });

  await openBoard(page);
  await views(page).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(views(page).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');

  const overdue = page.getByRole('region', { name: /Overdue/ });
  await expect(overdue.getByText('Pay the invoice')).toBeVisible();
  await expect(overdue.getByText(/Overdue ·/)).toBeVisible();
  const dueToday = page.getByRole('region', { name: /Due today/ });
  await expect(dueToday.getByText('Send the proposal')).toBeVisible();
  await expect(page.getByText('Book flights')).toHaveCount(0);
  await expect(page.getByText('Already done')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timer', exact: true })).toContainText('Deep work');
  const habit = page.getByRole('checkbox', { name: 'Done today: Drink water' });
  await expect(habit).not.toBeChecked();

  for (const theme of THEMES) {
    for (const size of [DESKTOP, MOBILE]) {
      await storeTheme(page, theme);
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      await expect(dueToday.getByText('Send the proposal')).toBeVisible();
      await expectNoAxeViolations(page, `Today (${theme}, ${size.width})`);
      await saveScreenshot(page, `planner-today-${theme}`);
    }
  }
  await page.setViewportSize(DESKTOP);

  // As on the board, a task with open checklist items asks first (docs/product/todos.md "Checklist").
  await page.getByRole('checkbox', { name: 'Complete "Send the proposal"' }).click();
  const question = page.getByRole('dialog', { name: /Complete “Send the proposal” with 1 open item/ });
  await question.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByText('Send the proposal')).toHaveCount(0);
  await expect.poll(async () => (await serverTask(page, 'Send the proposal'))?.status).toBe('completed');

  await habit.click();
  await expect(habit).toBeChecked();
  await expect
    .poll(async () => ((await (await page.request.get('/api/habits', { headers: originOf(baseURL) })).json()) as Array<{ id: string; completions: string[] }>).find((h) => h.id === water.id)?.completions)
    .toContain(localDate(0));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Done today: Drink water' })).toBeChecked();
});

test('Today with nothing due says so', async ({ page, account: _account }) => {
  await page.goto('/todos/today');
  await expect(page.getByText('Nothing due today')).toBeVisible();
  await expect(page).toHaveTitle('Today · Cadence');
});

test('Today and Upcoming say what happened when the tasks cannot load, and try again', async ({ page, account: _account }) => {
  let fail = true;
  await page.route('**/api/todos*', (route) => (fail ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }) : route.fallback()));
  await page.goto('/todos/today');
  await expect(page.getByRole('alert')).toContainText('Could not load your tasks.');
  await page.goto('/todos/upcoming');
  await expect(page.getByRole('alert')).toContainText('Could not load your tasks.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'The next 14 days' })).toBeVisible();
});

test('Upcoming: 14 days by day; move a task by keyboard and by drag; the month shows goal and milestone dates', async ({ page, baseURL, account: _account }) => {
  test.setTimeout(60_000);
  await addTask(page, baseURL, { title: 'Call the bank', dueDate: localDate(1) });
  await addTask(page, baseURL, { title: 'Write the report', dueDate: localDate(3) });
  await addTask(page, baseURL, { title: 'Far away', dueDate: localDate(20) });
  const goal = await page.request.post('/api/goals', {
    headers: originOf(baseURL),
    data: { title: 'Run a marathon', category: 'fitness', targetDate: localDate(5), milestones: [{ title: 'Half marathon', dueDate: localDate(2) }] },
  });
  expect(goal.status(), await goal.text()).toBe(201);

  await openBoard(page);
  await views(page).getByRole('link', { name: 'Upcoming' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  const list = page.getByRole('list', { name: 'The next 14 days' });
  await expect(list.locator(':scope > li')).toHaveCount(14);
  await expect(day(page, localDate(0)).getByRole('heading', { name: /^Today/ })).toBeVisible();
  await expect(day(page, localDate(1)).getByText('Call the bank')).toBeVisible();
  await expect(page.getByText('Far away')).toHaveCount(0);

  for (const theme of THEMES) {
    await storeTheme(page, theme);
    await page.reload();
    await expect(day(page, localDate(1)).getByText('Call the bank')).toBeVisible();
    await expectNoAxeViolations(page, `Upcoming list (${theme})`);
    await saveScreenshot(page, `planner-upcoming-${theme}`);
  }
  await storeTheme(page, 'light');
  await page.reload();

  // Without dragging: 'Move to…' with a date.
  await page.getByRole('button', { name: 'Move "Write the report" to another day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to…' });
  await dialog.getByLabel('Due date').fill(localDate(4));
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(day(page, localDate(4)).getByText('Write the report')).toBeVisible();
  await expect.poll(async () => (await serverTask(page, 'Write the report'))?.dueDate).toBe(localDate(4));

  // By drag, with the board's grip.
  await dragToDay(page, page.getByRole('button', { name: 'Drag "Call the bank"' }), localDate(2));
  await expect(day(page, localDate(2)).getByText('Call the bank')).toBeVisible();
  await expect.poll(async () => (await serverTask(page, 'Call the bank'))?.dueDate).toBe(localDate(2));

  // The month: goal and milestone dates, and a drag to another day.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  for (const date of [localDate(2), localDate(5)]) {
    if ((await day(page, date).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(day(page, date)).toBeVisible();
  }
  if ((await day(page, localDate(2)).count()) === 0) await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(day(page, localDate(2)).getByText('Milestone: Half marathon')).toBeVisible();
  await expect(day(page, localDate(2)).getByText('Call the bank')).toBeVisible();
  if ((await day(page, localDate(5)).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(day(page, localDate(5)).getByText('Goal: Run a marathon')).toBeVisible();
  if ((await day(page, localDate(2)).count()) === 0) await page.getByRole('button', { name: 'Previous month' }).click();

  const target = (await day(page, localDate(3)).count()) > 0 ? localDate(3) : localDate(1);
  await dragToDay(page, day(page, localDate(2)).getByRole('button', { name: 'Drag "Call the bank"' }), target);
  await expect(day(page, target).getByText('Call the bank')).toBeVisible();
  await expect.poll(async () => (await serverTask(page, 'Call the bank'))?.dueDate).toBe(target);

  // Choosing a day lists what it holds under the calendar.
  await day(page, target).getByRole('button', { name: /items?$/ }).click();
  await expect(page.getByRole('region', { name: fullDate(target) })).toContainText('Call the bank');
});

test('Upcoming by keyboard: lift a task by its grip, arrow to another day, drop', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Call the bank', dueDate: localDate(1) });
  await page.goto('/todos/upcoming');
  await page.getByRole('button', { name: 'Drag "Call the bank"' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Task "Call the bank" is over ${fullDate(localDate(1))}.`)).toBeAttached();
  // dnd-kit listens for the arrows in a zero-delay timer after the lift (support/board.ts liftWithKeyboard).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const over = page.getByText(`Task "Call the bank" is over ${fullDate(localDate(2))}.`);
  for (let press = 0; press < 12 && !(await over.count()); press += 1) await page.keyboard.press('ArrowDown');
  await expect(over).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Task "Call the bank" was moved to ${fullDate(localDate(2))}.`)).toBeAttached();
  await expect(day(page, localDate(2)).getByText('Call the bank')).toBeVisible();
  await expect.poll(async () => (await serverTask(page, 'Call the bank'))?.dueDate).toBe(localDate(2));
});

test('the month: axe-clean in both themes at 1280 and 390 px, seven columns inside a phone\'s screen', async ({ page, baseURL, account: _account }) => {
  test.setTimeout(60_000);
  await addTask(page, baseURL, { title: 'Call the bank', dueDate: localDate(1) });
  const goal = await page.request.post('/api/goals', { headers: originOf(baseURL), data: { title: 'Run a marathon', category: 'fitness', targetDate: localDate(0), milestones: [{ title: 'Half marathon', dueDate: localDate(0) }] } });
  expect(goal.status(), await goal.text()).toBe(201);
  await page.goto('/todos/upcoming');
  for (const theme of THEMES) {
    for (const size of [DESKTOP, MOBILE]) {
      await storeTheme(page, theme);
      await page.setViewportSize(size);
      await page.reload();
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, `Upcoming month (${theme}, ${size.width})`);
      await saveScreenshot(page, `planner-month-${theme}`);
    }
  }
  // On a phone the month keeps its seven columns inside the screen.
  const table = await page.getByRole('table').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(MOBILE.width);
});

test('the command bar goes to Today and Upcoming', async ({ page, account: _account }) => {
  await openBoard(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search or type a command' }).fill('Upcoming');
  await expect(page.getByRole('option', { name: /Go to Upcoming/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
});
