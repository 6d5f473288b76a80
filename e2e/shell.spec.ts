import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/screenshots';

// docs/product/shell.md "Active tab": the active tab is derived from the path (root = Dashboard).
const TABS: ReadonlyArray<{ label: string; path: string; heading: string }> = [
  { label: 'Activity', path: '/activity', heading: 'Activity' },
  { label: 'To Do List', path: '/todos', heading: 'To Do List' },
  { label: 'Journal', path: '/journal', heading: 'Journal' },
  { label: 'Goals', path: '/goals', heading: 'Goals' },
  { label: 'Habits', path: '/habits', heading: 'Habits' },
  { label: 'Help', path: '/help', heading: 'Help & Support' },
  { label: 'Dashboard', path: '/', heading: 'Dashboard' },
];

test('every tab opens its page and becomes the active one', async ({ page, account: _account }) => {
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

test('opening a path directly marks its tab active', async ({ page, account: _account }) => {
  await page.goto('/goals');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('the footer shows the current year and the header links to the profile', async ({ page, account: _account }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveText(`© ${new Date().getFullYear()} Cadence`);
  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
});

test('every tab and /subscription show their own page, never a "coming soon" preview', async ({ page, account: _account }) => {
  for (const { path, heading } of [...TABS, { path: '/subscription', heading: 'Premium' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE });

  const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });

  test('the tabs live in a menu that opens, navigates and closes', async ({ page, account: _account }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('link', { name: 'Habits' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/habits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();

    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Habits' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menu(page)).toBeHidden();
  });

  test('the menu is modal: Tab and Shift+Tab stay inside, Escape closes it and focus returns to the menu button', async ({ page, account: _account }) => {
    await page.goto('/todos');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // The page behind is inert: nothing there takes focus, whichever way the person tabs.
    const outside: string[] = [];
    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        const dialog = document.querySelector('dialog[open]');
        if (!active || active === document.body || dialog?.contains(active)) return null;
        return `${active.tagName} ${active.textContent ?? ''}`.trim();
      });
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);
    await expect(page.getByRole('link', { name: 'Profile settings' })).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu holds Profile and Sign Out; Sign Out goes to /login', async ({ page, account: _account }) => {
    await page.goto('/');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

    await page.goto('/todos');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.goto('/todos');
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  });
});
