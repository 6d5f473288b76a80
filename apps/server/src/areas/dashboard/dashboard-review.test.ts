import { addDays } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInUser, type SignedInUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { dashboardCalls, seedFor } from '../../testing/dashboard-kit';

// Wednesday 4 March 2026, 15:00 UTC (16:00 in Paris).
const clock = createTestClock(new Date('2026-03-04T15:00:00.000Z'));
const TODAY = '2026-03-04';
let t: TestApp;
let user: SignedInUser;

/** Noon in Paris on the day `daysAgo` before today. */
const parisNoon = (daysAgo: number) => `${addDays(TODAY, -daysAgo)}T11:00:00Z`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await signedInUser(t);
  const seed = seedFor(t, user);
  // Twelve days: meditated on the even ones with a mood of 8, not on the odd ones with a mood of 6.
  const meditated: string[] = [];
  for (let daysAgo = 0; daysAgo < 12; daysAgo += 1) {
    const done = daysAgo % 2 === 0;
    if (done) meditated.push(addDays(TODAY, -daysAgo));
    await seed.entry({ mood: done ? 8 : 6, createdAt: parisNoon(daysAgo) });
  }
  await seed.habit({ title: 'Meditate', doneOn: meditated, createdAt: '2026-01-01T00:00:00Z' });
  await seed.habit({ title: 'Stretch', doneOn: [TODAY], createdAt: '2026-01-01T00:00:00Z' });
  await seed.moodLog({ value: 4, loggedAt: parisNoon(0) }); // today: (8 + 4) / 2 = 6
  await seed.activity({ type: 'work', startedAt: parisNoon(1), minutes: 90 });
  await seed.activity({ type: 'learning', startedAt: parisNoon(1), minutes: 29 });
  await seed.activity({ type: 'exercise', startedAt: parisNoon(1), minutes: 60 });
  await seed.activity({ type: 'work', startedAt: '2026-03-03T23:30:00Z', minutes: 10 }); // 00:30 on the 4th in Paris
  // Another user's rows never show.
  const stranger = seedFor(t, await signedInUser(t));
  await stranger.entry({ mood: 1, createdAt: parisNoon(0) });
  await stranger.activity({ startedAt: parisNoon(0), minutes: 500 });
});
afterAll(async () => t.close());

describe('the week review: mood, habits done and productive minutes per local day (docs/product/dashboard.md "Review")', () => {
  it('answers the last 7 local days, oldest first, with each day\'s numbers', async () => {
    const review = await dashboardCalls(t, user, 'Europe/Paris').reviewJson('week');
    expect(review.range).toBe('week');
    expect(review.today).toBe(TODAY);
    expect(review.habitCount).toBe(2);
    expect(review.days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(TODAY, -n)));
    expect(review.days.at(-1)).toEqual({ date: TODAY, mood: 6, habitsDone: 2, productiveMinutes: 10 });
    expect(review.days.at(-2)).toEqual({ date: addDays(TODAY, -1), mood: 6, habitsDone: 0, productiveMinutes: 119 });
    expect(review.days.at(-3)).toEqual({ date: addDays(TODAY, -2), mood: 8, habitsDone: 1, productiveMinutes: 0 });
  });

  it('is the week when no range is given, and 30 days for a month', async () => {
    expect((await dashboardCalls(t, user, 'Europe/Paris').reviewJson()).days).toHaveLength(7);
    const month = await dashboardCalls(t, user, 'Europe/Paris').reviewJson('month');
    expect(month.days).toHaveLength(30);
    expect(month.days[0]!.date).toBe(addDays(TODAY, -29));
    expect(month.days[0]).toEqual({ date: addDays(TODAY, -29), mood: null, habitsDone: 0, productiveMinutes: 0 });
  });

  it('puts an activity in the local day it began on', async () => {
    const utc = await dashboardCalls(t, user, 'UTC').reviewJson('week');
    expect(utc.days.at(-2)!.productiveMinutes).toBe(119 + 10);
    expect(utc.days.at(-1)!.productiveMinutes).toBe(0);
  });

  it('refuses a range other than week or month, in our words', async () => {
    const response = await dashboardCalls(t, user).review('year');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Range must be week or month', fields: { range: 'Range must be week or month' } } });
    expect((await dashboardCalls(t, user).review('week&extra=1')).status).toBe(400);
  });
});

describe('patterns over the last 30 days (docs/product/dashboard.md "Patterns")', () => {
  it('states the mood on days with a habit against days without, and says when there is not enough data', async () => {
    const review = await dashboardCalls(t, user, 'Europe/Paris').reviewJson('week');
    // Meditated on 6 days (moods 8 … 8, today averaging 6 with the check-in), not on 6 days (mood 6).
    expect(review.patterns[0]).toEqual({
      kind: 'stated',
      subject: { type: 'habit', habitId: expect.any(String), title: 'Meditate' },
      moodWith: 7.7,
      moodWithout: 6,
      daysWith: 6,
      daysWithout: 6,
    });
    const stretch = review.patterns.find((pattern) => pattern.subject.type === 'habit' && pattern.subject.title === 'Stretch');
    expect(stretch).toEqual({ kind: 'not-enough-data', subject: expect.objectContaining({ title: 'Stretch' }), daysWith: 1, daysWithout: 11 });
    expect(review.patterns.find((pattern) => pattern.subject.type === 'productive-hour')).toMatchObject({ kind: 'not-enough-data', daysWith: 1, daysWithout: 11 });
  });
});
