import type { JournalEntry, JournalPage, MoodLog, MoodTrend, UpdateJournalEntryRequest } from '@cadence/shared';
import type { TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// The journal API tests' helpers: typed calls as one user, in one time zone.
export { signedInUser, type SignedInUser } from './factories';

export function journalCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: user.cookie, headers });
  const list = (query: Record<string, string> = {}) => call(`/api/journal${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`);
  return {
    list,
    get: (id: string) => call(`/api/journal/${id}`),
    create: (json: unknown) => call('/api/journal', { json }),
    edit: (id: string, json: unknown) => call(`/api/journal/${id}`, { method: 'PATCH', json }),
    remove: (id: string) => call(`/api/journal/${id}`, { method: 'DELETE' }),
    restore: (id: string) => call(`/api/journal/${id}/restore`, { method: 'POST' }),
    tags: () => call('/api/journal-tags'),
    moods: () => call('/api/moods'),
    logMood: (json: unknown) => call('/api/moods', { json }),
    removeMood: (id: string) => call(`/api/moods/${id}`, { method: 'DELETE' }),
    trend: () => call('/api/mood-trend'),
    months: () => call('/api/journal-months'),
    onThisDay: () => call('/api/journal-on-this-day'),
    async page(query: Record<string, string> = {}): Promise<JournalPage> {
      const response = await list(query);
      if (response.status !== 200) throw new Error(`list failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as JournalPage;
    },
    /** Every entry, page after page, as the infinite scroll reads them. */
    async all(query: Record<string, string> = {}): Promise<JournalEntry[]> {
      const entries: JournalEntry[] = [];
      let cursor: string | null = null;
      do {
        const page: JournalPage = await this.page(cursor ? { ...query, cursor } : query);
        entries.push(...page.entries);
        cursor = page.nextCursor;
      } while (cursor);
      return entries;
    },
    async write(fields: Record<string, unknown> = {}): Promise<JournalEntry> {
      const response = await call('/api/journal', { json: { content: 'A quiet day.', ...fields } });
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as JournalEntry;
    },
    async moodsJson(): Promise<MoodLog[]> {
      return (await (await call('/api/moods')).json()) as MoodLog[];
    },
    async trendJson(): Promise<MoodTrend> {
      return (await (await call('/api/mood-trend')).json()) as MoodTrend;
    },
  };
}

/** The edit form's body for an entry: the whole form, as the dialog sends it. */
export function editFormOf(entry: JournalEntry, changes: Partial<UpdateJournalEntryRequest> = {}): UpdateJournalEntryRequest {
  return {
    content: entry.content,
    mood: entry.mood,
    tags: entry.tags,
    highlights: entry.highlights,
    gratitude: entry.gratitude,
    expectedUpdatedAt: entry.updatedAt,
    ...changes,
  };
}
