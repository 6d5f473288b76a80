import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Saves a full-page screenshot to e2e/artifacts/<name>-<width>.png (not committed) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Finish colour transitions first (e.g. right after switching to dark), so the picture shows the settled screen.
  await page.screenshot({ path: `e2e/artifacts/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
}
