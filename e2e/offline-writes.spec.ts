import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column } from './support/board';
import { expect, test } from './support/fixtures';
import { MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { chooseFromMenu } from './todos-helpers';

// docs/product/offline.md "Changes made offline" (issue 21 §2): a change to the board made offline is
// shown at once, kept on this device, listed as waiting, and sent in order once the network is back —
// after a reconnect, and after the tab was closed. A change the server refuses is shown with what was kept.

interface ApiTask {
  id: string;
  title: string;
  status: string;
}

// After one visit every screen's code is on this device (the service worker's precache), as for a person.
test.use({ serviceWorkers: 'allow' });

/** Opens the board under the service worker (registered at the first key press, then in control after a reload) with its live stream open. */
async function openBoard(page: Page) {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  await stream;
}

async function tasksOnServer(page: Page): Promise<ApiTask[]> {
  const response = await page.request.get('/api/todos');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiTask[];
}

const strip = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: /change|saved/ });

async function quickAdd(page: Page, text: string) {
  const input = column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
  await input.fill(text);
  await input.press('Enter');
}

async function renameOffline(page: Page, from: string, to: string) {
  await chooseFromMenu(page, from, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await dialog.getByLabel('Title').fill(to);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('changes made offline show at once, wait on this device, and are saved in order when the network is back', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Pay the rent' });
  await addTask(page, baseURL, { title: 'Call the bank' });
  await addTask(page, baseURL, { title: 'Old idea' });
  await openBoard(page);

  await page.context().setOffline(true);
  // Create, then edit what was just created (it has its id already), toggle, rename and delete.
  await quickAdd(page, 'Buy stamps');
  await expect(page.getByText('Task "Buy stamps" added. It will be saved once you\'re back online.')).toBeVisible();
  await expect(card(page, 'Buy stamps')).toBeVisible();
  await page.getByRole('button', { name: 'Move to In Progress "Buy stamps"' }).click();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Buy stamps' })).toBeVisible();
  await page.getByRole('button', { name: 'Move to In Progress "Pay the rent"' }).click();
  await renameOffline(page, 'Call the bank', 'Call the bank about the loan');
  await expect(card(page, 'Call the bank about the loan')).toBeVisible();
  await chooseFromMenu(page, 'Old idea', 'Delete');
  await expect(card(page, 'Old idea')).toHaveCount(0);
  await expect(strip(page)).toHaveText('5 changes kept on this device, waiting to be saved');

  // Nothing reached the server yet.
  const before = await tasksOnServer(page);
  expect(before.map((task) => task.title).sort()).toEqual(['Call the bank', 'Old idea', 'Pay the rent']);

  await page.context().setOffline(false);
  await expect(strip(page)).toHaveText('All changes saved', { timeout: 15_000 });
  const after = await tasksOnServer(page);
  expect(after.map((task) => [task.title, task.status]).sort()).toEqual([
    ['Buy stamps', 'in_progress'],
    ['Call the bank about the loan', 'not_started'],
    ['Pay the rent', 'in_progress'],
  ]);
  await page.reload();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Buy stamps' })).toBeVisible();
});

test('a change made offline survives the tab being closed, and the next page opened sends it once', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Water the plants' });
  await openBoard(page);
  await page.context().setOffline(true);
  await quickAdd(page, 'Renew the passport');
  await page.getByRole('button', { name: 'Move to In Progress "Water the plants"' }).click();
  await expect(strip(page)).toHaveText('2 changes kept on this device, waiting to be saved');
  await page.close();

  const next = await page.context().newPage();
  await next.context().setOffline(false);
  await openBoard(next);
  await expect(column(next, 'In Progress').getByRole('article', { name: 'Water the plants' })).toBeVisible();
  await expect(card(next, 'Renew the passport')).toBeVisible();
  await expect.poll(async () => (await tasksOnServer(next)).filter((task) => task.title === 'Renew the passport').length, { timeout: 15_000 }).toBe(1);
  const tasks = await tasksOnServer(next);
  expect(tasks.find((task) => task.title === 'Water the plants')?.status).toBe('in_progress');
  // Opened again: nothing is sent twice.
  await next.reload();
  await expect(card(next, 'Renew the passport')).toBeVisible();
  expect((await tasksOnServer(next)).filter((task) => task.title === 'Renew the passport')).toHaveLength(1);
});

test('an offline edit refused on replay (the task changed on another device) is shown, with what was kept', async ({ page, baseURL, account: _account }) => {
  const task = await addTask(page, baseURL, { title: 'Draft the newsletter' });
  await openBoard(page);
  await page.context().setOffline(true);
  await renameOffline(page, 'Draft the newsletter', 'Draft the May newsletter');

  // Meanwhile, on another device (the API helper does not go through this browser's network).
  const edited = await page.request.patch(`/api/todos/${task.id}`, {
    headers: originOf(baseURL),
    data: { title: 'Newsletter: send it', description: null, priority: 'medium', category: null, dueDate: null, estimatedMinutes: null, status: 'not_started', habitId: null, expectedUpdatedAt: task.updatedAt },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await page.context().setOffline(false);
  const refused = page.getByRole('region', { name: 'A change made offline could not be saved' });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText('Edit of the task ‘Draft the May newsletter’:');
  await expect(refused).toContainText('The task as saved elsewhere is kept: ‘Newsletter: send it’.');
  await expect(card(page, 'Newsletter: send it')).toBeVisible();
  // Kept across a reload until dismissed.
  await page.reload();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Dismiss: Edit of the task ‘Draft the May newsletter’' }).click();
  await expect(refused).toHaveCount(0);
});

test.describe('the waiting and refused notes', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    test(`are accessible in the ${theme} theme (axe) and fit a phone`, async ({ page, baseURL, account: _account }) => {
      await storeTheme(page, theme);
      const task = await addTask(page, baseURL, { title: 'Book the venue' });
      await openBoard(page);
      await page.context().setOffline(true);
      await renameOffline(page, 'Book the venue', 'Book the venue for June');
      await quickAdd(page, 'Send the invitations');
      await expect(strip(page)).toHaveText('2 changes kept on this device, waiting to be saved');
      await expectNoAxeViolations(page, `board with changes waiting (${theme})`, { include: 'header' });
      await saveScreenshot(page, `offline-waiting-${theme}`);
      const removed = await page.request.delete(`/api/todos/${task.id}`, { headers: originOf(baseURL) });
      expect(removed.status()).toBe(204);
      await page.context().setOffline(false);
      const refused = page.getByRole('region', { name: 'A change made offline could not be saved' });
      await expect(refused).toContainText('The task was deleted meanwhile, so this change was not applied.', { timeout: 15_000 });
      await expectNoAxeViolations(page, `board with a refused change (${theme})`, { include: 'header' });
      await page.setViewportSize(MOBILE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await saveScreenshot(page, `offline-refused-${theme}`);
    });
  }
});
