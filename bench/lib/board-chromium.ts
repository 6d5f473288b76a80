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
    cardsReachable(): number;
  }
}

/**
 * Tasks the user can reach on the board. Each column lists its cards in a virtualised scroll area
 * (only the cards in view are in the DOM), and every rendered card says its place in its column
 * (aria-posinset / aria-setsize). A column's tasks are all reachable once its list is rendered with
 * the column's full length, so this adds up each column's aria-setsize; measureBoardInChromium then
 * checks that scrolling each column does reach its last task.
 */
function cardsReachable(): number {
  let reachable = 0;
  for (const column of document.querySelectorAll('section[data-status]')) {
    const card = column.querySelector('li[aria-setsize]');
    reachable += card ? Number(card.getAttribute('aria-setsize')) : 0;
  }
  return reachable;
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
      if (!headed || cardsReachable() < minCards) return false;
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
const QUIET_AFTER_MS = 1000;

/**
 * Proves the "reachable" count honest: scrolls each column's list to its end, checks its last
 * task is then rendered, and scrolls back. Throws when a column cannot show its last task.
 */
async function assertEveryTaskReachable(page: Page, expected: number): Promise<void> {
  const found = await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let total = 0;
    for (const column of document.querySelectorAll('section[data-status]')) {
      const first = column.querySelector('li[aria-setsize]');
      if (!first) continue;
      const size = Number(first.getAttribute('aria-setsize'));
      const scroller = first.closest('ul').parentElement;
      let last = null;
      for (let attempt = 0; attempt < 20 && !last; attempt += 1) {
        scroller.scrollTop = scroller.scrollHeight;
        await frame();
        last = column.querySelector('li[aria-posinset="' + size + '"]');
      }
      if (last) total += size;
      scroller.scrollTop = 0;
      await frame();
    }
    return total;
  })()`);
  if (found !== expected) throw new Error(`only ${String(found)} of ${expected} tasks could be scrolled to`);
}

/** Median of three runs of a measure, so one hiccup of the machine does not decide the figure. */
async function median(measure: () => Promise<number>, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await measure());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

// Card move latency: click a card's toggle and wait for the frame in which the board shows the
// move: the card has left Not Started and In Progress lists it. The columns are virtualised, so
// the card itself is in the DOM only when its sorted place is in the column's view; otherwise
// In Progress lists it as one more task (every rendered card's aria-setsize), and measureMove
// then checks, untimed, that scrolling In Progress does show the card.
// A string, so the bundler that runs this file (tsx) cannot add helpers the page does not have.
const MOVE_SCRIPT = `new Promise((resolve) => {
  const button = document.querySelector('section[data-status="not_started"] button[data-toggle-to="in_progress"]');
  const title = button && button.closest('article') && button.closest('article').getAttribute('aria-label');
  if (!button || !title) { resolve({ ms: NaN, title: null }); return; }
  const inColumn = function (status) { return Array.from(document.querySelectorAll('section[data-status="' + status + '"] article')).some(function (card) { return card.getAttribute('aria-label') === title; }); };
  const listed = function () { const card = document.querySelector('section[data-status="in_progress"] li[aria-setsize]'); return card ? Number(card.getAttribute('aria-setsize')) : 0; };
  const before = listed();
  const started = performance.now();
  button.click();
  const check = function () {
    const moved = inColumn('in_progress') || (!inColumn('not_started') && listed() === before + 1);
    if (moved) requestAnimationFrame(function () { resolve({ ms: performance.now() - started, title: title }); });
    else requestAnimationFrame(check);
  };
  check();
})`;

// Scrolls In Progress through its list until the card with this title is shown; scrolls back.
const FIND_SCRIPT = `(async (title) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const column = document.querySelector('section[data-status="in_progress"]');
  const shown = () => Array.from(column.querySelectorAll('article')).some((card) => card.getAttribute('aria-label') === title);
  const scroller = column.querySelector('ul') && column.querySelector('ul').parentElement;
  let found = shown();
  while (!found && scroller && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += scroller.clientHeight;
    await frame();
    found = shown();
  }
  if (scroller) { scroller.scrollTop = 0; await frame(); }
  return found;
})`;

async function measureMove(page: Page): Promise<number> {
  const { ms, title } = await page.evaluate<{ ms: number; title: string | null }>(MOVE_SCRIPT);
  if (title !== null && !(await page.evaluate<boolean>(`${FIND_SCRIPT}(${JSON.stringify(title)})`))) throw new Error(`"${title}" was not found in In Progress after its move`);
  return ms;
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
    await context.addInitScript(`window.cardsReachable = ${cardsReachable.toString()};`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await timeUntil(page, `${baseUrl}/`, SHELL_READY); // warm the HTTP cache like a returning user
    const shellMs = await median(() => timeUntil(page, `${baseUrl}/`, SHELL_READY));
    let totalBlockingMs = 0;
    let allCardsMs = 0;
    const boardMs = await median(async () => {
      const painted = await timeUntil(page, `${baseUrl}/todos`, BOARD_READY);
      allCardsMs = await page.waitForFunction(({ minCards }) => window.cardsReachable() >= minCards && performance.now(), ALL_CARDS, { polling: 'raf', timeout: 120_000 }).then((handle) => handle.jsonValue() as Promise<number>);
      // Blocking time until every task is reachable, and for a second after it, so work the board
      // defers past that point still counts.
      await page.waitForTimeout(QUIET_AFTER_MS);
      totalBlockingMs = await page.evaluate((until) => window.__longTasks.filter((task) => task.start < until).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0), allCardsMs + QUIET_AFTER_MS);
      await assertEveryTaskReachable(page, ALL_CARDS.minCards);
      return painted;
    });
    const moveMs = await median(() => measureMove(page));
    return { shellMs, boardMs, allCardsMs, totalBlockingMs, moveMs };
  } finally {
    await browser.close();
  }
}
