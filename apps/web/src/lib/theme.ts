import { useSyncExternalStore } from 'react';

// The colour theme (issue 7 §4): Light, Dark or System, remembered in this browser, System by
// default. public/theme-init.js applies it before the first paint; this module keeps it in step
// afterwards. The storage key, the class and the colours must stay the same in both files.

export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'cadence-theme';
/** The browser's toolbar colour per theme (meta theme-color). */
export const THEME_COLORS: Record<Theme, string> = { light: '#4f46e5', dark: '#0b1020' };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** A stored value, or System for anything else (nothing stored, an old or foreign value). */
export function parseThemePreference(stored: string | null): ThemePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function readStored(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(SYSTEM_DARK).matches;
}

/** The class Tailwind's dark variant keys on, the native controls' colour scheme and the toolbar colour. */
function apply(preference: ThemePreference): void {
  const theme = resolveTheme(preference, systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
}

let current: ThemePreference | null = null;
const listeners = new Set<() => void>();

function getPreference(): ThemePreference {
  current ??= readStored();
  return current;
}

function update(preference: ThemePreference): void {
  current = preference;
  apply(preference);
  for (const listener of listeners) listener();
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  update(preference);
}

/**
 * Keeps the page in step for its whole life: under System it follows the system's changes, and a
 * choice made in another tab applies here too. Called once by main.tsx.
 */
export function syncThemeWithSystem(): void {
  // theme-init.js has done this before the first paint; doing it again costs nothing and covers a page without it.
  apply(getPreference());
  window.matchMedia(SYSTEM_DARK).addEventListener('change', () => {
    if (getPreference() === 'system') apply('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update(readStored());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getPreference, () => 'system');
}
