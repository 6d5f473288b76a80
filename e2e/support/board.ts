import { expect, type Page } from '@playwright/test';

// The To Do List board as a person finds it: columns and cards by role and name, drags by hand.

export type ColumnName = 'Not Started' | 'In Progress' | 'Completed';

/** Opens the board and waits for its columns: the heading comes first, the cards once the tasks are in. */
export async function openBoard(page: Page) {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  await expect(column(page, 'Not Started')).toBeVisible();
}

export const column = (page: Page, name: ColumnName) => page.getByRole('region', { name, exact: true });
export const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Drags with the mouse in small steps, as a hand would, so the pointer sensor lifts the card. */
export async function dragWithMouse(page: Page, title: string, to: ColumnName) {
  const from = await card(page, title).getByRole('heading').boundingBox();
  const target = await column(page, to).boundingBox();
  if (!from || !target) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.up();
}

/** Lifts a card from its grip with the keyboard and waits until the screen reader hears where it is. */
export async function liftWithKeyboard(page: Page, title: string, key: 'Space' | 'Enter' = 'Space') {
  await page.getByRole('button', { name: `Drag "${title}"` }).focus();
  await page.keyboard.press(key);
  await expect(page.getByText(`Task "${title}" is over`)).toBeAttached();
  // dnd-kit starts listening for the arrow keys in a zero-delay timer after the lift, and Chromium
  // runs queued input before timers: let that timer run, as any human pause would.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Arrow keys, then a drop once the screen reader says the card is over the target column. */
export async function moveWithKeyboard(page: Page, title: string, keys: string[], to: ColumnName) {
  for (const key of keys) await page.keyboard.press(key);
  await expect(page.getByText(`Task "${title}" is over ${to}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Task "${title}" was moved to ${to}.`)).toBeAttached();
  await expect(column(page, to).getByRole('article', { name: title })).toBeVisible();
}
