import { existsSync } from 'node:fs';

/**
 * The browser the suite drives: CHROMIUM_PATH, else Debian's headless shell (the package
 * chromium-headless-shell, the same Chromium without the desktop browser around it, which is what
 * Playwright itself runs headless), else Debian's full Chromium. The shell ran the look specs in 86 s
 * against 100 s for the full browser on the 2-core CI machine (docs/architecture.md "Testing").
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function suiteBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
