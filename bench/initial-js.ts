// issue 21 "Done when": the compressed initial JavaScript of each route. For every route of the app
// (docs/product/shell.md "Routes"), the JavaScript a first visit downloads before the route's screen can
// render: the entry with its static imports, index.html's own script files (session-early.js), and
// the route's lazy chunks (the shell's for a tab page, then the page's) with their static imports, as
// the Vite manifest of the build lists them. What a page only imports lazily (a dialog, a panel) loads
// on first use and is not counted. Summed raw, gzip and brotli from the .gz/.br twins the build writes
// (vite.config.ts; a file that would not shrink has none and goes out as it is, decision 012).
// Cross-checked in headless Chromium: every route loaded once in a fresh context, the script responses
// that arrived before its h1 rendered summed from Resource Timing (the body bytes as sent, and with
// headers). The table goes to the console and, with every file, to bench/artifacts/initial-js.json.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type RunningApp, startApp } from './lib/app-process';
import { createSignedInUser } from './lib/session';
import { collect, type Manifest } from './lib/bundle-size';

type Row = (label: string, value: string) => void;

const DIST = path.join('apps', 'web', 'dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const LAZY_PAGES = path.join('apps', 'web', 'src', 'app', 'lazy-pages.ts');
const ARTIFACT = path.join(import.meta.dirname, 'artifacts', 'initial-js.json');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** What the board's first JavaScript was held to (issue 3, bench/board.ts): gzip, KB of 1,024 bytes. */
const BOARD_GOAL_GZIP_KB = 150;

const SHELL = 'src/app/shell/shell-layout.tsx';

/**
 * Every route of src/app/app-routes.tsx, with the lazy modules (Vite manifest keys) it renders: a tab
 * page renders inside the shell's layout, so it needs the shell's chunk and its own. /signup and
 * /dashboard are no routes of their own: sign-up is a view of /login, the dashboard is / signed in.
 */
const ROUTES: Array<{ label: string; path: string; signedIn: boolean; modules: string[] }> = [
  { label: '/ (landing, signed out)', path: '/', signedIn: false, modules: ['src/features/landing/landing-page.tsx'] },
  { label: '/login (sign in, sign up, forgot password)', path: '/login', signedIn: false, modules: ['src/features/auth/components/login-page.tsx'] },
  { label: '/ (dashboard, signed in)', path: '/', signedIn: true, modules: [SHELL, 'src/app/dashboard-route.tsx'] },
  { label: '/todos (the board)', path: '/todos', signedIn: true, modules: [SHELL, 'src/app/todos-route.tsx'] },
  { label: '/journal', path: '/journal', signedIn: true, modules: [SHELL, 'src/app/journal-route.tsx'] },
  { label: '/habits', path: '/habits', signedIn: true, modules: [SHELL, 'src/app/habits-route.tsx'] },
  { label: '/goals', path: '/goals', signedIn: true, modules: [SHELL, 'src/app/goals-route.tsx'] },
  { label: '/activity', path: '/activity', signedIn: true, modules: [SHELL, 'src/app/activity-route.tsx'] },
  { label: '/help', path: '/help', signedIn: true, modules: [SHELL, 'src/features/help/components/help-page.tsx'] },
  { label: '/profile (outside the shell)', path: '/profile', signedIn: true, modules: ['src/app/profile-route.tsx'] },
  { label: '/subscription (outside the shell)', path: '/subscription', signedIn: true, modules: ['src/features/subscription/components/subscription-page.tsx'] },
  { label: '/auth/callback', path: '/auth/callback', signedIn: false, modules: ['src/features/auth/components/auth-callback-page.tsx'] },
  { label: '/auth/reset-password', path: '/auth/reset-password', signedIn: false, modules: ['src/features/auth/components/reset-password-page.tsx'] },
  { label: '/debug/journal-test', path: '/debug/journal-test', signedIn: true, modules: [SHELL, 'src/features/debug/components/journal-test-page.tsx'] },
  { label: '/debug/input-test', path: '/debug/input-test', signedIn: true, modules: [SHELL, 'src/features/debug/components/input-test-page.tsx'] },
];

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

interface RouteSize extends Sizes {
  label: string;
  path: string;
  signedIn: boolean;
  files: string[];
  /** Beyond what every route loads (the entry, its imports and index.html's scripts). */
  beyondEntry: Sizes;
}

interface BrowserCheck {
  label: string;
  /** The h1 the route rendered, or why it did not. */
  heading: string;
  renderedAtMs: number;
  /** Script files that had arrived when the h1 rendered: body bytes as sent (encodedBodySize) and with headers (transferSize). */
  scripts: Array<{ file: string; encodedBytes: number; transferBytes: number; decodedBytes: number; endMs: number }>;
  encodedBytes: number;
  transferBytes: number;
  /** Counted from the manifest but not fetched before the h1, and fetched but not counted. */
  missing: string[];
  extra: string[];
  /** Counted files whose body came over exactly as large as their .br twin (or the file, without one). */
  brotliMatches: number;
  /** Script files that arrived after the h1, within the quiet second that followed. */
  after: Array<{ file: string; encodedBytes: number }>;
}

const sizeOf = (file: string) => statSync(path.join(DIST, file)).size;
/** The bytes the server sends for `file` under an encoding: its twin, or the file itself when the build made none. */
const encodedSize = (file: string, extension: 'br' | 'gz') => (existsSync(path.join(DIST, `${file}.${extension}`)) ? sizeOf(`${file}.${extension}`) : sizeOf(file));

function sum(files: Iterable<string>): Sizes {
  const total = { raw: 0, gzip: 0, br: 0 };
  for (const file of files) {
    total.raw += sizeOf(file);
    total.gzip += encodedSize(file, 'gz');
    total.br += encodedSize(file, 'br');
  }
  return total;
}

/** collect() of a route's module, which must be in the build: a module that moved fails the part, not the figure. */
function collectRoute(manifest: Manifest, key: string, files: Set<string>): void {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: a route's module moved? (bench/initial-js.ts ROUTES)`);
  collect(manifest, key, files);
}

/** The script files index.html names itself (not the entry, which the manifest has): session-early.js. */
function pageScripts(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !file.startsWith('assets/'));
}

