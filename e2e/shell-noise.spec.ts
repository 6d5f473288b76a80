import { openHabits } from './habits-helpers';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE } from './support/screenshots';

// issue 18 §9 "Show each thing once". The dashboard's prompts and the review's patterns are checked in
// dashboard.spec.ts; here the shell: the header and the toasts.

const PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/', heading: 'Dashboard' },
  { path: '/activity', heading: 'Activity' },
  { path: '/todos', heading: 'To Do List' },
  { path: '/journal', heading: 'Journal' },
  { path: '/goals', heading: 'Goals' },
  { path: '/habits', heading: 'Habits' },
  { path: '/help', heading: 'Help & Support' },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px the header does not repeat the page's title above its heading`, async ({ page, account: _account }) => {
    await page.setViewportSize(viewport);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // docs/product/shell.md "Page titles": the browser tab still names the page.
      await expect(page).toHaveTitle(`${heading} · Cadence`);
      await expect(page.getByRole('banner').getByText(heading, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('main').getByText(heading, { exact: true })).toHaveCount(1);
    }
  });
}

// docs/product/shell.md "Toasts": the same note raised again replaces the one showing, counted.
test('three habits created in a row leave one "Habit created successfully!", counted', async ({ page, account: _account }) => {
  await openHabits(page);
  for (const title of ['Stretch', 'Read', 'Walk']) {
    await page.getByRole('button', { name: /^(New Habit|Create Your First Habit)$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Habit' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(dialog).toBeHidden();
  }
  const created = page.getByRole('status').filter({ hasText: 'Habit created successfully!' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('×3');
  await expect(created).toContainText('(3 times)');
});
