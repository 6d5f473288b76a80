// issue 19: every route scored by Lighthouse 12 as a new user on a phone would see it — its default
// mobile profile (a mid-range phone on slow 4G, simulated throttling) — on a fresh embedded-database
// app (`npm start`'s) with the heavy account (lib/heavy-account.ts) signed in through the session
// cookie sent as an extra header. Three runs per route, medians reported, every figure beside its goal
// (the Core Web Vitals "good" thresholds); the whole report also goes to bench/artifacts/lighthouse.json
// so a later run can be compared with this one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HEAVY_ACCOUNT } from './lib/heavy-account';
import { type HeavyAccountApp, startHeavyAccountApp } from './lib/heavy-account-app';

// BENCH_LIGHTHOUSE_ROUTES ('/todos,/activity', labels or paths) and BENCH_LIGHTHOUSE_RUNS narrow a run
// while working on some routes; the bench's figures are always all routes, three runs each.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY_ROUTES = new Set((process.env.BENCH_LIGHTHOUSE_ROUTES ?? '').split(',').map((part) => part.trim()).filter(Boolean));
const ARTIFACT = path.join(import.meta.dirname, 'artifacts', 'lighthouse.json');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const GOALS = { performance: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.05, accessibility: 1, bestPractices: 1 } as const;

const ROUTES: Array<{ label: string; path: string; signedIn: boolean }> = [
  { label: '/ (landing, signed out)', path: '/', signedIn: false },
  { label: '/ (dashboard)', path: '/', signedIn: true },
  { label: '/todos', path: '/todos', signedIn: true },
  { label: '/journal', path: '/journal', signedIn: true },
  { label: '/goals', path: '/goals', signedIn: true },
  { label: '/habits', path: '/habits', signedIn: true },
  { label: '/activity', path: '/activity', signedIn: true },
  { label: '/help', path: '/help', signedIn: true },
];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

interface RunReport extends Scores {
  /** Lighthouse's own complaints (a page it could not load, a warning about the run). */
  runtimeError?: string;
  warnings: string[];
  /** The largest savings Lighthouse names, by estimated milliseconds or bytes. */
  opportunities: Array<{ id: string; title: string; savingsMs?: number; savingsBytes?: number }>;
  failedAudits: Array<{ id: string; category: string; title: string }>;
  /** The files behind the unused-javascript audit, and the element Lighthouse took for the LCP: what to fix first. */
  unusedJavaScript: Array<{ url: string; wastedBytes: number }>;
  lcpElement?: string;
  /** The elements Lighthouse saw shift, with each one's score. */
  layoutShifts: Array<{ element: string; score: number }>;
  /** Lighthouse's measure of the host's CPU: simulated throttling scales what it observed, so a busy machine inflates TBT and LCP. */
  benchmarkIndex: number;
}

