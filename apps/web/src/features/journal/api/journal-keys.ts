// Every query key of the journal and the mood check-ins, so invalidation cannot miss one by a typo.

/** What narrows the journal list: a search, a tag and a month 'YYYY-MM' ('' for none). */
export interface JournalFilters {
  q: string;
  tag: string;
  month: string;
}

export const journalKeys = {
  all: ['journal'] as const,
  lists: () => [...journalKeys.all, 'list'] as const,
  list: (filters: JournalFilters) => [...journalKeys.lists(), filters] as const,
  tags: () => [...journalKeys.all, 'tags'] as const,
  months: () => [...journalKeys.all, 'months'] as const,
  onThisDay: () => [...journalKeys.all, 'on-this-day'] as const,
};

export const moodKeys = {
  all: ['moods'] as const,
  logs: () => [...moodKeys.all, 'logs'] as const,
  /** Entries and check-ins both feed it: a change to either makes it stale. */
  trend: () => [...moodKeys.all, 'trend'] as const,
};

export const NO_FILTERS: JournalFilters = { q: '', tag: '', month: '' };

export function isUnfiltered(filters: JournalFilters): boolean {
  return filters.q.trim() === '' && filters.tag === '' && filters.month === '';
}

/** The journal's and the check-ins' changes that wait for the network when made offline (lib/write-queue.ts). */
export const journalWriteKey = (kind: 'create' | 'update' | 'delete') => ['journal-writes', kind] as const;
export const moodWriteKey = (kind: 'create' | 'delete') => ['mood-writes', kind] as const;
