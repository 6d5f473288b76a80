// issue 21 "Done when": a cold and a warm (service-worker) load of the board. The heavy account's board
// (/todos, lib/heavy-account.ts) in headless Chromium on a phone's terms: Lighthouse 12's mobile screen
// (412×823) and its slow-4G network as DevTools throttling applies it (CDP
// Network.emulateNetworkConditions), with the CPU 4x slower (Emulation.setCPUThrottlingRate).
// - cold: a fresh browser context (its own empty cache and storage), service workers blocked;
// - warm: a fresh context that has visited the board once, pressed a key (the page registers its
//   worker at the first key or tap, src/app/pwa/service-worker.ts) and waited until the worker is
//   active and the board's answer saved (the persister writes once a second); then a new page of that
//   context loads the board, which the worker controls and answers from its precache
//   (docs/product/offline.md, decision 018).
// Each load is measured until the first task card is on screen, and on until the network has been
// quiet for a second: the first card (in the page's clock, from the navigation), the LCP (the last
// 'largest-contentful-paint' entry), the bytes that came over the network and the requests the worker
// answered (the DevTools protocol's Network events). Cold and warm runs alternate, five of each;
// medians with the spread, every run and request in bench/artifacts/sw-load.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { HEAVY_ACCOUNT } from './lib/heavy-account';
import { type HeavyAccountApp, startHeavyAccountApp } from './lib/heavy-account-app';

type Row = (label: string, value: string) => void;

// BENCH_SW_RUNS narrows a run while working on it; the bench's figures are five runs of each.
const RUNS = Number(process.env.BENCH_SW_RUNS ?? 5);
const ARTIFACT = path.join(import.meta.dirname, 'artifacts', 'sw-load.json');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LOAD_DEADLINE_MS = 90_000;
/** The network counts as done once nothing but the live-updates stream has been in flight for this long. */
const QUIET_MS = 1000;

/**
 * Lighthouse 12's mobile profile (its "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up) as its
 * DevTools throttling applies it: a request latency of the RTT × 3.75 and throughputs × 0.9
 * (@paulirish/trace_engine lantern/simulation/Constants.js, mobileSlow4G). DevTools throttling works
 * per request, not per packet: a reused connection is no faster than a new one.
 */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8), uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8) };
const CPU_THROTTLE = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Installed before the page's scripts (a string: the bundler that runs this file, tsx, would add
 * helpers the page does not have): the LCP candidates, and the first frame in which a task card
 * (an <article> in a board column, src/features/todos/components/todo-card.tsx) has a size on screen.
 */
const OBSERVE_LOAD = `(() => {
  const load = (window.__load = { lcpMs: 0, lcpElement: '', firstCardMs: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      load.lcpMs = entry.startTime;
      const element = entry.element;
      load.lcpElement = element ? element.tagName.toLowerCase() + (element.getAttribute('aria-label') ? '[aria-label]' : '') + ' — ' + (element.textContent || '').trim().slice(0, 60) : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const cardShown = () => {
    const card = document.querySelector('section[data-status] article[aria-label]');
    if (!card) return false;
    const box = card.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  new MutationObserver((_, observer) => {
    if (!cardShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { load.firstCardMs = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
})();`;

interface PageLoad {
  lcpMs: number;
  lcpElement: string;
  firstCardMs: number | null;
}

interface RequestSeen {
  url: string;
  type: string;
  status: number;
  encoding: string;
  fromServiceWorker: boolean;
  /** Answered from the browser's HTTP or memory cache. */
  fromCache: boolean;
  /** Bytes received over the network, headers included (the protocol's encodedDataLength). */
  bytes: number;
  done: boolean;
  /** The protocol's monotonic clock, in seconds: when the request was sent, and when its answer had all arrived. */
  sentAt: number;
  endedAt: number | null;
}