type Row = (label: string, value: string) => void;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The LCP element's selector and text, from the audit's first table row (Lighthouse 12's shape). */
function lcpElementOf(details: unknown): { lcpElement?: string } {
  const items = (details as { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> } | undefined)?.items;
  const node = items?.[0]?.items?.[0]?.node;
  return node ? { lcpElement: `${node.selector ?? '?'} — ${(node.nodeLabel ?? '').slice(0, 80)}` } : {};
}

async function runLighthouse(url: string, port: number, cookie: string | null): Promise<RunReport> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_FULL=1 keeps each run's whole report (traces' breakdowns, every audit's details) to dig into.
  if (process.env.BENCH_LIGHTHOUSE_FULL) {
    mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    writeFileSync(path.join(path.dirname(ARTIFACT), `lhr-${new URL(url).pathname.replaceAll('/', '_') || '_'}-${cookie ? 'in' : 'out'}-${performance.now().toFixed(0)}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && (audit.metricSavings?.LCP || audit.metricSavings?.FCP || audit.metricSavings?.TBT || audit.details?.type === 'opportunity'))
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      return { id: audit.id, title: audit.title, savingsMs: details?.overallSavingsMs, savingsBytes: details?.overallSavingsBytes };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0))
    .slice(0, 8);
  const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({ id: ref.id, category, title: lhr.audits[ref.id]?.title ?? ref.id })),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings,
    opportunities,
    failedAudits,
    unusedJavaScript: ((lhr.audits['unused-javascript']?.details as { items?: Array<{ url: string; wastedBytes: number }> } | undefined)?.items ?? []).map(({ url: file, wastedBytes }) => ({ url: file, wastedBytes })),
    ...lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    layoutShifts: ((lhr.audits['layout-shifts']?.details as { items?: Array<{ node?: { selector?: string; nodeLabel?: string }; score?: number }> } | undefined)?.items ?? []).map((item) => ({
      element: `${item.node?.selector ?? '?'} — ${(item.node?.nodeLabel ?? '').slice(0, 60)}`,
      score: item.score ?? 0,
    })),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function mediansOf(runs: RunReport[]): Scores {
  const of = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

function goalsMet(s: Scores): boolean {
  return s.performance >= GOALS.performance && s.lcpMs <= GOALS.lcpMs && s.tbtMs <= GOALS.tbtMs && s.cls <= GOALS.cls && s.accessibility >= GOALS.accessibility && s.bestPractices >= GOALS.bestPractices;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const COLUMNS = ['perf', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'a11y', 'best pr.'];
const columns = (cells: string[]) => cells.map((cell, index) => cell.padEnd(index === 5 ? 9 : 8)).join(' ');

function printTable(reports: Array<{ label: string; median: Scores; runs: RunReport[] }>, row: Row): string {
  row(`[lighthouse] mobile, simulated slow 4G, median of ${RUNS} runs`, columns(COLUMNS));
  row('[lighthouse] goals (Core Web Vitals "good")', columns(['≥ 0.95', '—', '≤ 2.5 s', '≤ 200 ms', '≤ 0.05', '—', '1.00', '1.00']));
  const markdown = ['| route | performance (≥ 0.95) | FCP | LCP (≤ 2.5 s) | TBT (≤ 200 ms) | CLS (≤ 0.05) | bytes | accessibility (1.0) | best practices (1.0) |', '|---|---|---|---|---|---|---|---|---|'];
  for (const { label, median: s, runs } of reports) {
    const cells = [s.performance.toFixed(2), seconds(s.fcpMs), seconds(s.lcpMs), `${Math.round(s.tbtMs)} ms`, s.cls.toFixed(3), kib(s.bytes), s.accessibility.toFixed(2), s.bestPractices.toFixed(2)];
    const scores = runs.map((run) => run.performance);
    const spread = `perf ${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}`;
    row(`[lighthouse] ${label}`, `${columns(cells)} (${spread})  ${goalsMet(s) ? 'goal met' : 'GOAL MISSED'}`);
    markdown.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  return markdown.join('\n');
}

/** Lighthouse on every route for the heavy account (BENCH_ONLY part `lighthouse`). */
export async function benchLighthouse({ row }: { row: Row }): Promise<void> {
  const now = Date.now();
  let heavy: HeavyAccountApp | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    heavy = await startHeavyAccountApp('lighthouse', now);
    const { app, account } = heavy;
    const h = HEAVY_ACCOUNT;
    row(
      `[lighthouse] heavy account seeded through the API (${h.tasks} tasks, ${h.journalEntries} entries, ${h.habits}×${h.habitDays} habit days, ${h.activities} activities)`,
      `${(account.seedMs / 1000).toFixed(1)} s`,
    );

    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const reports: Array<{ label: string; url: string; median: Scores; runs: RunReport[] }> = [];
    for (const route of ROUTES.filter((candidate) => ONLY_ROUTES.size === 0 || ONLY_ROUTES.has(candidate.label) || ONLY_ROUTES.has(candidate.path))) {
      const url = `${app.baseUrl}${route.path}`;
      const runs: RunReport[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(url, chrome.port, route.signedIn ? account.cookie : null));
      reports.push({ label: route.label, url: route.path, median: mediansOf(runs), runs });
    }
    const markdown = printTable(reports, row);
    const indexes = reports.flatMap((report) => report.runs.map((run) => run.benchmarkIndex));
    row(
      '[lighthouse] host CPU benchmark index (min–median–max; lower = busier machine) / load average',
      `${Math.min(...indexes).toFixed(0)}–${median(indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} / ${loadavg()[0]!.toFixed(1)} (a quiet run needs a steady index)`,
    );
    for (const { label, runs } of reports) {
      const problems = [...new Set(runs.flatMap((run) => [...(run.runtimeError ? [run.runtimeError] : []), ...run.warnings]))];
      if (problems.length > 0) row(`[lighthouse] ${label}: Lighthouse warned`, problems.join(' / ').slice(0, 300));
    }
    mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    writeFileSync(
      ARTIFACT,
      `${JSON.stringify({ measuredAt: new Date(now).toISOString(), lighthouse: '12.8.2', profile: 'mobile, simulated throttling', runsPerRoute: RUNS, account: HEAVY_ACCOUNT, goals: GOALS, markdown, routes: reports }, null, 2)}\n`,
    );
    row('[lighthouse] report (every run, opportunities, failed audits)', path.relative(process.cwd(), ARTIFACT));
  } finally {
    if (chrome) chrome.kill();
    await heavy?.stop();
  }
}
