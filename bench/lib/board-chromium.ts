import type { Page } from 'playwright-core';
import { type PageReady, QUIET_AFTER_MS, medianOf, shellPaintMs, timeUntilCount, timeUntilReady, totalBlockingBefore, withChromiumPage } from './page-chromium';

export interface BoardFigures {
  shellMs: number;
  boardMs: number;
  allCardsMs: number;
  totalBlockingMs: number;
  moveMs: number;
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

const BOARD_READY: PageReady = { heading: 'To Do List', counter: 'cardsReachable', atLeast: 1 };

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

/** The board with `tasks` tasks (1,000 in `npm run bench`) in headless Chromium at 4x CPU throttle, beside the empty shell. */
export async function measureBoardInChromium(baseUrl: string, cookie: string, tasks = 1000): Promise<BoardFigures | null> {
  return withChromiumPage(baseUrl, cookie, { counters: { cardsReachable } }, async (page) => {
    const shellMs = await shellPaintMs(page, baseUrl);
    let totalBlockingMs = 0;
    let allCardsMs = 0;
    const boardMs = await medianOf(async () => {
      const painted = await timeUntilReady(page, `${baseUrl}/todos`, BOARD_READY);
      allCardsMs = await timeUntilCount(page, 'cardsReachable', tasks);
      // Blocking time until every task is reachable, and for a second after it, so work the board
      // defers past that point still counts.
      await page.waitForTimeout(QUIET_AFTER_MS);
      totalBlockingMs = await totalBlockingBefore(page, allCardsMs + QUIET_AFTER_MS);
      await assertEveryTaskReachable(page, tasks);
      return painted;
    });
    const moveMs = await medianOf(() => measureMove(page));
    return { shellMs, boardMs, allCardsMs, totalBlockingMs, moveMs };
  });
}
