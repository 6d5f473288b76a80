import { existsSync } from 'node:fs';
import { type Page, chromium } from 'playwright-core';

export interface BoardFigures {
  shellMs: number;
  boardMs: number;
  allCardsMs: number;
  totalBlockingMs: number;
  moveMs: number;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

declare global {
  interface Window {
    __longTasks: Array<{ start: number; duration: number }>;
    __paintedAt?: number;
  }
}

function collectLongTasks(): void {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface ReadyWhen {
  heading: string;
  minCards: number;
}

/** Loads `url` and returns the in-page time (ms since navigation) of the first frame where the page is ready. */
async function timeUntil(page: Page, url: string, ready: ReadyWhen): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    ({ heading, minCards }) => {
      const headed = [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading);
      if (!headed || document.querySelectorAll('section[data-status] li').length < minCards) return false;
      window.__paintedAt = performance.now();
      return true;
    },
    ready,
    { polling: 'raf', timeout: 120_000 },
  );
  return page.evaluate(() => window.__paintedAt ?? Number.NaN);
}

const SHELL_READY: ReadyWhen = { heading: 'Dashboard', minCards: 0 };
const BOARD_READY: ReadyWhen = { heading: 'To Do List', minCards: 1 };
const ALL_CARDS: ReadyWhen = { heading: 'To Do List', minCards: 1000 };

/** Median of three runs of a measure, so one hiccup of the machine does not decide the figure. */
async function median(measure: () => Promise<number>, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await measure());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

// Card move latency: click a card's toggle and wait for the frame in which it sits in the next column.
// A string, so the bundler that runs this file (tsx) cannot add helpers the page does not have.
const MOVE_SCRIPT = `new Promise((resolve) => {
  const button = document.querySelector('section[data-status="not_started"] button[aria-label$="to In Progress"]');
  const title = button && button.closest('article') && button.closest('article').getAttribute('aria-label');
  if (!button || !title) { resolve(NaN); return; }
  const started = performance.now();
  button.click();
  const check = function () {
    const moved = Array.from(document.querySelectorAll('section[data-status="in_progress"] article')).some(function (card) { return card.getAttribute('aria-label') === title; });
    if (moved) requestAnimationFrame(function () { resolve(performance.now() - started); });
    else requestAnimationFrame(check);
  };
  check();
})`;

async function measureMove(page: Page): Promise<number> {
  return page.evaluate<number>(MOVE_SCRIPT);
}

/** The board with 1,000 tasks in headless Chromium at 4x CPU throttle, beside the empty shell. */
export async function measureBoardInChromium(baseUrl: string, cookie: string): Promise<BoardFigures | null> {
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
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await timeUntil(page, `${baseUrl}/`, SHELL_READY); // warm the HTTP cache like a returning user
    const shellMs = await median(() => timeUntil(page, `${baseUrl}/`, SHELL_READY));
    let totalBlockingMs = 0;
    let allCardsMs = 0;
    const boardMs = await median(async () => {
      const painted = await timeUntil(page, `${baseUrl}/todos`, BOARD_READY);
      allCardsMs = await page.waitForFunction(({ minCards }) => document.querySelectorAll('section[data-status] li').length >= minCards && performance.now(), ALL_CARDS, { polling: 'raf', timeout: 120_000 }).then((handle) => handle.jsonValue() as Promise<number>);
      totalBlockingMs = await page.evaluate((until) => window.__longTasks.filter((task) => task.start < until).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0), allCardsMs);
      return painted;
    });
    const moveMs = await median(() => measureMove(page));
    return { shellMs, boardMs, allCardsMs, totalBlockingMs, moveMs };
  } finally {
    await browser.close();
  }
}