/** The pages lazy-pages.ts loads that no route above counts: a route added without its line here. */
function uncountedPages(): string[] {
  const source = readFileSync(LAZY_PAGES, 'utf8');
  const modules = [...source.matchAll(/import\('\.\/([^']+)'\)|import\('\.\.\/([^']+)'\)/g)].map((match) => (match[1] ? `src/app/${match[1]}.tsx` : `src/${match[2]!}.tsx`));
  const counted = new Set(ROUTES.flatMap((route) => route.modules));
  return modules.filter((module) => !counted.has(module));
}

/** Every route's initial JavaScript from the build's manifest; null without a build. */
export function routeSizes(): { entry: Sizes & { files: string[] }; routes: RouteSize[] } | null {
  if (!existsSync(MANIFEST)) return null;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryFiles = new Set<string>(pageScripts());
  collectRoute(manifest, 'index.html', entryFiles);
  const routes = ROUTES.map((route) => {
    const files = new Set(entryFiles);
    for (const module of route.modules) collectRoute(manifest, module, files);
    const beyond = [...files].filter((file) => !entryFiles.has(file));
    return { ...route, files: [...files], ...sum(files), beyondEntry: sum(beyond) };
  });
  return { entry: { files: [...entryFiles], ...sum(entryFiles) }, routes };
}

declare global {
  interface Window {
    /** The first time (ms since navigation) an h1 was in the app's root, and its text. */
    __headingAt?: { at: number; text: string };
  }
}

/**
 * Installed before the page's scripts: notes when the route's h1 first appears (every page has one,
 * src/components/ui/page-heading.tsx). A string: the bundler that runs this file (tsx) would add
 * helpers the page does not have.
 */
const WATCH_HEADING = `new MutationObserver((_, observer) => {
  const heading = document.querySelector('#root h1');
  if (!heading || window.__headingAt) return;
  window.__headingAt = { at: performance.now(), text: (heading.textContent || '').trim() };
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

async function checkInBrowser(browser: Browser, app: RunningApp, cookie: string, route: RouteSize): Promise<BrowserCheck> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    if (route.signedIn) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name = '', ...rest] = pair.split('=');
          return { name, value: rest.join('='), url: app.baseUrl };
        }),
      );
    }
    await context.addInitScript(WATCH_HEADING);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${route.path}`, { waitUntil: 'load' });
    let heading = '';
    try {
      await page.waitForFunction(() => window.__headingAt !== undefined, null, { timeout: 20_000 });
    } catch {
      heading = 'no h1 within 20 s';
    }
    // A quiet second after the h1, so what loads just after it is seen (and not counted).
    await page.waitForTimeout(1000);
    const seen = await page.evaluate(() => ({
      headingAt: window.__headingAt,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), encodedBytes: entry.encodedBodySize, transferBytes: entry.transferSize, decodedBytes: entry.decodedBodySize, endMs: entry.responseEnd })),
    }));
    const renderedAtMs = seen.headingAt?.at ?? Number.POSITIVE_INFINITY;
    if (!heading) heading = seen.headingAt?.text ?? '?';
    const before = seen.scripts.filter((script) => script.endMs <= renderedAtMs);
    const fetched = new Set(before.map((script) => script.file));
    const counted = new Set(route.files);
    return {
      label: route.label,
      heading,
      renderedAtMs,
      scripts: before,
      encodedBytes: before.reduce((total, script) => total + script.encodedBytes, 0),
      transferBytes: before.reduce((total, script) => total + script.transferBytes, 0),
      missing: route.files.filter((file) => !fetched.has(file)),
      extra: [...fetched].filter((file) => !counted.has(file)),
      brotliMatches: before.filter((script) => counted.has(script.file) && script.encodedBytes === encodedSize(script.file, 'br')).length,
      after: seen.scripts.filter((script) => script.endMs > renderedAtMs).map(({ file, encodedBytes }) => ({ file, encodedBytes })),
    };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const cells = (values: string[]) => values.map((value, index) => value.padEnd(index === 0 ? 6 : 11)).join(' ');

