import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column, dragWithMouse, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { chooseFromMenu } from './todos-helpers';

// docs/product/todos.md "Checklist" (issue 22, point 2): a task's steps, their count on the card, and a
// question before a task with open steps is completed.

interface ApiTask {
  id: string;
  title: string;
  status: string;
  checklist: Array<{ title: string; done: boolean; position: number }>;
}

const details = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const completeBox = (page: Page, title: string) => card(page, title).getByRole('checkbox', { name: `Complete "${title}"` });

async function taskOnServer(page: Page, title: string): Promise<ApiTask | undefined> {
  const response = await page.request.get('/api/todos');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiTask[]).find((task) => task.title === title);
}

async function addItems(dialog: ReturnType<typeof details>, titles: string[]) {
  const input = dialog.getByRole('textbox', { name: 'New checklist item' });
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: title })).toBeVisible();
  }
}

const itemTitles = (dialog: ReturnType<typeof details>) => dialog.getByRole('list', { name: /Checklist/ }).getByRole('listitem').locator('label');

test('a checklist: add three steps, tick one, reorder, the card says 1/3, and completing asks first', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Launch the site' });
  await openBoard(page);
  await chooseFromMenu(page, 'Launch the site', 'View details');
  const dialog = details(page, 'Launch the site');
  await expect(dialog.getByText('No items yet. Break the task into steps.')).toBeVisible();
  await addItems(dialog, ['Write the copy', 'Test the forms', 'Point the domain']);

  await dialog.getByRole('checkbox', { name: 'Write the copy' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Write the copy' })).toBeChecked();
  // By keyboard: 'Point the domain' moves up twice, focus staying on its buttons.
  await dialog.getByRole('button', { name: 'Move “Point the domain” up' }).click();
  await expect(dialog.getByRole('button', { name: 'Move “Point the domain” up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(itemTitles(dialog)).toHaveText(['Point the domain', 'Write the copy', 'Test the forms']);
  // Rename in place.
  await dialog.getByRole('button', { name: 'Rename “Test the forms”' }).click();
  const rename = dialog.getByRole('textbox', { name: 'Rename “Test the forms”' });
  await rename.fill('Test the contact form');
  await rename.press('Enter');
  await expect(itemTitles(dialog)).toHaveText(['Point the domain', 'Write the copy', 'Test the contact form']);
  await expect(dialog.getByText('1 of 3 checklist items done')).toBeAttached();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(card(page, 'Launch the site').getByRole('img', { name: '1 of 3 checklist items done' })).toHaveText('1/3');
  await expect.poll(async () => (await taskOnServer(page, 'Launch the site'))?.checklist.map((item) => `${item.title}${item.done ? ' ✓' : ''}`)).toEqual([
    'Point the domain',
    'Write the copy ✓',
    'Test the contact form',
  ]);

  // Completing with two open steps asks; Cancel keeps the task open.
  await completeBox(page, 'Launch the site').click();
  const question = page.getByRole('dialog', { name: 'Complete “Launch the site” with 2 open items?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Launch the site' })).toBeVisible();
  expect((await taskOnServer(page, 'Launch the site'))?.status).toBe('not_started');

  // The toggle to Completed asks too (from In Progress); Complete completes it.
  await page.getByRole('button', { name: 'Move to In Progress "Launch the site"' }).click();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Launch the site' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark complete "Launch the site"' }).click();
  await question.getByRole('button', { name: 'Complete' }).click();
  await expect(column(page, 'Completed').getByRole('article', { name: 'Launch the site' })).toBeVisible();
  await expect.poll(async () => (await taskOnServer(page, 'Launch the site'))?.status).toBe('completed');

  // Saved: a reload shows the same order and count.
  await page.reload();
  await expect(card(page, 'Launch the site').getByRole('img', { name: '1 of 3 checklist items done' })).toBeVisible();
});

test.describe('offline', () => {
  // As in offline-writes.spec.ts: the service worker in control, as on a person's device after one visit.
  test.use({ serviceWorkers: 'allow' });

  test('a tick made offline is kept and saved when the network is back; two quick ticks both stay', async ({ page, baseURL, account: _account }) => {
  const task = await addTask(page, baseURL, { title: 'Pack for the trip' });
  for (const title of ['Passport', 'Charger', 'Socks']) {
    const response = await page.request.post(`/api/todos/${task.id}/checklist`, { headers: originOf(baseURL), data: { title } });
    expect(response.status()).toBe(201);
  }
  await openBoard(page);
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(card(page, 'Pack for the trip')).toBeVisible();
  await chooseFromMenu(page, 'Pack for the trip', 'View details');
  const dialog = details(page, 'Pack for the trip');
  // Fast hands: two ticks before the first answer.
  await dialog.getByRole('checkbox', { name: 'Passport' }).click();
  await dialog.getByRole('checkbox', { name: 'Charger' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Charger' })).toBeChecked();
  await expect.poll(async () => (await taskOnServer(page, 'Pack for the trip'))?.checklist.filter((item) => item.done).length).toBe(2);
  await expect(dialog.getByRole('checkbox', { name: 'Charger' })).toBeChecked();

  await page.context().setOffline(true);
  await dialog.getByRole('checkbox', { name: 'Socks' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Socks' })).toBeChecked();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: /waiting to be saved/ })).toBeVisible();
  expect((await taskOnServer(page, 'Pack for the trip'))?.checklist.find((item) => item.title === 'Socks')?.done).toBe(false);
  await page.context().setOffline(false);
  await expect.poll(async () => (await taskOnServer(page, 'Pack for the trip'))?.checklist.find((item) => item.title === 'Socks')?.done, { timeout: 15_000 }).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Pack for the trip').getByRole('img', { name: '3 of 3 checklist items done' })).toBeVisible();
  });
});

test('the checklist in the edit form, and a drop on Completed asks', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'File the taxes' });
  await openBoard(page);
  await chooseFromMenu(page, 'File the taxes', 'Edit');
  const form = page.getByRole('dialog', { name: 'Edit Task' });
  await addItems(form, ['Gather receipts', 'Fill the form']);
  // Enter added the items without saving the form.
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Delete “Fill the form”' }).click();
  await expect(form.getByRole('checkbox', { name: 'Fill the form' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, 'File the taxes').getByRole('img', { name: '0 of 1 checklist items done' })).toHaveText('0/1');

  await page.getByRole('button', { name: 'Move to In Progress "File the taxes"' }).click();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'File the taxes' })).toBeVisible();
  await dragWithMouse(page, 'File the taxes', 'Completed');
  const question = page.getByRole('dialog', { name: 'Complete “File the taxes” with 1 open item?' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'File the taxes' })).toBeVisible();
});