interface LoadFigures {
  firstCardMs: number;
  lcpMs: number;
  lcpElement: string;
  /** Bytes of the requests neither the service worker nor a cache answered. */
  networkBytes: number;
  requests: number;
  answeredByServiceWorker: number;
  answeredByCache: number;
  /** Whether a service worker controlled the page, and answered its navigation. */
  controlled: boolean;
  documentFromServiceWorker: boolean;
  /** When the network had been quiet for a second after the first card (ms since the navigation began). */
  quietAtMs: number;
  /** When the board's answer (GET /api/todos) had arrived, ms after the page was requested: before or after the first card? */
  boardAnswerMs: number;
  requestList: Array<Omit<RequestSeen, 'done' | 'sentAt' | 'endedAt'> & { startMs: number; endMs: number | null }>;
}

function addCookie(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  return context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: baseUrl };
    }),
  );
}

/** Loads the board in a new page of `context`, throttled, and measures it until the network is quiet. */
async function measureBoardLoad(context: BrowserContext, baseUrl: string): Promise<LoadFigures> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, RequestSeen>();
    let lastActivity = performance.now();
    const touch = () => void (lastActivity = performance.now());
    cdp.on('Network.requestWillBeSent', (event) => {
      touch();
      requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', status: 0, encoding: '', fromServiceWorker: false, fromCache: false, bytes: 0, done: false, sentAt: event.timestamp, endedAt: null });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const seen = requests.get(event.requestId);
      if (seen) seen.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      touch();
      const seen = requests.get(event.requestId);
      if (!seen) return;
      const { response } = event;
      seen.status = response.status;
      seen.fromServiceWorker ||= response.fromServiceWorker === true;
      seen.fromCache ||= response.fromDiskCache === true || response.fromPrefetchCache === true;
      seen.bytes = response.encodedDataLength;
      seen.encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    });
    cdp.on('Network.loadingFinished', (event) => {
      touch();
      const seen = requests.get(event.requestId);
      if (!seen) return;
      seen.bytes = event.encodedDataLength;
      seen.done = true;
      seen.endedAt = event.timestamp;
    });
    cdp.on('Network.loadingFailed', (event) => {
      touch();
      const seen = requests.get(event.requestId);
      if (!seen) return;
      seen.done = true;
      seen.endedAt = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    const started = performance.now();
    await page.goto(`${baseUrl}/todos`, { waitUntil: 'commit', timeout: LOAD_DEADLINE_MS });
    await page.waitForFunction(() => (window as unknown as { __load: PageLoad }).__load.firstCardMs !== null, null, { polling: 250, timeout: LOAD_DEADLINE_MS });
    // On until only the live-updates stream is open and nothing has moved for a second.
    for (;;) {
      const inFlight = [...requests.values()].some((request) => !request.done && request.type !== 'EventSource');
      if (!inFlight && performance.now() - lastActivity >= QUIET_MS) break;
      if (performance.now() - started > LOAD_DEADLINE_MS) throw new Error(`the network was not quiet within ${LOAD_DEADLINE_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const quietAtMs = await page.evaluate(() => performance.now());
    const seen = await page.evaluate(() => ({ load: (window as unknown as { __load: PageLoad }).__load, controlled: (navigator.serviceWorker?.controller ?? null) !== null }));
    const list = [...requests.values()];
    const navigation = list.find((request) => request.type === 'Document');
    const network = list.filter((request) => !request.fromServiceWorker && !request.fromCache);
    const origin = navigation?.sentAt ?? 0;
    const sinceOrigin = (at: number | null) => (at === null ? null : Math.round((at - origin) * 1000));
    const boardAnswer = list.find((request) => new URL(request.url).pathname === '/api/todos' && request.endedAt !== null);
    return {
      firstCardMs: seen.load.firstCardMs ?? Number.NaN,
      lcpMs: seen.load.lcpMs,
      lcpElement: seen.load.lcpElement,
      networkBytes: network.reduce((total, request) => total + request.bytes, 0),
      requests: list.length,
      answeredByServiceWorker: list.filter((request) => request.fromServiceWorker).length,
      answeredByCache: list.filter((request) => request.fromCache && !request.fromServiceWorker).length,
      controlled: seen.controlled,
      documentFromServiceWorker: navigation?.fromServiceWorker ?? false,
      quietAtMs,
      boardAnswerMs: sinceOrigin(boardAnswer?.endedAt ?? null) ?? Number.NaN,
      requestList: list.map(({ done: _done, sentAt, endedAt, ...request }) => ({ ...request, url: new URL(request.url).pathname, startMs: sinceOrigin(sentAt)!, endMs: sinceOrigin(endedAt) })),
    };
  } finally {
    await page.close();
  }
}

/** A first visit in a new context: no worker, an empty cache. */
async function coldLoad(browser: Browser, baseUrl: string, cookie: string): Promise<LoadFigures> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await addCookie(context, baseUrl, cookie);
    await context.addInitScript(OBSERVE_LOAD);
    return await measureBoardLoad(context, baseUrl);
  } finally {
    await context.close();
  }
}

/** A return visit: one unthrottled visit first, the worker registered (a key press) and active, the board's answer saved. */
async function warmLoad(browser: Browser, baseUrl: string, cookie: string): Promise<LoadFigures> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await addCookie(context, baseUrl, cookie);
    await context.addInitScript(OBSERVE_LOAD);
    const first = await context.newPage();
    await first.goto(`${baseUrl}/todos`);
    await first.waitForFunction(() => (window as unknown as { __load: PageLoad }).__load.firstCardMs !== null, null, { polling: 250, timeout: LOAD_DEADLINE_MS });
    await first.keyboard.press('Shift');
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    });
    // The board's answer in this browser's saved answers (src/lib/query-persistence.ts), as a returning person has it.
    await first.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('cadence');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('saved-answers')) return resolve(false);
            const read = db.transaction('saved-answers').objectStore('saved-answers').get('queries');
            read.onsuccess = () => resolve(typeof read.result === 'string' && read.result.includes('"todos"'));
            read.onerror = () => resolve(false);
          };
        }),
      null,
      { polling: 500, timeout: 30_000 },
    );
    await first.close();
    const figures = await measureBoardLoad(context, baseUrl);
    if (!figures.controlled) throw new Error('the warm load was not controlled by the service worker');
    return figures;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

interface Summary {
  firstCardMs: number;
  boardAnswerMs: number;
  lcpMs: number;
  networkBytes: number;
  requests: number;
  answeredByServiceWorker: number;
}

function summarize(runs: LoadFigures[]): { median: Summary; min: Summary; max: Summary } {
  const of = (pick: (values: number[]) => number) => {
    const value = (key: keyof Summary) => pick(runs.map((run) => run[key]));
    return { firstCardMs: value('firstCardMs'), boardAnswerMs: value('boardAnswerMs'), lcpMs: value('lcpMs'), networkBytes: value('networkBytes'), requests: value('requests'), answeredByServiceWorker: value('answeredByServiceWorker') };
  };
  return { median: of(median), min: of((values) => Math.min(...values)), max: of((values) => Math.max(...values)) };
}

/** The cores this process (and the browser it starts) may run on. */
function allowedCores(): string {
  try {
    return /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '?';
  } catch {
    return '?';
  }
}

/** The board's cold and warm loads (BENCH_ONLY part `sw-load`). */
export async function benchSwLoad({ row }: { row: Row }): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    row('[sw-load] the board, cold and warm', 'Chromium not found (set CHROMIUM_PATH)');
    return;
  }
  const now = Date.now();
  let heavy: HeavyAccountApp | null = null;
  let browser: Browser | null = null;
  try {
    heavy = await startHeavyAccountApp('sw-load', now);
    const { app, account } = heavy;
    row(`[sw-load] heavy account seeded through the API (${HEAVY_ACCOUNT.tasks} tasks and the rest)`, `${(account.seedMs / 1000).toFixed(1)} s`);
    browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
    const loadBefore = loadavg()[0]!;
    const cold: LoadFigures[] = [];
    const warm: LoadFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      cold.push(await coldLoad(browser, app.baseUrl, account.cookie));
      warm.push(await warmLoad(browser, app.baseUrl, account.cookie));
    }
    const loadAfter = loadavg()[0]!;

    row(
      `[sw-load] /todos, Lighthouse's phone: ${NETWORK.latency} ms per request (150 ms RTT), ${Math.round((NETWORK.downloadThroughput * 8) / 1024)} kbit/s down, ${CPU_THROTTLE}x CPU`,
      `median of ${RUNS} (min–max); browser on cores ${allowedCores()}, server on core 1`,
    );
    const summaries = { cold: summarize(cold), warm: summarize(warm) };
    const markdown = ['| load | first card visible | /api/todos arrived | LCP | bytes over the network | requests | answered by the service worker |', '|---|---|---|---|---|---|---|'];
    for (const [label, { median: m, min, max }] of Object.entries(summaries)) {
      const spread = (key: keyof Summary, show: (value: number) => string) => `${show(m[key])} (${show(min[key])}–${show(max[key])})`;
      const ms = (value: number) => `${thousands(value)} ms`;
      const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
      const name = label === 'cold' ? 'cold (no service worker, empty cache)' : 'warm (service worker, one visit before)';
      row(`[sw-load] ${name}: first task card visible`, spread('firstCardMs', ms));
      row(`[sw-load] ${name}: the board's answer (/api/todos) arrived`, spread('boardAnswerMs', ms));
      row(`[sw-load] ${name}: LCP`, `${spread('lcpMs', ms)}  (goal ≤ 2,500 ms)`);
      row(`[sw-load] ${name}: bytes over the network`, spread('networkBytes', kib));
      row(`[sw-load] ${name}: requests / answered by the service worker`, `${spread('requests', String)} / ${spread('answeredByServiceWorker', String)}`);
      markdown.push(`| ${name} | ${spread('firstCardMs', ms)} | ${spread('boardAnswerMs', ms)} | ${spread('lcpMs', ms)} | ${spread('networkBytes', kib)} | ${spread('requests', String)} | ${spread('answeredByServiceWorker', String)} |`);
    }
    row(
      '[sw-load] warm ÷ cold (medians): first card / LCP / bytes',
      `${(summaries.warm.median.firstCardMs / summaries.cold.median.firstCardMs).toFixed(2)} / ${(summaries.warm.median.lcpMs / summaries.cold.median.lcpMs).toFixed(2)} / ${(summaries.warm.median.networkBytes / summaries.cold.median.networkBytes).toFixed(2)}`,
    );
    row('[sw-load] warm loads whose navigation the service worker answered', `${warm.filter((run) => run.documentFromServiceWorker).length} of ${warm.length}`);
    // The page's clock starts at the navigation, the protocol's at the page's request: a few ms apart, against seconds here.
    row(
      '[sw-load] warm loads whose first card came before /api/todos answered (a saved copy)',
      `${warm.filter((run) => run.firstCardMs < run.boardAnswerMs).length} of ${warm.length}`,
    );
    row('[sw-load] load average before / after (2 cores)', `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`);
    mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    writeFileSync(
      ARTIFACT,
      `${JSON.stringify({ measuredAt: new Date(now).toISOString(), runs: RUNS, network: NETWORK, cpuThrottle: CPU_THROTTLE, screen: PHONE, account: HEAVY_ACCOUNT, loadAverage: { before: loadBefore, after: loadAfter }, markdown: markdown.join('\n'), summaries, cold, warm }, null, 2)}\n`,
    );
    row('[sw-load] report (every run and request)', path.relative(process.cwd(), ARTIFACT));
  } finally {
    await browser?.close();
    await heavy?.stop();
  }
}
