import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// issue 19 §1, decision 013: the first paint needs no JavaScript. index.html carries the app's first
// frame (the page loader) and paints it, in the person's theme, while the app's own script is still on
// its way; React then draws the same loader in its place and the page follows.

/** Holds the app's entry script until `release` is called, as a slow network would. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const theme of THEMES) {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`before the app's script has run, the loader shows in the ${theme} theme at ${viewport.width} px, then the dashboard`, async ({ page, account: _account }) => {
      await page.setViewportSize(viewport);
      await storeTheme(page, theme);
      const release = await holdTheApp(page);
      // Not 'domcontentloaded': that waits for the held module script.
      await page.goto('/', { waitUntil: 'commit' });

      const loader = page.getByRole('status').filter({ hasText: 'Loading' });
      await expect(loader).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      // The page's own background, not the browser's white: the stylesheet applies (it blocks the first
      // paint, not the DOM Playwright reads) while the app's script is still held.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(theme === 'dark' ? 'oklch(0.129 0.042 264.695)' : 'oklch(0.984 0.003 247.858)');
      await saveScreenshot(page, `first-paint-${theme}`);

      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(loader).toHaveCount(0);
    });
  }
}

test('the signed-out landing page also starts from the static loader', async ({ page }) => {
  const release = await holdTheApp(page);
  // Not 'domcontentloaded': that waits for the held module script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
});
