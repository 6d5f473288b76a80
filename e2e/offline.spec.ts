import { card, column, dragWithMouse, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { addTask } from './support/tasks';

// docs/product/shell.md "Offline" (issue 18 §2): until changes can wait for the network, a change made
// offline is not saved, the place where it was made says so and keeps what was typed, and the header's
// strip promises only what is true.

const NOT_SAVED = "Not saved: you're offline. Try again once you're back online.";
const STRIP = "Offline — changes you make now are not saved. This page catches up once you're back online.";

test('a task quick-added offline is not saved: the line keeps its text and says so, and Enter once back online saves it', async ({ page, account: _account }) => {
  await openBoard(page);
  const quickAdd = column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
  await page.context().setOffline(true);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(STRIP);

  await quickAdd.fill('Buy stamps');
  await quickAdd.press('Enter');
  await expect(column(page, 'Not Started').getByText(NOT_SAVED)).toBeVisible();
  await expect(quickAdd).toHaveValue('Buy stamps');
  await expect(quickAdd).toHaveAttribute('aria-invalid', 'true');
  await expect(card(page, 'Buy stamps')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Back online');
  await quickAdd.press('Enter');
  await expect(card(page, 'Buy stamps')).toBeVisible();
  await expect(quickAdd).toHaveValue('');
  await page.reload();
  await expect(card(page, 'Buy stamps')).toHaveCount(1);
});

test('a form filled offline keeps what was typed and says it was not saved', async ({ page, account: _account }) => {
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
  await dialog.getByLabel('Title').fill('Run a marathon');
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog.getByText(NOT_SAVED)).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Run a marathon');

  await page.context().setOffline(false);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Run a marathon', exact: true })).toBeVisible();
});

test('a drag made offline does not move the card, as it was not saved', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Pay the rent' });
  await openBoard(page);
  await expect(card(page, 'Pay the rent')).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(STRIP);
  await dragWithMouse(page, 'Pay the rent', 'Completed');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not' })).toBeVisible();
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Pay the rent' })).toBeVisible();
  await expect(column(page, 'Completed').getByRole('article', { name: 'Pay the rent' })).toHaveCount(0);
  await page.context().setOffline(false);
  await page.reload();
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Pay the rent' })).toBeVisible();
});
