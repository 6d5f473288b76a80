import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, datesBetween, localDateInTimeZone, monthStartOf, startOfLocalDay, weekStartOf } from '@cadence/shared';
import { aiUsageDaily } from './db/schema';
import { utcDay } from './areas/assistant/ai-allowance.service';
import { dashboardCalls, seedFor } from './testing/dashboard-kit';
import { habitCalls } from './testing/habits-kit';
import { calendarInstants } from './testing/calendar-instants';
import { createTestApp, type TestApp } from './testing/create-test-app';
import { signedInUserAt, type SignedInUser } from './testing/factories';
import { createTestClock } from './testing/test-clock';

// issue 17, docs/architecture.md "Testing": the product's calendar rules at the sweep's instants and
// zones (testing/calendar-instants.ts). Every expectation follows from the documented rule and the
// instant, never from the day the test was written.

const clock = createTestClock();
const QUOTA = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { ai: { timeoutMs: 5000, dailyQuota: QUOTA } } });
});
afterAll(async () => t.close());

const HOUR_MS = 3_600_000;

describe.each(calendarInstants())('at $name ($now, $zone)', ({ now, zone }) => {
  const headers = { 'X-Timezone': zone };
  let today = '';
  let user: SignedInUser;
  beforeAll(async () => {
    clock.set(new Date(now));
    today = localDateInTimeZone(clock.now(), zone);
    user = await signedInUserAt(t, clock);
  });
  const at = (ms: number) => new Date(ms).toISOString();
  const localStart = (date: string) => startOfLocalDay(date, zone);

  it("'today' is the person's calendar date, whatever UTC or the server's zone says (docs/product/dashboard.md \"Today\")", async () => {
    expect((await dashboardCalls(t, user, zone).dashboard()).today).toBe(today);
    const entry = await t.request('/api/journal', { json: { content: 'Written just now', mood: 6 }, cookie: user.cookie, headers });
    expect(entry.status).toBe(201);
    expect((await entry.json()).date).toBe(today);
  });

  it('streaks run over whole days, Sunday-to-Saturday weeks and calendar months, the current period still open (docs/product/habits.md "Streak")', async () => {
    const me = await signedInUserAt(t, clock);
    const calls = habitCalls(t, me, headers);
    const daily = await calls.createJson({ title: 'Stretch', frequency: 'daily' });
    expect(await calls.markDays(daily.id, [-3, -2, -1].map((days) => addDays(today, days)))).toMatchObject({ streak: 3 });
    expect(await calls.markDays(daily.id, [today])).toMatchObject({ streak: 4 });

    // The last day of last week and the first of the week before: two weeks in a row, this one still open.
    const weekly = await calls.createJson({ title: 'Long run', frequency: 'weekly' });
    const thisWeek = weekStartOf(today);
    expect(await calls.markDays(weekly.id, [addDays(thisWeek, -1), addDays(thisWeek, -14)])).toMatchObject({ streak: 2 });

    // The last day of last month and the first of the month before it.
    const monthly = await calls.createJson({ title: 'Budget review', frequency: 'monthly' });
    const thisMonth = monthStartOf(today);
    const monthBefore = addMonths(thisMonth, -2);
    expect(await calls.markDays(monthly.id, [addDays(thisMonth, -1), monthBefore])).toMatchObject({ streak: 2 });
  });

  it('for a person whose weeks begin on Monday, weekly streaks and Habits Today run Monday to Sunday (docs/product/accounts.md "Preferences")', async () => {
    const me = await signedInUserAt(t, clock);
    expect((await t.request('/api/profile/preferences', { method: 'PATCH', json: { weekStart: 'monday' }, cookie: me.cookie, headers })).status).toBe(200);
    const calls = habitCalls(t, me, headers);
    const monday = weekStartOf(today, 'monday');
    // The Sunday that ends last week and the Monday that begins the week before: two weeks in a row.
    const weekly = await calls.createJson({ title: 'Long run', frequency: 'weekly' });
    expect(await calls.markDays(weekly.id, [addDays(monday, -1), addDays(monday, -14)])).toMatchObject({ streak: 2 });
    const seed = seedFor(t, me);
    await seed.habit({ title: 'Swim', frequency: 'weekly', doneOn: [monday] });
    await seed.habit({ title: 'Call home', frequency: 'weekly', doneOn: [addDays(monday, -1)] });
    expect((await dashboardCalls(t, me, zone).dashboard()).habitsToday).toEqual({ done: 1, total: 3 });
  });

  it('Habits Today counts a habit done in its current period: today, this week, this month (docs/product/dashboard.md "Habits Today")', async () => {
    const me = await signedInUserAt(t, clock);
    const seed = seedFor(t, me);
    await seed.habit({ title: 'Meditate', frequency: 'daily', doneOn: [today, addDays(today, -1)] });
    await seed.habit({ title: 'Stretch', frequency: 'daily', doneOn: [addDays(today, -1)] });
    await seed.habit({ title: 'Long run', frequency: 'weekly', doneOn: [weekStartOf(today)] });
    await seed.habit({ title: 'Budget review', frequency: 'monthly', doneOn: [monthStartOf(today)] });
    await seed.habit({ title: 'Call home', frequency: 'weekly', doneOn: [addDays(weekStartOf(today), -1)] });
    expect((await dashboardCalls(t, me, zone).dashboard()).habitsToday).toEqual({ done: 3, total: 5 });
  });

  it('an activity belongs to the local day it began on; Productive Time adds today\'s work and learning (docs/product/dashboard.md "Productive Time")', async () => {
    const me = await signedInUserAt(t, clock);
    const seed = seedFor(t, me);
    const midnight = localStart(today);
    await seed.activity({ type: 'work', title: 'Late finish', startedAt: at(midnight - 10 * 60_000), minutes: 60 });
    await seed.activity({ type: 'work', title: 'At midnight', startedAt: at(midnight), minutes: 30 });
    await seed.activity({ type: 'learning', title: 'Course', startedAt: at(midnight + HOUR_MS), minutes: 20 });
    await seed.activity({ type: 'exercise', title: 'Walk', startedAt: at(midnight + 2 * HOUR_MS), minutes: 15 });
    const dashboard = await dashboardCalls(t, me, zone).dashboard();
    expect(dashboard.productiveSeconds).toBe(50 * 60);
    expect(dashboard.schedule.map((row) => row.title)).toEqual(['At midnight', 'Course', 'Walk']);
  });

  it('the week in review is the last 7 local days, today included, and the month the last 30 (docs/product/dashboard.md "Review")', async () => {
    const me = await signedInUserAt(t, clock);
    const seed = seedFor(t, me);
    // A check-in at midday of each of the last 31 local days: mood 1 + days ago (so each day is told apart).
    for (let daysAgo = 0; daysAgo <= 30; daysAgo += 1) {
      const date = addDays(today, -daysAgo);
      await seed.moodLog({ value: 1 + (daysAgo % 10), loggedAt: at(localStart(date) + 12 * HOUR_MS) });
    }
    const calls = dashboardCalls(t, me, zone);
    const week = await calls.reviewJson('week');
    expect(week.days.map((day) => day.date)).toEqual(datesBetween(addDays(today, -6), today));
    expect(week.days.map((day) => day.mood)).toEqual([6, 5, 4, 3, 2, 1, 0].map((daysAgo) => 1 + daysAgo));
    const month = await calls.reviewJson('month');
    expect(month.days.map((day) => day.date)).toEqual(datesBetween(addDays(today, -29), today));
    expect(month.days.every((day) => day.mood !== null)).toBe(true);
  });

  it("a monthly plan ends on the same day a calendar month later, in the person's calendar (docs/product/subscription.md \"Plans\")", async () => {
    const me = await signedInUserAt(t, clock);
    const response = await t.request('/api/subscriptions', { json: { plan: 'monthly' }, cookie: me.cookie, headers });
    expect(response.status).toBe(201);
    const { current } = await response.json();
    expect(localDateInTimeZone(new Date(current.expiresAt), zone)).toBe(addMonths(today, 1));
    expect(current.startsAt).toBe(clock.now().toISOString());
  });

  it('the AI allowance renews at midnight UTC, not at the person\'s midnight (docs/product/ai.md "Daily quota")', async () => {
    const me = await signedInUserAt(t, clock);
    expect((await t.request('/api/subscriptions', { json: { plan: 'yearly' }, cookie: me.cookie, headers })).status).toBe(201);
    await t.db.insert(aiUsageDaily).values({ userId: me.id, day: utcDay(clock.now()), count: QUOTA - 1 });
    const classify = () => t.request('/api/ai/activity-classification', { json: { title: 'Morning run' }, cookie: me.cookie, headers });
    expect((await classify()).status).toBe(200);
    const refused = await classify();
    expect(refused.status).toBe(429);
    const nextUtcMidnight = Date.parse(`${addDays(utcDay(clock.now()), 1)}T00:00:00.000Z`);
    expect(Number(refused.headers.get('retry-after'))).toBe(Math.ceil((nextUtcMidnight - clock.now().getTime()) / 1000));
    const back = clock.now();
    clock.set(new Date(nextUtcMidnight));
    try {
      expect((await classify()).status).toBe(200);
    } finally {
      clock.set(back);
    }
  });
});
