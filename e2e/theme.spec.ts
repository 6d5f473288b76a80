import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseTheme, THEME_STORAGE_KEY } from './support/theme';

// issue 7 §4: a theme switch (Light / Dark / System, remembered, System by default) in the shell
// header and on the public pages, applied before the first paint without an inline script.

const html = (page: Page) => page.locator('html');
const isDark = (page: Page) => html(page).evaluate((root) => root.classList.contains('dark'));
const themeSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Theme' });

/** Records the <html> class when parsing ends (before any module script runs) and at DOMContentLoaded. */
async function recordEarlyTheme(page: Page) {
  await page.addInitScript(() => {
    const record = (key: string) => {
      (window as unknown as Record<string, boolean>)[key] = document.documentElement.classList.contains('dark');
    };
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') record('__darkWhenParsed');
    });
    document.addEventListener('DOMContentLoaded', () => record('__darkAtDomContentLoaded'));
  });
}

const early = (page: Page) =>
  page.evaluate(() => {
    const flags = window as unknown as Record<string, boolean | undefined>;
    return { parsed: flags.__darkWhenParsed, domContentLoaded: flags.__darkAtDomContentLoaded };
  });

test('System is the default and follows the system setting, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(themeSwitch(page).getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  await expect(html(page)).toHaveCSS('color-scheme', 'light');
});

test('a choice survives a reload and is on <html> before the app runs: no flash of the other theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordEarlyTheme(page);
  await page.goto('/login');
  await chooseTheme(page, 'dark');
  expect(await isDark(page)).toBe(true);
  await expect(html(page)).toHaveCSS('color-scheme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b1020');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await early(page)).toEqual({ parsed: true, domContentLoaded: true });
  await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Light wins over a dark system, on the next visit too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseTheme(page, 'light');
  await page.goto('/');
  expect(await early(page)).toEqual({ parsed: false, domContentLoaded: false });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');

  // Back to System: nothing stored, the system decides again.
  await chooseTheme(page, 'system');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  expect(await isDark(page)).toBe(true);
});

test('the switch works from the keyboard: Tab reaches the chosen option, the arrow keys choose another', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  const system = themeSwitch(page).getByRole('radio', { name: 'System' });
  await expect(themeSwitch(page).getByRole('radio')).toHaveCount(3);
  await page.keyboard.press('Tab');
  await expect(system).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await isDark(page)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(themeSwitch(page).getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await isDark(page)).toBe(false);
});

test('the shell header has the switch too, and the choice holds across its pages', async ({ page, account: _account }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/todos');
  await chooseTheme(page, 'dark');
  expect(await isDark(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await isDark(page)).toBe(true);
});