for (const theme of THEMES) {
  for (const size of [DESKTOP, MOBILE]) {
    test(`the checklist and its question are clean in the ${theme} theme at ${size.width} px`, async ({ page, baseURL, account: _account }) => {
      await page.setViewportSize(size);
      await storeTheme(page, theme);
      const task = await addTask(page, baseURL, { title: 'Plan the workshop' });
      for (const title of ['Book the room', 'Print the handouts', 'Order coffee']) {
        await page.request.post(`/api/todos/${task.id}/checklist`, { headers: originOf(baseURL), data: { title } });
      }
      await openBoard(page);
      await expect(card(page, 'Plan the workshop').getByRole('img', { name: '0 of 3 checklist items done' })).toBeVisible();
      await expectNoAxeViolations(page, `board with a checklist count (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-checklist-board-${theme}`);
      await chooseFromMenu(page, 'Plan the workshop', 'View details');
      const dialog = details(page, 'Plan the workshop');
      await dialog.getByRole('checkbox', { name: 'Book the room' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Book the room' })).toBeChecked();
      await expectNoAxeViolations(page, `task details with a checklist (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-checklist-details-${theme}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await completeBox(page, 'Plan the workshop').click();
      await expect(page.getByRole('dialog', { name: 'Complete “Plan the workshop” with 2 open items?' })).toBeVisible();
      await expectNoAxeViolations(page, `the completion question (${theme}, ${size.width})`);
      await saveScreenshot(page, `todos-checklist-question-${theme}`);
    });
  }
}
