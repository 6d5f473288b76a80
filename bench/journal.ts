// issue 10: the journal's first page (GET /api/journal, 50 entries on the fast list path) for a
// journal of 2,000 entries, beside pgbench of the plain select it runs (bench/lib/area-list.ts).
import { JOURNAL_PAGE_SIZE } from '@cadence/shared';
import { JOURNAL_PAGE_QUERIES } from '../apps/server/src/areas/journal/journal.repository';
import { type AreaListOptions, type SignedInApi, benchAreaList } from './lib/area-list';

const TAGS = ['work', 'family', 'health', 'reading', 'travel', 'gratitude'];

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
      statement: JOURNAL_PAGE_QUERIES.first.text,
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
