// A signed-in page of the app in headless Chromium at 4x CPU throttle, and what every page bench
// measures with it: the time until a page is ready (in the page's own clock), the empty shell for
// comparison, total blocking time from a long-task observer, and medians of three runs. The board
// (board-chromium.ts) and the journal (journal-chromium.ts) each add only what their page shows.
import { existsSync } from 'node:fs';
import { type Page, chromium } from 'playwright-core';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CPU_THROTTLE = 4;

/** Blocking time is counted until the page is ready and for this long after, so work it defers still counts. */
export const QUIET_AFTER_MS = 1000;

declare global {
  interface Window {
    __longTasks: Array<{ start: number; duration: number }>;
    __paintedAt?: number;
    /** What a bench counts on its page (cards reachable, entries shown…), installed before the page's own scripts. */
    __counters: Record<string, () => number>;
  }
}

function collectLongTasks(): void {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** A page is ready in the first frame where its h1 reads `heading` and, with `counter`, that counter reaches `atLeast`. */
export interface PageReady {
  heading: string;
  counter?: string;
  atLeast?: number;
}

/** The signed-in shell with nothing to load: what every page's first paint is compared with. */
export const SHELL_READY: PageReady = { heading: 'Dashboard' };

export interface ChromiumPageOptions {
  /**
   * Counting functions, run in the page: each must stand alone (no closures, no imports), since it
   * travels as its source text.
   */
  counters?: Record<string, () => number>;
}

/**
 * Runs `use` with a 1280×800 page of headless Chromium, signed in with `cookie` (a Cookie header's
 * `name=value; …`), its long tasks observed from the first script of every document, at 4x CPU
 * throttle. Null when no Chromium is installed (CHROMIUM_PATH, else /usr/bin/chromium).
 */
export async function withChromiumPage<T>(baseUrl: string, cookie: string, options: ChromiumPageOptions, use: (page: Page) => Promise<T>): Promise<T | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...rest] = pair.split('=');
        return { name, value: rest.join('='), url: baseUrl };
      }),
    );
    await context.addInitScript(collectLongTasks);
    const counters = Object.entries(options.counters ?? {}).map(([name, count]) => `${JSON.stringify(name)}: (${count.toString()})`);
    await context.addInitScript(`window.__counters = { ${counters.join(', ')} };`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Loads `url` and returns the in-page time (ms since navigation) of the first frame where the page is ready. */
export async function timeUntilReady(page: Page, url: string, ready: PageReady): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    ({ heading, counter, atLeast }) => {
      const headed = [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading);
      if (!headed) return false;
      if (counter !== undefined && window.__counters[counter]!() < (atLeast ?? 1)) return false;
      window.__paintedAt = performance.now();
      return true;
    },
    ready,
    { polling: 'raf', timeout: 120_000 },
  );
  return page.evaluate(() => window.__paintedAt ?? Number.NaN);
}

/** The in-page time of the first frame in which `counter` reaches `atLeast`, on the page as it is. */
export async function timeUntilCount(page: Page, counter: string, atLeast: number): Promise<number> {
  const handle = await page.waitForFunction(({ name, minimum }) => window.__counters[name]!() >= minimum && performance.now(), { name: counter, minimum: atLeast }, { polling: 'raf', timeout: 120_000 });
  return handle.jsonValue() as Promise<number>;
}

/** Total blocking time (each long task's time beyond 50 ms) of the tasks that started before `untilMs`, in the page's clock. */
export function totalBlockingBefore(page: Page, untilMs: number): Promise<number> {
  return page.evaluate((until) => window.__longTasks.filter((task) => task.start < until).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0), untilMs);
}

/** Median of three runs of a measure, so one hiccup of the machine does not decide the figure. */
export async function medianOf(measure: () => Promise<number>, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await measure());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** The empty shell's first paint (median of three), after one load that warms the HTTP cache as a returning user's is. */
export async function shellPaintMs(page: Page, baseUrl: string): Promise<number> {
  await timeUntilReady(page, `${baseUrl}/`, SHELL_READY);
  return medianOf(() => timeUntilReady(page, `${baseUrl}/`, SHELL_READY));
}
