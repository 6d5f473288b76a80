import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, addDays, type Habit, type HabitLog } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { habitCalls, habitFormOf, signedInUser } from '../../testing/habits-kit';

// docs/product/habits.md "API routes" and "Card" (issue 18 item 4): a habit's log over a range, for the
// trackers' other months and the year's heat-map; a monthly habit's list entry carries its card's months.

// Wednesday 11 March 2026, 09:00 UTC.
const clock = createTestClock(new Date('2026-03-11T09:00:00.000Z'));
const TODAY = '2026-03-11';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('GET /api/habits/:id/completions', () => {
  it('answers the done days from `from` to `to`, ascending, older than the list carries too', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    const year = [addDays(TODAY, -364), addDays(TODAY, -200), addDays(TODAY, -100), addDays(TODAY, -1), TODAY];
    await calls.markDays(habit.id, [...year].reverse());
    await calls.markNotDone(habit.id, addDays(TODAY, -100));
    const response = await calls.log(habit.id, `from=${addDays(TODAY, -370)}&to=${TODAY}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as HabitLog).toEqual({ from: addDays(TODAY, -370), to: TODAY, dates: [addDays(TODAY, -364), addDays(TODAY, -200), addDays(TODAY, -1), TODAY] });
    const part = (await (await calls.log(habit.id, `from=${addDays(TODAY, -200)}&to=${addDays(TODAY, -1)}`)).json()) as HabitLog;
    expect(part.dates).toEqual([addDays(TODAY, -200), addDays(TODAY, -1)]);
  });

  it("another person's habit, a deleted one and a made-up id are 404 'Habit not found'", async () => {
    const owner = habitCalls(t, await signedInUser(t));
    const stranger = habitCalls(t, await signedInUser(t));
    const habit = await owner.createJson();
    const range = `from=${addDays(TODAY, -6)}&to=${TODAY}`;
    for (const response of [await stranger.log(habit.id, range), await owner.log('not-a-uuid', range), await owner.log('0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11', range)]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(HABIT_MESSAGES.habitNotFound);
    }
    await owner.remove(habit.id);
    expect((await owner.log(habit.id, range)).status).toBe(404);
  });

  it.each([
    ['', { from: HABIT_MESSAGES.invalidFrom, to: HABIT_MESSAGES.invalidTo }],
    ['from=2026-02-30&to=2026-03-01', { from: HABIT_MESSAGES.invalidFrom }],
    ['from=2026-03-02&to=2026-03-01', { to: HABIT_MESSAGES.invalidRange }],
    ['from=2024-01-01&to=2026-03-01', { to: HABIT_MESSAGES.invalidRange }],
    ['from=2026-03-01&to=2026-03-02&limit=5', { _: 'Unknown field: limit' }],
  ])('a bad query %s is 400 with a clear message, never 500', async (query, fields) => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    const response = await calls.log(habit.id, query);
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(fields);
  });

  it('without a session it is 401', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    expect((await t.request(`/api/habits/${habit.id}/completions?from=${TODAY}&to=${TODAY}`)).status).toBe(401);
  });
});

describe("a monthly habit's list entry carries its card's seven months (docs/product/habits.md \"Card\")", () => {
  it('back to the first day of the month six months ago; a daily habit keeps 90 days', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ frequency: 'monthly' });
    // 95 days ago is 6 December; the 90 days start on 12 December.
    await calls.markDays(habit.id, ['2025-08-31', '2025-09-01', addDays(TODAY, -95), '2025-12-15']);
    const [monthly] = await calls.listJson();
    expect(monthly?.completions).toEqual(['2025-09-01', '2025-12-06', '2025-12-15']);
    const daily = (await (await calls.edit(habit.id, habitFormOf(monthly!, { frequency: 'daily' }))).json()) as Habit;
    expect(daily.completions).toEqual(['2025-12-15']);
  });
});
