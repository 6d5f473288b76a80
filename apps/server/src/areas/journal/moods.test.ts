import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoodLog } from '@cadence/shared';
import { journalEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { openEventStream } from '../../testing/event-stream-reader';
import { createTestClock } from '../../testing/test-clock';
import { journalCalls, signedInUser } from '../../testing/journal-kit';

// 2026-03-10 23:30 UTC: already the 11th in Paris, still the 10th in Los Angeles.
const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('mood check-ins (docs/product/moods.md "Check-in")', () => {
  it('logs now by default, lists newest first, and deletes', async () => {
    const user = await signedInUser(t);
    const calls = journalCalls(t, user, { 'x-timezone': 'Europe/Paris' });
    const created = await calls.logMood({ value: 7, notes: ' Slept well ', factors: ['Sleep', 'sleep', 'Sun'] });
    expect(created.status).toBe(201);
    const log = (await created.json()) as MoodLog;
    expect(log).toMatchObject({ value: 7, notes: 'Slept well', factors: ['Sleep', 'Sun'], loggedAt: '2026-03-10T23:30:00.000Z', date: '2026-03-11' });
    const earlier = (await (await calls.logMood({ value: 4, loggedAt: '2026-03-09T08:00:00+01:00' })).json()) as MoodLog;
    expect(earlier).toMatchObject({ loggedAt: '2026-03-09T07:00:00.000Z', date: '2026-03-09', notes: null, factors: [] });
    expect(await calls.moodsJson()).toEqual([log, earlier]);

    expect((await calls.removeMood(log.id)).status).toBe(204);
    expect((await calls.removeMood(log.id)).status).toBe(404);
    expect(await calls.moodsJson()).toEqual([earlier]);
  });

  it('allows a check-in a minute ahead of the server clock, not more', async () => {
    const calls = journalCalls(t, await signedInUser(t));
    expect((await calls.logMood({ value: 5, loggedAt: new Date(clock.now().getTime() + 30_000).toISOString() })).status).toBe(201);
    expect((await calls.logMood({ value: 5, loggedAt: new Date(clock.now().getTime() + 120_000).toISOString() })).status).toBe(400);
  });

  it('announces check-ins and their deletion', async () => {
    const user = await signedInUser(t);
    const stream = await openEventStream(t, user.cookie);
    try {
      const calls = journalCalls(t, user);
      const log = (await (await calls.logMood({ value: 6, notes: 'secret note' })).json()) as MoodLog;
      await stream.waitFor((event) => JSON.stringify(event.data) === JSON.stringify({ area: 'moods', kind: 'created', id: log.id, version: log.createdAt }));
      await calls.removeMood(log.id);
      await stream.waitFor((event) => JSON.stringify(event.data) === JSON.stringify({ area: 'moods', kind: 'deleted', id: log.id }));
      expect(JSON.stringify(stream.events)).not.toContain('secret note');
    } finally {
      await stream.close();
    }
  });
});

describe('the mood trend (docs/product/moods.md "Mood trend")', () => {
  it('averages entry moods and check-ins per local day over the last 30 days', async () => {
    const user = await signedInUser(t);
    const paris = journalCalls(t, user, { 'x-timezone': 'Europe/Paris' });
    await paris.write({ mood: 9 }); // now: the 11th in Paris
    await paris.logMood({ value: 6 }); // now
    await paris.logMood({ value: 2, loggedAt: '2026-03-10T12:00:00Z' }); // the 10th
    await paris.logMood({ value: 10, loggedAt: '2026-02-09T12:00:00Z' }); // 30 days before the 11th: outside
    await t.db.insert(journalEntries).values({ userId: user.id, content: 'Old', mood: 1, createdAt: '2026-02-10T12:00:00.000Z' }); // the first day
    const deleted = await paris.write({ mood: 1 });
    await paris.remove(deleted.id);

    const trend = await paris.trendJson();
    expect(trend.days).toHaveLength(30);
    expect(trend.days[0]).toEqual({ date: '2026-02-10', average: 1, count: 1 });
    expect(trend.days.at(-2)).toEqual({ date: '2026-03-10', average: 2, count: 1 });
    expect(trend.days.at(-1)).toEqual({ date: '2026-03-11', average: 7.5, count: 2 });
    expect(trend.average).toBe(4.5);

    // The same moods in Los Angeles, where it is still the 10th: the days move with the zone.
    const losAngeles = await journalCalls(t, user, { 'x-timezone': 'America/Los_Angeles' }).trendJson();
    expect(losAngeles.days.at(-1)).toEqual({ date: '2026-03-10', average: Number(((9 + 6 + 2) / 3).toFixed(2)), count: 3 });
    expect(losAngeles.days[0]!.date).toBe('2026-02-09');
  });

  it('is 30 empty days with no moods', async () => {
    const trend = await journalCalls(t, await signedInUser(t)).trendJson();
    expect(trend.days.every((day) => day.average === null && day.count === 0)).toBe(true);
    expect(trend.average).toBeNull();
  });
});
