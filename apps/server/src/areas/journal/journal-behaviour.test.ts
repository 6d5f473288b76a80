import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, JOURNAL_RESTORE_WINDOW_MS, type JournalEntry } from '@cadence/shared';
import { journalEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { openEventStream } from '../../testing/event-stream-reader';
import { createTestClock } from '../../testing/test-clock';
import { editFormOf, journalCalls, signedInUser } from '../../testing/journal-kit';

const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const asUser = async (headers: Record<string, string> = {}) => {
  const user = await signedInUser(t);
  return { user, calls: journalCalls(t, user, headers) };
};

describe('writing an entry (docs/product/journal.md "Entry")', () => {
  it('stores every field; mood defaults to 5; the date is the local day of its creation', async () => {
    const { calls } = await asUser({ 'x-timezone': 'Europe/Paris' });
    const entry = await calls.write({ content: 'Long walk.', tags: ['Outdoors', ' outdoors ', ''], highlights: [' The river '], gratitude: ['Good shoes'] });
    expect(entry).toMatchObject({ content: 'Long walk.', mood: 5, tags: ['Outdoors'], highlights: ['The river'], gratitude: ['Good shoes'] });
    // 23:30 UTC is already the 11th in Paris (docs/product/journal.md "Days").
    expect(entry.date).toBe('2026-03-11');
    expect(entry.createdAt).toBe('2026-03-10T23:30:00.000Z');
    expect(entry.updatedAt).toBe(entry.createdAt);
    expect(await (await calls.get(entry.id)).json()).toEqual(entry);
  });

  it('keeps the text byte for byte, and the list carries each entry exactly as GET /:id does', async () => {
    const { calls } = await asUser();
    const content = '  Dear diary,\r\n\r\n\tline with   inner   spaces  \n<script>alert(1)</script> & "quotes" \\ 😀\n\n';
    const entry = await calls.write({ content, mood: 9 });
    expect(entry.content).toBe(content);
    const response = await calls.list();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const page = await response.json();
    expect(page).toEqual({ entries: [await (await calls.get(entry.id)).json()], nextCursor: null, dayCounts: [{ date: entry.date, count: 1 }] });
    expect(page.entries[0].content).toBe(content);
  });

  it('an empty journal is an empty page', async () => {
    const { calls } = await asUser();
    expect(await calls.page()).toEqual({ entries: [], nextCursor: null, dayCounts: [] });
  });
});

describe('pages (docs/product/journal.md "Pages")', () => {
  it('reads 2,000 entries 50 at a time, newest first, each exactly once, ties broken by id', async () => {
    const { user, calls } = await asUser();
    // Four entries per second over the last 500 seconds: many share a created_at to the millisecond.
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      userId: user.id,
      content: `Entry ${index}`,
      mood: (index % 10) + 1,
      createdAt: new Date(Date.parse('2026-03-10T12:00:00.000Z') - Math.floor(index / 4) * 1000).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) await t.db.insert(journalEntries).values(rows.slice(start, start + 500));

    const first = await calls.page();
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toMatch(/^2026-03-10T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/);

    const all = await calls.all();
    expect(all).toHaveLength(2000);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(2000);
    for (let index = 1; index < all.length; index += 1) {
      const [a, b] = [all[index - 1]!, all[index]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id), `${index}`).toBe(true);
    }
  });

  it('refuses a cursor that is not one', async () => {
    const { calls } = await asUser();
    const response = await calls.list({ cursor: 'page-2' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ cursor: JOURNAL_MESSAGES.invalidCursor });
  });
});

describe('search and the tag filter (docs/product/journal.md "Search and tag filter")', () => {
  it('search finds the text or a tag, in any case, with % and _ taken literally; the tag filter any case of the tag', async () => {
    const { calls } = await asUser();
    const later = async (fields: Record<string, unknown>) => {
      clock.advanceSeconds(1);
      return calls.write(fields);
    };
    const walk = await later({ content: 'A long WALK by the river', tags: ['Outdoors'] });
    const run = await later({ content: 'Ran 5k', tags: ['fitness', 'outdoors'] });
    const discount = await later({ content: 'Got 50% off, snake_case too', tags: [] });
    const plain = await later({ content: 'Nothing much' });
    const ids = async (query: Record<string, string>) => (await calls.all(query)).map((entry) => entry.id);

    expect(await ids({ q: 'walk' })).toEqual([walk.id]);
    expect(await ids({ q: 'OUTDOOR' })).toEqual([run.id, walk.id]);
    expect(await ids({ q: '%' })).toEqual([discount.id]);
    expect(await ids({ q: 'e_c' })).toEqual([discount.id]);
    expect(await ids({ q: '  ' })).toEqual([plain.id, discount.id, run.id, walk.id]);
    expect(await ids({ tag: 'OUTDOORS' })).toEqual([run.id, walk.id]);
    expect(await ids({ tag: 'outdoor' })).toEqual([]);
    expect(await ids({ tag: 'outdoors', q: 'ran' })).toEqual([run.id]);
  });

  it('a filtered list pages like the plain one', async () => {
    const { calls } = await asUser();
    for (let index = 0; index < 60; index += 1) {
      await calls.write({ content: `Day ${index}`, tags: index % 2 === 0 ? ['even'] : [] });
      clock.advanceSeconds(1);
    }
    const first = await calls.page({ tag: 'even' });
    expect(first.entries).toHaveLength(30);
    expect(first.nextCursor).toBeNull();
    const searched = await calls.page({ q: 'Day' });
    expect(searched.entries).toHaveLength(50);
    expect((await calls.all({ q: 'Day' })).length).toBe(60);
  });

  it('lists the tags of live entries once whatever their case, most used first', async () => {
    const { calls } = await asUser();
    await calls.write({ tags: ['Work', 'family'] });
    await calls.write({ tags: ['work'] });
    await calls.write({ tags: ['Work'] });
    const gone = await calls.write({ tags: ['secret'] });
    await calls.remove(gone.id);
    expect(await (await calls.tags()).json()).toEqual([
      { tag: 'Work', count: 3 },
      { tag: 'family', count: 1 },
    ]);
  });
});

