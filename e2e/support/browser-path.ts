import { existsSync } from 'node:fs';

/**
 * The browser the suite drives: CHROMIUM_PATH, else Debian's headless shell (the package
 * chromium-headless-shell, the same Chromium without the desktop browser around it, which is what
 * Playwright itself runs headless), else Debian's full Chromium. The shell ran the look specs in 86 s
 * against 100 s for the full browser on the 2-core CI machine (docs/architecture.md "Testing").
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The switches every browser of the suite starts with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function suiteBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

/**
 * For a spec that needs what only the full browser has (notifications and push: the headless shell
 * reports notifications as blocked): `test.use(FULL_BROWSER)` at the top of the file.
 */
export const FULL_BROWSER = { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: CHROMIUM_ARGS } };
