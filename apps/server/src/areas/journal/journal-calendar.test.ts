import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, type JournalMonth, type OnThisDay } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInUserAt } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { journalCalls } from '../../testing/journal-kit';

// docs/product/journal.md "Days" and "Months and on this day" (issue 18 §6): day headers count every
// entry of the day, not the loaded ones; a month's entries; this day in earlier months and years.
// Now is Wednesday 10 March 2027, 15:00 in Berlin (UTC+1).
const clock = createTestClock(new Date('2027-03-10T14:00:00.000Z'));
const berlin = { 'X-Timezone': 'Europe/Berlin' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const person = async () => journalCalls(t, await signedInUserAt(t, clock), berlin);

describe('an entry about an earlier day', () => {
  it('may be written at a past time, and belongs to that local day; never in the future', async () => {
    const me = await person();
    // 23:30 UTC on 28 February is already 1 March in Berlin.
    expect(await me.write({ content: 'Late', createdAt: '2027-02-28T23:30:00.000Z' })).toMatchObject({ date: '2027-03-01', createdAt: '2027-02-28T23:30:00.000Z' });
    const future = await me.create({ content: 'Tomorrow', createdAt: '2027-03-11T10:00:00.000Z' });
    expect(future.status).toBe(400);
    expect((await future.json()).error.fields.createdAt).toBe(JOURNAL_MESSAGES.createdAtInFuture);
    const nonsense = await me.create({ content: 'When?', createdAt: 'last Tuesday' });
    expect((await nonsense.json()).error.fields.createdAt).toBe(JOURNAL_MESSAGES.createdAtInvalid);
  });
});

describe('day headers count the whole day (docs/product/journal.md "Days")', () => {
  it('a day with more entries than a page says how many it has in all, on every page that shows it', async () => {
    const me = await person();
    for (let n = 0; n < 55; n += 1) await me.write({ content: `Busy day, note ${n}`, createdAt: new Date(Date.parse('2027-03-09T08:00:00.000Z') + n * 60_000).toISOString() });
    await me.write({ content: 'Today, finally calm', tags: ['calm'] });
    const first = await me.page();
    expect(first.entries).toHaveLength(50);
    expect(first.dayCounts).toEqual([{ date: '2027-03-10', count: 1 }, { date: '2027-03-09', count: 55 }]);
    const second = await me.page({ cursor: first.nextCursor! });
    expect(second.entries).toHaveLength(6);
    expect(second.dayCounts).toEqual([{ date: '2027-03-09', count: 55 }]);
  });

  it('with a search or a tag, a day counts the entries that match', async () => {
    const me = await person();
    await me.write({ content: 'Ran by the river', tags: ['run'] });
    await me.write({ content: 'Ran again', tags: ['run'] });
    await me.write({ content: 'Read a book' });
    expect((await me.page({ tag: 'run' })).dayCounts).toEqual([{ date: '2027-03-10', count: 2 }]);
    expect((await me.page({ q: 'book' })).dayCounts).toEqual([{ date: '2027-03-10', count: 1 }]);
    expect((await me.page({ q: 'nothing like this' })).dayCounts).toEqual([]);
  });
});

describe('months (docs/product/journal.md "Months and on this day")', () => {
  it("lists the months with entries, newest first, in the person's calendar, and goes to one", async () => {
    const me = await person();
    expect(await (await me.months()).json()).toEqual([]);
    await me.write({ content: 'New year', createdAt: '2027-01-05T10:00:00.000Z' });
    await me.write({ content: 'February, early', createdAt: '2027-02-02T10:00:00.000Z' });
    await me.write({ content: 'Berlin March already', createdAt: '2027-02-28T23:30:00.000Z' });
    await me.write({ content: 'Now' });
    expect((await (await me.months()).json()) as JournalMonth[]).toEqual([
      { month: '2027-03', count: 2 },
      { month: '2027-02', count: 1 },
      { month: '2027-01', count: 1 },
    ]);
    const february = await me.page({ month: '2027-02' });
    expect(february.entries.map((e) => e.content)).toEqual(['February, early']);
    expect((await me.page({ month: '2027-03', q: 'Berlin' })).entries.map((e) => e.date)).toEqual(['2027-03-01']);
    expect((await me.page({ month: '2026-07' })).entries).toEqual([]);
    const bad = await me.list({ month: '2027-13' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.month).toBe(JOURNAL_MESSAGES.invalidMonth);
  });

  it("counts only the person's own live entries", async () => {
    const me = await person();
    const other = await person();
    await other.write({ content: 'Not yours', createdAt: '2026-11-05T10:00:00.000Z' });
    const gone = await me.write({ content: 'Deleted', createdAt: '2026-12-05T10:00:00.000Z' });
    await me.remove(gone.id);
    await me.write({ content: 'Kept', createdAt: '2027-02-05T10:00:00.000Z' });
    expect(await (await me.months()).json()).toEqual([{ month: '2027-02', count: 1 }]);
  });
});

describe('on this day (docs/product/journal.md "Months and on this day")', () => {
  it("shows this day's entries of earlier months and years, newest day first, at most three a day, never another person's", async () => {
    const me = await person();
    const other = await person();
    await other.write({ content: 'Their year ago', createdAt: '2026-03-10T10:00:00.000Z' });
    await me.write({ content: 'A month ago', createdAt: '2027-02-10T10:00:00.000Z' });
    await me.write({ content: 'The day before a month ago', createdAt: '2027-02-09T10:00:00.000Z' });
    for (const hour of [8, 9, 10, 11]) await me.write({ content: `A year ago at ${hour}`, createdAt: `2026-03-10T${String(hour).padStart(2, '0')}:00:00.000Z` });
    await me.write({ content: 'Two years ago', createdAt: '2025-03-10T20:00:00.000Z' });
    await me.write({ content: 'Today, not an earlier day' });
    const answer = (await (await me.onThisDay()).json()) as OnThisDay;
    expect(answer.today).toBe('2027-03-10');
    expect(answer.entries.map((e) => [e.content, e.monthsAgo])).toEqual([
      ['A month ago', 1],
      ['A year ago at 11', 12],
      ['A year ago at 10', 12],
      ['A year ago at 9', 12],
      ['Two years ago', 24],
    ]);
    expect(answer.entries[0]).toMatchObject({ date: '2027-02-10', mood: 5 });
  });

  it('is empty for a new journal, and needs a session', async () => {
    const me = await person();
    expect(await (await me.onThisDay()).json()).toEqual({ today: '2027-03-10', entries: [] });
    expect((await t.request('/api/journal-on-this-day')).status).toBe(401);
    expect((await t.request('/api/journal-months')).status).toBe(401);
  });
});
