import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, type Dashboard, type JournalEntry, type JournalMonth } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { editFormOf, journalCalls, signedInUser } from '../../testing/journal-kit';

// docs/product/journal.md "Back-dating" (issue 22 §8): an entry's date and time can be set when it is
// written and changed by an edit; the list, the months, 'On this day', the dashboard's recent entries and
// the mood trend follow the entry's date, not when the row was stored.

// 10 March 2026, 09:00 in Paris (UTC+1).
const clock = createTestClock(new Date('2026-03-10T08:00:00.000Z'));
const PARIS = { 'x-timezone': 'Europe/Paris' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const asUser = async () => {
  const user = await signedInUser(t);
  const calls = journalCalls(t, user, PARIS);
  const dashboard = async (): Promise<Dashboard> => (await (await t.request('/api/dashboard', { cookie: user.cookie, headers: PARIS })).json()) as Dashboard;
  return { user, calls, dashboard };
};

const trendDay = (trend: { days: Array<{ date: string; average: number | null }> }, date: string) => trend.days.find((day) => day.date === date)?.average ?? null;

async function expectFieldError(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { createdAt: message } } });
}

describe('an entry written today about yesterday evening', () => {
  it('is filed under yesterday in the list, its day count, the trend and the dashboard, though it was stored last', async () => {
    const { calls, dashboard } = await asUser();
    const earlier = await calls.write({ content: 'Monday morning', mood: 4, createdAt: '2026-03-09T07:00:00.000Z' });
    clock.advanceSeconds(60);
    const today = await calls.write({ content: 'Tuesday', mood: 6 });
    clock.advanceSeconds(60);
    // 21:30 on Monday in Paris, sent with its offset.
    const evening = await calls.write({ content: 'Monday evening, filed late', mood: 10, createdAt: '2026-03-09T21:30:00+01:00' });
    expect(evening).toMatchObject({ date: '2026-03-09', createdAt: '2026-03-09T20:30:00.000Z' });

    const page = await calls.page();
    expect(page.entries.map((entry) => entry.id)).toEqual([today.id, evening.id, earlier.id]);
    expect(page.dayCounts).toEqual([
      { date: '2026-03-10', count: 1 },
      { date: '2026-03-09', count: 2 },
    ]);

    const trend = await calls.trendJson();
    expect(trendDay(trend, '2026-03-09')).toBe(7);
    expect(trendDay(trend, '2026-03-10')).toBe(6);

    expect((await dashboard()).recentEntries.map((entry) => entry.id)).toEqual([today.id, evening.id]);
  });

  it('an edit moves it to the day before: list, month filter, months, trend, dashboard and On this day follow', async () => {
    const { calls, dashboard } = await asUser();
    const older = await calls.write({ content: 'Early March', mood: 3, createdAt: '2026-03-02T10:00:00+01:00' });
    const today = await calls.write({ content: 'Today', mood: 5 });
    const entry = await calls.write({ content: 'About yesterday', mood: 9, createdAt: '2026-03-09T21:30:00+01:00' });
    clock.advanceSeconds(5);

    // To the last day of February, at 20:15 in Paris.
    const response = await calls.edit(entry.id, editFormOf(entry, { createdAt: '2026-02-28T19:15:00.000Z' }));
    expect(response.status).toBe(200);
    const moved = (await response.json()) as JournalEntry;
    expect(moved).toMatchObject({ id: entry.id, content: 'About yesterday', date: '2026-02-28', createdAt: '2026-02-28T19:15:00.000Z' });
    expect(moved.updatedAt > entry.updatedAt).toBe(true);
    expect(await (await calls.get(entry.id)).json()).toEqual(moved);

    const page = await calls.page();
    expect(page.entries.map((e) => e.id)).toEqual([today.id, older.id, entry.id]);
    expect(page.dayCounts).toEqual([
      { date: '2026-03-10', count: 1 },
      { date: '2026-03-02', count: 1 },
      { date: '2026-02-28', count: 1 },
    ]);
    expect((await calls.page({ month: '2026-03' })).entries.map((e) => e.id)).toEqual([today.id, older.id]);
    expect((await calls.page({ month: '2026-02' })).entries.map((e) => e.id)).toEqual([entry.id]);
    expect((await (await calls.months()).json()) as JournalMonth[]).toEqual([
      { month: '2026-03', count: 2 },
      { month: '2026-02', count: 1 },
    ]);

    const trend = await calls.trendJson();
    expect(trendDay(trend, '2026-03-09')).toBeNull();
    expect(trendDay(trend, '2026-02-28')).toBe(9);
    expect((await dashboard()).recentEntries.map((e) => e.id)).toEqual([today.id, older.id]);

    // 'On this day' of 10 March: a month back is 10 February. Moved there, the entry shows.
    const toFebruary = await calls.edit(entry.id, editFormOf(moved, { createdAt: '2026-02-10T18:00:00+01:00' }));
    expect(toFebruary.status).toBe(200);
    const onThisDay = (await (await calls.onThisDay()).json()) as { today: string; entries: Array<{ id: string; monthsAgo: number; date: string }> };
    expect(onThisDay.entries.map((e) => [e.id, e.monthsAgo, e.date])).toEqual([[entry.id, 1, '2026-02-10']]);
  });

  it('an edit without a date and time keeps the entry where it was, to the millisecond', async () => {
    const { calls } = await asUser();
    const entry = await calls.write({ content: 'Keep my time', createdAt: '2026-03-09T20:30:12.345Z' });
    const { createdAt: _none, ...form } = editFormOf(entry, { content: 'Kept, edited' });
    const saved = (await (await calls.edit(entry.id, form)).json()) as JournalEntry;
    expect(saved).toMatchObject({ content: 'Kept, edited', createdAt: '2026-03-09T20:30:12.345Z', date: '2026-03-09' });
  });

  it('a date and time a little ahead of the clock (a phone a little fast) is taken', async () => {
    const { calls } = await asUser();
    const entry = await calls.write();
    const ahead = new Date(clock.now().getTime() + 30_000).toISOString();
    const response = await calls.edit(entry.id, editFormOf(entry, { createdAt: ahead }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as JournalEntry).createdAt).toBe(ahead);
  });
});