describe('editing (docs/product/journal.md "Edits from two places")', () => {
  it('saves the whole form with a new version', async () => {
    const { calls } = await asUser();
    const entry = await calls.write({ content: 'Draft', mood: 3 });
    clock.advanceSeconds(1);
    const response = await calls.edit(entry.id, editFormOf(entry, { content: 'Final\n\ntext ', mood: 8, tags: ['done'], gratitude: ['Time'] }));
    expect(response.status).toBe(200);
    const saved = (await response.json()) as JournalEntry;
    expect(saved).toMatchObject({ id: entry.id, content: 'Final\n\ntext ', mood: 8, tags: ['done'], gratitude: ['Time'], createdAt: entry.createdAt, date: entry.date });
    expect(saved.updatedAt > entry.updatedAt).toBe(true);
  });

  it('an edit from an older version changes nothing and answers 409 with the entry as it is', async () => {
    const { calls } = await asUser();
    const entry = await calls.write({ content: 'First' });
    const elsewhere = (await (await calls.edit(entry.id, editFormOf(entry, { content: 'Changed in another tab' }))).json()) as JournalEntry;
    // Same millisecond: the version still moves forward.
    expect(elsewhere.updatedAt > entry.updatedAt).toBe(true);
    const stale = await calls.edit(entry.id, editFormOf(entry, { content: 'Mine' }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'CONFLICT', message: JOURNAL_MESSAGES.staleEntry }, entry: elsewhere });
    expect((await calls.edit(entry.id, editFormOf(elsewhere, { content: 'Mine' }))).status).toBe(200);
  });
});

describe('delete and undo (docs/product/journal.md "Delete and undo")', () => {
  it('hides the entry at once; Undo within the window brings it back as it was', async () => {
    const { calls } = await asUser();
    const entry = await calls.write({ content: 'Keep me', tags: ['x'] });
    expect((await calls.remove(entry.id)).status).toBe(204);
    expect((await calls.get(entry.id)).status).toBe(404);
    expect((await calls.page()).entries).toEqual([]);
    expect((await calls.remove(entry.id)).status).toBe(404);
    expect((await calls.edit(entry.id, editFormOf(entry))).status).toBe(404);

    clock.advanceSeconds(59);
    const restored = await calls.restore(entry.id);
    expect(restored.status).toBe(200);
    const back = (await restored.json()) as JournalEntry;
    expect(back).toMatchObject({ content: 'Keep me', tags: ['x'], createdAt: entry.createdAt });
    expect(back.updatedAt > entry.updatedAt).toBe(true);
    expect((await calls.page()).entries.map((e) => e.id)).toEqual([entry.id]);
    expect((await calls.restore(entry.id)).status).toBe(404);
  });

  it('after the window the entry is gone for good, and the next delete purges it', async () => {
    const { calls } = await asUser();
    const entry = await calls.write();
    await calls.remove(entry.id);
    clock.advanceSeconds(JOURNAL_RESTORE_WINDOW_MS / 1000 + 1);
    expect((await calls.restore(entry.id)).status).toBe(404);
    const other = await calls.write();
    await calls.remove(other.id);
    const remaining = await t.db.select({ id: journalEntries.id }).from(journalEntries);
    expect(remaining.map((row) => row.id)).not.toContain(entry.id);
    expect(remaining.map((row) => row.id)).toContain(other.id);
  });
});

describe('live updates (docs/architecture.md "Live sync")', () => {
  it("announce every change to the owner's streams, never the text", async () => {
    const { user, calls } = await asUser({ 'x-client-id': 'tab-journal-1' });
    const stream = await openEventStream(t, user.cookie);
    const stranger = await signedInUser(t);
    const strangerStream = await openEventStream(t, stranger.cookie);
    try {
      const entry = await calls.write({ content: 'Private words' });
      const created = await stream.waitFor((event) => event.event === 'change' && (event.data as { kind: string }).kind === 'created');
      expect(created.data).toEqual({ area: 'journal', kind: 'created', id: entry.id, version: entry.updatedAt, client: 'tab-journal-1' });
      const edited = (await (await calls.edit(entry.id, editFormOf(entry, { content: 'More private words' }))).json()) as JournalEntry;
      await stream.waitFor((event) => JSON.stringify(event.data) === JSON.stringify({ area: 'journal', kind: 'updated', id: entry.id, version: edited.updatedAt, client: 'tab-journal-1' }));
      await calls.remove(entry.id);
      await stream.waitFor((event) => (event.data as { kind?: string }).kind === 'deleted');
      await calls.restore(entry.id);
      await stream.waitFor((event) => (event.data as { kind?: string }).kind === 'created' && stream.events.filter((e) => (e.data as { kind?: string }).kind === 'created').length === 2);
      expect(JSON.stringify(stream.events)).not.toContain('private words');
      expect(strangerStream.events.filter((event) => event.event === 'change')).toEqual([]);
    } finally {
      await stream.close();
      await strangerStream.close();
    }
  });
});
