import { expect, test } from '@playwright/test';
import { signedInAccount } from './support/accounts';
import { MOBILE } from './support/screenshots';

// spec part 1 §2 "Shell navigation": the active tab is derived from the path (root = Dashboard).
const TABS: ReadonlyArray<{ label: string; path: string; heading: string }> = [
  { label: 'Activity', path: '/activity', heading: 'Activity' },
  { label: 'To Do List', path: '/todos', heading: 'To Do List' },
  { label: 'Journal', path: '/journal', heading: 'Journal' },
  { label: 'Goals', path: '/goals', heading: 'Goals' },
  { label: 'Habits', path: '/habits', heading: 'Habits' },
  { label: 'Help', path: '/help', heading: 'Help & Support' },
  { label: 'Dashboard', path: '/', heading: 'Dashboard' },
];

test.beforeEach(async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL, 'shell');
});

test('every tab opens its page and becomes the active one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const tab of TABS) {
    await nav.getByRole('link', { name: tab.label }).click();
    await expect(page).toHaveURL(new RegExp(`${tab.path.replace('/', '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('opening a path directly marks its tab active', async ({ page }) => {
  await page.goto('/goals');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('the footer shows the current year and the header links to the profile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveText(`© ${new Date().getFullYear()} Cadence`);
  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('the tabs live in a menu that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Habits' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/habits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(menu.getByRole('link', { name: 'Habits' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await menu.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menu).toBeHidden();
  });
});
