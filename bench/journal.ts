// issue 10: the journal's first page (GET /api/journal, 50 entries on the fast list path) for a
// journal of 2,000 entries, beside pgbench of the plain select it runs (bench/lib/area-list.ts); and
// the journal screen with 2,000 entries in headless Chromium at 4x CPU throttle (lib/journal-chromium.ts).
import { JOURNAL_PAGE_SIZE, startsOfLocalDays } from '@cadence/shared';
import { JOURNAL_COUNTS_BETWEEN, JOURNAL_PAGE_QUERIES } from '../apps/server/src/areas/journal/journal.repository';
import { type AreaListOptions, type SignedInApi, benchAreaList, signedInApi } from './lib/area-list';
import { routeInitialJsKb } from './lib/bundle-size';
import { measureJournalInChromium } from './lib/journal-chromium';
import { createSignedInUser } from './lib/session';

const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');

const TAGS = ['work', 'family', 'health', 'reading', 'travel', 'gratitude'];

/** Writes `entries` varied entries through the API (they all fall on today: the API dates an entry when it is written). */
async function seedEntries(api: SignedInApi, entries: number): Promise<void> {
  for (let index = 0; index < entries; index += 1) {
    await api.send('POST', '/api/journal', {
      content: `Day ${index + 1}. ${'Wrote, walked, and thought about what mattered today. '.repeat(1 + (index % 6))}`,
      mood: 1 + (index % 10),
      tags: [TAGS[index % TAGS.length], TAGS[(index * 7) % TAGS.length]],
      highlights: index % 3 === 0 ? ['Finished the draft'] : [],
      gratitude: index % 4 === 0 ? ['A quiet morning'] : [],
    });
  }
}

/** GET /api/journal (the first page) in a journal of `entries` entries. */
export async function benchJournal(options: AreaListOptions & { entries?: number }): Promise<void> {
  const { entries = 2000 } = options;
  await benchAreaList(
    {
      area: 'journal',
      path: '/api/journal',
      size: `page of ${JOURNAL_PAGE_SIZE} in ${entries.toLocaleString('en')} entries`,
      // The page, then how many entries each of its days has (docs/product/journal.md; journal.service.ts
      // dayCountsOf), for the days the first answer shows, in UTC as the bench's requests name no zone.
      statements(firstAnswer) {
        const days = (firstAnswer as { dayCounts: Array<{ date: string }> }).dayCounts.map((day) => day.date);
        const starts = startsOfLocalDays(days.at(-1)!, days[0]!, 'UTC').map((ms) => new Date(ms).toISOString());
        return [JOURNAL_PAGE_QUERIES.first, { text: JOURNAL_COUNTS_BETWEEN.plain.text, parameters: [`{${starts.join(',')}}`, starts[0]!, starts.at(-1)!] }];
      },
      tables: ['journal_entries'],
      seed: (api) => seedEntries(api, entries),
      check(body) {
        const page = body as { entries: unknown[]; nextCursor: string | null };
        if (page.entries.length !== JOURNAL_PAGE_SIZE || page.nextCursor === null) throw new Error('the journal page does not hold what was seeded');
      },
    },
    options,
  );
}

/** The journal route's first JavaScript, and a journal of `entries` entries in headless Chromium at 4x CPU throttle (issue 10). */
export async function benchJournalInChromium(baseUrl: string, row: (label: string, value: string) => void, entries = 2000): Promise<void> {
  const size = routeInitialJsKb('src/app/journal-route');
  if (size) row('[bundle] initial JS, landing / journal route (gzip)', `${size.entryKb.toFixed(1)} KB / ${size.routeKb.toFixed(1)} KB`);
  const cookie = await createSignedInUser(baseUrl, `journal-page-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  await seedEntries(signedInApi(baseUrl, cookie), entries);
  const journal = await measureJournalInChromium(baseUrl, cookie, Math.min(entries, JOURNAL_PAGE_SIZE));
  const count = entries.toLocaleString('en');
  if (journal === null) {
    row(`[chromium] journal with ${count} entries`, 'Chromium not found (set CHROMIUM_PATH)');
    return;
  }
  const ratio = journal.entriesMs / journal.shellMs;
  row('[chromium] 4x CPU: empty shell painted (the journal run)', `${journal.shellMs.toFixed(0)} ms`);
  row(`[chromium] 4x CPU: journal with ${count} entries, first entries painted`, `${journal.entriesMs.toFixed(0)} ms  (÷ shell ${ratio.toFixed(2)}, goal ≤ 1.5)  ${verdict(ratio <= 1.5)}`);
  row(`[chromium] 4x CPU: total blocking time, journal load (${journal.entriesShown} entries shown)`, `${journal.totalBlockingMs.toFixed(0)} ms  (goal ≤ 200)  ${verdict(journal.totalBlockingMs <= 200)}`);
}