describe('refused', () => {
  it('a date in the future, on create and on edit, in words; nothing changes', async () => {
    const { calls } = await asUser();
    const inTwoMinutes = new Date(clock.now().getTime() + 120_000).toISOString();
    await expectFieldError(await calls.create({ content: 'Tomorrow', createdAt: '2026-03-11T08:00:00+01:00' }), JOURNAL_MESSAGES.createdAtInFuture);
    const entry = await calls.write();
    await expectFieldError(await calls.edit(entry.id, editFormOf(entry, { createdAt: inTwoMinutes })), JOURNAL_MESSAGES.createdAtInFuture);
    expect(await (await calls.get(entry.id)).json()).toEqual(entry);
  });

  it.each([['yesterday'], ['2026-03-09'], ['2026-03-09T21:30:00'], ['2026-02-30T10:00:00Z'], [1773091800000], [null]])('createdAt %j is not a date and time', async (createdAt) => {
    const { calls } = await asUser();
    const entry = await calls.write();
    await expectFieldError(await calls.edit(entry.id, { ...editFormOf(entry), createdAt }), JOURNAL_MESSAGES.createdAtInvalid);
    await expectFieldError(await calls.create({ content: 'x', createdAt }), JOURNAL_MESSAGES.createdAtInvalid);
    expect(await (await calls.get(entry.id)).json()).toEqual(entry);
  });

  it("another person's entry cannot be moved: 404, and it stays on its day", async () => {
    const { calls: mine } = await asUser();
    const { calls: theirs } = await asUser();
    const entry = await mine.write({ content: 'Mine', createdAt: '2026-03-09T21:30:00+01:00' });
    const response = await theirs.edit(entry.id, editFormOf(entry, { createdAt: '2026-03-01T12:00:00Z' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: JOURNAL_MESSAGES.entryNotFound } });
    expect(await (await mine.get(entry.id)).json()).toEqual(entry);
  });

  it('a move from a stale form changes nothing and answers 409 with the entry as it is', async () => {
    const { calls } = await asUser();
    const entry = await calls.write({ content: 'Two tabs' });
    const elsewhere = (await (await calls.edit(entry.id, editFormOf(entry, { content: 'Edited elsewhere' }))).json()) as JournalEntry;
    const stale = await calls.edit(entry.id, editFormOf(entry, { createdAt: '2026-03-01T12:00:00Z' }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { entry: JournalEntry }).entry).toEqual(elsewhere);
  });
});
