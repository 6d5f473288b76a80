import { type PageReady, QUIET_AFTER_MS, medianOf, shellPaintMs, timeUntilReady, totalBlockingBefore, withChromiumPage } from './page-chromium';

export interface JournalFigures {
  shellMs: number;
  /** The first frame with the first entries shown (the first page arrives as one answer). */
  entriesMs: number;
  totalBlockingMs: number;
  /** Entries in the page once it has settled: the first page (more load only as the list's end nears). */
  entriesShown: number;
}

/** The entry cards the journal's list shows (journal-entry-card.tsx); the skeleton draws none. */
function entriesShown(): number {
  return document.querySelectorAll('section[aria-label="Entries"] article[data-entry]').length;
}

const JOURNAL_READY: PageReady = { heading: 'Journal', counter: 'entriesShown', atLeast: 1 };

/** The journal (already written, `minimumShown` entries expected on screen) in headless Chromium at 4x CPU throttle, beside the empty shell. */
export async function measureJournalInChromium(baseUrl: string, cookie: string, minimumShown: number): Promise<JournalFigures | null> {
  return withChromiumPage(baseUrl, cookie, { counters: { entriesShown } }, async (page) => {
    const shellMs = await shellPaintMs(page, baseUrl);
    let totalBlockingMs = 0;
    let shown = 0;
    const entriesMs = await medianOf(async () => {
      const painted = await timeUntilReady(page, `${baseUrl}/journal`, JOURNAL_READY);
      // Issue 19: the first entries come first and the rest of the page a few per task; blocking time
      // counts until the whole first page is in the page and for a second after, so what the page does
      // next (the rest of the entries, the mood panel, the chart) still counts.
      await page.waitForFunction((minimum) => window.__counters.entriesShown!() >= minimum, minimumShown, { timeout: 60_000 });
      const allShown = await page.evaluate(() => performance.now());
      await page.waitForTimeout(QUIET_AFTER_MS);
      totalBlockingMs = await totalBlockingBefore(page, allShown + QUIET_AFTER_MS);
      shown = await page.evaluate(() => window.__counters.entriesShown!());
      if (shown < minimumShown) throw new Error(`the journal shows ${shown} entries, not the ${minimumShown} of its first page`);
      return painted;
    });
    return { shellMs, entriesMs, totalBlockingMs, entriesShown: shown };
  });
}
