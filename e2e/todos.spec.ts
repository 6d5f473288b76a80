import { originOf } from './support/accounts';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { chooseFromMenu, moreActions } from './todos-helpers';

/** The board's list, whatever its query (GET /api/todos, ?completedSince=…). */
const isBoardList = (url: URL) => url.pathname === '/api/todos';

// The To Do List board (docs/product/todos.md; issue 3), driven as a person would. Each test starts
// signed in as a fresh user (the `account` fixture). Moving cards by hand: todos-drag.spec.ts.

test.describe('To Do List board', () => {
  test('creates a task with every field; a blank title does nothing', async ({ page, account: _account }) => {
    await openBoard(page);
    for (const name of ['Not Started', 'In Progress', 'Completed'] as const) {
      await expect(column(page, name).getByText('Drop tasks here')).toBeVisible();
    }

    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');

    // docs/product/todos.md "Task form": a blank title makes create silently do nothing.
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByLabel('Title').fill('Write the launch post');
    await dialog.getByLabel('Description').fill('Draft, edit, publish');
    await dialog.getByLabel('Priority').selectOption({ label: 'High' });
    await dialog.getByLabel('Due Date').fill('2020-01-15');
    await dialog.getByLabel('Category').fill('Marketing');
    await dialog.getByLabel('Status').selectOption({ label: 'In Progress' });
    await dialog.getByLabel('Estimated Minutes').fill('30');
    await dialog.getByLabel('Title').press('Enter');
    await expect(dialog).toBeHidden();

    const created = card(page, 'Write the launch post');
    await expect(column(page, 'In Progress').getByRole('article')).toHaveCount(1);
    await expect(created).toContainText('High');
    await expect(created).toContainText('Draft, edit, publish');
    await expect(created).toContainText('Marketing');
    await expect(created).toContainText('30 min');
    await expect(created).toContainText('Overdue');
    await expect(created.locator('time')).toHaveAttribute('datetime', '2020-01-15');
    await expect(column(page, 'In Progress').getByText('1 task', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'todos-created');

    // Focus went back to the button that opened the form.
    await expect(page.getByRole('button', { name: 'New Task' })).toBeFocused();
  });

  test('Escape closes an untouched form at once; a half-filled one asks before discarding (issue 13)', async ({ page, account: _account }) => {
    await openBoard(page);
    const newTask = page.getByRole('button', { name: 'New Task' });
    await newTask.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Task' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newTask).toBeFocused();

    await newTask.click();
    await dialog.getByLabel('Title').fill('Never saved');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard this task?' });
    await expect(question).toBeVisible();
    await expect(question.getByText('What you typed will be lost.')).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    // Escape on the question keeps the form, with what was typed.
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel('Title')).toHaveValue('Never saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(question).toBeHidden();
    await expect(card(page, 'Never saved')).toHaveCount(0);
    await expect(newTask).toBeFocused();
  });

  test('edits a task, and a stale edit shows the fresh values', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    const task = await addTask(page, baseURL, { title: 'Call the accountant', priority: 'low', category: 'Admin' });
    await page.reload();

    await chooseFromMenu(page, 'Call the accountant', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByLabel('Title')).toHaveValue('Call the accountant');
    await expect(dialog.getByLabel('Category')).toHaveValue('Admin');
    await dialog.getByLabel('Title').fill('Call the tax accountant');
    await dialog.getByLabel('Priority').selectOption({ label: 'Medium' });
    await dialog.getByLabel('Category').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const edited = card(page, 'Call the tax accountant');
    await expect(edited).toContainText('Medium');
    await expect(edited).not.toContainText('Admin');

    // Another tab moves the task while this form is open: the save gets 409 and the form reloads,
    // from the fresh task in the 409's own body (issue 7 §4), without asking for the task again.
    const singleTaskReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /^\/api\/todos\/(?!history$)[^/]+$/.test(path)) singleTaskReads.push(path);
    });
    await chooseFromMenu(page, 'Call the tax accountant', 'Edit');
    await dialog.getByLabel('Title').fill('My stale title');
    const move = await page.request.post(`/api/todos/${task.id}/move`, { headers: originOf(baseURL), data: { status: 'in_progress' } });
    expect(move.ok()).toBeTruthy();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This task was changed elsewhere');
    await expect(dialog.getByLabel('Title')).toHaveValue('Call the tax accountant');
    await expect(dialog.getByLabel('Status')).toHaveValue('in_progress');
    expect(singleTaskReads).toEqual([]);
    await dialog.getByLabel('Title').fill('My fresh title');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(column(page, 'In Progress').getByRole('article', { name: 'My fresh title' })).toBeVisible();
  });

  test("the toggle is named for what it does: Move to In Progress, Mark complete, Reopen, in the spec's cycle, with no play icon; a completed card has no Edit (issue 18 item 3)", async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Stretch' });
    await page.reload();

    const start = page.getByRole('button', { name: 'Move to In Progress "Stretch"' });
    // A card beside the sidebar at 1280 px shows the first word of the action, the arrow the rest; the
    // tooltip and the name say it whole.
    await expect(start.getByText('Move', { exact: true })).toBeVisible();
    await expect(start).toHaveAttribute('title', 'Move to In Progress');
    await expect(start.locator('svg.lucide-arrow-right')).toBeAttached();
    // No ▷ anywhere on the card: in an app with a timer it reads as "start timing".
    await expect(card(page, 'Stretch').locator('svg.lucide-play')).toHaveCount(0);
    await start.click();
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Stretch' })).toBeVisible();
    const complete = page.getByRole('button', { name: 'Mark complete "Stretch"' });
    await expect(complete.getByText('Complete', { exact: true })).toBeVisible();
    await expect(complete.locator('svg.lucide-check')).toBeAttached();
    await complete.click();
    const done = column(page, 'Completed').getByRole('article', { name: 'Stretch' });
    await expect(done).toBeVisible();
    await expect(done.getByRole('heading', { name: 'Stretch' }).locator('span')).toHaveCSS('text-decoration-line', 'line-through');
    await page.getByRole('button', { name: 'More actions for "Stretch"' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const reopen = page.getByRole('button', { name: 'Reopen "Stretch"' });
    await expect(reopen.getByText('Reopen', { exact: true })).toBeVisible();
    await expect(reopen.locator('svg.lucide-rotate-ccw')).toBeAttached();
    await reopen.click();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Stretch' })).toBeVisible();
    await page.getByRole('button', { name: 'More actions for "Stretch"' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });

  test('deletes at once; the toast names the task, stays 8 s or until dismissed, and Undo brings the task back (issue 13)', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Old idea', priority: 'high' });
    await page.reload();

    await chooseFromMenu(page, 'Old idea', 'Delete');
    await expect(card(page, 'Old idea')).toHaveCount(0);
    const toast = page.getByRole('status').filter({ hasText: 'Task "Old idea" deleted' });
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Show History' }).click();
    const history = page.getByRole('list', { name: 'Task Movement History' });
    await expect(history.getByRole('listitem').first()).toContainText(/Unknown task.*Task deleted/);
    await page.getByRole('dialog', { name: 'Task Movement History' }).getByRole('button', { name: 'Close' }).click();

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Old idea' })).toBeVisible();
    await page.getByRole('button', { name: 'Show History' }).click();
    await expect(history.getByRole('listitem').first()).toContainText(/Old idea.*Task restored/);
    await expect(history.getByText('Unknown task')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Dismissed, it goes at once.
    await chooseFromMenu(page, 'Old idea', 'Delete');
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toBeHidden();

    // Without Undo the toast stays 8 s (longer than the old 5 s), then goes; the task stays gone.
    await addTask(page, baseURL, { title: 'Second idea' });
    await page.reload();
    await chooseFromMenu(page, 'Second idea', 'Delete');
    const second = page.getByRole('status').filter({ hasText: 'Task "Second idea" deleted' });
    await expect(second).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6_000);
    await expect(second).toBeVisible();
    await expect(second).toBeHidden({ timeout: 5_000 });
    await page.reload();
    await expect(card(page, 'Second idea')).toHaveCount(0);
  });

  test('a toast outlives the board: mounted once for the app, its Undo still works from /profile (issue 7 §4)', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Portable idea' });
    await page.reload();
    await chooseFromMenu(page, 'Portable idea', 'Delete');
    const toast = page.getByRole('status').filter({ hasText: 'Task "Portable idea" deleted' });
    await expect(toast).toBeVisible();

    await page.getByRole('link', { name: 'Profile settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Portable idea' })).toBeVisible();
  });

  test('the history opens as a side panel over the board, newest first with relative times, empty at first; a card\'s Show history filters it to that task (issue 18 item 13)', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    const opener = page.getByRole('button', { name: 'Show History' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Task Movement History' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('No task history yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    await addTask(page, baseURL, { title: 'Book flights' });
    await addTask(page, baseURL, { title: 'Pack the bags' });
    await page.reload();
    const boardBefore = await column(page, 'Completed').boundingBox();
    await page.getByRole('button', { name: 'Move to In Progress "Book flights"' }).click();
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Book flights' })).toBeVisible();
    await opener.click();
    const rows = panel.getByRole('list', { name: 'Task Movement History' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(/Book flights.*just now.*Not Started\s*to\s*In Progress.*Status toggled manually/);
    // The exact time is kept for a tooltip.
    await expect(rows.nth(0).locator('time')).toHaveAttribute('title', /\d{1,2}:\d{2}/);
    // A panel at the right edge, over the board: the board does not move.
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
    expect(box.width).toBeLessThan(500);
    expect(await column(page, 'Completed').boundingBox()).toEqual(boardBefore);
    await panel.getByRole('button', { name: 'Close' }).click();

    // From a card's menu: that task's rows only, and 'Show all tasks' widens it again.
    await chooseFromMenu(page, 'Book flights', 'Show history');
    await expect(panel.getByText('Only “Book flights”')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(panel.getByText('Pack the bags')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Show all tasks' }).click();
    await expect(rows).toHaveCount(3);
    await expect(panel.getByText('Pack the bags')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(moreActions(page, 'Book flights')).toBeFocused();
  });

  test('priority badges are red, yellow and green, with the word too', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Urgent', priority: 'high' });
    await addTask(page, baseURL, { title: 'Normal', priority: 'medium' });
    await addTask(page, baseURL, { title: 'Someday', priority: 'low' });
    await page.reload();

    const hues: Record<string, [string, RegExp]> = { Urgent: ['High', /red/], Normal: ['Medium', /yellow/], Someday: ['Low', /green/] };
    for (const [title, [label, colour]] of Object.entries(hues)) {
      const badge = card(page, title).locator('[data-priority]');
      await expect(badge).toContainText(label);
      await expect(badge).toHaveClass(new RegExp(`bg-${colour.source}-100`));
      const rgb = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(rgb, `${title} badge`).not.toBe('rgba(0, 0, 0, 0)');
    }
    const [high, medium, low] = await Promise.all(
      ['Urgent', 'Normal', 'Someday'].map((title) =>
        card(page, title)
          .locator('[data-priority]')
          .evaluate((element) => getComputedStyle(element).color),
      ),
    );
    expect(new Set([high, medium, low]).size).toBe(3);
  });

  test('a linked habit shows as a chip in the habit colour', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    // Habits are created on the habits screen (a later issue): serve a list that links one.
    const real = await addTask(page, baseURL, { title: 'Morning run' });
    await page.route(isBoardList, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const todos = [{ ...real, habitId: 'h1', habit: { id: 'h1', title: 'Run daily', color: '#10b981' } }];
      // The board's first read asks for the recent completed tasks only, and gets a page (issue 19).
      await route.fulfill({ json: new URL(route.request().url()).searchParams.has('completedSince') ? { todos, olderCompleted: 0 } : todos });
    });
    await page.reload();
    const chip = card(page, 'Morning run').getByText('Run daily');
    await expect(chip).toBeVisible();
    await expect(chip.locator('..').locator('[aria-hidden="true"]').first()).toHaveCSS('background-color', 'rgb(16, 185, 129)');
  });

  test('a failed load says what happened in words, never a bare status code (issue 13)', async ({ page, account: _account }) => {
    await page.route(isBoardList, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto('/todos');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not load your tasks. The server ran into a problem. Please try again in a moment.', { timeout: 15_000 });
    await expect(alert).not.toContainText('500');
    await page.route(isBoardList, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText("Cadence can't reach the server. Check your connection, then try again.", { timeout: 15_000 });
  });

  test('the board shows an error with Try again when the tasks cannot load', async ({ page, account: _account }) => {
    let fail = true;
    await page.route(isBoardList, (route) => (fail ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } } }) : route.fallback()));
    await page.goto('/todos');
    await expect(page.getByRole('alert')).toContainText('Could not load your tasks. The database is not reachable.', { timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(column(page, 'Not Started')).toBeVisible();
  });

  test('a refused move reloads the board and says so', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Fragile' });
    await page.reload();
    await page.route('**/api/todos/*/toggle', (route) => route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Task not found' } } }));
    await page.getByRole('button', { name: 'Move to In Progress "Fragile"' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not update the task');
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Fragile' })).toBeVisible();
  });

});
