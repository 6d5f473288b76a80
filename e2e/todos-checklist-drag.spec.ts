import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { addTask } from './support/tasks';
import { chooseFromMenu } from './todos-helpers';

// docs/product/todos.md "Checklist" (drag to reorder): an item dragged onto another takes its place,
// with the request Move up / Move down send; the order is the server's, so a reload keeps it.

const details = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const itemTitles = (dialog: ReturnType<typeof details>) => dialog.getByRole('list', { name: /Checklist/ }).getByRole('listitem').locator('label');

test('drag a checklist item onto another; the order is kept after a reload', async ({ page, baseURL, account: _account }) => {
  const task = await addTask(page, baseURL, { title: 'Ship the release' });
  for (const title of ['Write notes', 'Tag the build', 'Publish']) {
    const response = await page.request.post(`/api/todos/${task.id}/checklist`, { headers: originOf(baseURL), data: { title } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await openBoard(page);
  await chooseFromMenu(page, 'Ship the release', 'View details');
  const dialog = details(page, 'Ship the release');
  await expect(itemTitles(dialog)).toHaveText(['Write notes', 'Tag the build', 'Publish']);

  const grip = await dialog.locator('li', { hasText: 'Publish' }).locator('[data-grip]').boundingBox();
  const onto = await dialog.locator('li', { hasText: 'Write notes' }).boundingBox();
  if (!grip || !onto) throw new Error('items not on screen');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 - 8, { steps: 3 });
  await page.mouse.move(grip.x + grip.width / 2, onto.y + onto.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(itemTitles(dialog)).toHaveText(['Publish', 'Write notes', 'Tag the build']);

  await page.reload();
  await chooseFromMenu(page, 'Ship the release', 'View details');
  await expect(itemTitles(details(page, 'Ship the release'))).toHaveText(['Publish', 'Write notes', 'Tag the build']);
});