/** The initial JavaScript of every route (BENCH_ONLY part `initial-js`). */
export async function benchInitialJs({ row }: { row: Row }): Promise<void> {
  const sizes = routeSizes();
  if (!sizes) {
    row('[initial-js] every route', 'no build manifest (run `npm run build`)');
    return;
  }
  const uncounted = uncountedPages();
  if (uncounted.length > 0) row('[initial-js] pages lazy-pages.ts loads that no route here counts', uncounted.join(', '));

  row('[initial-js] what every route loads: entry + its imports + index.html scripts', `${cells([String(sizes.entry.files.length), kib(sizes.entry.raw), kib(sizes.entry.gzip), kib(sizes.entry.br)])}  (files, raw, gzip, br)`);
  row('[initial-js] route (entry + the route\'s chunks and their imports)', cells(['files', 'raw', 'gzip', 'br', 'route br']));
  const markdown = ['| route | files | raw | gzip | brotli | beyond the entry (brotli) |', '|---|---|---|---|---|---|'];
  for (const route of sizes.routes) {
    const values = [String(route.files.length), kib(route.raw), kib(route.gzip), kib(route.br), kib(route.beyondEntry.br)];
    const goal = route.path === '/todos' ? `  (gzip ${route.gzip / 1024 <= BOARD_GOAL_GZIP_KB ? '≤' : '>'} ${BOARD_GOAL_GZIP_KB} KiB, the board's target)` : '';
    row(`[initial-js] ${route.label}`, `${cells(values)}${goal}`);
    markdown.push(`| ${route.label} | ${values.join(' | ')} |`);
  }

  // The cross-check: what Chromium fetched before each route's h1, as the server sent it.
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const checks: BrowserCheck[] = [];
  if (!existsSync(executablePath)) {
    row('[initial-js] in Chromium', 'Chromium not found (set CHROMIUM_PATH)');
  } else {
    let app: RunningApp | null = null;
    let browser: Browser | null = null;
    try {
      app = await startApp();
      const cookie = await createSignedInUser(app.baseUrl, `initial-js-${Date.now()}@example.com`, 'Bench-Passw0rd!');
      browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
      row('[initial-js] Chromium, fresh context per route: scripts before the h1', 'body as sent / with headers  (manifest br; files; h1)');
      for (const route of sizes.routes) {
        const check = await checkInBrowser(browser, app, cookie, route);
        checks.push(check);
        const agrees = check.missing.length === 0 && check.extra.length === 0 && check.brotliMatches === route.files.length;
        const differences = [
          ...(check.missing.length > 0 ? [`not fetched: ${check.missing.join(', ')}`] : []),
          ...(check.extra.length > 0 ? [`also fetched: ${check.extra.join(', ')}`] : []),
          ...(check.brotliMatches < route.files.length - check.missing.length ? [`${route.files.length - check.missing.length - check.brotliMatches} not at their .br size`] : []),
        ];
        row(
          `[initial-js] in Chromium: ${route.label}`,
          `${kib(check.encodedBytes)} / ${kib(check.transferBytes)}  (manifest ${kib(route.br)}; ${check.scripts.length} files; "${check.heading}")  ${agrees ? 'agrees' : differences.join('; ')}`,
        );
      }
    } finally {
      await browser?.close();
      await app?.stop();
    }
  }

  mkdirSync(path.dirname(ARTIFACT), { recursive: true });
  writeFileSync(
    ARTIFACT,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), units: 'bytes', boardGoalGzipKiB: BOARD_GOAL_GZIP_KB, markdown: markdown.join('\n'), entry: sizes.entry, routes: sizes.routes, chromium: checks }, null, 2)}\n`,
  );
  row('[initial-js] report (every route\'s files, the Chromium check)', path.relative(process.cwd(), ARTIFACT));
}
