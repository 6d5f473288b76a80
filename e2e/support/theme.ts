import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './screenshots';

export type ThemeName = 'light' | 'dark';
export const THEMES: readonly ThemeName[] = ['light', 'dark'];

/** The storage key of apps/web/src/lib/theme.ts and public/theme-init.js. */
export const THEME_STORAGE_KEY = 'cadence-theme';

/**
 * Chooses a theme as a returning visitor would have: stored before any page of the app loads, so
 * theme-init.js applies it. The OS setting is emulated the other way round, so a page that only
 * followed the OS would show the wrong theme.
 */
export async function storeTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/** Chooses a theme with the switch on screen, as a person would. */
export async function chooseTheme(page: Page, theme: ThemeName | 'system'): Promise<void> {
  const label = { light: 'Light', dark: 'Dark', system: 'System' }[theme];
  await page.getByRole('radiogroup', { name: 'Theme' }).first().getByRole('radio', { name: label }).check();
}

/**
 * Runs `look` in both themes at 1280 and 390 px (DESKTOP, MOBILE), the theme stored for the next load
 * and the viewport set: the axe-and-screenshot pass every screen gets.
 */
export async function inEveryLook(page: Page, look: (theme: ThemeName, size: 'desktop' | 'mobile') => Promise<void>): Promise<void> {
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await look(theme, size);
    }
  }
}
