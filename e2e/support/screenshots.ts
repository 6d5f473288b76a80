import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Whether this run saves the pictures: a person's run does; CI, where nobody looks at them, does not
 * unless E2E_SCREENSHOTS=1 (417 full-page PNGs cost about a minute of the suite on a 2-core machine).
 */
export const SAVES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || (process.env.E2E_SCREENSHOTS !== '0' && !process.env.CI);

/** Saves a full-page screenshot to e2e/artifacts/<name>-<width>.png (not committed) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!SAVES_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  // Finish colour transitions first (e.g. right after switching to dark), so the picture shows the settled screen.
  await page.screenshot({ path: `e2e/artifacts/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
}
